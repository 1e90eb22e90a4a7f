import { catalogLinesSchema } from "@treadkit/core/catalog";
import { and, countDistinct, eq, isNull, min } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, testDatabaseKinds } from "../../testing/databases";
import { brands, productLines, products } from "./catalog.schema";

describe.each(testDatabaseKinds())("GET /api/catalog/lines on %s", (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(async () => ctx?.close());

  const get = (query: string) =>
    ctx.app.inject({ method: "GET", url: `/api/catalog/lines?${query}` });

  /** A brand's lines on sale, each with its lowest price and sizes, from the database itself. */
  async function linesOnSale(brand: string) {
    return ctx.database.db
      .select({
        slug: productLines.slug,
        from: min(products.salePriceCents),
        sizes: countDistinct(products.sizeSlug),
      })
      .from(products)
      .innerJoin(productLines, eq(products.productLineId, productLines.id))
      .innerJoin(brands, eq(productLines.brandId, brands.id))
      .where(and(isNull(products.discontinuedAt), eq(brands.slug, brand)))
      .groupBy(productLines.slug);
  }

  it("lists a brand's lines with their lowest price of one tire and their sizes", async () => {
    const [brand] = await ctx.database.db.select({ slug: brands.slug }).from(brands).limit(1);
    if (!brand) throw new Error("no brand in the test catalogue");
    const response = await get(`brand=${brand.slug}`);
    expect(response.statusCode).toBe(200);
    const body = catalogLinesSchema.parse(response.json());
    const expected = await linesOnSale(brand.slug);
    expect(body.lines.map((line) => line.slug).sort()).toEqual(
      expected.map((line) => line.slug).sort(),
    );
    for (const line of body.lines) {
      const want = expected.find((row) => row.slug === line.slug);
      expect(line.fromPriceInCents).toBe(want?.from);
      expect(line.sizes).toHaveLength(want?.sizes ?? -1);
      expect(line.image.src).toMatch(/^\/media\/tires\//);
    }
    // Sizes come by rim, smallest first.
    const rims = body.lines.flatMap((line) => line.sizes.map((size) => size.rimDiameter));
    const first = body.lines[0]?.sizes.map((size) => size.rimDiameter) ?? [];
    expect(first).toEqual([...first].sort((a, b) => a - b));
    expect(rims.length).toBeGreaterThan(0);
  });

  it("narrows to one line, and a brand without tires is not found", async () => {
    const [row] = await ctx.database.db
      .select({ brand: brands.slug, line: productLines.slug })
      .from(productLines)
      .innerJoin(brands, eq(productLines.brandId, brands.id))
      .limit(1);
    if (!row) throw new Error("no line in the test catalogue");
    const one = catalogLinesSchema.parse((await get(`brand=${row.brand}&line=${row.line}`)).json());
    expect(one.lines.map((line) => line.slug)).toEqual([row.line]);
    expect((await get("brand=no-such-brand")).statusCode).toBe(404);
    expect((await get("brand=Not%20A%20Slug")).statusCode).toBe(400);
  });
});
