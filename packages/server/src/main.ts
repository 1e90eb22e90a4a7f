import cluster from "node:cluster";
import { loadEnv } from "./env";
import { runCluster, workerCount } from "./process/cluster";
import { assertSupportedRuntime } from "./process/runtime";
import { prepareOnly, serve } from "./process/serve";

/**
 * `npm start` runs this, compiled. On PostgreSQL it is a cluster: this process prepares the
 * database, then forks WORKERS identical servers sharing one port, and replaces any that dies.
 * On the embedded PGlite, whose database lives in its process, it serves by itself.
 */
async function main() {
  assertSupportedRuntime();
  // Stack traces name the TypeScript sources of the compiled server.
  process.setSourceMapsEnabled(true);
  const env = loadEnv();
  // `npm start` prepares the database this way while it builds the browser bundles.
  if (process.env.TREADKIT_PREPARE_ONLY === "1") {
    await prepareOnly(env);
    process.exit(0);
  }
  if (cluster.isWorker) return serve(env, { prepared: true });
  if (env.DATABASE_URL && workerCount(env) > 1) return runCluster(env);
  return serve(env, { prepared: false });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
