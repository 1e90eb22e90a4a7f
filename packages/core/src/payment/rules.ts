/** Payment rules of checkout.md §3, §4, §8 and §9. */
import { DEFAULT_SITE_GLOBALS } from "../site/rules";
import type { SiteGlobals } from "../site/schemas";
import {
  type CardBrand,
  type OrderPaymentMethod,
  PAYMENT_SERVER_ERROR_CODES,
  type PaymentMethod,
  type PaymentServerErrorCode,
  type PaymentType,
} from "./schemas";
import type { VerificationGroup } from "./verification-groups";

// ---- Payment type (§3, §4) ----

export type PaymentTypeState = {
  selected: PaymentType;
  /** The last type other than paypal: where leaving paypal returns to. */
  beforePaypal: Exclude<PaymentType, "paypal">;
};

export type PaymentTypeAction =
  | { type: "select"; paymentType: PaymentType }
  /** The PayPal flow was closed or cancelled: back to the type chosen before it. */
  | { type: "leavePaypal" };

export const INITIAL_PAYMENT_TYPE_STATE: PaymentTypeState = {
  selected: "credit",
  beforePaypal: "credit",
};

/**
 * "The last type before paypal is remembered": selecting paypal keeps the current type, leaving
 * paypal returns to it. Choosing another type explicitly always wins, and becomes the remembered
 * one, so `beforePaypal` equals `selected` whenever paypal is not selected.
 */
export function paymentTypeReducer(
  state: PaymentTypeState,
  action: PaymentTypeAction,
): PaymentTypeState {
  if (action.type === "leavePaypal") {
    return state.selected === "paypal" ? { ...state, selected: state.beforePaypal } : state;
  }
  const next = action.paymentType;
  if (next === state.selected) return state;
  if (next === "paypal") return { selected: "paypal", beforePaypal: state.beforePaypal };
  return { selected: next, beforePaypal: next };
}

/**
 * The type a page load starts on (storefront.md §2): a `charge_id` query parameter is a return
 * from Resolve with a charge to complete, so it wins over the #affirm-error hash.
 */
export function paymentTypeFromLocation(location: {
  hash: string;
  search: string;
}): PaymentType | null {
  if (new URLSearchParams(location.search).has("charge_id")) return "resolve";
  if (location.hash === "#affirm-error") return "affirm";
  return null;
}

// ---- Discounts (§3, §9) ----

export type PaymentDiscountPercentages = SiteGlobals["paymentTypeDiscountInPercentage"];

/** The discount percentage for a method; methods without an entry in the globals get none. */
export function paymentDiscountPercent(
  method: OrderPaymentMethod,
  percentages: Partial<PaymentDiscountPercentages> = {},
): number {
  const table: Partial<Record<OrderPaymentMethod, number>> = {
    ...DEFAULT_SITE_GLOBALS.paymentTypeDiscountInPercentage,
    ...percentages,
  };
  return table[method] ?? 0;
}

/**
 * `percent` of an amount in integer cents, rounded to the nearest cent with half a cent rounding
 * up (the shopper's favour on a discount). Throws on an amount that is not whole cents.
 */
export function percentOfCents(amountInCents: number, percent: number): number {
  if (!Number.isSafeInteger(amountInCents) || amountInCents < 0) {
    throw new RangeError(`Amount must be whole, non-negative cents: ${amountInCents}`);
  }
  return Math.round((amountInCents * percent) / 100);
}

export function paymentDiscountCents(
  method: OrderPaymentMethod,
  amountInCents: number,
  percentages?: Partial<PaymentDiscountPercentages>,
): number {
  return percentOfCents(amountInCents, paymentDiscountPercent(method, percentages));
}

/** Military verification gives an additional 5% (checkout.md §9, storefront.md §1). */
export const MILITARY_DISCOUNT_PERCENT = 5;

/**
 * idMeVerifiedStatus names the group the identity provider verified: its scopes are military
 * or student/teacher/alumni (storefront.md §7). Only "military" (any case) earns the discount;
 * a bare "verified" does not say which group, so it does not.
 */
export function isMilitaryVerified(idMeVerifiedStatus: string | null | undefined): boolean {
  return idMeVerifiedStatus?.trim().toLowerCase() === "military";
}

/** Where identity verification starts for a cart, returning to the page given (storefront.md §7). */
export function verificationHref(input: {
  scope: VerificationGroup;
  /** The cart to verify for; without one the signed-in account is verified. */
  cartId?: string | undefined;
  returnTo: string;
}): string {
  const query = new URLSearchParams({ scope: input.scope });
  if (input.cartId) query.set("cartId", input.cartId);
  query.set("returnTo", input.returnTo);
  return `/api/id-verification?${query}`;
}

/** What the page says when verification returns with idMeStatus; null when it says nothing. */
export function verificationNotice(
  idMeStatus: string | null,
): { tone: "success" | "error"; text: string } | null {
  switch (idMeStatus) {
    case "verified":
      return {
        tone: "success",
        text: `Military status verified: an extra ${MILITARY_DISCOUNT_PERCENT}% comes off your order.`,
      };
    case "unverified":
      return { tone: "error", text: "We could not verify your military status." };
    case "failed":
      return { tone: "error", text: "Verification is not available right now. Please try again." };
    default:
      return null;
  }
}

/**
 * The military discount on an amount. It is taken from the same amount as the payment-method
 * discount, so the two add up (10% + 5% = 15%) rather than compound.
 */
export function militaryDiscountCents(
  amountInCents: number,
  idMeVerifiedStatus: string | null | undefined,
): number {
  if (!isMilitaryVerified(idMeVerifiedStatus)) return 0;
  return percentOfCents(amountInCents, MILITARY_DISCOUNT_PERCENT);
}

// ---- Card brand (§3) ----

// Issuer ranges on the leading digits; the width of each range is the width of its bounds.
const CARD_BRAND_RANGES: readonly (readonly [CardBrand, number, number])[] = [
  ["American Express", 34, 34],
  ["American Express", 37, 37],
  ["Visa", 4, 4],
  ["JCB", 3528, 3589],
  ["Discover", 6011, 6011],
  ["Discover", 644, 649],
  ["Discover", 65, 65],
  ["MasterCard", 51, 55],
  ["MasterCard", 2221, 2720],
];

/**
 * The accepted brand a card number (or the part typed so far) belongs to; null while the prefix
 * is too short to tell, and for brands not accepted.
 */
export function cardBrandFromNumber(number: string): CardBrand | null {
  const digits = number.replace(/[\s-]/g, "");
  if (!/^\d+$/.test(digits)) return null;
  for (const [brand, low, high] of CARD_BRAND_RANGES) {
    const width = String(low).length;
    if (digits.length < width) continue;
    const lead = Number(digits.slice(0, width));
    if (lead >= low && lead <= high) return brand;
  }
  return null;
}

// ---- Messages (§5, §8) ----

export const GENERIC_PAYMENT_MESSAGE =
  "We're sorry, the payment was not able to be processed. Please try again or use another payment method.";
/** Code 539: accepted by the provider but not settled yet. */
export const PAYMENT_PROCESSING_MESSAGE =
  "Your payment is processing. Please check your email for your order confirmation; if nothing arrives within 30 minutes, please contact customer service.";
export const PAYMENT_ERROR_TITLE = "Payment error";
export const APPOINTMENT_ISSUE_MESSAGE = "Issue with installer's appointment, please reschedule";
/** Card validation on the provider's side (§5). */
export const CARD_INVALID_MESSAGE = "Credit card is invalid";

// The spec leaves the wording below open (§8: "not shown"); storefront.md has no provider texts.
export const PAYPAL_CANCELLED_MESSAGE =
  "PayPal checkout was cancelled and your order has not been placed. Choose PayPal again or use another payment method.";
export const APPLE_PAY_CANCELLED_MESSAGE =
  "Apple Pay was cancelled and your order has not been placed. Try Apple Pay again or use another payment method.";
export const RESOLVE_CANCELLED_MESSAGE =
  "Resolve checkout was cancelled and your order has not been placed. Choose Resolve again or use another payment method.";
export const FINANCING_CANCELLED_MESSAGE =
  "Your financing application was cancelled and your order has not been placed. Apply again or use another payment method.";
export const PAYMENT_CANCELLED_MESSAGE =
  "The payment was cancelled and your order has not been placed. Please try again or use another payment method.";
export const PAYMENT_CONNECTION_MESSAGE =
  "We couldn't reach our payment provider. Please check your connection and try again.";
export const PAYMENT_RATE_LIMITED_MESSAGE =
  "Too many payment attempts. Please wait a few minutes and try again.";
export const CARD_DETAILS_REQUIRED_MESSAGE = "Please enter your card details";
/**
 * The card's fields failed the provider's check in the browser. Each field carries its own
 * message (card-entry.ts); this is only for a screen that cannot show them, and it is not the
 * provider's refusal of the card, which §5 words as CARD_INVALID_MESSAGE.
 */
export const CARD_FIELDS_INVALID_MESSAGE = "Please check your card details";
export const OUT_OF_STOCK_MESSAGE =
  "A tire in your cart is no longer in stock. Please review your cart before paying.";

/** Pay-later methods that finance the purchase ("card financing" in §8). */
const FINANCING_METHODS: ReadonlySet<OrderPaymentMethod> = new Set<OrderPaymentMethod>([
  "affirm",
  "klarna",
  "katapult",
  "synchrony",
]);

/** What the shopper is told after cancelling a provider's flow. */
export function cancellationMessage(method: OrderPaymentMethod | null | undefined): string {
  if (method === "paypal") return PAYPAL_CANCELLED_MESSAGE;
  if (method === "applepay") return APPLE_PAY_CANCELLED_MESSAGE;
  if (method === "resolve") return RESOLVE_CANCELLED_MESSAGE;
  if (method && FINANCING_METHODS.has(method)) return FINANCING_CANCELLED_MESSAGE;
  return PAYMENT_CANCELLED_MESSAGE;
}

/** Provider codes meaning the shopper closed the flow, with the method they belong to. */
const PROVIDER_CANCELLATIONS: Readonly<Record<string, PaymentMethod>> = {
  PAYPAL_POPUP_CLOSED: "paypal",
  PAYPAL_START_VAULT_INITIATED_CHECKOUT_CANCELED: "paypal",
  VENMO_CANCELED: "venmo",
  VENMO_APP_CANCELED: "venmo",
  VENMO_DESKTOP_CANCELED: "venmo",
};

/**
 * Provider client-library codes (checkout.md §8) and our request client's NetworkError. Codes
 * the shopper cannot act on (our authorization, a torn-down component) get the generic text;
 * they are listed so the table shows they were considered.
 */
export const PROVIDER_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  CLIENT_INVALID_AUTHORIZATION: GENERIC_PAYMENT_MESSAGE,
  CLIENT_AUTHORIZATION_INVALID: GENERIC_PAYMENT_MESSAGE,
  CLIENT_AUTHORIZATION_INSUFFICIENT: GENERIC_PAYMENT_MESSAGE,
  CLIENT_REQUEST_ERROR: GENERIC_PAYMENT_MESSAGE,
  METHOD_CALLED_AFTER_TEARDOWN: GENERIC_PAYMENT_MESSAGE,
  HOSTED_FIELDS_TOKENIZATION_FAIL_ON_DUPLICATE: GENERIC_PAYMENT_MESSAGE,
  PAYPAL_ACCOUNT_TOKENIZATION_FAILED: GENERIC_PAYMENT_MESSAGE,
  CLIENT_GATEWAY_NETWORK: PAYMENT_CONNECTION_MESSAGE,
  CLIENT_REQUEST_TIMEOUT: PAYMENT_CONNECTION_MESSAGE,
  HOSTED_FIELDS_TOKENIZATION_NETWORK_ERROR: PAYMENT_CONNECTION_MESSAGE,
  HOSTED_FIELDS_TIMEOUT: PAYMENT_CONNECTION_MESSAGE,
  PAYPAL_FLOW_FAILED: PAYMENT_CONNECTION_MESSAGE,
  NetworkError: PAYMENT_CONNECTION_MESSAGE,
  CLIENT_RATE_LIMITED: PAYMENT_RATE_LIMITED_MESSAGE,
  HOSTED_FIELDS_FIELDS_EMPTY: CARD_DETAILS_REQUIRED_MESSAGE,
  HOSTED_FIELDS_FIELDS_INVALID: CARD_FIELDS_INVALID_MESSAGE,
  HOSTED_FIELDS_FAILED_TOKENIZATION: CARD_INVALID_MESSAGE,
  HOSTED_FIELDS_TOKENIZATION_CVV_VERIFICATION_FAILED: CARD_INVALID_MESSAGE,
};

/**
 * Server checkout codes; CANCELLED is left out, its message depends on the method. The server's
 * own errorMessage is shown only for OUT_OF_STOCK (it names the tire); payment refusals keep to
 * our wording so processor details never reach the page.
 */
const SERVER_ERROR_MESSAGES: Readonly<
  Record<Exclude<PaymentServerErrorCode, "CANCELLED">, string>
> = {
  DECLINED: GENERIC_PAYMENT_MESSAGE,
  INVALID_PAYLOAD: GENERIC_PAYMENT_MESSAGE,
  NONCE_USED: GENERIC_PAYMENT_MESSAGE,
  PROCESSING: PAYMENT_PROCESSING_MESSAGE,
  TIMEOUT: GENERIC_PAYMENT_MESSAGE,
  GATEWAY_ERROR: GENERIC_PAYMENT_MESSAGE,
  SLOT_UNAVAILABLE: APPOINTMENT_ISSUE_MESSAGE,
  OUT_OF_STOCK: OUT_OF_STOCK_MESSAGE,
};

const isServerCode = (code: string): code is PaymentServerErrorCode =>
  (PAYMENT_SERVER_ERROR_CODES as readonly string[]).includes(code);

/** A code (539, "PROCESSING", "CLIENT_RATE_LIMITED"), a provider error or a server error body. */
export type PaymentFailure =
  | number
  | string
  | { code?: unknown; errorMessage?: unknown }
  | null
  | undefined;

// Plain objects answer "constructor" and "toString" too; only the table's own keys count.
const lookup = <T>(table: Readonly<Record<string, T>>, key: string): T | undefined =>
  Object.hasOwn(table, key) ? table[key] : undefined;

function failureParts(failure: PaymentFailure | unknown): { code: string; errorMessage: string } {
  if (typeof failure === "number" || typeof failure === "string") {
    return { code: String(failure), errorMessage: "" };
  }
  if (typeof failure !== "object" || failure === null) return { code: "", errorMessage: "" };
  const { code, errorMessage } = failure as { code?: unknown; errorMessage?: unknown };
  return {
    code: typeof code === "string" || typeof code === "number" ? String(code) : "",
    errorMessage: typeof errorMessage === "string" ? errorMessage.trim() : "",
  };
}

/** True when the shopper closed or cancelled the provider's flow (not a refusal). */
export function isPaymentCancellation(failure: PaymentFailure | unknown): boolean {
  const { code } = failureParts(failure);
  return code === "CANCELLED" || lookup(PROVIDER_CANCELLATIONS, code) !== undefined;
}

/**
 * The message the shopper sees for a failed payment; `method` is the one being paid with, and
 * names the cancellation message. Anything unrecognised gets the generic message.
 */
export function paymentErrorMessage(
  failure: PaymentFailure | unknown,
  method?: OrderPaymentMethod | null,
): string {
  const { code, errorMessage } = failureParts(failure);
  if (code === "539") return PAYMENT_PROCESSING_MESSAGE;
  const cancelled = lookup(PROVIDER_CANCELLATIONS, code);
  if (cancelled) return cancellationMessage(cancelled);
  if (isServerCode(code)) {
    if (code === "CANCELLED") return cancellationMessage(method);
    if (code === "OUT_OF_STOCK" && errorMessage) return errorMessage;
    return SERVER_ERROR_MESSAGES[code];
  }
  return lookup(PROVIDER_ERROR_MESSAGES, code) ?? GENERIC_PAYMENT_MESSAGE;
}

// ---- Requests to the provider (§9) ----

export const PAYMENT_SDK_VERSION = "3.117.1";
export const PAYMENT_API_VERSION = "2018-05-10";
/** The SDK's integration timeout, and the per-attempt timeout of a payment request. */
export const PAYMENT_REQUEST_TIMEOUT_MS = 60_000;
export const PAYMENT_REQUEST_RETRIES = 1;
export const PAYMENT_ANALYTICS_TIMEOUT_MS = 2_000;

export type PaymentRequestFailure = { timedOut: true } | { status: number };

/**
 * Whether to try again after attempt number `attempt` (1 for the first) failed: once, and only
 * when no answer arrived (a timeout, status 0) or the server timed out waiting (408). Retrying a
 * charge is safe because placing an order carries an idempotency key (DESIGN.md).
 */
export function shouldRetryPaymentRequest(
  attempt: number,
  failure: PaymentRequestFailure,
): boolean {
  if (attempt > PAYMENT_REQUEST_RETRIES) return false;
  return "timedOut" in failure || failure.status === 0 || failure.status === 408;
}
