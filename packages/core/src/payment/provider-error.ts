import type { PaymentMethod } from "./schemas";

/** The card form's fields, named as the checkout screens name them. */
export type CardFieldName = "number" | "expiry" | "cvv" | "postalCode";

/**
 * Codes a provider error can carry: the payment SDK's client codes (checkout.md §8), kept as the
 * SDK spells them so `paymentErrorMessage` maps them, and a few of ours. "CANCELLED" is a wallet
 * sheet the shopper closed where the SDK has no code of its own (Apple Pay, Google Pay).
 */
export type PaymentProviderErrorCode =
  | "CLIENT_INVALID_AUTHORIZATION"
  | "CLIENT_AUTHORIZATION_INVALID"
  | "CLIENT_AUTHORIZATION_INSUFFICIENT"
  | "CLIENT_GATEWAY_NETWORK"
  | "CLIENT_REQUEST_TIMEOUT"
  | "CLIENT_RATE_LIMITED"
  | "CLIENT_SCRIPT_FAILED_TO_LOAD"
  | "METHOD_CALLED_AFTER_TEARDOWN"
  | "HOSTED_FIELDS_FIELDS_EMPTY"
  | "HOSTED_FIELDS_FIELDS_INVALID"
  | "HOSTED_FIELDS_INVALID_FIELD_SELECTOR"
  | "PAYPAL_POPUP_CLOSED"
  | "VENMO_CANCELED"
  | "CANCELLED"
  /** The method cannot be offered in this browser; prepare() answers false for it. */
  | "PAYMENT_METHOD_UNAVAILABLE"
  /** The provider answered with something that is not a payload of checkout.md §3. */
  | "PAYMENT_PAYLOAD_INVALID"
  /** Not an SDK error at all (a browser API threw); the shopper gets the generic message. */
  | "UNKNOWN"
  // Any other SDK code passes through as it is; the message table falls back to generic.
  | (string & {});

export type PaymentProviderErrorOptions = {
  /** The method being paid with, when it names the cancellation message. */
  method?: PaymentMethod | null;
  /** Fields that failed validation (HOSTED_FIELDS_FIELDS_INVALID). */
  invalidFields?: readonly CardFieldName[];
  cause?: unknown;
};

/**
 * A payment provider refused or failed in the browser. `code` is what `paymentErrorMessage`
 * reads; `message` is for developers and logs, never for the shopper.
 */
export class PaymentProviderError extends Error {
  override name = "PaymentProviderError";
  readonly code: PaymentProviderErrorCode;
  readonly method: PaymentMethod | null;
  readonly invalidFields: readonly CardFieldName[];

  constructor(
    code: PaymentProviderErrorCode,
    message: string,
    options: PaymentProviderErrorOptions = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.method = options.method ?? null;
    this.invalidFields = options.invalidFields ?? [];
  }
}

/** Also matches a copy from another bundle, where `instanceof` fails (STYLE.md, as ky does). */
export function isPaymentProviderError(error: unknown): error is PaymentProviderError {
  if (error instanceof PaymentProviderError) return true;
  return (
    typeof error === "object" &&
    error !== null &&
    (error as { name?: unknown }).name === "PaymentProviderError" &&
    typeof (error as { code?: unknown }).code === "string"
  );
}

export function afterTeardownError(method: PaymentMethod | null = null): PaymentProviderError {
  return new PaymentProviderError(
    "METHOD_CALLED_AFTER_TEARDOWN",
    "The payment provider was torn down; create a new one",
    { method },
  );
}
