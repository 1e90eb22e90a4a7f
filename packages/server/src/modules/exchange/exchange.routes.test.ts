import { randomUUID } from "node:crypto";
import {
  AAFES_CHECKOUT_URL_COOKIE,
  AAFES_CUSTOMER_ID_COOKIE,
  buildExchangeOrderXml,
  EXCHANGE_CARD_MESSAGE,
  EXCHANGE_CARD_REFUSED_MESSAGE,
  exchangeFormField,
  exchangeOrderLines,
} from "@treadkit/core/payment";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../testing/databases";
import { tireInStock } from "../../testing/fixtures";
import { HOME } from "../../testing/orders";
import { orders } from "../orders/orders.schema";
import { EXCHANGE_SANDBOX_REFUSED_CARD, EXCHANGE_SANDBOX_UNAVAILABLE_CARD } from "./exchange-card";

const CUSTOMER = "AAFES-0042";
const CHECKOUT_URL = "https://exchange.example/checkout?session=s-1";
const ON_CHANNEL = { cookie: `${AAFES_CUSTOMER_ID_COOKIE}=${CUSTOMER}` };

describe("military exchange routes", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp("pglite");
  });
  afterAll(async () => ctx?.close());

  /** A cart of four tires shipped home, on the exchange's channel; its id. */
  async function shippedCart(): Promise<string> {
    const productId = await tireInStock(ctx.app);
    const created = await ctx.app.inject({
      method: "POST",
      url: "/api/cart-summary",
      headers: ON_CHANNEL,
      payload: { productId, quantity: { front: 4 }, zip: HOME.zip },
    });
    const cartId = created.json().siteCart.id as string;
    const shipped = await ctx.app.inject({
      method: "POST",
      url: `/api/checkout/cart-shipping?cartId=${cartId}`,
      headers: ON_CHANNEL,
      payload: HOME,
    });
    expect(shipped.statusCode).toBe(200);
    return cartId;
  }

  /** The document the payment step builds for the cart, from the server's own figures. */
  async function documentFor(cartId: string, customerId = CUSTOMER): Promise<string> {
    const cart = (
      await ctx.app.inject({
        method: "GET",
        url: `/api/cart-summary?cartId=${cartId}`,
        headers: ON_CHANNEL,
      })
    ).json().siteCart;
    const quote = await ctx.app.inject({
      method: "GET",
      url: `/api/checkout/quote?cartId=${cartId}&paymentMethod=exchange`,
      headers: ON_CHANNEL,
    });
    expect(quote.statusCode).toBe(200);
    return buildExchangeOrderXml({
      orderReference: cartId,
      aafes_customer_id: customerId,
      aafes_checkout_url: CHECKOUT_URL,
      issuedAt: new Date(),
      lines: exchangeOrderLines(cart, quote.json().quote.amounts),
    });
  }

  const ordersOf = (cartId: string) =>
    ctx.database.db.select().from(orders).where(eq(orders.cartId, cartId));

  const postToSandbox = (xml: string) =>
    ctx.app.inject({
      method: "POST",
      url: "/api/exchange/sandbox/orders",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ orderRequest: exchangeFormField(xml) }).toString(),
    });

  it("keeps the arrival's customer fields for the visit and opens the store", async () => {
    const query = new URLSearchParams({
      aafes_customer_id: CUSTOMER,
      aafes_checkout_url: CHECKOUT_URL,
      returnTo: "/tire-sizes/225-50r17",
    });
    const response = await ctx.app.inject({ method: "GET", url: `/military-exchange?${query}` });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/tire-sizes/225-50r17");
    const cookies = Object.fromEntries(response.cookies.map((c) => [c.name, c]));
    expect(cookies[AAFES_CUSTOMER_ID_COOKIE]?.value).toBe(CUSTOMER);
    expect(cookies[AAFES_CHECKOUT_URL_COOKIE]?.value).toBe(CHECKOUT_URL);
    // Kept for the visit only, and readable by the page that builds the order document.
    expect(cookies[AAFES_CUSTOMER_ID_COOKIE]?.maxAge).toBeUndefined();
    expect(cookies[AAFES_CUSTOMER_ID_COOKIE]?.httpOnly).toBeFalsy();
  });

  it("refuses an arrival without valid customer fields, and never leaves the site", async () => {
    const bad = await ctx.app.inject({
      method: "GET",
      url: "/military-exchange?aafes_customer_id=%3Cscript%3E&aafes_checkout_url=https://x.example",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorMessage).toBe("The exchange customer id is missing or not valid");
    expect(bad.cookies).toHaveLength(0);
    const noUrl = await ctx.app.inject({
      method: "GET",
      url: "/military-exchange?aafes_customer_id=A1&aafes_checkout_url=javascript:alert(1)",
    });
    expect(noUrl.statusCode).toBe(400);
    const away = await ctx.app.inject({
      method: "GET",
      url: `/military-exchange?aafes_customer_id=A1&aafes_checkout_url=${encodeURIComponent(CHECKOUT_URL)}&returnTo=https://evil.example`,
    });
    expect(away.headers.location).toBe("/");
  });

  it("tells a browser what was wrong with an arrival link on a page, with the way to the store", async () => {
    const page = await ctx.app.inject({
      method: "GET",
      url: "/military-exchange?aafes_customer_id=A1",
      headers: { accept: "text/html,application/xhtml+xml,*/*;q=0.8" },
    });
    expect(page.statusCode).toBe(400);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(page.body).toContain("<h1>We could not open this page</h1>");
    expect(page.body).toContain("The exchange checkout URL is missing or not valid");
    expect(page.body).toContain('<a href="/">Go to the home page</a>');
    expect(page.body).toContain('<meta name="robots" content="noindex">');
    expect(page.cookies).toHaveLength(0);
  });

  it("checks a MILITARY STAR card with the exchange's validation service (sandbox)", async () => {
    const check = (cardNumber: string) =>
      ctx.app.inject({
        method: "POST",
        url: "/api/checkout/exchange-card",
        payload: { cardNumber },
      });
    const valid = await check("6019 4400 0000 0004");
    expect(valid.statusCode).toBe(200);
    expect(valid.json()).toEqual({ valid: true, last4: "0004" });
    const refused = await check(EXCHANGE_SANDBOX_REFUSED_CARD);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errorMessage).toBe(EXCHANGE_CARD_REFUSED_MESSAGE);
    const malformed = await check("4111111111111111");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errorMessage).toBe(EXCHANGE_CARD_MESSAGE);
    const down = await check(EXCHANGE_SANDBOX_UNAVAILABLE_CARD);
    expect(down.statusCode).toBe(503);
    expect(down.json().code).toBe("EXCHANGE_UNAVAILABLE");
  });

  it("names the sandbox receiver as where the order document goes by default", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/checkout/exchange" });
    expect(response.json()).toEqual({ orderUrl: "/api/exchange/sandbox/orders" });
  });

  it("accepts the document, and its signed return records the order on the exchange's channel", async () => {
    const cartId = await shippedCart();
    const accepted = await postToSandbox(await documentFor(cartId));
    expect(accepted.statusCode).toBe(303);
    const back = new URL(accepted.headers.location as string);
    expect(back.pathname).toBe("/api/exchange/orders/return");
    expect(back.searchParams.get("reference")).toBe(cartId);
    expect(back.searchParams.get("customerId")).toBe(CUSTOMER);

    const returned = await ctx.app.inject({
      method: "GET",
      url: `${back.pathname}${back.search}`,
      cookies: { CART_ID: cartId },
    });
    expect(returned.statusCode).toBe(303);
    const confirmation = new URL(returned.headers.location as string, "http://x");
    expect(confirmation.pathname).toBe("/checkout/order-confirmation");
    expect(returned.cookies.find((c) => c.name === "CART_ID")?.value).toBe("");
    const orderId = confirmation.searchParams.get("orderId");
    const order = (
      await ctx.app.inject({ method: "GET", url: `/api/checkout/orders/${orderId}` })
    ).json().order;
    expect(order.payment).toMatchObject({ method: "exchange", status: "authorized" });
    expect(order.payment.cardBrand).toBeNull();
    expect(order.amounts.totalInCents).toBe(Number(back.searchParams.get("total")));
    const [row] = await ordersOf(cartId);
    expect(row?.channel).toBe("military-exchange");
    expect(row?.paymentTransactionId).toBe(back.searchParams.get("exchangeOrderId"));

    // The same return again (a reload) is the same order, never a second one.
    const again = await ctx.app.inject({ method: "GET", url: `${back.pathname}${back.search}` });
    expect(again.headers.location).toBe(returned.headers.location);

    // Cancelled within 30 minutes like any order; the exchange releases its own payment.
    const cancelled = await ctx.app.inject({
      method: "POST",
      url: `/api/checkout/orders/${orderId}/cancel`,
      payload: { zip: HOME.zip },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().order.status).toBe("cancelled");
  });

  it("refuses a return whose signature does not match, recording nothing", async () => {
    const cartId = await shippedCart();
    const accepted = await postToSandbox(await documentFor(cartId));
    const back = new URL(accepted.headers.location as string);
    back.searchParams.set("total", "100");
    const forged = await ctx.app.inject({ method: "GET", url: `${back.pathname}${back.search}` });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe("EXCHANGE_RETURN_INVALID");
    expect(await ordersOf(cartId)).toHaveLength(0);
  });

  it("sends the shopper back to payment when the cart no longer comes to what the exchange took", async () => {
    const cartId = await shippedCart();
    const xml = await documentFor(cartId);
    // The cart changes after the document was built: five tires instead of four.
    const cart = (
      await ctx.app.inject({ method: "GET", url: `/api/cart-summary?cartId=${cartId}` })
    ).json().siteCart;
    await ctx.app.inject({
      method: "PUT",
      url: `/api/cart-summary?cartId=${cartId}`,
      payload: { itemId: cart.siteProducts[0].productId, itemQuantity: 5 },
    });
    const accepted = await postToSandbox(xml);
    const back = new URL(accepted.headers.location as string);
    const returned = await ctx.app.inject({ method: "GET", url: `${back.pathname}${back.search}` });
    expect(returned.statusCode).toBe(303);
    const payment = new URL(returned.headers.location as string, "http://x");
    expect(payment.pathname).toBe("/checkout/payments");
    expect(payment.searchParams.get("exchangeError")).toBe("PRICE_CHANGED");
    expect(payment.searchParams.get("cartId")).toBe(cartId);
  });

  it("refuses malformed and tampered documents with a 400", async () => {
    const malformed = await postToSandbox("<Order><OrderHeader></Order>");
    expect(malformed.statusCode).toBe(400);
    const tampered = (await documentFor(await shippedCart())).replace(
      /<TotalAmount>[^<]*<\/TotalAmount>/,
      "<TotalAmount>1.00</TotalAmount>",
    );
    const refused = await postToSandbox(tampered);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errorMessage).toMatch(/TotalAmount/);
    const notBase64 = await ctx.app.inject({
      method: "POST",
      url: "/api/exchange/sandbox/orders",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "orderRequest=%25%25%25not-base64",
    });
    expect(notBase64.statusCode).toBe(400);
  });

  it("takes no exchange payment through the checkout's own order call", async () => {
    const cartId = await shippedCart();
    const quote = await ctx.app.inject({
      method: "GET",
      url: `/api/checkout/quote?cartId=${cartId}&paymentMethod=exchange`,
    });
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/checkout/orders",
      headers: { "idempotency-key": `test-${randomUUID()}` },
      payload: {
        cartId,
        paymentMethod: "exchange",
        payload: { chargeId: "SBX-SELF-MADE" },
        expectedTotalInCents: quote.json().quote.amounts.totalInCents,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("INVALID_PAYLOAD");
    expect(await ordersOf(cartId)).toHaveLength(0);
  });
});
