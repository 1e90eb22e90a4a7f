import type { GooglePaymentTokenizePayload } from "braintree-web/google-payment";
import type {
  HostedFieldFieldOptions,
  HostedFieldsFieldSupportedCardBrands,
  HostedFieldsTokenizePayload,
} from "braintree-web/hosted-fields";
import {
  type CardFieldsOptions,
  type CardNoncePayload,
  checkPayload,
  type TokenizedCardPayload,
  type WalletPayload,
} from "./provider";
import type { PaymentMethod } from "./schemas";

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

export function reshapeTokenizedCard(
  method: PaymentMethod,
  nonce: unknown,
  lastTwo: unknown,
): TokenizedCardPayload {
  return checkPayload(
    { nonce: String(nonce ?? ""), details: { dpanLastTwo: String(lastTwo ?? "") } },
    method,
  );
}

export function reshapeGooglePay(payload: GooglePaymentTokenizePayload): TokenizedCardPayload {
  // The SDK answers `lastTwo`; @types spells it `lastTow`.
  const details = payload?.details as { lastTwo?: string; lastFour?: string } | undefined;
  return reshapeTokenizedCard(
    "googlepay",
    payload?.nonce,
    details?.lastTwo ?? details?.lastFour?.slice(-2),
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
  return {
    number: { container: options.number, supportedCardBrands: SUPPORTED_CARD_BRANDS },
    expirationDate: { container: options.expiry, placeholder: "MM/YY" },
    cvv: { container: options.cvv },
    ...(options.postalCode === undefined ? {} : { postalCode: { container: options.postalCode } }),
  };
}
