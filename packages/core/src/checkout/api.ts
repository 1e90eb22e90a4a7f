import { type Client, RESPONSE_CHECKS } from "../client";
import { klarnaSessionResponseSchema } from "../payment/schemas";
import { type CartBillingRequest, cartBillingResponseSchema } from "../shipping/schemas";

/** GET /checkout/cart-billing: the billing address saved for the cart (404 before one is). */
export function getCartBilling(client: Client, cartId: string, signal?: AbortSignal) {
  return client.request({
    path: "/checkout/cart-billing",
    query: { cartId },
    schema: RESPONSE_CHECKS ? cartBillingResponseSchema : undefined,
    signal,
  });
}

/** POST /checkout/cart-billing: the billing address of the payment step. */
export function saveCartBilling(client: Client, cartId: string, body: CartBillingRequest) {
  return client.request({
    method: "POST",
    path: "/checkout/cart-billing",
    query: { cartId },
    json: body,
    schema: RESPONSE_CHECKS ? cartBillingResponseSchema : undefined,
  });
}

/**
 * POST /checkout/cart-klarna: a Klarna session for the cart's total, opened before Klarna's
 * own flow (its SDK starts from `klarnaSession.client_token`).
 */
export function openKlarnaSession(client: Client, cartId: string) {
  return client.request({
    method: "POST",
    path: "/checkout/cart-klarna",
    query: { cartId },
    schema: RESPONSE_CHECKS ? klarnaSessionResponseSchema : undefined,
  });
}
