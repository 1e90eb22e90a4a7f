import cluster from "node:cluster";
import { join } from "node:path";
import { buildApp } from "../app";
import { type Database, type DatabaseKind, openDatabase } from "../db/client";
import { migrate } from "../db/migrate";
import { databaseConfigOf, type Env } from "../env";
import { type Clock, clockStartingAt, systemClock } from "../http/clock";
import { type OutboxWorker, startOutboxWorker } from "../jobs/outbox";
import { createMailer } from "../mail/mailer";
import { storeMailHandlers } from "../mail/store-handlers";
import { exchangeCardValidatorFromEnv } from "../modules/exchange/exchange-card";
import { loadTokenSecret } from "../modules/identity/keys";
import { type PaymentSweeper, startPaymentSweeper } from "../modules/orders/payment-sweeper";
import { openPaymentGateway } from "../payments";
import { seed } from "../seed";
import { storeOriginOf } from "../seed/partners";
import { preloadStorefront } from "../web/web.routes";
import { startupBanner } from "./banner";
import { loggerOptions } from "./logger";
import { type MetricsServer, startMetricsFromEnv } from "./metrics";
import type { Telemetry } from "./telemetry";

const storeClock = (env: Env): Clock =>
  env.CLOCK_START ? clockStartingAt(new Date(env.CLOCK_START)) : systemClock;

/** Brings the database to the code's schema and seeds the data set where it is missing. */
export async function prepareDatabase(database: Database, env: Env) {
  await migrate(database);
  return seed(database, { asOf: storeClock(env)(), storeOrigin: storeOriginOf(env) });
}

/** Prepares the database and ends: what `npm start` runs while it builds the bundles. */
export async function prepareOnly(env: Env) {
  const database = await openDatabase(databaseConfigOf(env));
  try {
    const { seeded } = await prepareDatabase(database, env);
    console.log(seeded ? "Database ready: the data set is loaded" : "Database ready");
  } finally {
    await database.close();
  }
}

/** Prints the start-up banner for a store serving from `pids`. */
export function announce(
  env: Env,
  kind: DatabaseKind,
  pids: number[],
  metrics: MetricsServer | undefined,
) {
  console.log(
    startupBanner({
      port: env.PORT,
      publicOrigin: env.PUBLIC_ORIGIN,
      database: { kind, url: env.DATABASE_URL, dataDir: env.DATA_DIR },
      processes: { workers: pids.length, pids },
      metrics: metrics?.url,
      mail: env.SMTP_URL
        ? `SMTP ${new URL(env.SMTP_URL).host}`
        : `.eml files in ${join(env.DATA_DIR, "mail")}`,
    }),
  );
}

/**
 * One server process: the store's app on its port, the outbox worker and the payment sweeper.
 * A cluster's worker finds the database prepared by its primary (`prepared`); a process on its
 * own prepares it first. `telemetry`, when traces are exported, is flushed as the process ends.
 */
export async function serve(
  env: Env,
  { prepared, telemetry }: { prepared: boolean; telemetry?: Telemetry | undefined },
) {
  if (env.EXCHANGE_ORDER_URL && !env.EXCHANGE_SHARED_SECRET) {
    throw new Error(
      "EXCHANGE_ORDER_URL needs EXCHANGE_SHARED_SECRET: the exchange signs its return",
    );
  }
  const database = await openDatabase(databaseConfigOf(env));
  const seeded = prepared ? null : await prepareDatabase(database, env);
  const clock = storeClock(env);
  const payments = await openPaymentGateway({ ...process.env, ...env });
  const app = await buildApp({
    database,
    logger: loggerOptions(env.LOG_LEVEL),
    publicOrigin: env.PUBLIC_ORIGIN,
    tokenSecret: env.TOKEN_SECRET ?? (await loadTokenSecret(database.db)),
    responseCache: env.RESPONSE_CACHE === "on",
    payments: payments.gateway,
    clock,
    slotHoldMinutes: env.SLOT_HOLD_MINUTES,
    slotHoldsPerClient: env.SLOT_HOLDS_PER_CLIENT,
    trustProxy: env.TRUST_PROXY,
    paymentClaimSeconds: env.PAYMENT_CLAIM_SECONDS,
    reviewModeration: env.REVIEW_MODERATION === "on",
    rudderstack: {
      writeKey: env.RUDDERSTACK_WRITE_KEY,
      dataPlaneUrl: env.RUDDERSTACK_DATA_PLANE_URL,
    },
    widgetDevOrigins: env.WIDGET_DEV_ORIGINS,
    channels: { simpleShopDomain: env.SIMPLE_SHOP_DOMAIN, cookieDomain: env.COOKIE_DOMAIN ?? null },
    mapTiles: env.MAP_TILE_URL
      ? { url: env.MAP_TILE_URL, attribution: env.MAP_TILE_ATTRIBUTION }
      : null,
    exchange: {
      cards: exchangeCardValidatorFromEnv(env),
      orderUrl: env.EXCHANGE_ORDER_URL,
      secret: env.EXCHANGE_SHARED_SECRET,
    },
    verification:
      env.IDME_BASE_URL && env.IDME_CLIENT_ID && env.IDME_CLIENT_SECRET
        ? {
            baseUrl: env.IDME_BASE_URL,
            clientId: env.IDME_CLIENT_ID,
            clientSecret: env.IDME_CLIENT_SECRET,
          }
        : undefined,
    identity: {
      issuer: env.OIDC_ISSUER,
      clientId: env.OIDC_CLIENT_ID,
      clientSecret: env.OIDC_CLIENT_SECRET,
      // Without a public origin the store answers on both local names of its port.
      origins: env.PUBLIC_ORIGIN
        ? [env.PUBLIC_ORIGIN]
        : [`http://localhost:${env.PORT}`, `http://127.0.0.1:${env.PORT}`],
    },
  });
  if (seeded) app.log.info({ db: database.kind, seeded: seeded.seeded }, "database ready");
  const mailer = createMailer({
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    outboxDir: join(env.DATA_DIR, "mail"),
  });
  if (mailer.transport === "files") {
    app.log.info(
      { dir: join(env.DATA_DIR, "mail") },
      "SMTP_URL is not set: e-mails are written as .eml files",
    );
  }
  if (!env.PUBLIC_ORIGIN) {
    app.log.warn(
      "PUBLIC_ORIGIN is not set: order e-mails attach the receipt instead of linking it",
    );
  }
  let worker: OutboxWorker | undefined;
  let sweeper: PaymentSweeper | undefined;
  let metrics: MetricsServer | undefined;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    // Stop accepting connections, let requests in flight finish, then release the database.
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      // The outbox run in progress finishes (its e-mail is sent and recorded) before the pool goes.
      // Pages being rendered finish their injected API calls before close() refuses them.
      await app.drain(7_000);
      await Promise.all([app.close(), worker?.stop(), sweeper?.stop(), metrics?.close()]);
      mailer.close();
      await Promise.all([database.close(), payments.close()]);
      // The spans of the requests just finished go out before the process ends.
      await telemetry?.shutdown();
      clearTimeout(timer);
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "shutdown failed");
      process.exit(1);
    }
  };
  // A promise nobody awaited that fails (a connection lost mid-call) is logged; it must not end
  // the process for every other shopper.
  process.on("unhandledRejection", (reason) => {
    app.log.error({ err: reason }, "unhandled rejection");
  });
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
  // A cluster's primary answers SIGHUP with a rolling restart. A single process (PGlite, or
  // WORKERS=1) has nothing to roll: a reload must not end it, so it says so and serves on.
  if (!cluster.isWorker)
    process.on("SIGHUP", () => {
      app.log.warn(
        "SIGHUP restarts a cluster's workers; this is a single process, so it serves on: restart it to load a new build",
      );
    });

  // Warm before the port is taken: a cluster's primary stops an old worker in a rolling restart
  // once the new one listens, and the new one's first pages must not wait for their modules.
  const pages = await preloadStorefront();
  app.log.debug({ pages }, "storefront pages loaded");
  await app.listen({ port: env.PORT, host: env.HOST });
  // A cluster's primary serves the metrics of all its workers, and prints the banner.
  if (!cluster.isWorker && !closing) {
    metrics = await startMetricsFromEnv(env, { cluster: false, log: app.log });
    announce(env, database.kind, [process.pid], metrics);
  }
  if (!closing) {
    worker = startOutboxWorker(
      database.db,
      storeMailHandlers({
        mailer,
        publicOrigin: env.PUBLIC_ORIGIN,
        supportEmail: env.SUPPORT_EMAIL,
        salesEmail: env.SALES_EMAIL,
        partnersEmail: env.PARTNERS_EMAIL,
        clock,
      }),
      { log: app.log },
    );
    sweeper = startPaymentSweeper(database.db, payments.gateway, {
      intervalMs: env.PAYMENT_SWEEP_SECONDS * 1_000,
      olderThanMs: env.PAYMENT_ABANDONED_SECONDS * 1_000,
      claimMs: env.PAYMENT_CLAIM_SECONDS * 1_000,
      log: app.log,
    });
  }
}
