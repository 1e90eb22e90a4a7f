import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, testDatabaseKinds } from "../../testing/databases";

describe.each(testDatabaseKinds())("GET /api/catalog/products on %s", (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(async () => ctx?.close());

  const get = (query: string) =>
    ctx.app.inject({ method: "GET", url: `/api/catalog/products?${query}` });

  it("lists the tires of a size, cheapest first, with prices in cents", async () => {
    const response = await get("size=225-50r17");
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.size).toEqual({ label: "225/50R17", slug: "225-50r17", rimDiameter: 17 });
    expect(body.pagination.total).toBe(12);
    const prices = body.siteCatalogProducts.map(
      (p: { priceList: { salePriceInCents: number }[] }) => p.priceList[0]?.salePriceInCents,
    );
    expect(prices.every(Number.isInteger)).toBe(true);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const first = body.siteCatalogProducts[0];
    expect(first.size).toBe("225/50R17");
    expect(first.link.href).toMatch(/^\/brands\/[a-z0-9-]+-tires\/[a-z0-9-]+\/p\/\d+$/);
    expect(first.imageList[0].src).toMatch(/^\/media\/tires\/.+\.svg$/);
  });

  it("reads the size as shoppers type it", async () => {
    for (const size of ["225/50R17", "P225/50R17", "2255017", "225 50 17"]) {
      const body = (await get(`size=${encodeURIComponent(size)}`)).json();
      expect(body.size.slug).toBe("225-50r17");
      expect(body.pagination.total).toBe(12);
    }
  });

  it("sorts by price high to low and pages", async () => {
    const desc = (await get("size=225-50r17&sort=price-desc")).json().siteCatalogProducts;
    const prices = desc.map(
      (p: { priceList: { salePriceInCents: number }[] }) => p.priceList[0]?.salePriceInCents,
    );
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const page2 = (await get("size=225-50r17&pageSize=5&page=3")).json();
    expect(page2.siteCatalogProducts).toHaveLength(2);
    expect(page2.pagination).toEqual({ page: 3, pageSize: 5, total: 12 });
  });

  it("answers an empty list for a valid size nobody stocks", async () => {
    const body = (await get("size=195-65r15")).json();
    expect(body.siteCatalogProducts).toEqual([]);
    expect(body.pagination.total).toBe(0);
  });

  it.each([
    ["size=abc", "Please enter a valid tire size, for example 225/50R17"],
    ["size=225-50r99", "Please enter a valid tire size, for example 225/50R17"],
    ["", "size: Invalid input: expected string, received undefined"],
    [
      "size=225-50r17&sort=cheapest",
      'sort: Invalid option: expected one of "price-asc"|"price-desc"|"name"',
    ],
    ["size=225-50r17&brand=x", "Unknown query field: brand"],
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
});
