import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PARTNER_CLIENT } from "../../seed/partners";
import { createTestApp, testDatabaseKinds } from "../../testing/databases";
import { newCart, tireInStock } from "../../testing/fixtures";

describe.each(testDatabaseKinds())("GET /api/checkout/pickup-locations on %s", (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(async () => ctx?.close());

  const get = (query: string) =>
    ctx.app.inject({ method: "GET", url: `/api/checkout/pickup-locations?${query}` });

  it("lists the pickup points nearest the cart's ZIP, nearest first, up to the limit", async () => {
    const listing = (
      await ctx.app.inject({ method: "GET", url: "/api/catalog/products?size=225-50r17" })
    ).json();
    const tire = listing.siteCatalogProducts.find(
      (p: { availability: string }) => p.availability === "ProductStatusAvailable",
    );
    const cart = (
      await ctx.app.inject({
        method: "POST",
        url: "/api/cart-summary",
        payload: { productId: tire.productId, quantity: { front: 4 }, zip: "33301" },
      })
    ).json().siteCart;
    const { locations } = (await get(`cartId=${cart.id}&limit=2`)).json();
    expect(locations).toHaveLength(2);
    expect(locations[0]).toMatchObject({
      carrier: "FedEx",
      zip: "33301",
      name: "FedEx Office Print & Ship Center",
    });
    expect(locations[0].distance).toBeLessThanOrEqual(locations[1].distance);
  });

  it("takes a ZIP instead of a cart, and finds none far from every point", async () => {
    expect(
      (await get("userZip=60657")).json().locations.map((l: { zip: string }) => l.zip),
    ).toEqual(["60657"]);
    expect((await get("userZip=59001")).json()).toEqual({ locations: [] });
  });

  it.each([
    ["", 400, "Please enter a valid ZIP code"],
    ["userZip=00000", 400, "Please enter a valid ZIP code"],
    ["userZip=33301&limit=99", 400, "limit: Too big: expected number to be <=20"],
    ["cartId=nope", 400, "cartId must be a cart id"],
  ])("answers %j with %i", async (query, status, message) => {
    const response = await get(query);
    expect(response.statusCode).toBe(status);
    expect(response.json().errorMessage).toBe(message);
  });
});

describe.each(testDatabaseKinds())("GET /api/checkout/warehouse-pickup-locations on %s", (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let bearer: string;
  let tire: string;
  let soldOut: string;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
    const token = await ctx.app.inject({
      method: "POST",
      url: "/api/token",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({
        client_id: DEMO_PARTNER_CLIENT.clientId,
        client_secret: DEMO_PARTNER_CLIENT.clientSecret,
        grant_type: "client_credentials",
      }).toString(),
    });
    bearer = `Bearer ${token.json().access_token}`;
    tire = await tireInStock(ctx.app);
    const listing = (
      await ctx.app.inject({ method: "GET", url: "/api/catalog/products?size=225-50r17" })
    ).json();
    soldOut = listing.siteCatalogProducts.find(
      (p: { availability: string }) => p.availability === "ProductStatusOutOfStock",
    ).productId;
  });
  afterAll(async () => ctx?.close());

  const get = (query: string, authorization: string | null = bearer) =>
    ctx.app.inject({
      method: "GET",
      url: `/api/checkout/warehouse-pickup-locations?${query}`,
      headers: authorization ? { authorization } : {},
    });
  const names = async (query: string) =>
    (await get(query))
      .json()
      .siteWarehouses.siteWarehouseList.map((w: { name: string }) => w.name.split(" ")[0]);

  it("lists the warehouses stocking the products, nearest the ZIP first", async () => {
    const response = await get(`productIds=${tire}&zip=60657`);
    expect(response.statusCode).toBe(200);
    const list = response.json().siteWarehouses.siteWarehouseList;
    expect(list.map((w: { name: string }) => w.name)).toEqual([
      "Chicago distribution center",
      "Miami distribution center",
    ]);
    expect(list[0]).toMatchObject({
      warehouseId: expect.stringMatching(/^\d+$/),
      addressLine1: "6500 S Archer Ave",
      city: expect.any(String),
      state: "IL",
      zip: "60638",
    });
    expect(list[0].distance).toBeLessThan(list[1].distance);
    expect(await names(`productIds=${tire}&zip=33301`)).toEqual(["Miami", "Chicago"]);
  });

  it("orders by the shopper's ZIP, then the cart's, and by name without any", async () => {
    expect(await names(`productIds=${tire}&userZip=33301`)).toEqual(["Miami", "Chicago"]);
    const chicagoCart = await newCart(ctx.app, tire, "60657");
    expect(await names(`productIds=${tire}&cartId=${chicagoCart}`)).toEqual(["Chicago", "Miami"]);
    const unordered = (await get(`productIds=${tire}`)).json().siteWarehouses.siteWarehouseList;
    expect(unordered.map((w: { name: string; distance: null }) => [w.name, w.distance])).toEqual([
      ["Chicago distribution center", null],
      ["Miami distribution center", null],
    ]);
  });

  it("keeps only warehouses holding every product, in the cart's quantity", async () => {
    expect(await names(`productIds=${tire},${soldOut}&zip=33301`)).toEqual([]);
    // The Chicago centre holds 8 of each tire, Miami 120.
    const cartId = (
      await ctx.app.inject({
        method: "POST",
        url: "/api/cart-summary",
        payload: { productId: tire, quantity: { front: 10 }, zip: "60657" },
      })
    ).json().siteCart.id;
    expect(await names(`productIds=${tire}&cartId=${cartId}`)).toEqual(["Miami"]);
  });

  it("is for dealer-tire accounts only: no bearer token is a 403, whatever the query", async () => {
    for (const query of [`productIds=${tire}`, "productIds=abc"]) {
      const response = await get(query, null);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        errorMessage: "Warehouse pickup is only available to dealer-tire accounts",
        code: "WAREHOUSE_PICKUP_FORBIDDEN",
      });
    }
    expect((await get(`productIds=${tire}`, "Bearer forged.token")).statusCode).toBe(401);
  });

  const BAD_IDS = "productIds must be a comma-separated list of product ids, e.g. 12,34";
  it.each([
    ["", 400, BAD_IDS],
    ["productIds=", 400, BAD_IDS],
    ["productIds=abc", 400, BAD_IDS],
    ["productIds=1,,2", 400, BAD_IDS],
    ["productIds=0", 400, BAD_IDS],
    ["productIds=-3", 400, BAD_IDS],
    ["productIds=12345678901", 400, BAD_IDS],
    [
      `productIds=${Array.from({ length: 21 }, (_, i) => i + 1).join(",")}`,
      400,
      "productIds may name at most 20 products",
    ],
    ["productIds=1&zip=00000", 400, "Please enter a valid ZIP code"],
    ["productIds=1&zip=3330", 400, "Please enter a valid ZIP code"],
    ["productIds=1&cartId=00000000-0000-4000-8000-000000000000", 404, "Cart not found"],
  ])("answers %j with %i", async (query, status, message) => {
    const response = await get(query);
    expect(response.statusCode).toBe(status);
    expect(response.json().errorMessage).toBe(message);
  });
});
