import { putCart } from "../cart/api";
import type { SiteCart } from "../cart/schemas";
import { type Client, RESPONSE_CHECKS, type Result } from "../client";
import { getOrderQuote } from "../order/api";
import { EMAIL_MESSAGE, isValidEmail } from "../validation/email";
import {
  EXCHANGE_CARD_MESSAGE,
  EXCHANGE_ORDER_UNPREPARED_MESSAGE,
  EXCHANGE_PAYMENT_METHOD,
  type ExchangeCustomer,
  exchangeCardDigits,
  exchangeCardResponseSchema,
  exchangeOrderLines,
  exchangeSettingsResponseSchema,
} from "./exchange-checkout";
import type { ExchangeFormTarget } from "./exchange-form";
import { isExchangeOrderError } from "./exchange-order-error";

/** POST /checkout/exchange-card: the exchange's validation service's answer for a card number. */
export function checkExchangeCard(
  client: Client,
  cartId: string,
  cardNumber: string,
): Promise<Result<{ valid: true; last4: string }>> {
  return client.request({
    method: "POST",
    path: "/checkout/exchange-card",
    query: { cartId },
    json: { cardNumber },
    schema: RESPONSE_CHECKS ? exchangeCardResponseSchema : undefined,
  });
}

/** GET /checkout/exchange: where the order document is posted (the operator's exchange). */
export function getExchangeSettings(client: Client): Promise<Result<{ orderUrl: string }>> {
  return client.request({
    path: "/checkout/exchange",
    schema: RESPONSE_CHECKS ? exchangeSettingsResponseSchema : undefined,
  });
}

/**
 * The hidden form's target for the cart: the XML order document built from the server's figures
 * for an exchange order, and the exchange's address. The builder is loaded only here, so pages
 * off the exchange's channel never download it.
 */
export async function prepareExchangeOrder(
  client: Client,
  input: {
    cartId: string;
    cart: Pick<SiteCart, "siteProducts">;
    customer: ExchangeCustomer;
    now: Date;
  },
): Promise<Result<ExchangeFormTarget>> {
  const [quote, settings, { buildExchangeOrderXml }] = await Promise.all([
    getOrderQuote(client, { cartId: input.cartId, paymentMethod: EXCHANGE_PAYMENT_METHOD }),
    getExchangeSettings(client),
    import("./exchange-xml"),
  ]);
  if (!quote.isSuccess) return quote;
  if (!settings.isSuccess) return settings;
  const xml = buildExchangeOrderXml({
    orderReference: input.cartId,
    aafes_customer_id: input.customer.customerId,
    aafes_checkout_url: input.customer.checkoutUrl,
    issuedAt: input.now,
    lines: exchangeOrderLines(input.cart, quote.data.quote.amounts),
  });
  return { isSuccess: true, statusCode: 200, data: { action: settings.data.orderUrl, xml } };
}

export type ExchangeCheckoutOutcome =
  | { ok: true; target: ExchangeFormTarget }
  /** `field` names what the shopper puts right: the card number, the e-mail, or neither. */
  | { ok: false; field: "cardNumber" | "email" | null; message: string };

/**
 * The payment step on the exchange's channel: the e-mail for the receipt kept on the cart, the
 * card number checked by the exchange's validation service, then the order document built for
 * the hidden form. The exchange bills the card's account, so no billing address is asked. Stops
 * at the first refusal, saying where it belongs.
 */
export async function startExchangeCheckout(
  client: Client,
  input: {
    cartId: string;
    cart: Pick<SiteCart, "siteProducts">;
    customer: ExchangeCustomer;
    cardNumber: string;
    email: string;
    now: Date;
  },
): Promise<ExchangeCheckoutOutcome> {
  const email = input.email.trim();
  if (!isValidEmail(email)) return { ok: false, field: "email", message: EMAIL_MESSAGE };
  if (!exchangeCardDigits(input.cardNumber)) {
    return { ok: false, field: "cardNumber", message: EXCHANGE_CARD_MESSAGE };
  }
  const card = await checkExchangeCard(client, input.cartId, input.cardNumber);
  if (!card.isSuccess) {
    const field = card.error.statusCode === 400 || card.error.statusCode === 422;
    return { ok: false, field: field ? "cardNumber" : null, message: card.error.message };
  }
  const saved = await putCart(client, input.cartId, { email });
  if (!saved.isSuccess) return { ok: false, field: "email", message: saved.error.message };
  try {
    const prepared = await prepareExchangeOrder(client, input);
    if (!prepared.isSuccess) return { ok: false, field: null, message: prepared.error.message };
    return { ok: true, target: prepared.data };
  } catch (error) {
    if (!isExchangeOrderError(error)) throw error;
    return { ok: false, field: null, message: EXCHANGE_ORDER_UNPREPARED_MESSAGE };
  }
}
