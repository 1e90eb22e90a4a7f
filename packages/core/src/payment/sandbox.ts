import { type Clock, systemClock } from "../platform";
import { isValidCardNumber, validateExpiry } from "../validation/card";
import {
  type CardFields,
  type CardFieldsOptions,
  type CardFieldTarget,
  type CardNoncePayload,
  centsToAmount,
  chargePayload,
  checkPayload,
  type PayLaterMethod,
  type PaymentProvider,
  type TokenizedCardPayload,
  type WalletPayload,
} from "./provider";
import { afterTeardownError, type CardFieldName, PaymentProviderError } from "./provider-error";
import { cardBrandFromNumber } from "./rules";
import { PAYMENT_METHODS, type PaymentMethod } from "./schemas";

/**
 * The offline provider: behaves like Braintree's sandbox through the same interface, and mints
 * the test nonces the server's sandbox gateway understands (server/src/payments/
 * sandbox-triggers.ts), each with a ":<random>" suffix because nonces are single use there.
 */

/**
 * Braintree's documented test card numbers and the nonce each becomes. Braintree tokenizes a
 * declining card fine and declines it at the sale; the declining nonces do the same here.
 */
export const SANDBOX_TEST_CARDS: Readonly<Record<string, string>> = {
  "4111111111111111": "fake-valid-visa-nonce",
  "378282246310005": "fake-valid-amex-nonce",
  "5555555555554444": "fake-valid-mastercard-nonce",
  "6011111111111117": "fake-valid-discover-nonce",
  "3530111333300000": "fake-valid-jcb-nonce",
  "4000111111111115": "fake-processor-declined-visa-nonce",
  "5105105105105100": "fake-processor-declined-mastercard-nonce",
  "378734493671000": "fake-processor-declined-amex-nonce",
  "6011000990139424": "fake-processor-declined-discover-nonce",
  "3566002020360505": "fake-processor-failure-jcb-nonce",
};
/**
 * The part of a sandbox card nonce that names the card behind it: ":card-<brand>-<last four>"
 * ("fake-valid-visa-nonce:3f2a…:card-Visa-1111"). The server's sandbox reads it back
 * (sandbox-triggers.ts); brand names lose their spaces ("AmericanExpress").
 */
export function sandboxCardSuffix(brand: string, lastFour: string): string {
  return `:card-${brand.replace(/\s+/g, "")}-${lastFour}`;
}

/** Any other valid card of an accepted brand. */
export const SANDBOX_GENERIC_CARD_NONCE = "fake-valid-nonce";
export const SANDBOX_PAYPAL_NONCE = "fake-paypal-one-time-nonce";
export const SANDBOX_VENMO_NONCE = "fake-venmo-account-nonce";
export const SANDBOX_APPLE_PAY_NONCE = "fake-apple-pay-visa-nonce";
/** "Android Pay" is Braintree's old name for Google Pay; its test nonces kept it. */
export const SANDBOX_GOOGLE_PAY_NONCE = "fake-android-pay-visa-nonce";
/** The username Braintree's sandbox gives the Venmo test account; Venmo has no payer id. */
export const SANDBOX_VENMO_USERNAME = "venmojoe";
/** Last two digits of the test Visa the server's sandbox reports for wallet nonces (…1881). */
export const SANDBOX_DPAN_LAST_TWO = "81";

/** A plain value standing in for a field, for tests and scripted checkouts. */
export type SandboxFieldValue = { readonly value: string };
export type SandboxFieldTarget = CardFieldTarget | SandboxFieldValue;

export type SandboxCardFieldsOptions = Omit<
  CardFieldsOptions,
  "number" | "expiry" | "cvv" | "postalCode"
> & {
  number: SandboxFieldTarget;
  expiry: SandboxFieldTarget;
  cvv: SandboxFieldTarget;
  postalCode?: SandboxFieldTarget;
};

export interface SandboxPaymentProvider extends PaymentProvider {
  card(fields: SandboxCardFieldsOptions): Promise<CardFields>;
}

export type SandboxProviderOptions = {
  /** Expiry dates are checked against this clock. */
  clock?: Clock;
  /** The random part of nonces and ids. */
  randomId?: () => string;
};

/** 16 hex digits; getRandomValues works outside secure contexts, unlike randomUUID. */
function defaultRandomId(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

type MountedField = { read(): string; remove(): void };

const FIELD_INPUTS: Readonly<
  Record<CardFieldName, { label: string; autocomplete: string; placeholder: string }>
> = {
  number: { label: "Card number", autocomplete: "cc-number", placeholder: "4111 1111 1111 1111" },
  expiry: { label: "Expiration date (MM/YY)", autocomplete: "cc-exp", placeholder: "MM/YY" },
  cvv: { label: "Security code", autocomplete: "cc-csc", placeholder: "CVV" },
  postalCode: { label: "Postal code", autocomplete: "postal-code", placeholder: "Postal code" },
};

const isElement = (target: object): target is HTMLElement =>
  "nodeType" in target && (target as { nodeType: unknown }).nodeType === 1;

/**
 * Where Braintree puts an iframe into the container, the sandbox puts a plain input; an input
 * given as the target is read as it is, and a value object is read directly.
 */
function mountField(name: CardFieldName, target: SandboxFieldTarget): MountedField {
  let resolved: HTMLElement | SandboxFieldValue | null;
  if (typeof target === "string") {
    resolved = typeof document === "undefined" ? null : document.querySelector<HTMLElement>(target);
  } else {
    resolved = target;
  }
  if (!resolved) {
    throw new PaymentProviderError(
      "HOSTED_FIELDS_INVALID_FIELD_SELECTOR",
      `No element for the ${name} field: ${String(target)}`,
      { method: "credit" },
    );
  }
  if (!isElement(resolved) || resolved.tagName === "INPUT") {
    const field = resolved as SandboxFieldValue;
    return { read: () => field.value, remove: () => {} };
  }
  const { label, autocomplete, placeholder } = FIELD_INPUTS[name];
  const input = resolved.ownerDocument.createElement("input");
  input.type = "text";
  input.name = name;
  input.setAttribute("autocomplete", autocomplete);
  input.placeholder = placeholder;
  input.inputMode = name === "postalCode" ? "text" : "numeric";
  input.setAttribute("aria-label", label);
  input.dataset.sandboxField = name;
  resolved.append(input);
  return { read: () => input.value, remove: () => input.remove() };
}

const CARD_SEPARATORS = /[\s-]/g;

/** Braintree's rule (card-validator): three characters at least, the first three alphanumeric. */
const isValidPostalCode = (value: string) => value.length >= 3 && /^[a-z0-9]{3}/i.test(value);

/** The fields that fail Braintree's client-side checks, in form order. */
function invalidCardFields(
  values: Record<CardFieldName, string | null>,
  now: Date,
): CardFieldName[] {
  const invalid: CardFieldName[] = [];
  const number = (values.number ?? "").replace(CARD_SEPARATORS, "");
  const brand = cardBrandFromNumber(number);
  // An accepted brand only (checkout.md §3), as the Braintree fields are configured.
  if (!isValidCardNumber(number) || !brand) invalid.push("number");
  if (validateExpiry(values.expiry ?? "", now) !== undefined) invalid.push("expiry");
  const cvvPattern = brand === "American Express" ? /^\d{4}$/ : brand ? /^\d{3}$/ : /^\d{3,4}$/;
  if (!cvvPattern.test((values.cvv ?? "").trim())) invalid.push("cvv");
  if (values.postalCode !== null && !isValidPostalCode(values.postalCode.trim())) {
    invalid.push("postalCode");
  }
  return invalid;
}

export function createSandboxProvider(
  options: SandboxProviderOptions = {},
): SandboxPaymentProvider {
  const clock = options.clock ?? systemClock;
  const randomId = options.randomId ?? defaultRandomId;
  const mounted = new Set<CardFields>();
  let tornDown = false;

  const nonce = (name: string) => `${name}:${randomId()}`;

  /** Throws once torn down, as the SDK does; inside the async methods it becomes a rejection. */
  function live(method: PaymentMethod | null): void {
    if (tornDown) throw afterTeardownError(method);
  }

  async function card(options: SandboxCardFieldsOptions): Promise<CardFields> {
    live("credit");
    const targets: [CardFieldName, SandboxFieldTarget | undefined][] = [
      ["number", options.number],
      ["expiry", options.expiry],
      ["cvv", options.cvv],
      ["postalCode", options.postalCode],
    ];
    const fields = new Map<CardFieldName, MountedField>();
    try {
      for (const [name, target] of targets) {
        if (target !== undefined) fields.set(name, mountField(name, target));
      }
    } catch (error) {
      for (const field of fields.values()) field.remove();
      throw error;
    }
    let removed = false;

    const cardFields: CardFields = {
      async tokenize(): Promise<CardNoncePayload> {
        if (removed) throw afterTeardownError("credit");
        live("credit");
        const read = (name: CardFieldName) => fields.get(name)?.read() ?? null;
        const values = {
          number: read("number"),
          expiry: read("expiry"),
          cvv: read("cvv"),
          postalCode: read("postalCode"),
        };
        if (Object.values(values).every((value) => !value?.trim())) {
          throw new PaymentProviderError(
            "HOSTED_FIELDS_FIELDS_EMPTY",
            "All fields are empty. Cannot tokenize empty card fields.",
            { method: "credit" },
          );
        }
        const invalid = invalidCardFields(values, new Date(clock.now()));
        const number = (values.number ?? "").replace(CARD_SEPARATORS, "");
        const brand = cardBrandFromNumber(number);
        if (invalid.length > 0 || !brand) {
          throw new PaymentProviderError(
            "HOSTED_FIELDS_FIELDS_INVALID",
            `Some payment input fields are invalid: ${invalid.join(", ")}`,
            { method: "credit", invalidFields: invalid },
          );
        }
        const name = SANDBOX_TEST_CARDS[number] ?? SANDBOX_GENERIC_CARD_NONCE;
        // Like a Braintree nonce, this one stands for the card typed: its brand and last four
        // travel with it, so the gateway reports the card the shopper paid with.
        const lastFour = number.slice(-4);
        return checkPayload(
          {
            nonce: `${nonce(name)}${sandboxCardSuffix(brand, lastFour)}`,
            details: { cardType: brand, lastFour },
          },
          "credit",
        );
      },
      async teardown() {
        if (removed) throw afterTeardownError("credit");
        removed = true;
        mounted.delete(cardFields);
        for (const field of fields.values()) field.remove();
      },
    };
    mounted.add(cardFields);
    return cardFields;
  }

  function wallet(method: PaymentMethod, name: string, payerId: string): WalletPayload {
    return checkPayload({ nonce: nonce(name), details: { payerId } }, method);
  }

  function tokenizedCard(method: PaymentMethod, name: string): TokenizedCardPayload {
    return checkPayload(
      { nonce: nonce(name), details: { dpanLastTwo: SANDBOX_DPAN_LAST_TWO } },
      method,
    );
  }

  return {
    name: "sandbox",

    async prepare(method) {
      live(method);
      return (PAYMENT_METHODS as readonly string[]).includes(method);
    },

    card,

    async paypal({ amountInCents }) {
      live("paypal");
      centsToAmount(amountInCents);
      // PayPal payer ids are 13 upper-case letters and digits.
      const payerId = `SBX${randomId()}`.toUpperCase().slice(0, 13);
      return wallet("paypal", SANDBOX_PAYPAL_NONCE, payerId);
    },

    async venmo() {
      live("venmo");
      return wallet("venmo", SANDBOX_VENMO_NONCE, SANDBOX_VENMO_USERNAME);
    },

    async applePay({ amountInCents }) {
      live("applepay");
      centsToAmount(amountInCents);
      return tokenizedCard("applepay", SANDBOX_APPLE_PAY_NONCE);
    },

    async googlePay({ amountInCents }) {
      live("googlepay");
      centsToAmount(amountInCents);
      return tokenizedCard("googlepay", SANDBOX_GOOGLE_PAY_NONCE);
    },

    async charge(method, input) {
      live(method);
      return chargePayload(method, input);
    },

    async deviceData() {
      live(null);
      return JSON.stringify({ correlation_id: randomId() });
    },

    async teardown() {
      live(null);
      tornDown = true;
      await Promise.all([...mounted].map((fields) => fields.teardown()));
    },
  };
}

/**
 * What a pay-later provider's sandbox hands back once the shopper approves: a charge id that the
 * server's sandbox gateway authorises ("sandbox_" then anything but an outcome word).
 */
export function sandboxChargeId(method: PayLaterMethod, randomId: () => string = defaultRandomId) {
  return `sandbox_${method}_${randomId()}`;
}
