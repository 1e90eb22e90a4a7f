import { buildApp } from "./app";
import { openDatabase } from "./db/client";
import { migrate } from "./db/migrate";
import { loadEnv } from "./env";
import { createPaymentGateway } from "./payments";
import { seed } from "./seed";

async function main() {
  const env = loadEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  await migrate(database);
  const seeded = await seed(database, { dataSet: env.SEED_DATA_SET });
  const app = await buildApp({
    database,
    logger: { level: env.LOG_LEVEL },
    publicOrigin: env.PUBLIC_ORIGIN,
    tokenSecret: env.TOKEN_SECRET,
    responseCache: env.RESPONSE_CACHE === "on",
    payments: createPaymentGateway(process.env),
  });
  if (!env.TOKEN_SECRET) {
    app.log.warn("TOKEN_SECRET is not set: access tokens are valid on this process only");
  }
  app.log.info({ db: database.kind, seeded: seeded.seeded }, "database ready");

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    // Stop accepting connections, let requests in flight finish, then release the database.
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await app.close();
      await database.close();
      clearTimeout(timer);
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "shutdown failed");
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ port: env.PORT, host: env.HOST });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
