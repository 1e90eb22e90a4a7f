import { distanceMiles } from "@treadkit/core/installer";
import { and, eq, gte } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client";
import { DEMO_PARTNER_CLIENT } from "../../seed/partners";
import { createTestApp, testDatabaseKinds } from "../../testing/databases";
import { newCart, tireInStock, tireOutOfStock } from "../../testing/fixtures";
import { zipCodes } from "../geo/geo.schema";
import { stock } from "../orders/orders.schema";
import { PICKUP_RADIUS_MILES } from "./pickup.repository";
import { pickupLocations, warehouses } from "./pickup.schema";

async function placeOf(db: Db, zip: string) {
  const [place] = await db.select().from(zipCodes).where(eq(zipCodes.zip, zip));
  if (!place) throw new Error(`no ZIP ${zip}`);
  return place;
}

/** Ids of the database's pickup points within the radius of a ZIP, nearest first. */
async function pickupPointsNear(db: Db, zip: string): Promise<string[]> {
  const place = await placeOf(db, zip);
  return (await db.select().from(pickupLocations))
    .map((point) => ({ id: String(point.id), miles: distanceMiles(place, point) }))
    .filter((point) => point.miles <= PICKUP_RADIUS_MILES)
    .sort((a, b) => a.miles - b.miles)
    .map((point) => point.id);
}

/** Names of the warehouses holding at least `quantity` of a product, nearest the ZIP first. */
async function warehousesHolding(db: Db, productId: string, quantity: number, zip: string) {
  const place = await placeOf(db, zip);
  const rows = await db
    .select({ warehouse: warehouses })
    .from(stock)
    .innerJoin(warehouses, eq(stock.warehouseId, warehouses.id))
    .where(and(eq(stock.productId, Number(productId)), gte(stock.quantity, quantity)));
  return rows
    .map(({ warehouse }) => ({ name: warehouse.name, miles: distanceMiles(place, warehouse) }))
    .sort((a, b) => a.miles - b.miles)
    .map((warehouse) => warehouse.name);
}

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
    const nearest = await pickupPointsNear(ctx.database.db, "33301");
    expect(nearest.length).toBeGreaterThan(2);
    expect(locations.map((l: { shippingLocationId: string }) => l.shippingLocationId)).toEqual(
      nearest.slice(0, 2),
    );
    expect(locations[0]).toMatchObject({
      carrier: "FedEx",
      city: "Fort Lauderdale",
      name: "FedEx Office Print & Ship Center",
    });
    expect(locations[0].distance).toBeLessThanOrEqual(locations[1].distance);
  });

  it("takes a ZIP instead of a cart, and finds none far from every point", async () => {
    const ids = async (query: string) =>
      (await get(query))
        .json()
        .locations.map((l: { shippingLocationId: string }) => l.shippingLocationId);
    const chicago = (await pickupPointsNear(ctx.database.db, "60657")).slice(0, 4);
    expect(chicago).toHaveLength(4);
    expect(await ids("userZip=60657")).toEqual(chicago);
    // The ZIP asked for wins over the cart's.
    const miamiCart = await newCart(ctx.app, await tireInStock(ctx.app), "33301");
    expect(await ids(`cartId=${miamiCart}&userZip=60657`)).toEqual(chicago);
    // North Platte, Nebraska: the nearest pickup point is some 200 miles away.
    expect((await get("userZip=69101")).json()).toEqual({ locations: [] });
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
  let others: string[];
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
    const inStock = listing.siteCatalogProducts.filter(
      (p: { availability: string }) => p.availability === "ProductStatusAvailable",
    );
    others = inStock
      .map((p: { productId: string }) => p.productId)
      .filter((id: string) => id !== tire);
    soldOut = await tireOutOfStock(ctx.app);
  });
  afterAll(async () => ctx?.close());

  const get = (query: string, authorization: string | null = bearer) =>
    ctx.app.inject({
      method: "GET",
      url: `/api/checkout/warehouse-pickup-locations?${query}`,
      headers: authorization ? { authorization } : {},
    });
  const names = async (query: string) =>
    (await get(query)).json().siteWarehouses.siteWarehouseList.map((w: { name: string }) => w.name);
  const holding = (productId: string, quantity: number, zip: string) =>
    warehousesHolding(ctx.database.db, productId, quantity, zip);

  it("lists the warehouses stocking the products, nearest the ZIP first", async () => {
    const response = await get(`productIds=${tire}&zip=60657`);
    expect(response.statusCode).toBe(200);
    const list = response.json().siteWarehouses.siteWarehouseList;
    const expected = await holding(tire, 1, "60657");
    // Some warehouses, not all: the tire is missing from some.
    expect(expected.length).toBeGreaterThan(1);
    expect(expected.length).toBeLessThan((await ctx.database.db.select().from(warehouses)).length);
    expect(list.map((w: { name: string }) => w.name)).toEqual(expected);
    const [nearest] = await ctx.database.db
      .select()
      .from(warehouses)
      .where(eq(warehouses.name, expected[0] ?? ""));
    expect(list[0]).toMatchObject({
      warehouseId: String(nearest?.id),
      addressLine1: nearest?.addressLine1,
      city: nearest?.city,
      state: nearest?.state,
      zip: nearest?.zip,
    });
    expect(list[0].distance).toBeLessThan(list[1].distance);
    expect(await names(`productIds=${tire}&zip=33301`)).toEqual(await holding(tire, 1, "33301"));
  });

  it("orders by the shopper's ZIP, then the cart's, and by name without any", async () => {
    const fromMiami = await holding(tire, 1, "33301");
    expect(fromMiami).not.toEqual(await holding(tire, 1, "60657"));
    expect(await names(`productIds=${tire}&userZip=33301`)).toEqual(fromMiami);
    // The cart holds four of the tire: the warehouses must too.
    const chicagoCart = await newCart(ctx.app, tire, "60657");
    const fromChicago = await holding(tire, 4, "60657");
    expect(await names(`productIds=${tire}&cartId=${chicagoCart}`)).toEqual(fromChicago);
    expect(await names(`productIds=${tire}&cartId=${chicagoCart}&userZip=33301`)).toEqual(
      await holding(tire, 4, "33301"),
    );
    const unordered = (await get(`productIds=${tire}`)).json().siteWarehouses.siteWarehouseList;
    expect(unordered.map((w: { name: string; distance: null }) => [w.name, w.distance])).toEqual(
      [...fromMiami].sort().map((name) => [name, null]),
    );
  });

  it("keeps only warehouses holding every product, in the cart's quantity", async () => {
    expect(await names(`productIds=${tire},${soldOut}&zip=33301`)).toEqual([]);
    // A second tire in stock at some, not all, of the warehouses holding the first.
    const tireAt = await holding(tire, 1, "33301");
    let pair: { other: string; both: string[] } | null = null;
    for (const other of others) {
      const otherAt = new Set(await holding(other, 1, "33301"));
      const both = tireAt.filter((name) => otherAt.has(name));
      if (both.length > 0 && both.length < tireAt.length) {
        pair = { other, both };
        break;
      }
    }
    if (!pair) throw new Error("no second tire in 225/50R17 is stocked at only some warehouses");
    expect(await names(`productIds=${tire},${pair.other}&zip=33301`)).toEqual(pair.both);

    // Ten of a tire that some warehouses stocking it hold fewer of.
    let ten: { id: string; holdingTen: string[] } | null = null;
    for (const id of [tire, ...others]) {
      const holdingTen = await holding(id, 10, "60657");
      const holdingOne = await holding(id, 1, "60657");
      if (holdingTen.length > 0 && holdingTen.length < holdingOne.length) {
        ten = { id, holdingTen };
        break;
      }
    }
    if (!ten) throw new Error("no tire in 225/50R17 is short of ten at some warehouses");
    const cartId = (
      await ctx.app.inject({
        method: "POST",
        url: "/api/cart-summary",
        payload: { productId: ten.id, quantity: { front: 10 }, zip: "60657" },
      })
    ).json().siteCart.id;
    expect(await names(`productIds=${ten.id}&cartId=${cartId}`)).toEqual(ten.holdingTen);
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
