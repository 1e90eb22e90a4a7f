import cluster from "node:cluster";
import { timingSafeEqual } from "node:crypto";
import { createServer, type Server } from "node:http";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import client from "prom-client";
import type { Database } from "../db/client";

/**
 * What the store tells Prometheus. Each process keeps its own counts in prom-client's default
 * registry; a cluster's primary sums its workers' (prom-client's AggregatorRegistry) on the one
 * metrics port. Figures read from the database are the same in every process, so they are
 * aggregated by `max`, not summed.
 */

const registry = client.register;

const httpDuration = new client.Histogram({
  name: "treadkit_http_request_duration_seconds",
  help: "Time to answer a request, by route pattern, method and status code",
  labelNames: ["method", "route", "status_code"] as const,
  buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
});

export const responseCacheLookups = new client.Counter({
  name: "treadkit_response_cache_lookups_total",
  help: "Cacheable requests by whether this process's response cache answered them",
  labelNames: ["result"] as const,
});

let metricsInstalled = false;

/** Per-request figures, and the figures read at scrape time, for the app on `database`. */
export const requestMetrics = fp(
  async (app: FastifyInstance, { database }: { database: Database }) => {
    app.addHook("onResponse", async (request, reply) => {
      httpDuration.observe(
        {
          method: request.method,
          // The pattern, not the URL: one series per route, whatever its parameters.
          route: request.routeOptions.url ?? "unmatched",
          status_code: String(reply.statusCode),
        },
        reply.elapsedTime / 1_000,
      );
    });
    // Gauges that read the database or the pool are registered once per process: the last app
    // built (tests build several) answers for them.
    currentDatabase = database;
    if (metricsInstalled) return;
    metricsInstalled = true;
    client.collectDefaultMetrics({ register: registry });
    registerDatabaseGauges();
    // A cluster's worker answers its primary's requests for its figures: prom-client installs
    // that listener when an AggregatorRegistry is made in the worker.
    if (cluster.isWorker) new client.AggregatorRegistry();
  },
  { name: "treadkit-request-metrics" },
);

let currentDatabase: Database | undefined;

function registerDatabaseGauges() {
  new client.Gauge({
    name: "treadkit_db_pool_connections",
    help: "PostgreSQL pool connections of this process, by state",
    labelNames: ["state"] as const,
    collect() {
      const pool = currentDatabase?.pool;
      if (!pool) return;
      this.set({ state: "total" }, pool.totalCount);
      this.set({ state: "idle" }, pool.idleCount);
      this.set({ state: "waiting" }, pool.waitingCount);
    },
  });
  new client.Gauge({
    name: "treadkit_outbox_lag_seconds",
    help: "Age of the oldest outbox entry not yet handled (e-mails and notices waiting), 0 if none",
    aggregator: "max",
    async collect() {
      const row = await scalarRow<{ lag: number | null }>(
        sql`select extract(epoch from now() - min(created_at))::float8 as lag
            from outbox where processed_at is null`,
      );
      this.set(Math.max(0, Number(row?.lag ?? 0)));
    },
  });
  new client.Gauge({
    name: "treadkit_orders",
    help: "Orders placed, by whether they book an installation time",
    labelNames: ["kind"] as const,
    aggregator: "max",
    async collect() {
      const row = await scalarRow<{ orders: number; bookings: number }>(
        sql`select count(*)::int as orders, count(slot_key)::int as bookings from orders`,
      );
      this.set({ kind: "all" }, Number(row?.orders ?? 0));
      this.set({ kind: "with_booking" }, Number(row?.bookings ?? 0));
    },
  });
}

async function scalarRow<T>(query: ReturnType<typeof sql>): Promise<T | undefined> {
  if (!currentDatabase) return undefined;
  try {
    const result = (await currentDatabase.db.execute(query)) as unknown as { rows: T[] };
    return result.rows[0];
  } catch {
    // The database away: the scrape still answers with every other figure.
    return undefined;
  }
}

export type MetricsServer = { url: string; close(): Promise<void> };

/**
 * GET /metrics on a port of its own (kept off the store's), with a bearer token when one is set.
 * `cluster`: this is a primary, answering with the sum of its workers' figures.
 */
export async function startMetricsServer(options: {
  port: number;
  host: string;
  token?: string | undefined;
  cluster: boolean;
  log: { warn(object: object, message: string): void };
}): Promise<MetricsServer | undefined> {
  const aggregator = options.cluster ? new client.AggregatorRegistry() : undefined;
  const expected = options.token ? Buffer.from(`Bearer ${options.token}`) : undefined;
  const server: Server = createServer((request, response) => {
    void (async () => {
      if (request.method !== "GET" || request.url?.split("?")[0] !== "/metrics") {
        response.writeHead(404, { "content-type": "text/plain" }).end("Not found\n");
        return;
      }
      const given = Buffer.from(request.headers.authorization ?? "");
      if (expected && (given.length !== expected.length || !timingSafeEqual(given, expected))) {
        response
          .writeHead(401, { "content-type": "text/plain", "www-authenticate": "Bearer" })
          .end("Metrics need the bearer token set in METRICS_TOKEN\n");
        return;
      }
      try {
        const body = aggregator ? await aggregator.clusterMetrics() : await registry.metrics();
        response
          .writeHead(200, { "content-type": aggregator?.contentType ?? registry.contentType })
          .end(body);
      } catch (error) {
        response.writeHead(500, { "content-type": "text/plain" }).end(`${String(error)}\n`);
      }
    })();
  });
  try {
    await new Promise<void>((listening, failed) => {
      server.once("error", failed);
      server.listen(options.port, options.host, () => listening());
    });
  } catch (error) {
    // The store serves without its metrics rather than not at all.
    options.log.warn({ err: error, port: options.port }, "metrics port unavailable");
    return undefined;
  }
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : options.port;
  const host = options.host.includes(":") ? `[${options.host}]` : options.host;
  return {
    url: `http://${host}:${port}/metrics`,
    close: () => new Promise((closed) => server.close(() => closed())),
  };
}

/** The metrics server the environment asks for (METRICS_PORT, _HOST, _TOKEN), if any. */
export async function startMetricsFromEnv(
  env: {
    METRICS_PORT?: number | undefined;
    METRICS_HOST: string;
    METRICS_TOKEN?: string | undefined;
  },
  options: { cluster: boolean; log: { warn(object: object, message: string): void } },
): Promise<MetricsServer | undefined> {
  if (env.METRICS_PORT === undefined) return undefined;
  return startMetricsServer({
    port: env.METRICS_PORT,
    host: env.METRICS_HOST,
    token: env.METRICS_TOKEN,
    ...options,
  });
}
