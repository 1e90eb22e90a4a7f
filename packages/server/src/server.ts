import cluster from "node:cluster";
import { loadEnv } from "./env";
import { runCluster, workerCount } from "./process/cluster";
import { prepareOnly, serve } from "./process/serve";
import type { Telemetry } from "./process/telemetry";

/**
 * The store's process, as main.ts starts it. On PostgreSQL it is a cluster: this process prepares
 * the database, then forks WORKERS identical servers sharing one port, and replaces any that dies.
 * On the embedded PGlite, whose database lives in its process, it serves by itself. `telemetry`,
 * when traces are exported, is shut down last, so that the spans of the last requests go out.
 */
export async function main({ telemetry }: { telemetry?: Telemetry | undefined } = {}) {
  const env = loadEnv();
  // `npm start` prepares the database this way while it builds the browser bundles.
  if (process.env.TREADKIT_PREPARE_ONLY === "1") {
    await prepareOnly(env);
    await telemetry?.shutdown();
    process.exit(0);
  }
  if (cluster.isWorker) return serve(env, { prepared: true, telemetry });
  if (env.DATABASE_URL && workerCount(env) > 1) return runCluster(env, { telemetry });
  return serve(env, { prepared: false, telemetry });
}
