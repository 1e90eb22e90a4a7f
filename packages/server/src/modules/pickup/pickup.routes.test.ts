import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, testDatabaseKinds } from "../../testing/databases";

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
