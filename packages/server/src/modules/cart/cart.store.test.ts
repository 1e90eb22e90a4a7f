import { CART_ID_COOKIE, createCartStore } from "@treadkit/core/cart";
import { createClient } from "@treadkit/core/client";
import { createPlatform, memoryStorage } from "@treadkit/core/platform";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../testing/databases";
import { injectFetch } from "../../web/inject-fetch";

// The core cart store against the real server: the lifecycle rules of checkout.md §4.
describe("cart store against the server", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let tires: string[];
  beforeAll(async () => {
    ctx = await createTestApp("pglite");
    const listing = (
      await ctx.app.inject({ method: "GET", url: "/api/catalog/products?size=225-50r17" })
    ).json();
    tires = listing.siteCatalogProducts
      .filter((p: { availability: string }) => p.availability === "ProductStatusAvailable")
      .map((p: { productId: string }) => p.productId);
  });
  afterAll(async () => ctx?.close());

  function store() {
    const storage = memoryStorage();
    const warnings: string[] = [];
    const logger = { error: () => {}, warn: (message: string) => void warnings.push(message) };
    const client = createClient({
      baseUrls: { main: "http://shop.test/api" },
      platform: createPlatform({ fetch: injectFetch(ctx.app), storage, logger }),
    });
    return { cart: createCartStore(client, { storage, logger }), storage, warnings };
  }

  it("creates the cart on the first add, updates it on the next, and keeps the id and count", async () => {
    const { cart, storage } = store();
    await cart.addToCart({ productId: tires[0] as string, quantity: { front: 4, rear: 0 } });
    const id = cart.$cart.get()?.id;
    expect(storage.get(CART_ID_COOKIE)).toBe(id);
    await cart.addToCart({ productId: tires[1] as string, quantity: { front: 2, rear: 0 } });
    expect(cart.$cart.get()?.id).toBe(id);
    expect(cart.$cartCount.get()).toBe(6);
    expect(storage.get("CART_QTY")).toBe("6");
  });

  it("adds a staggered set to a cart already made: the front and the rear tire, each its quantity", async () => {
    const { cart } = store();
    await cart.addToCart({ productId: tires[0] as string, quantity: { front: 4, rear: 0 } });
    await cart.addToCart({
      productId: tires[1] as string,
      rearProductId: tires[2] as string,
      quantity: { front: 2, rear: 2 },
    });
    const lines = cart.$cart.get()?.siteProducts.map((p) => [p.productId, p.quantity]);
    expect(lines).toEqual([
      [tires[0], 4],
      [tires[1], 2],
      [tires[2], 2],
    ]);
    expect(cart.$cartCount.get()).toBe(8);
  });

  it("re-creates the cart with the item when the server no longer has it", async () => {
    const { cart } = store();
    await cart.addToCart({ productId: tires[0] as string, quantity: { front: 4, rear: 0 } });
    const lost = cart.$cart.get()?.id;
    await ctx.app.inject({ method: "DELETE", url: `/api/cart-summary?cartId=${lost}` });
    await cart.addToCart({ productId: tires[1] as string, quantity: { front: 2, rear: 0 } });
    expect(cart.$cart.get()?.id).not.toBe(lost);
    expect(cart.$cart.get()?.siteProducts.map((p) => p.productId)).toEqual([tires[1]]);
  });

  it("deletes the cart when the only product is removed, and treats an already deleted cart as removed", async () => {
    const { cart, storage } = store();
    await cart.addToCart({ productId: tires[0] as string, quantity: { front: 4, rear: 0 } });
    const id = cart.$cart.get()?.id;
    await cart.setQuantity(tires[0] as string, 0);
    expect(cart.$cart.get()).toBeNull();
    expect(storage.get(CART_ID_COOKIE)).toBeNull();
    expect(
      (await ctx.app.inject({ method: "GET", url: `/api/cart-summary?cartId=${id}` })).statusCode,
    ).toBe(404);
  });

  it("zeroes one of several products, and warns when there is no cart yet", async () => {
    const { cart, warnings } = store();
    await cart.setQuantity("1", 2);
    expect(warnings).toEqual(["There is no cart yet!"]);
    await cart.addToCart({ productId: tires[0] as string, quantity: { front: 2, rear: 0 } });
    await cart.addToCart({ productId: tires[1] as string, quantity: { front: 2, rear: 0 } });
    await cart.setQuantity(tires[0] as string, 0);
    expect(cart.$cart.get()?.siteProducts.map((p) => p.productId)).toEqual([tires[1]]);
  });

  it("applies a promo code as entered, and reports a denial with the coupon's or server's message", async () => {
    const { cart } = store();
    await cart.addToCart({ productId: tires[0] as string, quantity: { front: 2, rear: 0 } });
    expect(await cart.applyPromoCode("save50")).toEqual({
      status: "denied",
      message: "Add 4 tires to your cart to save $50",
    });
    expect(await cart.applyPromoCode("NOPE")).toEqual({
      status: "denied",
      message: "This promo code is not valid",
    });
    await cart.setQuantity(tires[0] as string, 4);
    expect(await cart.applyPromoCode("TAKE10")).toMatchObject({ status: "applied" });
    await cart.removePromoCode("take10");
    expect(cart.$cart.get()?.siteCartCoupons.map((c) => c.promoCode)).toEqual(["SAVE50"]);
  });

  it("covers one line or every line with road hazard", async () => {
    const { cart } = store();
    await cart.addToCart({ productId: tires[0] as string, quantity: { front: 4, rear: 0 } });
    await cart.addToCart({ productId: tires[1] as string, quantity: { front: 4, rear: 0 } });
    await cart.setRoadHazard({ covered: true, itemId: tires[1] as string });
    const options = () => cart.$cart.get()?.siteProducts.map((p) => p.trcOption);
    expect(options()).toEqual([0, 1]);
    await cart.setRoadHazard({ covered: true });
    expect(options()).toEqual([1, 1]);
    await cart.setRoadHazard({ covered: false });
    expect(options()).toEqual([0, 0]);
  });

  it("reports the server's message when an add fails", async () => {
    const { cart } = store();
    await expect(
      cart.addToCart({ productId: tires[0] as string, quantity: { front: 0, rear: 0 } }),
    ).rejects.toThrow("Choose at least one tire");
    expect(cart.$adding.get()).toBe(false);
  });
});
