import { CARD_BRANDS, type CardBrand, type PaymentMethod } from "@treadkit/core/payment";
import type { PaymentErrorCode } from "./gateway";

/**
 * What the sandbox answers for a nonce, a charge id or an amount. Braintree's own test values
 * (developer.paypal.com/braintree/docs/reference/general/testing) come first; the few triggers
 * Braintree has no value for are ours and named so they cannot collide with a real nonce.
 */

export type SandboxOutcome =
  | { kind: "authorized" }
  /** Accepted, not confirmed yet: the shopper gets the code 539 message (checkout.md §8). */
  | { kind: "processing" }
  | { kind: "timeout" }
  | { kind: "error"; code: PaymentErrorCode; providerCode: string | null; message: string };

/** Which methods a test nonce belongs to; "any" nonces are sandbox triggers for every method. */
type NonceFamily = "card" | "paypal" | "venmo" | "applepay" | "googlepay" | "any";

export type SandboxNonce = {
  family: NonceFamily;
  cardBrand: CardBrand | null;
  last4: string | null;
  outcome: SandboxOutcome;
};

const AUTHORIZED: SandboxOutcome = { kind: "authorized" };

const declined = (providerCode: string, message: string): SandboxOutcome => ({
  kind: "error",
  code: "DECLINED",
  providerCode,
  message,
});

const PROCESSOR_NETWORK_ERROR: SandboxOutcome = {
  kind: "error",
  code: "GATEWAY_ERROR",
  providerCode: "3000",
  message: "Processor Network Unavailable - Try Again",
};

// Last four digits of Braintree's documented test card numbers for each brand.
const VISA = { cardBrand: "Visa", last4: "1881" } as const;
const AMEX = { cardBrand: "American Express", last4: "0005" } as const;
const MASTERCARD = { cardBrand: "MasterCard", last4: "4444" } as const;
const DISCOVER = { cardBrand: "Discover", last4: "1117" } as const;
const JCB = { cardBrand: "JCB", last4: "0000" } as const;
const NO_CARD = { cardBrand: null, last4: null } as const;

const card = (
  brand: Pick<SandboxNonce, "cardBrand" | "last4">,
  outcome: SandboxOutcome = AUTHORIZED,
): SandboxNonce => ({ family: "card", ...brand, outcome });

/** Braintree's wording for validation error 91564. */
export const NONCE_USED_MESSAGE = "Cannot use a payment_method_nonce more than once.";

const DO_NOT_HONOR = declined("2000", "Do Not Honor");

export const SANDBOX_NONCES: Readonly<Record<string, SandboxNonce>> = {
  // Braintree sandbox nonces.
  "fake-valid-nonce": card(VISA),
  "fake-valid-visa-nonce": card(VISA),
  "fake-valid-amex-nonce": card(AMEX),
  "fake-valid-mastercard-nonce": card(MASTERCARD),
  "fake-valid-discover-nonce": card(DISCOVER),
  "fake-valid-jcb-nonce": card(JCB),
  "fake-processor-declined-visa-nonce": card(VISA, DO_NOT_HONOR),
  "fake-processor-declined-mastercard-nonce": card(MASTERCARD, DO_NOT_HONOR),
  "fake-processor-declined-amex-nonce": card(AMEX, DO_NOT_HONOR),
  "fake-processor-declined-discover-nonce": card(DISCOVER, DO_NOT_HONOR),
  "fake-processor-failure-jcb-nonce": card(JCB, PROCESSOR_NETWORK_ERROR),
  "fake-gateway-rejected-fraud-nonce": card(VISA, declined("fraud", "Gateway Rejected: fraud")),
  "fake-gateway-rejected-risk-thresholds-nonce": card(
    VISA,
    declined("risk_threshold", "Gateway Rejected: risk_threshold"),
  ),
  "fake-luhn-invalid-nonce": card(VISA, {
    kind: "error",
    code: "INVALID_PAYLOAD",
    providerCode: "81715",
    message: "Credit card number is invalid.",
  }),
  "fake-paypal-one-time-nonce": { family: "paypal", ...NO_CARD, outcome: AUTHORIZED },
  "fake-paypal-billing-agreement-nonce": { family: "paypal", ...NO_CARD, outcome: AUTHORIZED },
  "fake-venmo-account-nonce": { family: "venmo", ...NO_CARD, outcome: AUTHORIZED },
  "fake-apple-pay-visa-nonce": { family: "applepay", ...VISA, outcome: AUTHORIZED },
  "fake-apple-pay-mastercard-nonce": { family: "applepay", ...MASTERCARD, outcome: AUTHORIZED },
  "fake-apple-pay-amex-nonce": { family: "applepay", ...AMEX, outcome: AUTHORIZED },
  // "Android Pay" is Braintree's old name for Google Pay; the nonces kept it.
  "fake-android-pay-visa-nonce": { family: "googlepay", ...VISA, outcome: AUTHORIZED },
  "fake-android-pay-mastercard-nonce": { family: "googlepay", ...MASTERCARD, outcome: AUTHORIZED },
  "fake-android-pay-amex-nonce": { family: "googlepay", ...AMEX, outcome: AUTHORIZED },
  "fake-android-pay-discover-nonce": { family: "googlepay", ...DISCOVER, outcome: AUTHORIZED },
  // Braintree's "already used" nonce: refused as reused every time.
  "fake-consumed-nonce": {
    family: "any",
    ...NO_CARD,
    outcome: {
      kind: "error",
      code: "NONCE_USED",
      providerCode: "91564",
      message: NONCE_USED_MESSAGE,
    },
  },
  // Ours, no Braintree equivalent: the two outcomes a real gateway produces only under load.
  "fake-processing-nonce": { family: "any", ...NO_CARD, outcome: { kind: "processing" } },
  "fake-timeout-nonce": { family: "any", ...NO_CARD, outcome: { kind: "timeout" } },
};

const FAMILY_BY_METHOD: Partial<Record<PaymentMethod, NonceFamily>> = {
  credit: "card",
  paypal: "paypal",
  venmo: "venmo",
  applepay: "applepay",
  googlepay: "googlepay",
};

/**
 * Nonces are single use, so a client that pays more than once mints its own by appending ":" and
 * anything ("fake-valid-visa-nonce:order-17"); the part before ":" picks the behaviour.
 */
export function sandboxNonce(nonce: string): SandboxNonce | null {
  const name = nonce.split(":", 1)[0] ?? nonce;
  const known = SANDBOX_NONCES[name];
  if (!known) return null;
  // A nonce the sandbox minted for a typed card names that card (core's sandboxCardSuffix):
  // the transaction reports it, as Braintree reports the tokenized card, not the test nonce's.
  const card = /:card-([A-Za-z]+)-(\d{4})$/.exec(nonce);
  const brand = card ? CARD_BRANDS.find((b) => b.replace(/\s+/g, "") === card[1]) : undefined;
  // So does a wallet's nonce for the card the shopper chose in the wallet.
  const namesCard =
    known.family === "card" || known.family === "applepay" || known.family === "googlepay";
  if (namesCard && card && brand) {
    return { ...known, cardBrand: brand, last4: card[2] ?? known.last4 };
  }
  return known;
}

export function nonceFitsMethod(nonce: SandboxNonce, method: PaymentMethod): boolean {
  return nonce.family === "any" || FAMILY_BY_METHOD[method] === nonce.family;
}

/** Amount at which the sandbox answers PROCESSING (provider code 539): $5,390.00. */
const PROCESSING_AMOUNT_IN_CENTS = 539_000;

/**
 * Braintree's amount table, in cents so no float decides a boundary: 2000.00–2999.99 is
 * declined with the processor response code equal to the whole dollars, 3000.00–3000.99 fails
 * with 3000, 5001.00 is gateway-rejected (application incomplete), and 5001.01 declines PayPal
 * with 2038. Everything else authorises. PROCESSING_AMOUNT_IN_CENTS is our addition.
 */
export function amountOutcome(amountInCents: number, method: PaymentMethod): SandboxOutcome {
  if (amountInCents >= 200_000 && amountInCents <= 299_999) {
    const code = Math.floor(amountInCents / 100);
    return declined(String(code), PROCESSOR_RESPONSES[code] ?? "Processor Declined");
  }
  if (amountInCents >= 300_000 && amountInCents <= 300_099) return PROCESSOR_NETWORK_ERROR;
  if (amountInCents === 500_100) {
    return {
      kind: "error",
      code: "GATEWAY_ERROR",
      providerCode: "application_incomplete",
      message: "Gateway Rejected: application_incomplete",
    };
  }
  if (amountInCents === 500_101 && method === "paypal") {
    return declined("2038", "Processor Declined");
  }
  if (amountInCents === PROCESSING_AMOUNT_IN_CENTS) {
    return {
      kind: "error",
      code: "PROCESSING",
      providerCode: "539",
      message: "The payment is still being processed",
    };
  }
  return AUTHORIZED;
}

/**
 * Pay-later charge ids (Affirm, Resolve, Katapult, Synchrony checkout tokens, Klarna
 * authorization tokens) are ours to invent offline: the sandbox takes ids starting "sandbox_"
 * and refuses the rest, so a real provider's id never passes silently. The word after the
 * prefix picks the outcome: sandbox_declined…, sandbox_processing…, sandbox_timeout…,
 * sandbox_cancelled… (the shopper left the provider's flow); anything else authorises.
 */
const SANDBOX_CHARGE_PREFIX = "sandbox_";

export function chargeOutcome(chargeId: string): SandboxOutcome {
  if (!chargeId.startsWith(SANDBOX_CHARGE_PREFIX)) {
    return {
      kind: "error",
      code: "INVALID_PAYLOAD",
      providerCode: null,
      message: `The sandbox only takes charge ids starting "${SANDBOX_CHARGE_PREFIX}"`,
    };
  }
  const rest = chargeId.slice(SANDBOX_CHARGE_PREFIX.length);
  if (rest.startsWith("declined")) return declined("declined", "The provider declined the charge");
  if (rest.startsWith("processing")) return { kind: "processing" };
  if (rest.startsWith("timeout")) return { kind: "timeout" };
  if (rest.startsWith("cancelled")) {
    return {
      kind: "error",
      code: "CANCELLED",
      providerCode: "cancelled",
      message: "The shopper cancelled the payment",
    };
  }
  return AUTHORIZED;
}

/** Braintree's processor response texts for the 2000 codes; others read "Processor Declined". */
const PROCESSOR_RESPONSES: Readonly<Record<number, string>> = {
  2000: "Do Not Honor",
  2001: "Insufficient Funds",
  2002: "Limit Exceeded",
  2003: "Cardholder's Activity Limit Exceeded",
  2004: "Expired Card",
  2005: "Invalid Credit Card Number",
  2006: "Invalid Expiration Date",
  2007: "No Account",
  2008: "Card Account Length Error",
  2009: "No Such Issuer",
  2010: "Card Issuer Declined CVV",
  2011: "Voice Authorization Required",
  2012: "Processor Declined - Possible Lost Card",
  2013: "Processor Declined - Possible Stolen Card",
  2014: "Processor Declined - Fraud Suspected",
  2015: "Transaction Not Allowed",
  2016: "Duplicate Transaction",
  2017: "Cardholder Stopped Billing",
  2018: "Cardholder Stopped All Billing",
  2019: "Invalid Transaction",
  2020: "Violation",
  2021: "Security Violation",
  2022: "Declined - Updated Cardholder Available",
  2023: "Processor Does Not Support This Feature",
  2024: "Card Type Not Enabled",
  2038: "Processor Declined",
  2044: "Declined - Call Issuer",
  2046: "Declined",
  2047: "Call Issuer. Pick Up Card",
};
