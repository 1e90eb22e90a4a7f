import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from "../testing/databases";

describe.each(testDatabaseKinds())("the loaded data set on %s", (kind) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(kind);
  });
  afterAll(() => test.drop());

  it("has planner statistics, so a size's listing is planned for its real row count", async () => {
    const result = await test.database.db.execute(
      sql`select count(*)::int as n from pg_stats where tablename = 'products' and attname = 'size_slug'`,
    );
    expect((result as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
    const plan = await test.database.db.execute(
      sql`explain (format json) select * from products where size_slug = '225-50r17' and discontinued_at is null`,
    );
    const [row] = (
      plan as unknown as { rows: { "QUERY PLAN": [{ Plan: { "Plan Rows": number } }] }[] }
    ).rows;
    // 176 tires of that size are sold; without statistics the estimate is one row.
    expect(row?.["QUERY PLAN"][0].Plan["Plan Rows"]).toBeGreaterThan(50);
  });
});
