import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../testing/databases";
import { newCart, tireInStock } from "../../testing/fixtures";

describe("payment routes", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp("pglite");
  });
  afterAll(async () => ctx?.close());

  it("opens a Klarna session for the cart's own total", async () => {
    const cartId = await newCart(ctx.app, await tireInStock(ctx.app), "33301");
    const cart = (
      await ctx.app.inject({ method: "GET", url: `/api/cart-summary?cartId=${cartId}` })
    ).json().siteCart;
    const response = await ctx.app.inject({
      method: "POST",
      url: `/api/checkout/cart-klarna?cartId=${cartId}`,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.klarnaSession.client_token).toMatch(/^sandbox_klarna_/);
    expect(body.klarnaSession.payment_method_categories.length).toBeGreaterThan(0);
    expect(body.klarnaPayload).toMatchObject({
      purchase_currency: "USD",
      order_amount: cart.cartSummary.totalInCents,
    });
    expect(body.klarnaPayload.order_lines[0].quantity).toBe(4);
  });

  it("answers 404 for Klarna on an unknown cart", async () => {
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/checkout/cart-klarna?cartId=00000000-0000-4000-8000-000000000000",
    });
    expect(response.statusCode).toBe(404);
  });
});
