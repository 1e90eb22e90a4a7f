import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import { HOME } from "../../packages/server/src/testing/orders";
import type { roundRobin } from "./server-processes";

type Call = ReturnType<typeof roundRobin>;

/** Carts and orders shipped home, made over HTTP on a fleet of server processes. */
export function fleetOrders(call: Call, keyPrefix: string) {
  /** A cart of `quantity` of the tire shipped home, ready to pay; its id and total. */
  async function readyCart(productId: string, quantity: number) {
    const created = await call("POST", "/api/cart-summary", {
      productId,
      quantity: { front: quantity },
      zip: HOME.zip,
    });
    expect(created.status).toBe(201);
    const cartId = (created.body.siteCart as { id: string }).id;
    expect((await call("POST", `/api/checkout/cart-shipping?cartId=${cartId}`, HOME)).status).toBe(
      200,
    );
    const cart = await call("GET", `/api/cart-summary?cartId=${cartId}`);
    const total = (cart.body.siteCart as { cartSummary: { totalInCents: number } }).cartSummary
      .totalInCents;
    return { cartId, total };
  }

  /** Pays the cart by sandbox card and places its order, under a new idempotency key. */
  const place = (cart: { cartId: string; total: number }) =>
    call(
      "POST",
      "/api/checkout/orders",
      {
        cartId: cart.cartId,
        paymentMethod: "credit",
        payload: { nonce: `fake-valid-visa-nonce:${randomUUID()}` },
        expectedTotalInCents: cart.total,
      },
      { "idempotency-key": `${keyPrefix}-${randomUUID()}` },
    );

  return { readyCart, place };
}
