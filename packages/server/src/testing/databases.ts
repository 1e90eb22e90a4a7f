import { createHash, randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { buildApp } from "../app";
import { type Database, type DatabaseKind, openDatabase } from "../db/client";
import { migrate } from "../db/migrate";
import type { RudderstackConfig } from "../modules/analytics/rudderstack";
import type { PaymentGateway } from "../payments/gateway";
import { seed } from "../seed";
import { TEST_NOW, type TestClock, testClock } from "./clock";

/**
 * The databases integration tests run on: PGlite always, PostgreSQL too when DATABASE_URL is set.
 * Under CI=true a missing DATABASE_URL is an error, never a silent skip.
 */
export function testDatabaseKinds(): DatabaseKind[] {
  const url = process.env.DATABASE_URL;
  if (process.env.CI === "true" && !url) {
    throw new Error("CI=true requires DATABASE_URL: PostgreSQL tests are never skipped in CI");
  }
  return url ? ["pglite", "postgres"] : ["pglite"];
}

export type TestDatabase = { database: Database; drop(): Promise<void> };

/**
 * A fresh, migrated database with the data set `npm start` serves, seeded as of TEST_NOW:
 * in-memory PGlite opened from a cached dump, or a new PostgreSQL database copied from a cached
 * template database. Either takes about a second; the first of a code version makes the cache.
 */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === "pglite") {
    const database = await openDatabase({
      dataDir: "memory://",
      loadDataDir: await pgliteTemplate(),
    });
    return { database, drop: () => database.close() };
  }
  const scratch = await createScratchPostgres("treadkit_test", await postgresTemplate());
  const database = await openDatabase({ databaseUrl: scratch.url, dataDir: "" });
  return {
    database,
    async drop() {
      await database.close();
      await scratch.drop();
    },
  };
}

const SERVER_ROOT = fileURLToPath(new URL("../..", import.meta.url));
const CORE_SOURCE = fileURLToPath(new URL("../../../core/src", import.meta.url));

/**
 * Every file a seeded database depends on: the migrations, db/ (with its shared `*.schema.ts`),
 * every module's `*.schema.ts`, the seed and the core.
 */
function templateKey(): string {
  const hash = createHash("sha256").update(TEST_NOW.toISOString());
  const add = (dir: string, only: (name: string) => boolean = () => true) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) add(path, only);
      else if (!entry.name.endsWith(".test.ts") && only(entry.name)) {
        hash.update(path).update(readFileSync(path));
      }
    }
  };
  add(join(SERVER_ROOT, "drizzle"));
  add(join(SERVER_ROOT, "src", "db"));
  add(join(SERVER_ROOT, "src", "modules"), (name) => name.endsWith(".schema.ts"));
  add(join(SERVER_ROOT, "src", "seed"));
  add(CORE_SOURCE);
  return hash.digest("hex").slice(0, 16);
}

/** Migrates and seeds a database as the tests expect it. */
async function prepare(database: Database) {
  await migrate(database);
  await seed(database, { asOf: TEST_NOW });
}

/**
 * The migrated, seeded PGlite database every test starts from, as a data-directory dump. Made
 * once per machine and code version (a file in the temp folder named by templateKey) and opened
 * in about a second, instead of migrating and seeding each time (about 15 s).
 */
async function pgliteTemplate(): Promise<Blob> {
  const file = join(tmpdir(), `treadkit-pglite-template-${templateKey()}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const database = await openDatabase({ dataDir: "memory://" });
  await prepare(database);
  const dump = await (database.dump as () => Promise<Blob>)();
  await database.close();
  // Written aside and renamed: a worker reading it never sees half a file.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  return dump;
}

const TEMPLATE_PREFIX = "treadkit_template_";
/** How long another code version's template is kept after it was made. */
const OLD_TEMPLATE_MS = 6 * 60 * 60 * 1000;

async function withAdmin<T>(fn: (admin: pg.Client) => Promise<T>): Promise<T> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error("DATABASE_URL is not set");
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
}

/**
 * The PostgreSQL template database of this code version, made once by whichever test process
 * gets there first (an advisory lock makes the others wait); older versions' are dropped.
 */
async function postgresTemplate(): Promise<string> {
  const name = `${TEMPLATE_PREFIX}${templateKey()}`;
  return withAdmin(async (admin) => {
    await admin.query("select pg_advisory_lock(724311906)");
    try {
      const found = await admin.query("select 1 from pg_database where datname = $1", [name]);
      if (found.rowCount) return name;
      // Another version's template goes once nobody can still be using it: a checkout of that
      // version may be running its tests beside this one.
      const old = await admin.query<{ datname: string }>(
        `select datname from pg_database
         where datname like $1 and datname <> $2
           and coalesce(shobj_description(oid, 'pg_database'), '0')::bigint < $3`,
        [`${TEMPLATE_PREFIX}%`, `${name}_building`, Date.now() - OLD_TEMPLATE_MS],
      );
      for (const row of old.rows) {
        await admin.query(`drop database if exists ${row.datname}`).catch((error) => {
          if ((error as { code?: string }).code !== "55006") throw error; // being copied now
        });
      }
      const building = `${name}_building`;
      await admin.query(`drop database if exists ${building} with (force)`);
      await admin.query(`create database ${building}`);
      const url = new URL(process.env.DATABASE_URL as string);
      url.pathname = `/${building}`;
      const database = await openDatabase({ databaseUrl: url.toString(), dataDir: "" });
      try {
        await prepare(database);
      } finally {
        await database.close();
      }
      // Renamed once complete: a template that exists is a whole one. Its comment is when.
      await admin.query(`comment on database ${building} is '${Date.now()}'`);
      await admin.query(`alter database ${building} rename to ${name}`);
      return name;
    } finally {
      await admin.query("select pg_advisory_unlock(724311906)");
    }
  });
}

/**
 * A new database on the PostgreSQL server of DATABASE_URL holding the test data set (a copy of
 * the template), for server processes started by a test; dropped by `drop`.
 */
export async function createSeededPostgres(
  prefix: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  return createScratchPostgres(prefix, await postgresTemplate());
}

/** A new, empty database on the PostgreSQL server of DATABASE_URL, dropped by `drop`. */
export async function createScratchPostgres(
  prefix: string,
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error("DATABASE_URL is not set");
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  await withAdmin(async (admin) => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await admin.query(`create database ${name}${template ? ` template ${template}` : ""}`);
        return;
      } catch (error) {
        // Two copies of one template at the same instant: PostgreSQL lets one through at a time.
        const busy = (error as { code?: string }).code === "55006";
        if (!busy || attempt >= 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
      }
    }
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** An app on a fresh test database, for `app.inject` tests; its clock starts at TEST_NOW. */
export async function createTestApp(
  kind: DatabaseKind,
  options: {
    web?: boolean;
    payments?: PaymentGateway;
    clock?: TestClock;
    reviewModeration?: boolean;
    rudderstack?: RudderstackConfig;
    /**
     * Every injected request comes from one address, so tests of capacity and races would meet
     * the per-client cap on install holds first; its own tests set the store's default.
     */
    slotHoldsPerClient?: number;
    /** The proxies whose X-Forwarded-For is believed (TRUST_PROXY); none by default. */
    trustProxy?: string;
  } = {},
) {
  const testDb = await createTestDatabase(kind);
  const clock = options.clock ?? testClock();
  const app = await buildApp({
    database: testDb.database,
    web: options.web ?? false,
    clock,
    slotHoldsPerClient: options.slotHoldsPerClient ?? 10_000,
    ...(options.reviewModeration !== undefined
      ? { reviewModeration: options.reviewModeration }
      : {}),
    ...(options.payments ? { payments: options.payments } : {}),
    ...(options.trustProxy ? { trustProxy: options.trustProxy } : {}),
    ...(options.rudderstack ? { rudderstack: options.rudderstack } : {}),
  });
  await app.ready();
  return {
    app,
    clock,
    database: testDb.database,
    async close() {
      await app.close();
      await testDb.drop();
    },
  };
}
