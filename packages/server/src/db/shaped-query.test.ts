import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "../modules/catalog/catalog.schema";
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from "../testing/databases";
import { Placeholders, runShaped, shapeOf } from "./shaped-query";
import { createStatementNames, statementCachingClient } from "./statements";

describe("a filter's shape", () => {
  it("names the fields set and whether lists are empty, never the values", () => {
    expect(shapeOf({ sizeSlug: "225-50r17", brandSlugs: ["michelin"], maxPriceCents: 10 })).toBe(
      shapeOf({ maxPriceCents: 99_999, brandSlugs: ["goodyear", "pirelli"], sizeSlug: "x" }),
    );
    expect(shapeOf({ brandSlugs: [] })).not.toBe(shapeOf({ brandSlugs: ["michelin"] }));
    expect(shapeOf({ runFlat: true })).not.toBe(shapeOf({ runFlat: false }));
    expect(shapeOf({ sizeSlug: "", lineSlug: undefined })).toBe(shapeOf({}));
  });
});

describe.each(testDatabaseKinds())("a query built once per shape, on %s", (kind) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(kind);
  });
  afterAll(() => test.drop());

  const countOf = async (size: string, speeds: string[]) => {
    const bound = new Placeholders("p_");
    const where = sql`${products.sizeSlug} = ${bound.of("size", size)} and ${bound.oneOf(products.speedRating, "speeds", speeds)}`;
    let builds = 0;
    const rows = await runShaped(
      test.database.db,
      "test:size+speeds",
      () => {
        builds += 1;
        return sql`select count(*)::int as n from ${products} where ${where}`;
      },
      bound.values,
    );
    return { n: Number(rows[0]?.n), builds };
  };

  it("answers each call with its own values, lists of any length included", async () => {
    const { db } = test.database;
    const expected = async (size: string, speeds: string[]) => {
      const result = await db.execute(
        sql`select count(*)::int as n from ${products} where ${products.sizeSlug} = ${size} and ${products.speedRating} in ${speeds}`,
      );
      return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n);
    };
    const first = await countOf("225-50r17", ["V"]);
    expect(first.builds).toBe(1);
    expect(first.n).toBe(await expected("225-50r17", ["V"]));
    expect(first.n).toBeGreaterThan(0);
    for (const [size, speeds] of [
      ["225-50r17", ["V", "W", "Y"]],
      ["205-55r16", ["H"]],
      ["205-55r16", ["Q", "Z"]],
    ] as const) {
      const again = await countOf(size, [...speeds]);
      expect(again.builds).toBe(0);
      expect(again.n).toBe(await expected(size, [...speeds]));
    }
  });
});

describe.runIf(testDatabaseKinds().includes("postgres"))(
  "statements prepared once per connection",
  () => {
    let test: TestDatabase;
    beforeAll(async () => {
      test = await createTestDatabase("postgres");
    });
    afterAll(() => test.drop());

    it("names each parameterised text, up to the limit, and answers as unnamed queries do", async () => {
      const pool = test.database.pool as unknown as pg.Pool;
      const url = (pool as unknown as { options: { connectionString: string } }).options
        .connectionString;
      const own = new pg.Pool({
        connectionString: url,
        max: 1,
        Client: statementCachingClient(createStatementNames(2)),
      });
      try {
        const texts = [
          "select count(*)::int as n from products where size_slug = $1",
          "select count(*)::int as n from products where speed_rating = $1",
          "select count(*)::int as n from products where load_index = $1",
        ];
        for (let round = 0; round < 2; round += 1) {
          const a = await own.query({ text: texts[0] as string, values: ["225-50r17"] });
          const b = await own.query({ text: texts[0] as string, values: ["205-55r16"] });
          expect(a.rows[0].n).toBeGreaterThan(0);
          expect(a.rows[0].n).not.toBe(b.rows[0].n);
          await own.query({ text: texts[1] as string, values: ["V"] });
          await own.query({ text: texts[2] as string, values: ["94"] });
        }
        const prepared = await own.query(
          "select name, statement from pg_prepared_statements order by statement",
        );
        // The first two texts are prepared on this connection; the third, past the limit, is not.
        expect(prepared.rows.map((row: { statement: string }) => row.statement)).toEqual([
          texts[0],
          texts[1],
        ]);
        expect(prepared.rows.every((row: { name: string }) => row.name.startsWith("tk_"))).toBe(
          true,
        );
      } finally {
        await own.end();
      }
    });
  },
);
