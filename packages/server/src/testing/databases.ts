import { createHash, randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { buildApp } from "../app";
import { type Database, type DatabaseKind, openDatabase } from "../db/client";
import { migrate } from "../db/migrate";
import type { PaymentGateway } from "../payments/gateway";
import { seed } from "../seed";

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

/** A fresh, migrated and seeded database: in-memory PGlite, or a new PostgreSQL database. */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === "pglite") {
    const database = await openDatabase({
      dataDir: "memory://",
      loadDataDir: await pgliteTemplate(),
    });
    return { database, drop: () => database.close() };
  }
  const scratch = await createScratchPostgres("treadkit_test");
  const database = await openDatabase({ databaseUrl: scratch.url, dataDir: "" });
  await migrate(database);
  await seed(database, { dataSet: "demo" });
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

/** Every file a seeded database depends on: the migrations, the schema, the seed and the core. */
function templateKey(): string {
  const hash = createHash("sha256");
  const add = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) add(path);
      else if (!entry.name.endsWith(".test.ts")) hash.update(path).update(readFileSync(path));
    }
  };
  add(join(SERVER_ROOT, "drizzle"));
  add(join(SERVER_ROOT, "src", "db"));
  add(join(SERVER_ROOT, "src", "seed"));
  add(CORE_SOURCE);
  return hash.digest("hex").slice(0, 16);
}

/**
 * The migrated, demo-seeded PGlite database every test starts from, as a data-directory dump.
 * Made once per machine and code version (a file in the temp folder named by templateKey) and
 * opened in about a second, instead of migrating and seeding each time (7–9 s).
 */
async function pgliteTemplate(): Promise<Blob> {
  const file = join(tmpdir(), `treadkit-pglite-template-${templateKey()}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const database = await openDatabase({ dataDir: "memory://" });
  await migrate(database);
  await seed(database, { dataSet: "demo" });
  const dump = await (database.dump as () => Promise<Blob>)();
  await database.close();
  // Written aside and renamed: a worker reading it never sees half a file.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  return dump;
}

/** A new, empty database on the PostgreSQL server of DATABASE_URL, dropped by `drop`. */
export async function createScratchPostgres(
  prefix: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error("DATABASE_URL is not set");
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
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

/** An app on a fresh test database, for `app.inject` tests. */
export async function createTestApp(
  kind: DatabaseKind,
  options: { web?: boolean; payments?: PaymentGateway } = {},
) {
  const testDb = await createTestDatabase(kind);
  const app = await buildApp({
    database: testDb.database,
    web: options.web ?? false,
    ...(options.payments ? { payments: options.payments } : {}),
  });
  await app.ready();
  return {
    app,
    database: testDb.database,
    async close() {
      await app.close();
      await testDb.drop();
    },
  };
}
