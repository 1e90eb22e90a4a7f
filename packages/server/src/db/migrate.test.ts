import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./client";
import { migrate } from "./migrate";

describe("migrations", () => {
  it("create every table and can run twice", async () => {
    const database = await openDatabase({ dataDir: "memory://" });
    await migrate(database);
    await migrate(database);
    const result = await database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
    );
    const tables = (result as unknown as { rows: { table_name: string }[] }).rows.map(
      (r) => r.table_name,
    );
    expect(tables).toEqual(
      expect.arrayContaining([
        "brands",
        "installers",
        "product_lines",
        "products",
        "site_settings",
        "zip_codes",
      ]),
    );
    await database.close();
  });

  it("throw on a broken migration", async () => {
    const folder = mkdtempSync(join(tmpdir(), "treadkit-migrations-"));
    mkdirSync(join(folder, "meta"));
    writeFileSync(join(folder, "0000_broken.sql"), "create tabel nope (id int);");
    writeFileSync(
      join(folder, "meta", "_journal.json"),
      JSON.stringify({
        version: "7",
        dialect: "postgresql",
        entries: [{ idx: 0, version: "7", when: 1, tag: "0000_broken", breakpoints: true }],
      }),
    );
    const database = await openDatabase({ dataDir: "memory://" });
    await expect(migrate(database, folder)).rejects.toThrow();
    await database.close();
  });
});

describe("server boot", () => {
  it("exits non-zero when the database cannot be reached", () => {
    const main = fileURLToPath(new URL("../main.ts", import.meta.url));
    const run = spawnSync(process.execPath, ["--import", "tsx", main], {
      env: {
        ...process.env,
        DATABASE_URL: "postgres://nobody@127.0.0.1:1/none",
        PORT: "0",
        LOG_LEVEL: "silent",
      },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(run.status).not.toBe(0);
    expect(run.status).not.toBeNull();
  });
});
