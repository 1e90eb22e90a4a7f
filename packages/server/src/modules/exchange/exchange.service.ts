import { EXCHANGE_PAYMENT_METHOD } from "@treadkit/core/payment";
import type { Db } from "../../db/client";
import { PaymentError, type PaymentGateway } from "../../payments/gateway";
import type { CartContext } from "../cart/cart.service";
import type { Placed } from "../orders/orders.service";
import { placeOrder } from "../orders/placement";
import type { ExchangeAcceptance } from "./exchange-return";

/**
 * The exchange's side of the payment: the exchange took the money on its own checkout, so the
 * "authorisation" is the exchange's order, already accepted. Voiding, capturing and refunding
 * are the exchange's business (its own order management), not a call this store makes.
 */
function acceptedByExchange(acceptance: ExchangeAcceptance): PaymentGateway {
  return {
    name: "exchange",
    async authorize(request) {
      return {
        transactionId: acceptance.exchangeOrderId,
        status: "authorized",
        method: EXCHANGE_PAYMENT_METHOD,
        amountInCents: request.amountInCents,
        cardBrand: null,
        last4: null,
      };
    },
    async findAuthorization() {
      return null;
    },
    async void() {},
    async capture() {},
    async refund() {
      throw new PaymentError("GATEWAY_ERROR", "Exchange orders are refunded by the exchange");
    },
    async status() {
      return "authorized";
    },
    async klarnaSession() {
      throw new PaymentError("INVALID_PAYLOAD", "Not a Klarna payment");
    },
  };
}

/**
 * Records the order the exchange accepted, once (keyed by the exchange's order id): the cart is
 * priced again by placement's own rule and must come to the total the exchange charged; the
 * order is on the military exchange's channel, for the customer the exchange names.
 */
export function recordExchangeOrder(
  db: Db,
  acceptance: ExchangeAcceptance,
  context: CartContext,
  siteOrigin: string,
): Promise<Placed> {
  return placeOrder(db, acceptedByExchange(acceptance), {
    idempotencyKey: `exchange:${acceptance.exchangeOrderId}`,
    body: {
      cartId: acceptance.reference,
      paymentMethod: EXCHANGE_PAYMENT_METHOD,
      payload: { chargeId: acceptance.exchangeOrderId },
      expectedTotalInCents: acceptance.totalInCents,
    },
    context: { ...context, militaryCustomerId: acceptance.customerId },
    siteOrigin,
  });
}
