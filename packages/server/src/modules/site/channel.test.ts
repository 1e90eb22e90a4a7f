import { SIMPLE_SHOP_CARRIER_PICKUP_MESSAGE } from "@treadkit/core/site";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { DEMO_SIMPLE_SHOP } from "../../seed/partners";
import { createTestDatabase, testDatabaseKinds } from "../../testing/databases";
import { newCart, tireInStock } from "../../testing/fixtures";

describe.each(testDatabaseKinds())("site channel on %s", (kind) => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    db = await createTestDatabase(kind);
    app = await buildApp({
      database: db.database,
      web: false,
      channels: { simpleShopDomain: "shop.example", cookieDomain: "treadkit.example" },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  const channelAt = async (host: string) => {
    const response = await app.inject({ url: "/api/v1/site/channel", headers: { host } });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it("serves a registered shop's sub-domain as its simple shop, with host-only cookies", async () => {
    const channel = await channelAt(`${DEMO_SIMPLE_SHOP.subDomain}.shop.example:8080`);
    expect(channel).toMatchObject({
      channel: "simpleShop",
      shop: { name: DEMO_SIMPLE_SHOP.name, logoUrl: null },
      cookieDomain: null,
    });
    expect(channel.shop.installerId).toMatch(/^\d+$/);
  });

  it("serves the main site, and an unregistered sub-domain, as the consumer site", async () => {
    for (const host of ["www.treadkit.example", "nobody.shop.example", "shop.example"]) {
      expect(await channelAt(host)).toEqual({
        channel: "consumer",
        shop: null,
        cookieDomain: "treadkit.example",
      });
    }
  });

  it("does not serve the installer widget's sub-domain as a shop", async () => {
    // sunrise-tire-pros is registered for the installer widget, not as a simple shop.
    expect((await channelAt("sunrise-tire-pros.shop.example")).channel).toBe("consumer");
  });

  it("refuses carrier pickup in a simple shop, and stores nothing", async () => {
    const cartId = await newCart(app, await tireInStock(app), "33301");
    const { locations } = (
      await app.inject({ url: `/api/checkout/pickup-locations?cartId=${cartId}` })
    ).json();
    const pickup = {
      shippingOption: "fedex",
      shippingLocationId: locations[0].shippingLocationId,
      firstName: "Ana",
      lastName: "Lee",
      phone: "9545550101",
      email: "ana@example.com",
    };
    const save = (host: string) =>
      app.inject({
        method: "PUT",
        url: `/api/checkout/cart-shipping?cartId=${cartId}`,
        headers: { host },
        payload: pickup,
      });
    const refused = await save(`${DEMO_SIMPLE_SHOP.subDomain}.shop.example`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorMessage).toBe(SIMPLE_SHOP_CARRIER_PICKUP_MESSAGE);
    const stored = await app.inject({ url: `/api/checkout/cart-shipping?cartId=${cartId}` });
    expect(stored.statusCode).toBe(404);
    expect((await save("www.treadkit.example")).statusCode).toBe(200);
  });
});
