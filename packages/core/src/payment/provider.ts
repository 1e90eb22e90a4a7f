import type { CardFormState } from "./card-entry";
import { type CardFieldName, PaymentProviderError } from "./provider-error";
import { type PaymentMethod, type PaymentPayload, paymentPayloadSchema } from "./schemas";

/**
 * The browser side of paying: what the checkout screens call to turn a shopper's card, wallet or
 * pay-later approval into a payload of checkout.md §3 for the server. Braintree implements it
 * (braintree.ts) and so does an offline sandbox (sandbox.ts); screens never know which.
 */

/** Pay-later (financing) providers: their own SDKs hand back a charge id or authorization token. */
export const PAY_LATER_METHODS = ["affirm", "resolve", "katapult", "synchrony", "klarna"] as const;
export type PayLaterMethod = (typeof PAY_LATER_METHODS)[number];

export function isPayLaterMethod(method: unknown): method is PayLaterMethod {
  return (PAY_LATER_METHODS as readonly unknown[]).includes(method);
}

// The payload kinds of checkout.md §3; checkPayload's bound keeps each a PaymentPayload.
export type ChargePayload = { chargeId: string };
export type WalletPayload = { nonce: string; details: { payerId: string } };
/**
 * A wallet's tokenized card (Apple Pay, Google Pay): the device account's last two digits, and
 * the card the shopper chose in the wallet as the wallet names it ("Visa", "1234"), when known.
 */
export type TokenizedCardPayload = {
  nonce: string;
  details: { dpanLastTwo: string; cardType?: string; lastFour?: string };
};
export type CardNoncePayload = { nonce: string; details: { cardType: string; lastFour: string } };

/** Where a card field goes: a CSS selector or the element itself. */
export type CardFieldTarget = string | HTMLElement;

export type CardFieldsOptions = {
  number: CardFieldTarget;
  expiry: CardFieldTarget;
  cvv: CardFieldTarget;
  postalCode?: CardFieldTarget;
  /** Styles for the provider's field frames, in its own format (Braintree's `styles`). */
  styles?: Record<string, Record<string, string> | string>;
  /**
   * What the fields start with: the expiry of a card the shopper already entered ("MM/YY").
   * The number and the security code are never kept, so never prefilled.
   */
  prefill?: { expiry?: string | null };
};

/** A card field gained or lost focus, or its emptiness, validity or the brand changed. */
export type CardFieldsEvent = {
  type: "focus" | "blur" | "change";
  field: CardFieldName;
  state: CardFormState;
};

/** Card fields mounted on the page. */
export type CardFields = {
  /** The card as a single-use nonce; rejects with HOSTED_FIELDS_FIELDS_* when the form is not complete. */
  tokenize(): Promise<CardNoncePayload>;
  /** Removes the fields from the page; later calls reject with METHOD_CALLED_AFTER_TEARDOWN. */
  teardown(): Promise<void>;
  /** Whether each field is empty, valid, focused: never what was typed. */
  state(): CardFormState;
  /** Calls `listener` on every CardFieldsEvent until the returned function is called. */
  subscribe(listener: (event: CardFieldsEvent) => void): () => void;
  focus(field: CardFieldName): void;
  /**
   * Marks a field wrong for assistive technology, with the message read with it (Braintree's
   * aria-invalid and setMessage); null marks it right again. The page shows the message too.
   */
  setError(field: CardFieldName, message: string | null): void;
  /** The expiry of the card last tokenized, "MM/YY", for a later form to start with. */
  lastExpiry(): string | null;
};

export type WalletOptions = { amountInCents: number };

export interface PaymentProvider {
  readonly name: "braintree" | "sandbox";
  /**
   * Loads what `method` needs and answers whether this browser can offer it. Call it when the
   * method's button shows: Apple Pay, Google Pay and PayPal must open inside the click itself,
   * which only works when nothing is left to load by then.
   */
  prepare(method: PaymentMethod): Promise<boolean>;
  card(fields: CardFieldsOptions): Promise<CardFields>;
  paypal(options: WalletOptions): Promise<WalletPayload>;
  venmo(): Promise<WalletPayload>;
  applePay(options: WalletOptions): Promise<TokenizedCardPayload>;
  googlePay(options: WalletOptions): Promise<TokenizedCardPayload>;
  /** A pay-later provider's charge id or authorization token, checked and shaped as a payload. */
  charge(method: PayLaterMethod, input: { chargeId: string }): Promise<ChargePayload>;
  /** Device data for the provider's fraud checks. */
  deviceData(): Promise<string>;
  /** Releases everything; later calls reject with METHOD_CALLED_AFTER_TEARDOWN. */
  teardown(): Promise<void>;
}

/** Whole dollars and cents as providers want amounts ("1234.50"), without float rounding. */
export function centsToAmount(amountInCents: number): string {
  if (!Number.isSafeInteger(amountInCents) || amountInCents <= 0) {
    throw new RangeError(`Amount must be whole, positive cents: ${amountInCents}`);
  }
  const cents = String(amountInCents % 100).padStart(2, "0");
  return `${Math.floor(amountInCents / 100)}.${cents}`;
}

/**
 * Checks a payload against the contract before it leaves the provider, so a provider answering
 * in an unexpected shape fails here, with a code, rather than at the server.
 */
export function checkPayload<T extends PaymentPayload>(payload: T, method: PaymentMethod): T {
  if (!paymentPayloadSchema.safeParse(payload).success) {
    throw new PaymentProviderError(
      "PAYMENT_PAYLOAD_INVALID",
      `The ${method} provider answered with a malformed payload`,
      { method },
    );
  }
  return payload;
}

/**
 * The pay-later payload. The id is passed through unchanged; providers' ids and tokens never
 * hold whitespace, so one that does (or is blank) was mangled on its way here.
 */
export function chargePayload(method: PayLaterMethod, input: { chargeId: string }): ChargePayload {
  if (!isPayLaterMethod(method)) {
    throw new PaymentProviderError(
      "PAYMENT_PAYLOAD_INVALID",
      `${String(method)} is not a pay-later method`,
    );
  }
  const chargeId: unknown = input?.chargeId;
  if (typeof chargeId !== "string" || !/^\S+$/.test(chargeId)) {
    throw new PaymentProviderError(
      "PAYMENT_PAYLOAD_INVALID",
      `A ${method} charge id must be a non-blank string without spaces`,
      { method },
    );
  }
  return checkPayload({ chargeId }, method);
}

/**
 * The financing provider's loan behind an order (storefront.md §4 "resolve loan id"): the charge
 * id a pay-later provider handed back, shown with the tracked order. Cards, wallets and the
 * military exchange have none.
 */
export function loanIdOf(
  method: string,
  payload: PaymentPayload | null | undefined,
): string | null {
  return isPayLaterMethod(method) && payload && "chargeId" in payload ? payload.chargeId : null;
}
