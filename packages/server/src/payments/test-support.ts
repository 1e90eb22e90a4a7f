import type { PaymentMethod, PaymentPayload } from "@treadkit/core/payment";
import type { AuthorizeRequest } from "./gateway";

export const TEST_ORDER_REFERENCE = "cart-7";

/** An authorisation request for gateway tests: $123.45 unless told otherwise. */
export const authorizeRequest = (
  method: PaymentMethod,
  payload: PaymentPayload,
  amountInCents = 12_345,
): AuthorizeRequest => ({
  method,
  payload,
  amountInCents,
  currency: "USD",
  orderReference: TEST_ORDER_REFERENCE,
  idempotencyKey: "key-7",
});
