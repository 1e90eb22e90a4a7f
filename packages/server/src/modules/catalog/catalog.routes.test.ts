import {
  type Availability,
  bestMatchRating,
  CATALOG_SORTS,
  type CatalogProduct,
  fitmentVerdict,
  IN_STOCK_AVAILABILITIES,
  isInStock,
  parseTireSpec,
} from "@treadkit/core/catalog";
import { ageInMonths, type ProductionWeek, productionWeekOf } from "@treadkit/core/sidewall";
import { and, count, eq, gt, inArray, isNull, lte, max, min, ne, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client";
import { createTestApp, testDatabaseKinds } from "../../testing/databases";
import { UNSTOCKED_SIZE } from "../../testing/fixtures";
import { stock } from "../orders/orders.schema";
import { reviews } from "../reviews/reviews.schema";
import { brands, productLines, productLineVideos, products } from "./catalog.schema";

/** Tires on sale that match every condition, counted in the database itself. */
async function countOnSale(db: Db, ...where: SQL[]): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(products)
    .innerJoin(productLines, eq(products.productLineId, productLines.id))
    .innerJoin(brands, eq(productLines.brandId, brands.id))
    .where(and(isNull(products.discontinuedAt), ...where));
  return row?.n ?? 0;
}

const inSize = (slug: string) => eq(products.sizeSlug, slug);

/** Tires on sale matching `where`, counted per value of `column`. */
async function countsOnSale(db: Db, column: PgColumn, ...where: SQL[]) {
  const rows = await db
    .select({ value: sql<string>`${column}`, count: count() })
    .from(products)
    .innerJoin(productLines, eq(products.productLineId, productLines.id))
    .innerJoin(brands, eq(productLines.brandId, brands.id))
    .where(and(isNull(products.discontinuedAt), ...where))
    .groupBy(column);
  return new Map(rows.map((row) => [row.value, row.count]));
}

describe.each(testDatabaseKinds())("GET /api/catalog/products on %s", (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(async () => ctx?.close());

  const get = (query: string) =>
    ctx.app.inject({ method: "GET", url: `/api/catalog/products?${query}` });

  it("lists the tires of a size by price when asked, in stock first, with prices in cents", async () => {
    const response = await get("size=225-50r17&sort=price-asc");
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.size).toEqual({ label: "225/50R17", slug: "225-50r17", rimDiameter: 17 });
    expect(body.pagination.total).toBe(await countOnSale(ctx.database.db, inSize("225-50r17")));
    const prices = body.siteCatalogProducts.map(
      (p: { priceList: { salePriceInCents: number }[] }) => p.priceList[0]?.salePriceInCents,
    );
    expect(prices.every(Number.isInteger)).toBe(true);
    const stocked = body.siteCatalogProducts.map((p: { availability: Availability }) =>
      isInStock(p.availability),
    );
    expect(stocked.every(Boolean)).toBe(true);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    // Cheapest first: the page starts at the lowest price the size has in stock.
    const [range] = await ctx.database.db
      .select({ lowest: min(products.salePriceCents) })
      .from(products)
      .where(
        and(
          isNull(products.discontinuedAt),
          inSize("225-50r17"),
          inArray(products.availability, IN_STOCK_AVAILABILITIES),
        ),
      );
    expect(prices[0]).toBe(range?.lowest);
    expect(body.siteCatalogProducts.every((p: { size: string }) => p.size === "225/50R17")).toBe(
      true,
    );
    const first = body.siteCatalogProducts[0];
    expect(first.link.href).toMatch(/^\/brands\/[a-z0-9-]+-tires\/[a-z0-9-]+\/p\/\d+$/);
    expect(first.imageList[0].src).toMatch(/^\/media\/tires\/.+\.svg$/);
  });

  it("reads the size as shoppers type it", async () => {
    const total = await countOnSale(ctx.database.db, inSize("225-50r17"));
    expect(total).toBeGreaterThan(0);
    for (const size of ["225/50R17", "P225/50R17", "2255017", "225 50 17"]) {
      const body = (await get(`size=${encodeURIComponent(size)}`)).json();
      expect(body.size.slug).toBe("225-50r17");
      expect(body.pagination.total).toBe(total);
    }
  });

  it("sorts by price high to low and pages", async () => {
    const desc = (await get("size=225-50r17&sort=price-desc")).json().siteCatalogProducts;
    expect(desc.every((p: { availability: Availability }) => isInStock(p.availability))).toBe(true);
    const prices = desc.map(
      (p: { priceList: { salePriceInCents: number }[] }) => p.priceList[0]?.salePriceInCents,
    );
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const [range] = await ctx.database.db
      .select({ highest: max(products.salePriceCents) })
      .from(products)
      .where(
        and(
          isNull(products.discontinuedAt),
          inSize("225-50r17"),
          inArray(products.availability, IN_STOCK_AVAILABILITIES),
        ),
      );
    expect(prices[0]).toBe(range?.highest);

    // The last page holds what is left over; a page past it is empty but still counts them.
    const total = await countOnSale(ctx.database.db, inSize("225-50r17"));
    const last = Math.ceil(total / 5);
    const lastPage = (await get(`size=225-50r17&pageSize=5&page=${last}`)).json();
    expect(lastPage.siteCatalogProducts).toHaveLength(total - 5 * (last - 1));
    expect(lastPage.pagination).toEqual({ page: last, pageSize: 5, total });
    const past = (await get(`size=225-50r17&pageSize=5&page=${last + 1}`)).json();
    expect(past.siteCatalogProducts).toEqual([]);
    expect(past.pagination.total).toBe(total);
  });

  it("answers an empty list for a valid size nobody stocks", async () => {
    expect(await countOnSale(ctx.database.db, inSize(UNSTOCKED_SIZE.slug))).toBe(0);
    const response = await get(`size=${UNSTOCKED_SIZE.slug}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.size.label).toBe(UNSTOCKED_SIZE.label);
    expect(body.siteCatalogProducts).toEqual([]);
    expect(body.pagination.total).toBe(0);
  });

  it.each([
    ["size=abc", "Please enter a valid tire size, for example 225/50R17"],
    ["size=225-50r99", "Please enter a valid tire size, for example 225/50R17"],
    [
      "size=225-50r17&sort=cheapest",
      'sort: Invalid option: expected one of "best-match"|"price-asc"|"price-desc"|"name"|"discount"|"rating"|"reviews"|"newest"',
    ],
    ["size=225-50r17&color=red", "Unknown query field: color"],
  ])("answers %j with a 400 and %j", async (query, message) => {
    const response = await get(query);
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessage).toBe(message);
  });

  it("serves a generated picture for every listed tire and 404 for an unknown one", async () => {
    const [product] = (await get("size=225-50r17")).json().siteCatalogProducts;
    const image = await ctx.app.inject({ method: "GET", url: product.imageList[0].src });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toContain("image/svg+xml");
    expect(image.body).toContain(product.brand.label.toUpperCase());
    const missing = await ctx.app.inject({ method: "GET", url: "/media/tires/NOPE-0.svg" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errorMessage).toBe("Image unavailable");
  });

  it("shows a side, a tread and an angled picture of a tire, the side view first", async () => {
    const [listed] = (await get("size=225-50r17")).json().siteCatalogProducts;
    // A listing card shows only the side view, so a listing carries only that one.
    expect(listed.imageList.map((image: { view: string }) => image.view)).toEqual(["sidewall"]);
    const product = (
      await ctx.app.inject({ method: "GET", url: `/api/catalog/products/${listed.productId}` })
    ).json().siteProduct;
    const name = `${product.brand.label} ${product.name} ${product.size}`;
    const images: { view: string; src: string; altText: string }[] = product.imageList;
    expect(images.map((image) => [image.view, image.altText])).toEqual([
      ["sidewall", `${name}, side view`],
      ["treadonly", `${name}, tread view`],
      ["sidetread", `${name}, angled view`],
    ]);
    for (const image of images) {
      const response = await ctx.app.inject({ method: "GET", url: image.src });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toContain("image/svg+xml");
      expect(response.body).toContain(`data-view="${image.view}"`);
    }
  });

  it("tags a picture, answers 304 to a browser that has it, and lets it be kept a day", async () => {
    const [product] = (await get("size=225-50r17")).json().siteCatalogProducts;
    const url = product.imageList[0].src;
    const first = await ctx.app.inject({ method: "GET", url });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers["cache-control"]).toBe("public, max-age=86400");
    const again = await ctx.app.inject({ method: "GET", url, headers: { "if-none-match": etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers.etag).toBe(etag);
    const changed = await ctx.app.inject({
      method: "GET",
      url,
      headers: { "if-none-match": '"an-older-picture"' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toBe(first.body);
  });

  it("prints white letters on the tires of lines sold with them, and only those", async () => {
    const skuOf = async (white: boolean) => {
      const [row] = await ctx.database.db
        .select({ sku: products.sku })
        .from(products)
        .innerJoin(productLines, eq(products.productLineId, productLines.id))
        .where(eq(productLines.whiteLetters, white))
        .orderBy(products.sku)
        .limit(1);
      if (!row) throw new Error(`no line with whiteLetters ${white}`);
      return row.sku;
    };
    const picture = async (sku: string) =>
      (await ctx.app.inject({ method: "GET", url: `/media/tires/${sku}.svg` })).body;
    expect(await picture(await skuOf(true))).toContain('data-letters="white"');
    expect(await picture(await skuOf(false))).toContain('data-letters="embossed"');
  });

  it("answers 404 for an unknown tire in any view and 400 for an unknown view", async () => {
    const [product] = (await get("size=225-50r17")).json().siteCatalogProducts;
    const sku = product.imageList[0].src.split("/").pop();
    const missing = await ctx.app.inject({
      method: "GET",
      url: "/media/tires/sidetread/NOPE-0.svg",
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errorMessage).toBe("Image unavailable");
    const view = await ctx.app.inject({ method: "GET", url: `/media/tires/underside/${sku}` });
    expect(view.statusCode).toBe(400);
  });

  it("serves a brand's wordmark with an ETag, and 404 for an unknown brand", async () => {
    const wordmark = await ctx.app.inject({ method: "GET", url: "/media/brands/michelin.svg" });
    expect(wordmark.statusCode).toBe(200);
    expect(wordmark.headers["content-type"]).toContain("image/svg+xml");
    expect(wordmark.body).toContain(">MICHELIN</text>");
    const again = await ctx.app.inject({
      method: "GET",
      url: "/media/brands/michelin.svg",
      headers: { "if-none-match": String(wordmark.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const missing = await ctx.app.inject({ method: "GET", url: "/media/brands/no-such-brand.svg" });
    expect(missing.statusCode).toBe(404);
  });
});

describe.each(testDatabaseKinds())("catalogue listings and filters on %s", (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(async () => ctx?.close());

  type Product = {
    brand: { slug: string };
    categoryName: string;
    speedRating: string;
    size: string;
    type: string;
    priceList: { salePriceInCents: number; listPriceInCents: number }[];
  };
  const list = async (query: string) => {
    const response = await ctx.app.inject({ method: "GET", url: `/api/catalog/products?${query}` });
    return { status: response.statusCode, body: response.json() };
  };

  it("filters a size by brand, speed rating and price, and keeps the scope's facets", async () => {
    const db = ctx.database.db;
    const { body } = await list("size=225-50r17&brand=michelin,pirelli&speedRating=Y,V");
    const listed: Product[] = body.siteCatalogProducts;
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((p) => ["michelin", "pirelli"].includes(p.brand.slug))).toBe(true);
    expect(listed.every((p) => ["Y", "V"].includes(p.speedRating))).toBe(true);
    expect(body.pagination.total).toBe(
      await countOnSale(
        db,
        inSize("225-50r17"),
        inArray(brands.slug, ["michelin", "pirelli"]),
        inArray(products.speedRating, ["Y", "V"]),
      ),
    );
    // Each facet counts with every other chosen filter but its own: the brands count the Y and V
    // tires of the size, so other brands stay choosable with what they would list; the speed
    // ratings count the Michelin and Pirelli tires.
    const chosenBrands = ["michelin", "pirelli"];
    const facetCounts = (list: { value: string; count: number }[]) =>
      new Map(list.map((f) => [f.value, f.count]));
    const expectedBrands = await countsOnSale(
      db,
      brands.slug,
      inSize("225-50r17"),
      inArray(products.speedRating, ["Y", "V"]),
    );
    expect(expectedBrands.size).toBeGreaterThan(2);
    for (const slug of chosenBrands) if (!expectedBrands.has(slug)) expectedBrands.set(slug, 0);
    expect(facetCounts(body.facets.brands)).toEqual(expectedBrands);
    expect(facetCounts(body.facets.speedRatings)).toEqual(
      await countsOnSale(
        db,
        products.speedRating,
        inSize("225-50r17"),
        inArray(brands.slug, chosenBrands),
      ),
    );
    // The price range is the range of what the other filters list.
    const [range] = await db
      .select({ lowest: min(products.salePriceCents), highest: max(products.salePriceCents) })
      .from(products)
      .innerJoin(productLines, eq(products.productLineId, productLines.id))
      .innerJoin(brands, eq(productLines.brandId, brands.id))
      .where(
        and(
          isNull(products.discontinuedAt),
          inSize("225-50r17"),
          inArray(brands.slug, chosenBrands),
          inArray(products.speedRating, ["Y", "V"]),
        ),
      );
    expect(body.facets.price).toEqual({ minInCents: range?.lowest, maxInCents: range?.highest });

    // Without filters, the facets are the whole size.
    const whole = await list("size=225-50r17");
    const total = whole.body.facets.brands.reduce(
      (n: number, b: { count: number }) => n + b.count,
      0,
    );
    expect(total).toBe(await countOnSale(db, inSize("225-50r17")));

    const cheap = await list("size=225-50r17&maxPriceInCents=17000");
    expect(cheap.body.siteCatalogProducts.length).toBeGreaterThan(0);
    expect(
      (cheap.body.siteCatalogProducts as Product[]).every(
        (p) => (p.priceList[0]?.salePriceInCents ?? 0) <= 17_000,
      ),
    ).toBe(true);
    expect(cheap.body.pagination.total).toBe(
      await countOnSale(db, inSize("225-50r17"), lte(products.salePriceCents, 17_000)),
    );
  });

  it("counts each brand as choosing it would list, so a count never leads to nothing", async () => {
    // "All Season + V": every brand's count is what adding that brand lists.
    const filtered = await list("size=225-50r17&category=1&speedRating=V");
    expect(filtered.status).toBe(200);
    expect(filtered.body.facets.brands.length).toBeGreaterThan(0);
    for (const brand of filtered.body.facets.brands as { value: string; count: number }[]) {
      const chosen = await list(`size=225-50r17&category=1&speedRating=V&brand=${brand.value}`);
      expect(chosen.body.pagination.total, brand.value).toBe(brand.count);
      expect(brand.count).toBeGreaterThan(0);
    }
  });

  it("lists only light-truck (LT) tires with lightTruck, and counts them in the facets", async () => {
    const db = ctx.database.db;
    const lt = sql`${products.sizeLabel} like 'LT%'`;
    const ltCount = await countOnSale(db, inSize("265-70r17"), lt);
    expect(ltCount).toBeGreaterThan(0);
    const all = await list("size=265-70r17");
    expect(all.body.facets.lightTruck).toBe(ltCount);
    expect(all.body.pagination.total).toBeGreaterThan(ltCount);
    const only = await list("size=265-70r17&lightTruck=true&pageSize=60");
    expect(only.body.pagination.total).toBe(ltCount);
    expect((only.body.siteCatalogProducts as Product[]).every((p) => p.size.startsWith("LT"))).toBe(
      true,
    );
    // A passenger size has no LT tire: the facet says none.
    expect((await list("size=225-50r17")).body.facets.lightTruck).toBe(0);
  });

  it("keeps an LT size's light-truck reading: only LT tires, as typed or as a slug", async () => {
    const db = ctx.database.db;
    const lt = sql`${products.sizeLabel} like 'LT%'`;
    const ltCount = await countOnSale(db, inSize("265-75r16"), lt);
    expect(ltCount).toBeGreaterThan(0);
    // The size holds P-metric tires too: an LT size that lost its reading would list them.
    expect(await countOnSale(db, inSize("265-75r16"))).toBeGreaterThan(ltCount);
    for (const size of ["lt265-75r16", "LT265/75R16", "265/75R16LT"]) {
      const listed = await list(`size=${encodeURIComponent(size)}&pageSize=60`);
      expect(listed.status, size).toBe(200);
      expect(listed.body.size).toEqual({
        label: "LT265/75R16",
        slug: "265-75r16",
        rimDiameter: 16,
      });
      expect(listed.body.pagination.total, size).toBe(ltCount);
      const sizes = (listed.body.siteCatalogProducts as Product[]).map((p) => p.size);
      expect(sizes.length).toBeGreaterThan(0);
      expect(
        sizes.every((label) => label.startsWith("LT")),
        size,
      ).toBe(true);
    }
    // The P-metric reading of the same size still lists both.
    expect((await list("size=265-75r16")).body.pagination.total).toBeGreaterThan(ltCount);
  });

  it("lists a brand, a product line, a type and a category", async () => {
    const db = ctx.database.db;
    const brand = await list("brand=michelin");
    expect(brand.body.siteCatalogProducts.length).toBeGreaterThan(0);
    expect(
      (brand.body.siteCatalogProducts as Product[]).every((p) => p.brand.slug === "michelin"),
    ).toBe(true);
    // A brand's lines come from the lines facet, whatever page of its tires is listed: every
    // line the brand has tires in, with how many, by name.
    const lines = await db
      .select({ value: productLines.slug, label: productLines.name, count: count() })
      .from(products)
      .innerJoin(productLines, eq(products.productLineId, productLines.id))
      .innerJoin(brands, eq(productLines.brandId, brands.id))
      .where(and(isNull(products.discontinuedAt), eq(brands.slug, "michelin")))
      .groupBy(productLines.slug, productLines.name);
    expect(lines.length).toBeGreaterThan(1);
    expect(brand.body.facets.lines).toEqual(lines.sort((a, b) => a.label.localeCompare(b.label)));
    const line = await list("brand=michelin&line=defender2");
    expect(line.body.pagination.total).toBe(
      await countOnSale(db, eq(brands.slug, "michelin"), eq(productLines.slug, "defender2")),
    );
    expect(line.body.pagination.total).toBeGreaterThan(0);
    const type = await list("type=Light%20Truck");
    expect(type.body.siteCatalogProducts.length).toBeGreaterThan(0);
    expect(
      (type.body.siteCatalogProducts as Product[]).every((p) => p.type === "Light Truck"),
    ).toBe(true);
    expect(type.body.pagination.total).toBe(
      await countOnSale(db, eq(productLines.tireType, "Light Truck")),
    );
    const category = await list("category=4");
    expect(category.body.siteCatalogProducts.length).toBeGreaterThan(0);
    expect(
      (category.body.siteCatalogProducts as Product[]).every(
        (p) => p.categoryName === "All Terrain",
      ),
    ).toBe(true);
    expect(category.body.pagination.total).toBe(
      await countOnSale(db, eq(productLines.categoryId, 4)),
    );
  });

  it("lists every size on one rim diameter, and refuses a diameter that is none", async () => {
    const { body } = await list("rimDiameter=17&category=1&pageSize=60");
    const products = body.siteCatalogProducts as (Product & { size: string })[];
    expect(products.length).toBeGreaterThan(0);
    expect(products.every((p) => /R17$/.test(p.size) && p.categoryName === "All Season")).toBe(
      true,
    );
    expect(new Set(products.map((p) => p.size)).size).toBeGreaterThan(1);
    const bad = await list("rimDiameter=17.3&category=1");
    expect(bad.status).toBe(400);
    // The rim alone: every 17-inch tire, whatever its category.
    const rim = await list("rimDiameter=17&pageSize=60");
    const all = rim.body.siteCatalogProducts as (Product & { size: string })[];
    expect(all.every((p) => /R17$/.test(p.size))).toBe(true);
    expect(new Set(all.map((p) => p.categoryName)).size).toBeGreaterThan(1);
  });

  it("narrows a rim to one section width across every page, and refuses a width that is none", async () => {
    const db = ctx.database.db;
    const onRim = and(eq(products.rimDiameter, 17), eq(products.sectionWidth, 225)) as SQL;
    const expected = await countOnSale(db, onRim);
    expect(expected).toBeGreaterThan(3);
    const first = await list("rimDiameter=17&width=225&pageSize=2");
    expect(first.body.pagination.total).toBe(expected);
    const second = await list("rimDiameter=17&width=225&pageSize=2&page=2");
    const sizes = [...first.body.siteCatalogProducts, ...second.body.siteCatalogProducts].map(
      (p: { size: string }) => p.size,
    );
    expect(sizes).toHaveLength(4);
    expect(sizes.every((size) => /^(LT)?225\/\d+R17/.test(size))).toBe(true);
    expect((await list("rimDiameter=17&width=22.5")).status).toBe(400);
  });

  it("filters run-flat tires", async () => {
    const runFlats = await ctx.database.db
      .select({ id: products.id })
      .from(products)
      .where(
        and(isNull(products.discontinuedAt), inSize("225-50r17"), eq(products.isRunFlat, true)),
      );
    expect(runFlats.length).toBeGreaterThan(0);
    const { body } = await list("size=225-50r17&runFlat=true&pageSize=60");
    expect(body.pagination.total).toBe(runFlats.length);
    const ids = body.siteCatalogProducts.map((p: { productId: string }) => Number(p.productId));
    expect(ids.sort((a: number, b: number) => a - b)).toEqual(
      runFlats.map((row) => row.id).sort((a, b) => a - b),
    );
    const others = await list("size=225-50r17&runFlat=false");
    expect(others.body.pagination.total).toBe(
      (await countOnSale(ctx.database.db, inSize("225-50r17"))) - runFlats.length,
    );
  });

  it("lists deals: only discounted tires, biggest discount first", async () => {
    const { body } = await list("deals=true&sort=discount&pageSize=10");
    const discounts = (body.siteCatalogProducts as Product[]).map((p) => {
      const price = p.priceList[0];
      return price ? (price.listPriceInCents - price.salePriceInCents) / price.listPriceInCents : 0;
    });
    expect(discounts.every((d) => d > 0)).toBe(true);
    expect(discounts).toEqual([...discounts].sort((a, b) => b - a));
  });

  it("sorts by best rated and most reviewed, with each card's line rating from its published reviews", async () => {
    // The lines' published reviews, counted in the database itself.
    const rows = await ctx.database.db
      .select({
        line: productLines.slug,
        average: sql<number>`avg(${reviews.overallRating})`.mapWith(Number),
        n: count(),
      })
      .from(reviews)
      .innerJoin(productLines, eq(reviews.productLineId, productLines.id))
      .innerJoin(brands, eq(productLines.brandId, brands.id))
      .where(and(eq(reviews.status, "published"), eq(brands.slug, "michelin")))
      .groupBy(productLines.slug);
    expect(rows.length).toBeGreaterThan(1);
    const byLine = new Map(rows.map((row) => [row.line, row]));
    type Rated = {
      productLine: { slug: string };
      rating?: { average: number; count: number } | null;
    };

    const rated = (await list("brand=michelin&sort=rating&pageSize=60")).body
      .siteCatalogProducts as Rated[];
    const withRating = rated.filter((p) => p.rating);
    expect(withRating.length).toBeGreaterThan(0);
    // Rated lines first, best first; then the lines without reviews.
    expect(rated.slice(0, withRating.length)).toEqual(withRating);
    const averages = withRating.map((p) => p.rating?.average ?? 0);
    expect(averages).toEqual([...averages].sort((a, b) => b - a));
    for (const product of rated) {
      const line = byLine.get(product.productLine.slug);
      expect(product.rating ?? null).toEqual(
        line ? { average: Math.round(line.average * 10) / 10, count: line.n } : null,
      );
    }

    const reviewed = (await list("brand=michelin&sort=reviews&pageSize=60")).body
      .siteCatalogProducts as Rated[];
    const counts = reviewed.map((p) => p.rating?.count ?? 0);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect((await list("brand=michelin&sort=oldest")).status).toBe(400);
  });

  it("sorts by newest: the tires the store listed last first, a line's sizes by price", async () => {
    const ids: number[] = [];
    for (let page = 1; ; page++) {
      const { status, body } = await list(`size=225-45r17&sort=newest&pageSize=60&page=${page}`);
      expect(status).toBe(200);
      ids.push(...body.siteCatalogProducts.map((p: { productId: string }) => Number(p.productId)));
      if (ids.length >= body.pagination.total) break;
    }
    expect(new Set(ids).size).toBe(await countOnSale(ctx.database.db, inSize("225-45r17")));
    const rows = await ctx.database.db
      .select({
        id: products.id,
        listedAt: products.listedAt,
        cents: products.salePriceCents,
        availability: products.availability,
      })
      .from(products)
      .where(inArray(products.id, ids));
    const byId = new Map(rows.map((row) => [row.id, row]));
    const order = ids.map((id) => byId.get(id));
    // In stock first, as under every sort.
    const outOfStock = (row: (typeof order)[number]) =>
      row && isInStock(row.availability as Availability) ? 0 : 1;
    const expected = [...order].sort(
      (a, b) =>
        outOfStock(a) - outOfStock(b) ||
        (b?.listedAt.getTime() ?? 0) - (a?.listedAt.getTime() ?? 0) ||
        (a?.cents ?? 0) - (b?.cents ?? 0) ||
        (a?.id ?? 0) - (b?.id ?? 0),
    );
    expect(order).toEqual(expected);
    // The shipped data set lists its lines over several years, so the sort means something.
    const days = new Set(rows.map((row) => row.listedAt.toISOString().slice(0, 10)));
    expect(days.size).toBeGreaterThan(5);
  });

  it("sorts by best match: fits the shopper's vehicle first, then in stock and well rated", async () => {
    type Listed = CatalogProduct & { availability: Availability };
    const everything = async (query: string) => {
      const tires: Listed[] = [];
      for (let page = 1; ; page++) {
        const { status, body } = await list(`${query}&pageSize=60&page=${page}`);
        expect(status).toBe(200);
        tires.push(...body.siteCatalogProducts);
        if (tires.length >= body.pagination.total) return tires;
      }
    };
    const trims = (
      await ctx.app.inject({ url: "/api/vehicles/trims?make=toyota&model=camry&year=2020" })
    ).json();
    const se = trims.trims.find((t: { trim: string }) => t.trim === "SE");
    const vehicle = (await ctx.app.inject({ url: `/api/vehicles/${se.vehicleId}` })).json();
    const size = vehicle.frontSpec.split(" ")[0].toLowerCase().replace("/", "-");

    const byPrice = await everything(`size=${size}&sort=price-asc`);
    const best = await everything(`size=${size}&sort=best-match&fitVehicleId=${se.vehicleId}`);
    expect(best.map((t) => t.productId).sort()).toEqual(byPrice.map((t) => t.productId).sort());
    // Best match is the default: asked for without a sort, the list is the same.
    expect(
      (await everything(`size=${size}&fitVehicleId=${se.vehicleId}`)).map((t) => t.productId),
    ).toEqual(best.map((t) => t.productId));
    const rank = { fits: 0, caution: 1, refused: 2 };
    // In stock before out of stock; within each, fits, then cautions (fewer first), then refused.
    const keyOf = (tire: Listed) => {
      const verdict = fitmentVerdict(vehicle, tire);
      return (
        (isInStock(tire.availability) ? 0 : 100) +
        rank[verdict.kind] * 10 +
        (verdict.kind === "caution" ? verdict.notes.length : 0)
      );
    };
    const ranks = best.map(keyOf);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    // The size has tires that fit and tires with a caution (winter, a lower speed rating).
    const kinds = new Set(best.map((tire) => rank[fitmentVerdict(vehicle, tire).kind]));
    expect(kinds).toContain(0);
    expect(kinds).toContain(1);
    expect(ranks).not.toEqual(byPrice.map(keyOf));

    // Without a vehicle (or with one that is gone): in stock first, then the weighted rating.
    for (const query of [
      `size=${size}&sort=best-match`,
      `size=${size}&sort=best-match&fitVehicleId=999999999`,
    ]) {
      const plain = await everything(query);
      const stockRank = (t: Listed) =>
        t.availability === "ProductStatusAvailable"
          ? 0
          : t.availability === "ProductStatusAvailableVolatile"
            ? 1
            : 2;
      const keys = plain.map((t) => [stockRank(t), -bestMatchRating(t.rating)] as const);
      const sorted = [...keys].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
      // Ratings are rounded to one place in the answer: compare to the second place.
      expect(keys.map(([a, b]) => [a, b.toFixed(1)])).toEqual(
        sorted.map(([a, b]) => [a, b.toFixed(1)]),
      );
    }
    expect((await list(`size=${size}&sort=best-match&fitVehicleId=abc`)).status).toBe(400);
  });

  it("lists a 2019 Honda CR-V's tires by best match by default: fitting tires first, not winter ones", async () => {
    const trims = (
      await ctx.app.inject({ url: "/api/vehicles/trims?make=honda&model=cr-v&year=2019" })
    ).json();
    const ex = trims.trims.find((t: { trim: string }) => t.trim === "EX");
    const vehicle = (await ctx.app.inject({ url: `/api/vehicles/${ex.vehicleId}` })).json();
    const { status, body } = await list(`vehicleId=${ex.vehicleId}&pageSize=60`);
    expect(status).toBe(200);
    type Listed = CatalogProduct & { availability: Availability };
    const listed = body.siteCatalogProducts as Listed[];
    expect(listed.length).toBeGreaterThan(4);
    const firstFour = listed.slice(0, 4);
    expect(firstFour.map((tire) => fitmentVerdict(vehicle, tire).kind)).toEqual([
      "fits",
      "fits",
      "fits",
      "fits",
    ]);
    expect(firstFour.every((tire) => tire.categoryName !== "Winter")).toBe(true);
    expect(firstFour.every((tire) => isInStock(tire.availability))).toBe(true);
  });

  it("never puts an out-of-stock tire before one in stock, under any sort", async () => {
    const db = ctx.database.db;
    // The Bridgestone range has tires out of stock; by price one of them would come first.
    const [outOfStock] = await db
      .select({ n: count() })
      .from(products)
      .innerJoin(productLines, eq(products.productLineId, productLines.id))
      .innerJoin(brands, eq(productLines.brandId, brands.id))
      .where(
        and(
          isNull(products.discontinuedAt),
          eq(brands.slug, "bridgestone"),
          sql`${products.availability} not in ('ProductStatusAvailable', 'ProductStatusAvailableVolatile')`,
        ),
      );
    expect(outOfStock?.n ?? 0).toBeGreaterThan(0);
    for (const sort of ["", ...CATALOG_SORTS.map((s) => `&sort=${s}`)]) {
      const { status, body } = await list(`brand=bridgestone&pageSize=60${sort}`);
      expect(status, sort).toBe(200);
      const stocked = (body.siteCatalogProducts as { availability: Availability }[]).map((t) =>
        isInStock(t.availability),
      );
      expect(stocked[0], sort).toBe(true);
      expect(stocked, sort).toEqual([...stocked].sort((a, b) => Number(b) - Number(a)));
    }
    // The last page of a sort holds the out-of-stock tires, after every one in stock.
    const { body: first } = await list("brand=bridgestone&sort=price-asc&pageSize=60");
    const last = Math.ceil(first.pagination.total / 60);
    const { body: end } = await list(`brand=bridgestone&sort=price-asc&pageSize=60&page=${last}`);
    const tail = (end.siteCatalogProducts as { availability: Availability }[]).at(-1);
    expect(tail && isInStock(tail.availability)).toBe(false);
  });

  it("lists a vehicle's OE size, and both axles of a staggered fitment", async () => {
    const vehicles = await ctx.app.inject({ method: "GET", url: "/api/vehicles/makes" });
    expect(vehicles.json().makes.map((m: { label: string }) => m.label)).toContain("BMW");
    const trims = (
      await ctx.app.inject({
        method: "GET",
        url: "/api/vehicles/trims?make=bmw&model=3-series&year=2020",
      })
    ).json();
    type Trim = { vehicleId: number; trim: string };
    const trim = (name: string) => trims.trims.find((t: Trim) => t.trim === name);
    const square = trim("330i");
    expect(square).toMatchObject({
      frontSize: "225/50R17",
      rearSize: "225/50R17",
      isStaggered: false,
    });
    const oe = await list(`vehicleId=${square.vehicleId}`);
    expect(oe.body.vehicle).toMatchObject({ make: "BMW", model: "3 Series", year: 2020 });
    expect(oe.body.size.slug).toBe("225-50r17");
    expect(oe.body.rearSize).toBeNull();
    expect(oe.body.pagination.total).toBe(await countOnSale(ctx.database.db, inSize("225-50r17")));
    expect(oe.body.rearSiteCatalogProducts).toEqual([]);

    const bmw = trim("330i M Sport");
    expect(bmw).toMatchObject({
      frontSize: "225/40R19",
      rearSize: "255/35R19",
      isStaggered: true,
    });
    const { body } = await list(`vehicleId=${bmw.vehicleId}`);
    expect(body.vehicle).toMatchObject({
      make: "BMW",
      model: "3 Series",
      year: 2020,
      trim: "330i M Sport",
    });
    expect(body.size.slug).toBe("225-40r19");
    expect(body.rearSize.slug).toBe("255-35r19");
    const sizes = (items: { size: string }[]) => [...new Set(items.map((p) => p.size))];
    expect(body.siteCatalogProducts.length).toBeGreaterThan(0);
    expect(sizes(body.siteCatalogProducts)).toEqual(["225/40R19"]);
    expect(body.rearSiteCatalogProducts.length).toBeGreaterThan(0);
    expect(sizes(body.rearSiteCatalogProducts)).toEqual(["255/35R19"]);
    const missing = await list("vehicleId=999999");
    expect(missing.status).toBe(404);
    expect(missing.body.errorMessage).toBe("We could not find that vehicle");
  });

  it.each([
    ["", "Choose a size, vehicle, rim diameter, brand, type, category or deals to list tires"],
    ["brand=Michelin!", "brand and line take lower-case slugs, e.g. michelin"],
    [
      "type=Bicycle",
      'type: Invalid option: expected one of "Commercial"|"Electric Vehicle"|"Light Truck"|"Passenger"|"SUV/Crossover"|"Trailer"',
    ],
    ["size=225-50r17&speedRating=X", "speedRating takes speed rating letters, e.g. H,V,W"],
    [
      "size=225-50r17&minPriceInCents=900&maxPriceInCents=100",
      "minPriceInCents must not exceed maxPriceInCents",
    ],
    ["type=Passenger&line=defender2", "line needs exactly one brand"],
    ["size=225-50r17&runFlat=yes", 'runFlat: Invalid option: expected one of "true"|"false"'],
    ["vehicleId=abc", "vehicleId: Invalid input: expected number, received NaN"],
  ])("answers %j with a 400 and %j", async (query, message) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    expect(body.errorMessage).toBe(message);
  });
});

describe.each(testDatabaseKinds())("product detail on %s", (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(async () => ctx?.close());

  it("carries the line's video as a SiteYouTubeVideo, and none for a line without one", async () => {
    const detailOf = async (query: string) => {
      const listing = (
        await ctx.app.inject({ method: "GET", url: `/api/catalog/products?${query}&pageSize=1` })
      ).json();
      const id = listing.siteCatalogProducts[0].productId;
      return (await ctx.app.inject({ method: "GET", url: `/api/catalog/products/${id}` })).json();
    };
    const [seeded] = await ctx.database.db
      .select({ youtubeId: productLineVideos.youtubeId, title: productLineVideos.title })
      .from(productLineVideos)
      .innerJoin(productLines, eq(productLineVideos.productLineId, productLines.id))
      .innerJoin(brands, eq(productLines.brandId, brands.id))
      .where(and(eq(brands.slug, "michelin"), eq(productLines.slug, "defender2")));
    expect(seeded).toBeDefined();
    expect((await detailOf("brand=michelin&line=defender2")).video).toEqual({
      type: "SiteYouTubeVideo",
      videoId: seeded?.youtubeId,
      title: seeded?.title,
    });
    expect((await detailOf("brand=michelin&line=premier-ltx")).video).toBeNull();
  });

  it("shows a tire with its line, specs, stock and the line's other sizes", async () => {
    const listing = (
      await ctx.app.inject({
        method: "GET",
        url: "/api/catalog/products?brand=michelin&line=defender2&size=225-50r17",
      })
    ).json();
    const id = listing.siteCatalogProducts[0].productId;
    const response = await ctx.app.inject({ method: "GET", url: `/api/catalog/products/${id}` });
    expect(response.statusCode).toBe(200);
    const { siteProduct, otherSizes } = response.json();
    expect(siteProduct).toMatchObject({
      name: "Defender2",
      size: "225/50R17",
      warrantyMiles: 80_000,
      utqg: "820 A B",
    });
    expect(siteProduct.specs).toMatchObject({
      loadCapacityLbs: 1477,
      maxSpeedMph: 130,
      overallDiameterInches: 25.9,
    });
    // Out of stock in the data set: no units anywhere.
    expect(siteProduct.availability).toBe("ProductStatusOutOfStock");
    expect(siteProduct.stock).toEqual({ totalQuantity: 0, warehouseCount: 0, madeIn: null });

    // The line's sizes are every tire of the line on sale, this one among them, smallest rim
    // first, each named by its service description.
    const db = ctx.database.db;
    const [self] = await db
      .select({ lineId: products.productLineId })
      .from(products)
      .where(eq(products.id, Number(id)));
    const line = await db
      .select({ id: products.id, rim: products.rimDiameter })
      .from(products)
      .where(and(eq(products.productLineId, self?.lineId ?? -1), isNull(products.discontinuedAt)));
    expect(line.length).toBeGreaterThan(1);
    type Other = {
      productId: string;
      size: string;
      href: string;
      serviceDescription: string;
      isCurrent: boolean;
    };
    const ids = otherSizes.map((o: Other) => Number(o.productId));
    expect([...ids].sort((a, b) => a - b)).toEqual(line.map((r) => r.id).sort((a, b) => a - b));
    expect(otherSizes.filter((o: Other) => o.isCurrent).map((o: Other) => o.productId)).toEqual([
      id,
    ]);
    const rimOf = new Map(line.map((r) => [r.id, r.rim]));
    const rims = ids.map((other: number) => rimOf.get(other) ?? 0);
    expect(rims).toEqual([...rims].sort((a, b) => a - b));
    for (const other of otherSizes as Other[]) {
      expect(other.href).toBe(`/brands/michelin-tires/defender2/p/${other.productId}`);
      expect(other.serviceDescription).toMatch(
        /^\d{2,3}(\/\d{2,3})?[A-Z]( XL| Run-flat| LR [A-Z])*$/,
      );
    }
  });

  it("names a discontinued tire of the line nowhere among its sizes", async () => {
    const [tire] = await ctx.database.db
      .select({ id: products.id, lineId: products.productLineId })
      .from(products)
      .where(isNull(products.discontinuedAt))
      .limit(1);
    if (!tire) throw new Error("no tire on sale");
    const [gone] = await ctx.database.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.productLineId, tire.lineId), ne(products.id, tire.id)))
      .limit(1);
    if (!gone) throw new Error("a line of one tire");
    const discontinue = (at: Date | null) =>
      ctx.database.db.update(products).set({ discontinuedAt: at }).where(eq(products.id, gone.id));
    await discontinue(new Date("2026-01-01T00:00:00Z"));
    try {
      const detail = (
        await ctx.app.inject({ method: "GET", url: `/api/catalog/products/${tire.id}` })
      ).json();
      const ids = detail.otherSizes.map((o: { productId: string }) => o.productId);
      expect(ids).toContain(String(tire.id));
      expect(ids).not.toContain(String(gone.id));
    } finally {
      await discontinue(null);
    }
  });

  it("sums stock over warehouses for a tire in stock, and says when the units shipped first were made", async () => {
    const listing = (
      await ctx.app.inject({ method: "GET", url: "/api/catalog/products?size=225-50r17" })
    ).json();
    const inStock = listing.siteCatalogProducts.find(
      (p: { availability: string }) => p.availability === "ProductStatusAvailable",
    );
    const { siteProduct } = (
      await ctx.app.inject({ method: "GET", url: `/api/catalog/products/${inStock.productId}` })
    ).json();
    const shelves = await ctx.database.db
      .select()
      .from(stock)
      .where(and(eq(stock.productId, Number(inStock.productId)), gt(stock.quantity, 0)));
    // Held in more than one warehouse, so the sum is a sum.
    expect(shelves.length).toBeGreaterThan(1);
    // The data set dates every shelf; the freshest is the one an order takes first.
    const [freshest] = shelves
      .map((shelf) => ({ year: shelf.productionYear ?? 0, week: shelf.productionWeek ?? 0 }))
      .sort((a, b) => b.year * 100 + b.week - (a.year * 100 + a.week));
    expect(freshest?.year).toBeGreaterThan(2000);
    expect(siteProduct.stock).toEqual({
      totalQuantity: shelves.reduce((units, shelf) => units + shelf.quantity, 0),
      warehouseCount: shelves.length,
      madeIn: { ...freshest, isFresh: ageInMonths(freshest as ProductionWeek, ctx.clock()) < 12 },
    });
  });

  it("marks a listing card fresh only while the units shipped first are under 12 months old", async () => {
    const listed = async () =>
      (
        await ctx.app.inject({
          method: "GET",
          url: "/api/catalog/products?size=225-50r17&pageSize=50",
        })
      ).json().siteCatalogProducts as { productId: string; isFreshStock: boolean }[];
    const [tire] = (await listed()).filter((p) => p.isFreshStock);
    if (!tire) throw new Error("the size has fresh stock");
    const productId = Number(tire.productId);
    const now = ctx.clock();
    const { week, year } = productionWeekOf(now);
    // Made 13 months ago on every shelf: not fresh.
    await ctx.database.db
      .update(stock)
      .set({ productionYear: year - 1, productionWeek: Math.max(1, week - 5) })
      .where(eq(stock.productId, productId));
    // The cached listing is dropped when the stock change's notice arrives (within a second).
    const freshNow = async () =>
      (await listed()).find((p) => p.productId === tire.productId)?.isFreshStock;
    await expect.poll(freshNow, { timeout: 3_000 }).toBe(false);
    // One shelf made this week: the order takes it first, so the card says fresh again.
    await ctx.database.db
      .update(stock)
      .set({ productionYear: year, productionWeek: week })
      .where(
        and(
          eq(stock.productId, productId),
          gt(stock.quantity, 0),
          eq(
            stock.warehouseId,
            sql`(select min(warehouse_id) from stock where product_id = ${productId} and quantity > 0)`,
          ),
        ),
      );
    await expect.poll(freshNow, { timeout: 3_000 }).toBe(true);
  });

  it("answers 404 for an unknown product and 400 for an id that is not one", async () => {
    const missing = await ctx.app.inject({ method: "GET", url: "/api/catalog/products/999999" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errorMessage).toBe("Product not found");
    const bad = await ctx.app.inject({ method: "GET", url: "/api/catalog/products/1%20or%201=1" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorMessage).toBe("productId must be a product id");
  });
});

describe.each(testDatabaseKinds())("GET /api/catalog/sidewall-specs on %s", (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(async () => ctx?.close());

  const specsOnSale = async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/catalog/sidewall-specs" });
    expect(response.statusCode).toBe(200);
    return (response.json() as { specs: string[] }).specs;
  };

  it("lists each size and service description on sale once, as the spec parser reads it", async () => {
    const specs = await specsOnSale();
    const rows = await ctx.database.db
      .selectDistinct({
        size: products.sizeLabel,
        loadIndex: products.loadIndex,
        speedRating: products.speedRating,
      })
      .from(products)
      .where(isNull(products.discontinuedAt));
    const expected = new Set(
      rows.map((row) => `${row.size.replace(/^P/, "")} ${row.loadIndex}${row.speedRating}`),
    );
    expect(new Set(specs)).toEqual(expected);
    expect(specs).toHaveLength(expected.size);
    expect(specs).toContain("225/50R17 94V");
    for (const spec of specs) {
      const parsed = parseTireSpec(spec);
      expect(parsed?.loadIndex, spec).toBeDefined();
      expect(parsed?.speedRating, spec).toBeDefined();
    }
    // A P-metric size is listed without its P: the scan keeps a P its photo shows.
    expect(specs.filter((spec) => spec.startsWith("P"))).toEqual([]);
  });

  it("leaves out a spec once every tire of it is discontinued", async () => {
    const [rarest] = await ctx.database.db
      .select({
        size: products.sizeLabel,
        loadIndex: products.loadIndex,
        speedRating: products.speedRating,
        n: count(),
      })
      .from(products)
      .where(isNull(products.discontinuedAt))
      .groupBy(products.sizeLabel, products.loadIndex, products.speedRating)
      .orderBy(count())
      .limit(1);
    if (!rarest) throw new Error("no product on sale");
    const spec = `${rarest.size.replace(/^P/, "")} ${rarest.loadIndex}${rarest.speedRating}`;
    expect(await specsOnSale()).toContain(spec);
    const same = and(
      eq(products.sizeLabel, rarest.size),
      eq(products.loadIndex, rarest.loadIndex),
      eq(products.speedRating, rarest.speedRating),
      isNull(products.discontinuedAt),
    );
    const ids = (await ctx.database.db.select({ id: products.id }).from(products).where(same)).map(
      (row) => row.id,
    );
    await ctx.database.db
      .update(products)
      .set({ discontinuedAt: new Date() })
      .where(inArray(products.id, ids));
    try {
      // Cached answers are dropped once the database announces the change (response-cache.ts).
      await expect.poll(async () => (await specsOnSale()).includes(spec)).toBe(false);
    } finally {
      await ctx.database.db
        .update(products)
        .set({ discontinuedAt: null })
        .where(inArray(products.id, ids));
    }
  });
});
