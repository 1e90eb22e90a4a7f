import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import * as schema from "./schema";

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
};

export type DatabaseConfig = {
  /** postgres://… ; when absent the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data folder; "memory://" keeps everything in memory. */
  dataDir: string;
  /** PGlite only: start from this dump of another database (a test database's template). */
  loadDataDir?: Blob | undefined;
};

const LOCK_KEY = 724_311_905;

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  return openPglite(config.dataDir, config.loadDataDir);
}

async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<Database> {
  const client = await PGlite.create(loadDataDir ? { dataDir, loadDataDir } : { dataDir });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    // PGlite is one connection in one process: calls are already serialised.
    exclusive: (fn) => fn(),
    close: () => client.close(),
    dump: () => client.dumpDataDir("none"),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection can die (server restart, failover); the pool replaces it on next use.
  // Without a listener node-postgres would throw the error and stop the process.
  pool.on("error", (error) => {
    console.warn(`PostgreSQL connection lost: ${error.message}`);
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
    close: () => pool.end(),
  };
}

export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
