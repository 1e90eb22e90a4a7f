import { randomUUID } from "node:crypto";
import type { Order } from "@treadkit/core/order";
import type { App } from "../../app";

/** For tests: an order of four tires shipped home to ana@example.com, paid by sandbox Visa. */
export async function placeHomeOrder(app: App, productId: string): Promise<Order> {
  const call = async (method: "GET" | "POST", url: string, payload?: object, key?: string) => {
    const response = await app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      ...(key ? { headers: { "idempotency-key": key } } : {}),
    });
    if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.body}`);
    return response.json();
  };
  const cart = (
    await call("POST", "/api/cart-summary", { productId, quantity: { front: 4 }, zip: "33301" })
  ).siteCart;
  await call("POST", `/api/checkout/cart-shipping?cartId=${cart.id}`, {
    shippingOption: "home",
    firstName: "Ana",
    lastName: "Diaz",
    addressLine1: "100 Las Olas Blvd",
    city: "Fort Lauderdale",
    state: "FL",
    zip: "33301",
    phone: "9545550100",
    email: "ana@example.com",
  });
  const priced = (await call("GET", `/api/cart-summary?cartId=${cart.id}`)).siteCart;
  const placed = await call(
    "POST",
    "/api/checkout/orders",
    {
      cartId: cart.id,
      paymentMethod: "credit",
      // Sandbox nonces are single-use; a suffix makes a fresh one that behaves the same.
      payload: { nonce: `fake-valid-visa-nonce:${randomUUID()}` },
      expectedTotalInCents: priced.cartSummary.totalInCents,
    },
    `test-key-${randomUUID()}`,
  );
  return placed.order;
}
