import { and, eq, gt, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  cartShipping,
  installers,
  pickupLocations,
  products,
  slotHolds,
  stock,
  warehouses,
} from "../db/tables";
import { cookieHeader, signedInBrowser } from "../testing/accounts";
import { createTestApp } from "../testing/databases";
import { tireInStock } from "../testing/fixtures";

/**
 * The data set as shoppers meet it: every shop, mobile installer, pickup point and warehouse the
 * seed stores can be chosen as a delivery through the API, not only inserted. A shop in a format
 * the checkout cannot store (a phone of another shape, say) fails here, not at a shopper's cart.
 */
describe("every seeded place can be chosen as a delivery", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let tire: string;
  beforeAll(async () => {
    ctx = await createTestApp("pglite");
    tire = await tireInStock(ctx.app);
  });
  afterAll(async () => ctx?.close());

  const post = async (url: string, payload: object, headers: Record<string, string> = {}) => {
    const response = await ctx.app.inject({ method: "POST", url, payload, headers });
    return { status: response.statusCode, body: response.json() };
  };

  it("books every shop and every mobile installer with the tires, in one call each", async () => {
    const shops = await ctx.database.db
      .select({
        id: installers.id,
        code: installers.code,
        zip: installers.zip,
        mobile: installers.isMobileInstall,
      })
      .from(installers);
    expect(shops.length).toBeGreaterThan(800);
    const refused: string[] = [];
    const carts = new Map<string, (typeof shops)[number]>();
    for (const shop of shops) {
      // At a shop, the first free drop-off its schedule offers, as a shopper would choose it.
      const days = shop.mobile
        ? []
        : ((
            await ctx.app.inject({ method: "GET", url: `/api/installers/${shop.id}/schedule` })
          ).json().siteInstallerSchedule.scheduleDays as {
            slots: {
              date: string;
              slotTime: string;
              isDropOff: boolean;
              isSlotAvailable: boolean;
            }[];
          }[]);
      const free = days.flatMap((d) => d.slots).find((s) => s.isDropOff && s.isSlotAvailable);
      if (!shop.mobile && !free) {
        refused.push(`${shop.code}: no free drop-off in its schedule`);
        continue;
      }
      const added = await post("/api/cart-summary", {
        productId: tire,
        quantity: { front: 4 },
        // A mobile installer serves the shopper's ZIP: its own is within its reach.
        zip: shop.zip,
        installerId: String(shop.id),
        isMobileInstall: shop.mobile,
        ...(free
          ? {
              appointmentTime: {
                date: free.date,
                slotTime: free.slotTime,
                isDropOff: free.isDropOff,
              },
            }
          : {}),
      });
      if (added.status === 201) carts.set(added.body.siteCart.id, shop);
      else refused.push(`${shop.code}: ${added.status} ${JSON.stringify(added.body)}`);
    }
    // What was stored: shipping to the shop with its ten-digit phone, and a shop's held time.
    const stored = await ctx.database.db
      .select({
        cartId: cartShipping.cartId,
        installerId: cartShipping.installerId,
        phone: cartShipping.phone,
        held: slotHolds.heldUntil,
      })
      .from(cartShipping)
      .leftJoin(slotHolds, eq(slotHolds.cartId, cartShipping.cartId))
      .where(inArray(cartShipping.cartId, [...carts.keys()]));
    expect(stored).toHaveLength(carts.size);
    for (const row of stored) {
      const shop = carts.get(row.cartId);
      if (!shop) continue;
      if (row.installerId !== shop.id || !/^\d{10}$/.test(row.phone ?? ""))
        refused.push(`${shop.code}: stored ${JSON.stringify(row)}`);
      if (!shop.mobile && !row.held) refused.push(`${shop.code}: the chosen time was not held`);
      if (shop.mobile && row.held) refused.push(`${shop.code}: a mobile installer holds a slot`);
    }
    expect(refused).toEqual([]);
  }, 600_000);

  it("ships to every carrier pickup point", async () => {
    const points = await ctx.database.db
      .select({ id: pickupLocations.id, code: pickupLocations.code, zip: pickupLocations.zip })
      .from(pickupLocations);
    expect(points.length).toBeGreaterThan(400);
    const cart = await post("/api/cart-summary", { productId: tire, quantity: { front: 4 } });
    const cartId = cart.body.siteCart.id;
    const refused: string[] = [];
    for (const point of points) {
      const saved = await post(`/api/checkout/cart-shipping?cartId=${cartId}`, {
        shippingOption: "fedex",
        shippingLocationId: String(point.id),
        firstName: "Ana",
        lastName: "Diaz",
        phone: "(954) 555-0100",
        email: "ana@example.com",
      });
      if (
        saved.status !== 200 ||
        saved.body.siteCartShippingResponse.cartShipping.zip !== point.zip
      )
        refused.push(`${point.code}: ${saved.status} ${JSON.stringify(saved.body)}`);
    }
    expect(refused).toEqual([]);
  }, 300_000);

  it("lets a dealer collect at every warehouse that stocks the tires", async () => {
    const browser = await signedInBrowser(ctx.app, "dealer@treadkit.example");
    const headers = { cookie: cookieHeader(browser) };
    const sites = await ctx.database.db
      .select({ id: warehouses.id, code: warehouses.code })
      .from(warehouses);
    expect(sites).toHaveLength(12);
    const refused: string[] = [];
    for (const site of sites) {
      // A tire this warehouse holds four of.
      const [held] = await ctx.database.db
        .select({ productId: stock.productId })
        .from(stock)
        .innerJoin(products, eq(products.id, stock.productId))
        .where(
          and(
            eq(stock.warehouseId, site.id),
            gt(stock.quantity, 3),
            eq(products.availability, "ProductStatusAvailable"),
          ),
        )
        .limit(1);
      if (!held) {
        refused.push(`${site.code}: stocks nothing`);
        continue;
      }
      const cart = await post(
        "/api/cart-summary",
        { productId: String(held.productId), quantity: { front: 4 } },
        headers,
      );
      const saved = await post(
        `/api/checkout/cart-shipping?cartId=${cart.body.siteCart.id}`,
        { shippingOption: "warehouse", warehouseId: String(site.id) },
        headers,
      );
      if (saved.status !== 200)
        refused.push(`${site.code}: ${saved.status} ${JSON.stringify(saved.body)}`);
    }
    expect(refused).toEqual([]);
  }, 120_000);
});
