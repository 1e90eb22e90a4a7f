import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { statementCachingClient } from "./statements";
import * as schema from "./tables";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = "pglite" | "postgres";

export type Database = {
  db: Db;
  kind: DatabaseKind;
  /** Runs fn while holding a database-wide lock, so that only one process migrates or seeds. */
  exclusive<T>(fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a tarball, which `loadDataDir` opens again. */
  dump?(): Promise<Blob>;
  /** PostgreSQL only: the pool's figures, for the metrics. */
  pool?: { totalCount: number; idleCount: number; waitingCount: number };
  /**
   * Calls `onNotice` with each payload NOTIFY sends on `channel`, in this process, until the
   * returned function is called. On PostgreSQL a connection of its own listens, and listens again
   * after it is lost (`onNotice(null)` then: what was sent meanwhile is unknown).
   */
  listen(channel: string, onNotice: (payload: string | null) => void): Promise<() => Promise<void>>;
};

export type DatabaseConfig = {
  /** postgres://… ; when absent the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data folder; "memory://" keeps everything in memory. */
  dataDir: string;
  /** PostgreSQL only: prepare each statement once per connection (default on). */
  preparedStatements?: boolean | undefined;
  /** PGlite only: start from this dump of another database (a test database's template). */
  loadDataDir?: Blob | undefined;
};

const LOCK_KEY = 724_311_905;

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl, config.preparedStatements);
  return openPglite(config.dataDir, config.loadDataDir);
}

async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<Database> {
  // pg_trgm: the search's typo tolerance (migration 0035 creates the extension).
  const extensions = { pg_trgm };
  const client = await PGlite.create(
    loadDataDir ? { dataDir, loadDataDir, extensions } : { dataDir, extensions },
  );
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    // PGlite is one connection in one process: calls are already serialised.
    exclusive: (fn) => fn(),
    listen: (channel, onNotice) => client.listen(channel, (payload) => onNotice(payload)),
    close: () => client.close(),
    dump: () => client.dumpDataDir("none"),
  };
}

async function openPostgres(url: string, preparedStatements = true): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // Each statement is parsed and planned once per connection (db/statements.ts). A pooler in
    // transaction mode that cannot carry prepared statements turns this off.
    ...(preparedStatements ? { Client: statementCachingClient() } : {}),
    // While the server is unreachable a request waits this long for a connection, then fails
    // (503 with Retry-After), rather than queueing until the client gives up.
    connectionTimeoutMillis: 5_000,
  });
  // A connection can die at any time (a restart, a failover, pg_terminate_backend). An idle one
  // reports it on the pool, one checked out on its own client: without a listener on both,
  // node-postgres throws the error and the process ends. The pool replaces dead connections on
  // next use, so the store recovers by itself once the server is back.
  pool.on("error", (error) => {
    console.warn(`PostgreSQL connection lost: ${error.message}`);
  });
  pool.on("connect", (client) => {
    client.on("error", (error) => {
      console.warn(`PostgreSQL connection lost: ${error.message}`);
    });
  });
  // Fail at boot, not on the first request, when the server cannot be reached.
  await pool.query("select 1");
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: "postgres",
    async exclusive(fn) {
      const lockClient = await pool.connect();
      try {
        await lockClient.query("select pg_advisory_lock($1)", [LOCK_KEY]);
        return await fn();
      } finally {
        await lockClient.query("select pg_advisory_unlock($1)", [LOCK_KEY]).catch(() => {});
        lockClient.release();
      }
    },
    pool,
    listen: (channel, onNotice) => listenOnPostgres(url, channel, onNotice),
    async close() {
      await untilIdle(pool, 5_000);
      await pool.end();
    },
  };
}

/**
 * Waits (up to `limitMs`) until no connection is checked out and none is asked for, twice in a
 * row. The server closes when its connections do, but a handler whose client went away is still
 * running: ending the pool under it failed its next query ("Cannot use a pool after calling end").
 */
async function untilIdle(pool: pg.Pool, limitMs: number): Promise<void> {
  const busy = () => pool.waitingCount > 0 || pool.idleCount < pool.totalCount;
  const deadline = Date.now() + limitMs;
  let quiet = 0;
  while (quiet < 2 && Date.now() < deadline) {
    quiet = busy() ? 0 : quiet + 1;
    if (quiet < 2) await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other work). When it is lost
 * it connects again, backing off to 5 s between tries, and reports `null` once listening again.
 */
async function listenOnPostgres(
  url: string,
  channel: string,
  onNotice: (payload: string | null) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let connection: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const discard = (client: pg.Client) => {
    client.removeAllListeners();
    client.on("error", () => {});
    void client.end().catch(() => {});
  };
  const open = async (): Promise<pg.Client> => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    // A lost connection also ends: "end" below reconnects.
    client.on("error", () => {});
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      discard(client);
      throw error;
    }
    client.on("notification", (message) => {
      if (message.channel === channel) onNotice(message.payload ?? "");
    });
    client.once("end", () => {
      if (stopped || connection !== client) return;
      connection = undefined;
      reconnect(0);
    });
    return client;
  };
  const reconnect = (attempt: number) => {
    retry = setTimeout(
      async () => {
        try {
          const client = await open();
          if (stopped) return discard(client);
          connection = client;
          onNotice(null);
        } catch {
          if (!stopped) reconnect(attempt + 1);
        }
      },
      Math.min(5_000, 250 * 2 ** attempt),
    );
    retry.unref();
  };

  connection = await open();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const client = connection;
    connection = undefined;
    if (client) {
      client.removeAllListeners("end");
      await client.end().catch(() => {});
    }
  };
}

/**
 * Runs a statement given as text and values, straight on the driver: for a hot statement whose
 * building through drizzle costs more than the database's answer. Both drivers (node-postgres
 * and PGlite) take `query(text, values)` and answer with the rows under `rows`.
 */
export async function queryRows(
  db: Db,
  text: string,
  values: unknown[],
): Promise<Record<string, unknown>[]> {
  const client = (db as unknown as { $client?: Queryable }).$client;
  if (!client) throw new Error("queryRows needs the database itself, not a transaction");
  return (await client.query(text, values)).rows;
}

type Queryable = {
  query(text: string, values: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
};

export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

/** SQLSTATE classes and socket errors that mean the database cannot be reached right now. */
const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EHOSTUNREACH",
  "57P01", // admin_shutdown (pg_terminate_backend, a restart)
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now (starting up)
  "53300", // too_many_connections
]);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|terminating connection|the database system is (starting up|shutting down)/i;

/**
 * Whether an error means the database is away (down, restarting, unreachable), rather than a
 * bug: the caller should be told to try again soon. Drizzle wraps the driver's error as `cause`.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth += 1) {
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === "string" && (UNAVAILABLE_CODES.has(code) || code.startsWith("08")))
      return true;
    if (typeof message === "string" && UNAVAILABLE_MESSAGES.test(message)) return true;
    e = cause;
  }
  return false;
}
