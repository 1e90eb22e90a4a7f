import { priceChangedNotice } from "@treadkit/core/cart";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, testDatabaseKinds } from "../../testing/databases";
import { newCart, tireInStock } from "../../testing/fixtures";
import { products } from "../catalog/catalog.schema";

/** The cart's notices of checkout.md §8: "Price changed" and "Shop removed". */
describe.each(testDatabaseKinds())("cart notices on %s", (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(async () => ctx?.close());

  const cartOf = async (cartId: string) =>
    (await ctx.app.inject({ url: `/api/cart-summary?cartId=${cartId}` })).json().siteCart;
  const update = async (cartId: string, payload: object) => {
    const response = await ctx.app.inject({
      method: "PUT",
      url: `/api/cart-summary?cartId=${cartId}`,
      payload,
    });
    expect(response.statusCode).toBe(200);
    return response.json().siteCart;
  };
  const setPrice = (productId: string, cents: number) =>
    ctx.database.db
      .update(products)
      .set({ salePriceCents: cents })
      .where(eq(products.id, Number(productId)));

  it("tells the shopper a tire's price moved since they added it, until they have seen it", async () => {
    const tire = await tireInStock(ctx.app, "205-55r16");
    const cartId = await newCart(ctx.app, tire, "33301");
    const before = (await cartOf(cartId)).siteProducts[0];
    expect(before.priceChangedFromInCents).toBeNull();

    await setPrice(tire, before.price.salePriceInCents + 1_000);
    const changed = (await cartOf(cartId)).siteProducts[0];
    expect(changed.price.salePriceInCents).toBe(before.price.salePriceInCents + 1_000);
    expect(changed.priceChangedFromInCents).toBe(before.price.salePriceInCents);
    expect(priceChangedNotice(changed)).toMatch(/went up from/);
    // Reading the cart again does not clear it.
    expect((await cartOf(cartId)).siteProducts[0].priceChangedFromInCents).toBe(
      before.price.salePriceInCents,
    );

    const seen = await update(cartId, { acknowledgeNotices: true });
    expect(seen.siteProducts[0].priceChangedFromInCents).toBeNull();
    await setPrice(tire, before.price.salePriceInCents);
  });

  it("takes a shop off a cart once an oversize tire joins it, and says so", async () => {
    const tire = await tireInStock(ctx.app);
    const cartId = await newCart(ctx.app, tire, "33301");
    const shops = (
      await ctx.app.inject({ url: "/api/installers?userZip=33301&limit=1&mobileInstall=false" })
    ).json().siteInstallers.siteInstallerList;
    const withShop = await update(cartId, { installerId: shops[0].installerId });
    expect(withShop.installerDetails?.installerId).toBe(shops[0].installerId);
    expect(withShop.shopRemoved).toBe(false);

    const oversize = await tireInStock(ctx.app, "205-55r16");
    await ctx.database.db
      .update(products)
      .set({ isOversize: true })
      .where(eq(products.id, Number(oversize)));
    const after = await update(cartId, { itemId: oversize, itemQuantity: 2, isNewItem: true });
    expect(after.installerDetails).toBeNull();
    expect(after.shopRemoved).toBe(true);
    // A shop cannot be chosen again while the oversize tire is there.
    const again = await update(cartId, { installerId: shops[0].installerId });
    expect(again.installerDetails).toBeNull();

    const seen = await update(cartId, { acknowledgeNotices: true });
    expect(seen.shopRemoved).toBe(false);
    await ctx.database.db
      .update(products)
      .set({ isOversize: false })
      .where(eq(products.id, Number(oversize)));
  });

  it("keeps the shop when the cart's tires can be installed", async () => {
    const tire = await tireInStock(ctx.app);
    const cartId = await newCart(ctx.app, tire, "33301");
    const shops = (
      await ctx.app.inject({ url: "/api/installers?userZip=33301&limit=1&mobileInstall=false" })
    ).json().siteInstallers.siteInstallerList;
    const cart = await update(cartId, { installerId: shops[0].installerId });
    const more = await update(cartId, { itemId: tire, itemQuantity: 2 });
    expect(more.installerDetails?.installerId).toBe(cart.installerDetails.installerId);
    expect(more.shopRemoved).toBe(false);
  });
});
