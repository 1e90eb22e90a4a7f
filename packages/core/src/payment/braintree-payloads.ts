import type { GooglePaymentTokenizePayload } from "braintree-web/google-payment";
import type {
  HostedFieldFieldOptions,
  HostedFieldsFieldSupportedCardBrands,
  HostedFieldsHostedFieldsFieldName,
  HostedFieldsState,
  HostedFieldsTokenizePayload,
} from "braintree-web/hosted-fields";
import type { CardFormState } from "./card-entry";
import { formatExpiry } from "./expiry";
import {
  type CardFieldsOptions,
  type CardNoncePayload,
  checkPayload,
  type TokenizedCardPayload,
  type WalletPayload,
} from "./provider";
import type { CardFieldName } from "./provider-error";
import type { CardBrand, PaymentMethod } from "./schemas";

/** What the Braintree adapter asks of the SDK, and its answers reshaped into checkout.md §3 payloads. */

/** Only the brands of checkout.md §3; the merchant account's other brands are refused. */
const SUPPORTED_CARD_BRANDS: HostedFieldsFieldSupportedCardBrands = {
  visa: true,
  mastercard: true,
  "american-express": true,
  discover: true,
  jcb: true,
  "diners-club": false,
  maestro: false,
  elo: false,
  mir: false,
  hiper: false,
  hipercard: false,
  "union-pay": false,
};

export function reshapeCard(payload: HostedFieldsTokenizePayload): CardNoncePayload {
  const details = payload?.details;
  return checkPayload(
    {
      nonce: String(payload?.nonce ?? ""),
      details: {
        cardType: String(details?.cardType ?? ""),
        lastFour: String(details?.lastFour ?? ""),
      },
    },
    "credit",
  );
}

export function reshapeWallet(
  method: PaymentMethod,
  nonce: unknown,
  payerId: unknown,
): WalletPayload {
  return checkPayload(
    { nonce: String(nonce ?? ""), details: { payerId: String(payerId ?? "") } },
    method,
  );
}

/** The wallet's card as its sheet named it, when it gave a brand and four digits. */
export type WalletCard = { cardType: string; lastFour: string };

export function reshapeTokenizedCard(
  method: PaymentMethod,
  nonce: unknown,
  lastTwo: unknown,
  card: WalletCard | null = null,
): TokenizedCardPayload {
  return checkPayload(
    {
      nonce: String(nonce ?? ""),
      details: { dpanLastTwo: String(lastTwo ?? ""), ...(card ?? {}) },
    },
    method,
  );
}

/**
 * The card a wallet names: a brand ("Visa", "VISA") and its last four ("1234"), from Apple
 * Pay's paymentMethod (network, displayName "Visa 1234") or Google Pay's details (cardType,
 * lastFour). Null when either is missing or not four digits.
 */
export function walletCardOf(cardType: unknown, digits: unknown): WalletCard | null {
  const lastFour = /(\d{4})\s*$/.exec(String(digits ?? ""))?.[1];
  const brand = String(cardType ?? "").trim();
  if (!lastFour || !brand || brand.length > 40) return null;
  return { cardType: brand, lastFour };
}

export function reshapeGooglePay(payload: GooglePaymentTokenizePayload): TokenizedCardPayload {
  // The SDK answers `lastTwo`; @types spells it `lastTow`.
  const details = payload?.details as
    | { lastTwo?: string; lastFour?: string; cardType?: string }
    | undefined;
  return reshapeTokenizedCard(
    "googlepay",
    payload?.nonce,
    details?.lastTwo ?? details?.lastFour?.slice(-2),
    walletCardOf(details?.cardType, details?.lastFour),
  );
}

/**
 * PayPal through Google Pay comes back without a payer id, so it cannot be a wallet payload;
 * Google Pay is offered for cards only.
 */
export function cardOnly(
  request: google.payments.api.PaymentDataRequest,
): google.payments.api.PaymentDataRequest {
  return {
    ...request,
    allowedPaymentMethods: request.allowedPaymentMethods.filter((method) => method.type === "CARD"),
  };
}

export function hostedFieldsOptions(options: CardFieldsOptions): HostedFieldFieldOptions {
  const expiry = options.prefill?.expiry;
  return {
    number: { container: options.number, supportedCardBrands: SUPPORTED_CARD_BRANDS },
    expirationDate: {
      container: options.expiry,
      placeholder: "MM/YY",
      ...(expiry ? { prefill: expiry } : {}),
    },
    cvv: { container: options.cvv },
    ...(options.postalCode === undefined ? {} : { postalCode: { container: options.postalCode } }),
  };
}

/** Hosted fields name the expiry field "expirationDate"; the screens call it "expiry". */
export const HOSTED_FIELD_NAMES: Readonly<
  Record<CardFieldName, HostedFieldsHostedFieldsFieldName>
> = {
  number: "number",
  expiry: "expirationDate",
  cvv: "cvv",
  postalCode: "postalCode",
};

export function cardFieldOfHostedField(name: unknown): CardFieldName | null {
  const entry = Object.entries(HOSTED_FIELD_NAMES).find(([, hosted]) => hosted === name);
  return entry ? (entry[0] as CardFieldName) : null;
}

// card-validator's type keys of the accepted brands (checkout.md §3).
const HOSTED_CARD_BRANDS: Readonly<Record<string, CardBrand>> = {
  visa: "Visa",
  "master-card": "MasterCard",
  "american-express": "American Express",
  discover: "Discover",
  jcb: "JCB",
};

/** A hosted fields state (of an event or getState) as the screens read it. */
export function reshapeCardState(state: HostedFieldsState | undefined): CardFormState {
  const fields: CardFormState["fields"] = {};
  for (const [field, hosted] of Object.entries(HOSTED_FIELD_NAMES)) {
    const data = state?.fields?.[hosted];
    if (!data) continue;
    fields[field as CardFieldName] = {
      isEmpty: Boolean(data.isEmpty),
      isValid: Boolean(data.isValid),
      isPotentiallyValid: Boolean(data.isPotentiallyValid),
      isFocused: Boolean(data.isFocused),
    };
  }
  // Several candidate cards mean the leading digits do not tell the brand yet.
  const cards = state?.cards ?? [];
  const only = cards.length === 1 ? cards[0] : undefined;
  return { fields, brand: (only && HOSTED_CARD_BRANDS[only.type]) ?? null };
}

/** The expiry a tokenized card carries ("12", "2029"), as "MM/YY"; null when it has none. */
export function tokenizedExpiry(payload: HostedFieldsTokenizePayload | undefined): string | null {
  const month = Number(payload?.details?.expirationMonth);
  const year = Number(payload?.details?.expirationYear);
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year) || year < 1) {
    return null;
  }
  return formatExpiry({ month, year });
}
