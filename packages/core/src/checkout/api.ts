import { type Client, RESPONSE_CHECKS } from "../client";
import { type CartBillingRequest, cartBillingResponseSchema } from "../shipping/schemas";

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
