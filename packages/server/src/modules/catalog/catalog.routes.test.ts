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
    [
      "size=225-50r17&sort=cheapest",
      'sort: Invalid option: expected one of "price-asc"|"price-desc"|"name"|"discount"',
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
    type: string;
    priceList: { salePriceInCents: number; listPriceInCents: number }[];
  };
  const list = async (query: string) => {
    const response = await ctx.app.inject({ method: "GET", url: `/api/catalog/products?${query}` });
    return { status: response.statusCode, body: response.json() };
  };

  it("filters a size by brand, speed rating and price, and keeps the scope's facets", async () => {
    const { body } = await list("size=225-50r17&brand=michelin,pirelli&speedRating=Y,V");
    const products: Product[] = body.siteCatalogProducts;
    expect(products.length).toBeGreaterThan(0);
    expect(products.every((p) => ["michelin", "pirelli"].includes(p.brand.slug))).toBe(true);
    expect(products.every((p) => ["Y", "V"].includes(p.speedRating))).toBe(true);
    // Facets describe the whole size, so the other brands remain selectable.
    expect(body.facets.brands.map((b: { value: string }) => b.value)).toContain("goodyear");
    const total = body.facets.brands.reduce((n: number, b: { count: number }) => n + b.count, 0);
    expect(total).toBe(12);

    const cheap = await list("size=225-50r17&maxPriceInCents=17000");
    expect(
      (cheap.body.siteCatalogProducts as Product[]).every(
        (p) => (p.priceList[0]?.salePriceInCents ?? 0) <= 17_000,
      ),
    ).toBe(true);
    expect(body.facets.price.minInCents).toBeLessThanOrEqual(body.facets.price.maxInCents);
  });

  it("lists a brand, a product line, a type and a category", async () => {
    const brand = await list("brand=michelin");
    expect(
      (brand.body.siteCatalogProducts as Product[]).every((p) => p.brand.slug === "michelin"),
    ).toBe(true);
    // A brand's lines come from the lines facet, whatever page of its tires is listed.
    expect(brand.body.facets.lines).toEqual([
      { value: "crossclimate2", label: "CrossClimate2", count: 5 },
      { value: "defender2", label: "Defender2", count: 5 },
      { value: "pilot-sport-4s", label: "Pilot Sport 4S", count: 4 },
    ]);
    const line = await list("brand=michelin&line=defender2");
    expect(line.body.pagination.total).toBe(5);
    const type = await list("type=Light%20Truck");
    expect(
      (type.body.siteCatalogProducts as Product[]).every((p) => p.type === "Light Truck"),
    ).toBe(true);
    const category = await list("category=4");
    expect(
      (category.body.siteCatalogProducts as Product[]).every(
        (p) => p.categoryName === "All Terrain",
      ),
    ).toBe(true);
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
  });

  it("filters run-flat tires", async () => {
    const { body } = await list("size=225-50r17&runFlat=true");
    expect(body.pagination.total).toBe(1);
    expect(body.siteCatalogProducts[0].name).toBe("Potenza Sport");
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

  it("lists a vehicle's OE size, and both axles of a staggered fitment", async () => {
    const vehicles = await ctx.app.inject({ method: "GET", url: "/api/vehicles/makes" });
    expect(vehicles.json().makes.map((m: { label: string }) => m.label)).toContain("BMW");
    const trims = (
      await ctx.app.inject({
        method: "GET",
        url: "/api/vehicles/trims?make=bmw&model=3-series&year=2020",
      })
    ).json();
    const bmw = trims.trims[0];
    expect(bmw).toMatchObject({
      trim: "330i M Sport",
      frontSize: "225/45R17",
      rearSize: "245/40R18",
    });
    const { body } = await list(`vehicleId=${bmw.vehicleId}`);
    expect(body.vehicle).toMatchObject({ make: "BMW", model: "3 Series", year: 2020 });
    expect(body.size.slug).toBe("225-45r17");
    expect(body.rearSize.slug).toBe("245-40r18");
    expect(body.siteCatalogProducts.length).toBeGreaterThan(0);
    expect(body.rearSiteCatalogProducts.length).toBeGreaterThan(0);
    const missing = await list("vehicleId=999999");
    expect(missing.status).toBe(404);
    expect(missing.body.errorMessage).toBe("We could not find that vehicle");
  });

  it.each([
    ["", "Choose a size, vehicle, brand, type, category or deals to list tires"],
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
    // Out of stock in the demo data: no units anywhere.
    expect(siteProduct.availability).toBe("ProductStatusOutOfStock");
    expect(siteProduct.stock).toEqual({ totalQuantity: 0, warehouseCount: 0 });
    expect(otherSizes.map((o: { size: string }) => o.size)).toEqual([
      "205/55R16",
      "215/55R17",
      "225/45R17",
      "235/45R18",
    ]);
  });

  it("sums stock over warehouses for a tire in stock", async () => {
    const listing = (
      await ctx.app.inject({ method: "GET", url: "/api/catalog/products?size=225-50r17" })
    ).json();
    const inStock = listing.siteCatalogProducts.find(
      (p: { availability: string }) => p.availability === "ProductStatusAvailable",
    );
    const { siteProduct } = (
      await ctx.app.inject({ method: "GET", url: `/api/catalog/products/${inStock.productId}` })
    ).json();
    expect(siteProduct.stock).toEqual({ totalQuantity: 128, warehouseCount: 2 });
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
