import cluster, { type Worker } from "node:cluster";
import { availableParallelism } from "node:os";
import { openDatabase } from "../db/client";
import { migrate } from "../db/migrate";
import { databaseConfigOf, type Env } from "../env";
import { primaryLog } from "./logger";
import { startMetricsFromEnv } from "./metrics";
import { announce, prepareDatabase } from "./serve";
import type { Telemetry } from "./telemetry";

/** A request's garbage dies young in a young generation this size (MB) instead of being promoted. */
const WORKER_SEMI_SPACE_MB = 32;

/**
 * A worker's Node options: the primary's, plus V8 heap sizes unless NODE_OPTIONS or the command
 * line already set them. A listing allocates about 400 kB that lives only while it is answered;
 * with V8's default 16 MB semi-spaces, 50 requests in flight outlive young collections, are
 * promoted, and the old space grew to 300 MB of garbage between full collections (RSS 560 MB
 * after a load run). A 32 MB young generation lets that garbage die young (less CPU per request
 * as well), and the old-space limit makes V8 collect before the worker grows past its budget.
 */
export function workerExecArgv(
  execArgv: readonly string[],
  heapMb: number,
  nodeOptions = process.env.NODE_OPTIONS ?? "",
): string[] {
  const given = [...execArgv, ...nodeOptions.split(/\s+/)];
  const has = (flag: string) => given.some((option) => option.startsWith(flag));
  return [
    ...execArgv,
    ...(has("--max-semi-space-size") ? [] : [`--max-semi-space-size=${WORKER_SEMI_SPACE_MB}`]),
    ...(has("--max-old-space-size") ? [] : [`--max-old-space-size=${heapMb}`]),
  ];
}

/** WORKERS, else one per core the process may use. */
export function workerCount(env: Pick<Env, "WORKERS">): number {
  return env.WORKERS ?? availableParallelism();
}

/** A worker that dies sooner than this after it started counts as failing to start. */
const EARLY_EXIT_MS = 10_000;
const MAX_RESPAWN_DELAY_MS = 30_000;

/**
 * The primary of `npm start` on PostgreSQL. It prepares the database once (migrations, seed),
 * forks the workers, which share the port (Node's cluster hands each connection to one of them),
 * and keeps their number:
 * - a worker that dies is replaced at once; one that keeps dying on start, after a growing pause;
 * - SIGHUP restarts the workers one at a time, each new one serving before an old one stops, so a
 *   new build goes live without a refused connection;
 * - SIGTERM or SIGINT stops them all, each finishing the requests it has (the workers' own
 *   graceful shutdown), then the primary.
 * The primary serves no requests: it holds no store state, only the metrics port, which sums its
 * workers' figures.
 */
export async function runCluster(
  env: Env,
  { telemetry }: { telemetry?: Telemetry | undefined } = {},
): Promise<void> {
  const log = primaryLog(env.LOG_LEVEL);
  const count = workerCount(env);
  const database = await openDatabase(databaseConfigOf(env));
  try {
    const seeded = await prepareDatabase(database, env);
    log("info", `database ready${seeded.seeded ? " (seeded the data set)" : ""}`);
  } finally {
    await database.close();
  }

  // Workers run the script this process runs (process.argv[1]) with its Node options. They
  // accept connections on the shared socket themselves (SCHED_NONE): with the default round
  // robin the primary accepts and hands each connection over, and one handed to a worker that
  // has just died hangs unanswered. This way a dead worker's queue is the others' to take, and
  // the primary is out of the path of every request.
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  cluster.setupPrimary({ execArgv: workerExecArgv(process.execArgv, env.WORKER_HEAP_MB) });
  let stopping = false;
  let failures = 0;
  const started = new Map<Worker, number>();
  const replacing = new Set<Worker>();

  const fork = () => {
    const worker = cluster.fork();
    started.set(worker, Date.now());
    return worker;
  };
  const listening = (worker: Worker) =>
    new Promise<boolean>((resolve) => {
      worker.once("listening", () => resolve(true));
      worker.once("exit", () => resolve(false));
    });
  const exited = (worker: Worker) =>
    new Promise<void>((resolve) => {
      if (worker.isDead()) return resolve();
      worker.once("exit", () => resolve());
    });

  cluster.on("exit", (worker, code, signal) => {
    const lived = Date.now() - (started.get(worker) ?? 0);
    started.delete(worker);
    if (stopping || replacing.delete(worker)) return;
    failures = lived < EARLY_EXIT_MS ? failures + 1 : 0;
    const delay = failures <= 1 ? 0 : Math.min(MAX_RESPAWN_DELAY_MS, 500 * 2 ** failures);
    log(
      "error",
      `worker ${worker.process.pid} ended (${signal ?? `code ${code}`}); starting another${delay ? ` in ${delay / 1000} s` : ""}`,
    );
    setTimeout(() => {
      if (!stopping) fork();
    }, delay);
  });

  const first = Array.from({ length: count }, fork);
  const up = await Promise.all(first.map(listening));
  if (!up.some(Boolean)) {
    stopping = true;
    throw new Error("no worker started: see the errors above");
  }

  const metrics = await startMetricsFromEnv(env, {
    cluster: true,
    log: { warn: (object, message) => log("warn", `${message} ${JSON.stringify(object)}`) },
  });
  const pids = Object.values(cluster.workers ?? {}).flatMap((w) =>
    w?.process.pid ? [w.process.pid] : [],
  );
  announce(env, "postgres", pids, metrics);

  let rolling = false;
  const rollingRestart = async () => {
    const old = Object.values(cluster.workers ?? {}).filter((w): w is Worker => Boolean(w));
    log("info", `rolling restart of ${old.length} workers`);
    // A new build's migrations go in first, while the old workers serve: they must be additive
    // (see deploy/RUNBOOK.md). New workers run the build now on disk.
    try {
      const database = await openDatabase(databaseConfigOf(env));
      try {
        await migrate(database);
      } finally {
        await database.close();
      }
    } catch (error) {
      log("error", `migrations failed, the old workers serve on: ${String(error)}`);
      return;
    }
    for (const worker of old) {
      if (stopping) return;
      const next = fork();
      if (!(await listening(next))) {
        log("error", "a new worker did not start: the rolling restart stops, the old ones serve");
        return;
      }
      replacing.add(worker);
      worker.process.kill("SIGTERM");
      await exited(worker);
    }
    log("info", "rolling restart done");
  };
  process.on("SIGHUP", () => {
    if (rolling) return;
    rolling = true;
    void rollingRestart().finally(() => {
      rolling = false;
    });
  });

  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log("info", `${signal}: stopping the workers`);
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => Boolean(w));
    for (const worker of workers) worker.process.kill("SIGTERM");
    await Promise.all(workers.map(exited));
    await metrics?.close();
    await telemetry?.shutdown();
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}
