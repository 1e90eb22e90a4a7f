/**
 * The military-exchange channel's checkout (storefront.md §3, §5, §6; checkout.md §7): the
 * shopper arrives from the exchange with aafes_customer_id and aafes_checkout_url, kept for the
 * visit; the payment step checks the exchange card number and hands the order to the exchange
 * as the XML order document. Pure rules; the calls are in exchange-api.ts.
 */
import { z } from "zod";
import type { SiteCart } from "../cart/schemas";
import type { OrderAmountsInCents } from "../order/schemas";
import { cookieValue } from "../platform/cookies";
import { ExchangeOrderError } from "./exchange-order-error";
import type { ExchangeOrderLine } from "./exchange-xml";

/** Where the exchange sends its shoppers, with the two customer fields in the query. */
export const EXCHANGE_ARRIVAL_PATH = "/military-exchange";
/** The customer fields kept for the visit (session cookies), read by the page and the server. */
export const AAFES_CUSTOMER_ID_COOKIE = "AAFES_CUSTOMER_ID";
export const AAFES_CHECKOUT_URL_COOKIE = "AAFES_CHECKOUT_URL";
/** The payment method an exchange order is recorded with: the exchange takes the payment. */
export const EXCHANGE_PAYMENT_METHOD = "exchange";

/** The confirmation's word on an order paid at the exchange. */
export const EXCHANGE_PAID_MESSAGE = "Paid with your MILITARY STAR card at the Exchange.";

export const EXCHANGE_CUSTOMER_MESSAGE = "The exchange customer id is missing or not valid";
export const EXCHANGE_CHECKOUT_URL_MESSAGE = "The exchange checkout URL is missing or not valid";

const customerIdSchema = z
  .string({ error: EXCHANGE_CUSTOMER_MESSAGE })
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/, { error: EXCHANGE_CUSTOMER_MESSAGE });

const checkoutUrlSchema = z
  .string({ error: EXCHANGE_CHECKOUT_URL_MESSAGE })
  .trim()
  .max(2000, { error: EXCHANGE_CHECKOUT_URL_MESSAGE })
  .refine(
    (value) => {
      try {
        const { protocol } = new URL(value);
        return protocol === "https:" || protocol === "http:";
      } catch {
        return false;
      }
    },
    { error: EXCHANGE_CHECKOUT_URL_MESSAGE },
  );

/** The arrival link's query: the two customer fields and, optionally, the page to open. */
export const exchangeArrivalQuerySchema = z.object({
  aafes_customer_id: customerIdSchema,
  aafes_checkout_url: checkoutUrlSchema,
  returnTo: z.string().max(2000).optional(),
});

export type ExchangeCustomer = { customerId: string; checkoutUrl: string };

/** The exchange shopper of this visit, from its cookies; null off the exchange's channel. */
export function exchangeCustomerOf(cookies: string | null | undefined): ExchangeCustomer | null {
  const customerId = customerIdSchema.safeParse(cookieValue(cookies, AAFES_CUSTOMER_ID_COOKIE));
  const checkoutUrl = checkoutUrlSchema.safeParse(cookieValue(cookies, AAFES_CHECKOUT_URL_COOKIE));
  if (!customerId.success || !checkoutUrl.success) return null;
  return { customerId: customerId.data, checkoutUrl: checkoutUrl.data };
}

// ---- The exchange card (storefront.md §3: a card-number validation service) ----

export const EXCHANGE_CARD_MESSAGE = "Please enter a valid MILITARY STAR card number";
export const EXCHANGE_CARD_REFUSED_MESSAGE =
  "The Exchange could not accept this MILITARY STAR card. Please check the number or call the Exchange.";
export const EXCHANGE_CARD_UNAVAILABLE_MESSAGE =
  "The Exchange cannot check cards right now. Please try again in a few minutes.";
/** MILITARY STAR card numbers: 16 digits on the exchange's own issuer range. */
const EXCHANGE_CARD_PREFIX = "6019";

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * The card number's digits when it is shaped like a MILITARY STAR card (16 digits with spaces or
 * hyphens allowed, the issuer's prefix, a valid check digit); null otherwise. Whether the account
 * can pay is the exchange's validation service's answer.
 */
export function exchangeCardDigits(input: string): string | null {
  const digits = input.replace(/[\s-]/g, "");
  if (!/^\d{16}$/.test(digits) || !digits.startsWith(EXCHANGE_CARD_PREFIX)) return null;
  return luhnValid(digits) ? digits : null;
}

export const exchangeCardRequestSchema = z.strictObject({
  cardNumber: z
    .string({ error: EXCHANGE_CARD_MESSAGE })
    .max(32, { error: EXCHANGE_CARD_MESSAGE })
    .refine((value) => exchangeCardDigits(value) !== null, { error: EXCHANGE_CARD_MESSAGE }),
});
export type ExchangeCardRequest = z.infer<typeof exchangeCardRequestSchema>;

export const exchangeCardResponseSchema = z.object({
  valid: z.literal(true),
  last4: z.string(),
});

export const EXCHANGE_ORDER_UNPREPARED_MESSAGE =
  "We could not prepare your order for the Exchange. Please try again or call customer service.";

/**
 * What the payment step says when the exchange's return could not become an order
 * (`exchangeError`, the server's code): the cart no longer comes to what the exchange accepted.
 */
export function exchangeReturnNotice(code: string | null): string | null {
  if (!code) return null;
  switch (code) {
    case "PRICE_CHANGED":
      return "The price of your order changed before the Exchange confirmed it, so it was not placed. Please check your order and send it to the Exchange again.";
    case "OUT_OF_STOCK":
      return "A tire in your order sold out before the Exchange confirmed it, so the order was not placed. Please change your cart and try again.";
    case "CART_ORDERED":
      return "This cart has already been ordered.";
    default:
      return "Your order could not be placed after the Exchange confirmed it. Please try again or call customer service.";
  }
}

/** Where the page posts the order document: the operator's exchange, the sandbox by default. */
export const exchangeSettingsResponseSchema = z.object({ orderUrl: z.string() });

// ---- The order document's lines (checkout.md §7) ----

type Split = { quantity: number; unitPriceInCents: number }[];

/** A line's total over its quantity in whole cents: some units one cent dearer when it must. */
function splitEvenly(totalInCents: number, quantity: number): Split {
  const unit = Math.floor(totalInCents / quantity);
  const dearer = totalInCents - unit * quantity;
  const parts: Split = [];
  if (quantity - dearer > 0) parts.push({ quantity: quantity - dearer, unitPriceInCents: unit });
  if (dearer > 0) parts.push({ quantity: dearer, unitPriceInCents: unit + 1 });
  return parts;
}

/** `amount` shared over `weights` in proportion, whole cents, the odd cents to the largest. */
function shareOut(amount: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0 || amount === 0) return weights.map(() => 0);
  const shares = weights.map((w) => Math.floor((amount * w) / sum));
  let rest = amount - shares.reduce((a, b) => a + b, 0);
  const largestFirst = weights
    .map((_, i) => i)
    .sort((a, b) => (weights[b] ?? 0) - (weights[a] ?? 0));
  for (let k = 0; rest > 0; k++, rest--) {
    const index = largestFirst[k % largestFirst.length] as number;
    shares[index] = (shares[index] ?? 0) + 1;
  }
  return shares;
}

/** A line without its amounts, kind by kind. */
type LineHead = ExchangeOrderLine extends infer L
  ? L extends ExchangeOrderLine
    ? Omit<L, "quantity" | "unitPriceInCents">
    : never
  : never;
type Priced = { line: LineHead; quantity: number; totalInCents: number };

/**
 * The order document's lines for a cart priced by the server (its review figures): each tire,
 * its road-hazard coverage, the fee charges (federal excise tax, and any state tire fee or tax
 * the order carries), the installer and shipping. The document has no discount line, so the
 * order's discounts come off the tires, coverage and installation in proportion, a line split in
 * two where its units cannot all cost the same cent. The lines add up to the order's total.
 */
export function exchangeOrderLines(
  cart: Pick<SiteCart, "siteProducts">,
  amounts: OrderAmountsInCents,
): ExchangeOrderLine[] {
  const discounted: Priced[] = [];
  for (const p of cart.siteProducts) {
    const name = `${p.brand.label} ${p.name} ${p.size}`;
    const productId = String(p.productId);
    discounted.push({
      line: { kind: "tire", productId, description: name },
      quantity: p.quantity,
      totalInCents: p.quantity * p.price.salePriceInCents,
    });
    if (p.roadHazardCostInCents > 0)
      discounted.push({
        line: { kind: "roadHazard", description: `Road hazard coverage, ${name}` },
        quantity: p.quantity,
        totalInCents: p.roadHazardCostInCents,
      });
  }
  if (amounts.installationInCents > 0)
    discounted.push({
      line: { kind: "installer", description: "Installation" },
      quantity: 1,
      totalInCents: amounts.installationInCents,
    });

  const discount =
    amounts.discountInCents +
    amounts.signUpOfferInCents +
    amounts.paymentDiscountInCents +
    amounts.militaryDiscountInCents +
    amounts.occupationDiscountInCents;
  const shares = shareOut(
    discount,
    discounted.map((d) => d.totalInCents),
  );
  const lines: ExchangeOrderLine[] = [];
  discounted.forEach((d, i) => {
    const total = d.totalInCents - (shares[i] ?? 0);
    if (total < 0) throw new ExchangeOrderError("The order's discounts exceed what they apply to");
    for (const part of splitEvenly(total, d.quantity)) {
      lines.push({ ...d.line, ...part } as ExchangeOrderLine);
    }
  });

  const fees: [string, number][] = [
    ["Federal excise tax", amounts.federalExciseTaxInCents],
    ["State tire fee", amounts.tireFeeInCents],
    ["Sales tax", amounts.salesTaxInCents],
  ];
  for (const [description, cents] of fees) {
    if (cents > 0) lines.push({ kind: "fee", description, quantity: 1, unitPriceInCents: cents });
  }
  lines.push({
    kind: "shipping",
    description: amounts.shippingInCents > 0 ? "Shipping and handling" : "Free shipping",
    quantity: 1,
    unitPriceInCents: amounts.shippingInCents,
  });

  const sum = lines.reduce((total, l) => total + l.quantity * l.unitPriceInCents, 0);
  if (sum !== amounts.totalInCents) {
    throw new ExchangeOrderError(
      `The order's lines come to ${sum} cents, not its total of ${amounts.totalInCents}`,
    );
  }
  return lines;
}
