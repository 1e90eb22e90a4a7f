import { randomUUID } from "node:crypto";
import type { Order } from "@treadkit/core/order";
import type { App } from "../app";
import type { TestBrowser } from "./accounts";

/** A valid ship-to-me delivery in Fort Lauderdale (ZIP 33301). */
export const HOME = {
  shippingOption: "home",
  firstName: "Ana",
  lastName: "Diaz",
  addressLine1: "100 Las Olas Blvd",
  city: "Fort Lauderdale",
  state: "FL",
  zip: "33301",
  phone: "9545550100",
  email: "ana@example.com",
};

/**
 * An order placed through the API: `quantity` of the tire shipped home to ZIP 33301 for
 * ana@example.com, paid with a fresh sandbox Visa nonce (nonces are single-use), or a fresh copy
 * of the sandbox nonce given.
 */
export async function placeTestOrder(
  app: App,
  productId: string,
  options: {
    quantity?: number;
    roadHazard?: boolean;
    nonce?: string;
    /** Sent with every call, e.g. a signed-in member's cookie. */
    headers?: Record<string, string>;
  } = {},
): Promise<Order> {
  const call = async (method: "GET" | "POST", url: string, payload?: object, key?: string) => {
    const response = await app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: { ...options.headers, ...(key ? { "idempotency-key": key } : {}) },
    });
    if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.body}`);
    return response.json();
  };
  const cart = (
    await call("POST", "/api/cart-summary", {
      productId,
      quantity: { front: options.quantity ?? 4 },
      zip: HOME.zip,
      ...(options.roadHazard ? { shouldAddCoverage: true } : {}),
    })
  ).siteCart;
  await call("POST", `/api/checkout/cart-shipping?cartId=${cart.id}`, HOME);
  // The total to expect is the order's own quote, as the review step asks for it.
  const { quote } = await call("GET", `/api/checkout/quote?cartId=${cart.id}&paymentMethod=credit`);
  const placed = await call(
    "POST",
    "/api/checkout/orders",
    {
      cartId: cart.id,
      paymentMethod: "credit",
      payload: { nonce: `${options.nonce ?? "fake-valid-visa-nonce"}:${randomUUID()}` },
      expectedTotalInCents: quote.amounts.totalInCents,
    },
    `test-key-${randomUUID()}`,
  );
  return placed.order;
}

/** A new cart of four of the tire in the browser, shipped home (HOME); returns its id. */
export async function shippedCart(browser: TestBrowser, productId: string): Promise<string> {
  const added = await browser.request("POST", "/api/cart-summary", {
    json: { productId, quantity: { front: 4 }, zip: HOME.zip },
  });
  if (added.status !== 201 && added.status !== 200)
    throw new Error(`add to cart: ${added.status} ${added.body}`);
  const cartId = added.json().siteCart.id as string;
  const shipped = await browser.request("POST", `/api/checkout/cart-shipping?cartId=${cartId}`, {
    json: HOME,
  });
  if (shipped.status !== 200) throw new Error(`cart shipping: ${shipped.status} ${shipped.body}`);
  return cartId;
}
