import { buildExchangeOrderXml, exchangeFormField } from "@treadkit/core/payment";
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

  const order = {
    orderReference: "9b2f4c1e-0d7a-4f7e-9a51-0c8d7e3b2a10",
    aafes_customer_id: "AAFES-0042",
    aafes_checkout_url: "https://exchange.example/checkout?session=s-1",
    issuedAt: new Date("2026-11-22T10:00:00Z"),
    lines: [
      {
        kind: "tire" as const,
        productId: "7",
        description: "Michelin Defender2 225/50R17",
        quantity: 4,
        unitPriceInCents: 19_999,
      },
      {
        kind: "installer" as const,
        description: "Installation",
        quantity: 4,
        unitPriceInCents: 2_500,
      },
      { kind: "shipping" as const, description: "Shipping", quantity: 1, unitPriceInCents: 0 },
    ],
  };
  const post = (field: string) =>
    ctx.app.inject({
      method: "POST",
      url: "/api/exchange/sandbox/orders",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ orderRequest: field }).toString(),
    });

  it("accepts the exchange's order document from the hidden form's one input", async () => {
    const response = await post(exchangeFormField(buildExchangeOrderXml(order)));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      accepted: true,
      orderReference: order.orderReference,
      numberOfLines: 3,
      totalInCents: 4 * 19_999 + 4 * 2_500,
    });
  });

  it("refuses malformed and tampered documents with a 400", async () => {
    const malformed = await post(exchangeFormField("<Order><OrderHeader></Order>"));
    expect(malformed.statusCode).toBe(400);
    const tampered = buildExchangeOrderXml(order).replace(
      /<TotalAmount>[^<]*<\/TotalAmount>/,
      "<TotalAmount>1.00</TotalAmount>",
    );
    const refused = await post(exchangeFormField(tampered));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errorMessage).toBeTruthy();
    expect((await post("%%%not-base64")).statusCode).toBe(400);
  });
});
