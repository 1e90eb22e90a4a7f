import { productionWeekOf } from "@treadkit/core/sidewall";
import { and, eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products, siteSettings, stock } from "../db/tables";
import { createTestApp } from "../testing/databases";
import { fillStockProductionWeeks, readRows } from "./data-set";
import type { ProductRow } from "./facts/types";

/** A store loaded before shelves carried DOT date codes gets them from the data set, once. */
describe("dating the shelves of a store loaded before", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp("pglite");
  });
  afterAll(async () => ctx?.close());
  const db = () => ctx.database.db;
  const undated = async () =>
    (
      await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(stock)
        .where(isNull(stock.productionYear))
    )[0]?.n;

  // A ceiling, not a wait: it rewrites every shelf of the data set twice (over 50,000 rows),
  // which on a busy 2-core machine can pass the suite's 30 s.
  it("fills every data-set shelf from its age, counted back from the day given, and only once", {
    timeout: 180_000,
  }, async () => {
    const first = readRows<ProductRow>("products.ndjson.gz").find(
      (p) => Object.keys(p.stockAgeWeeks).length > 0,
    );
    if (!first) throw new Error("the data set has dated stock");
    const [product] = await db()
      .select({ id: products.id })
      .from(products)
      .where(eq(products.sku, first.sku));
    if (!product) throw new Error(`${first.sku} is not loaded`);
    await db().update(stock).set({ productionYear: null, productionWeek: null });
    expect(await undated()).toBeGreaterThan(50_000);

    // A Wednesday in ISO week 10 of 2030: the shelves' weeks count back from it.
    const asOf = new Date("2030-03-06T12:00:00Z");
    expect(await fillStockProductionWeeks(db(), asOf)).toBeGreaterThan(50_000);
    expect(await undated()).toBe(0);
    const code = Object.keys(first.stockAgeWeeks)[0] ?? "";
    const weeks = first.stockAgeWeeks[code] ?? 0;
    const [shelf] = await db()
      .select({ year: stock.productionYear, week: stock.productionWeek })
      .from(stock)
      .innerJoin(sql`warehouses w`, sql`w.id = ${stock.warehouseId}`)
      .where(and(eq(stock.productId, product.id), sql`w.code = ${code}`));
    expect(shelf).toEqual(productionWeekOf(new Date(asOf.getTime() - weeks * 7 * 86_400_000)));

    // Done once: a shelf an operator adds later without a date code stays without one.
    await db()
      .update(stock)
      .set({ productionYear: null, productionWeek: null })
      .where(eq(stock.productId, product.id));
    expect(await fillStockProductionWeeks(db(), asOf)).toBe(0);
    expect(await undated()).toBeGreaterThan(0);
    const [flag] = await db()
      .select()
      .from(siteSettings)
      .where(eq(siteSettings.key, "dataSet.stockProductionWeeks"));
    expect(flag?.value).toBe(true);
  });
});
