import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../testing/databases";
import { newCart, tireInStock } from "../../testing/fixtures";
import { HOME } from "../../testing/orders";

describe("payment routes", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp("pglite");
  });
  afterAll(async () => ctx?.close());

  it("opens a Klarna session for what the order paid with Klarna charges", async () => {
    const cartId = await newCart(ctx.app, await tireInStock(ctx.app), "33301");
    await ctx.app.inject({
      method: "POST",
      url: `/api/checkout/cart-shipping?cartId=${cartId}`,
      payload: HOME,
    });
    const quote = (
      await ctx.app.inject({
        method: "GET",
        url: `/api/checkout/quote?cartId=${cartId}&paymentMethod=klarna`,
      })
    ).json().quote;
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
      order_amount: quote.amounts.totalInCents,
    });
    expect(body.klarnaPayload.order_lines[0].quantity).toBe(4);
  });

  it("asks for a delivery before opening Klarna, as the order would", async () => {
    const cartId = await newCart(ctx.app, await tireInStock(ctx.app), "33301");
    const response = await ctx.app.inject({
      method: "POST",
      url: `/api/checkout/cart-klarna?cartId=${cartId}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("SHIPPING_REQUIRED");
  });

  it("answers 404 for Klarna on an unknown cart", async () => {
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/checkout/cart-klarna?cartId=00000000-0000-4000-8000-000000000000",
    });
    expect(response.statusCode).toBe(404);
  });
});
