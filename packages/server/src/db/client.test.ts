import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createScratchPostgres, testDatabaseKinds } from "../testing/databases";
import { openDatabase } from "./client";

describe.runIf(testDatabaseKinds().includes("postgres"))("closing a PostgreSQL database", () => {
  it("lets the queries in flight finish before the pool ends", async () => {
    const scratch = await createScratchPostgres("treadkit_close");
    try {
      const database = await openDatabase({ databaseUrl: scratch.url, dataDir: "" });
      // A handler still at work while the server shuts down: its query, then one more.
      const work = (async () => {
        await database.db.execute(sql`select pg_sleep(0.3)`);
        const result = await database.db.execute(sql`select 1 as one`);
        return (result as unknown as { rows: { one: number }[] }).rows[0]?.one;
      })();
      await new Promise((resolve) => setTimeout(resolve, 50));
      await database.close();
      expect(await work).toBe(1);
    } finally {
      await scratch.drop();
    }
  });
});
