import {
  type CardFieldName,
  isPaymentProviderError,
  PaymentProviderError,
  type PaymentProviderErrorCode,
} from "./provider-error";
import { PAYMENT_REQUEST_TIMEOUT_MS } from "./rules";
import type { PaymentMethod } from "./schemas";

/** Turning braintree-web's errors and stalls into PaymentProviderError. */

type BraintreeErrorLike = {
  code: string;
  message?: unknown;
  details?: { originalError?: unknown; invalidFieldKeys?: unknown } | null;
};

const BRAINTREE_ERROR_TYPES = new Set(["CUSTOMER", "MERCHANT", "NETWORK", "INTERNAL", "UNKNOWN"]);

/** Matched on shape: each braintree-web module bundles its own BraintreeError class. */
function isBraintreeError(error: unknown): error is BraintreeErrorLike {
  if (typeof error !== "object" || error === null) return false;
  const { name, code, type } = error as { name?: unknown; code?: unknown; type?: unknown };
  return (
    typeof code === "string" &&
    (name === "BraintreeError" || (typeof type === "string" && BRAINTREE_ERROR_TYPES.has(type)))
  );
}

/**
 * Codes that mean the same as one the message table knows. The SDK has grown more ways for the
 * shopper to cancel Venmo than the table lists; they are all a cancellation.
 */
const CODE_ALIASES: Readonly<Record<string, PaymentProviderErrorCode>> = {
  VENMO_CUSTOMER_CANCELED: "VENMO_CANCELED",
  VENMO_MOBILE_POLLING_TOKENIZATION_CANCELED: "VENMO_CANCELED",
};

/**
 * Transport failures the shopper is told about specifically. The SDK wraps them in a component's
 * own code (HOSTED_FIELDS_TOKENIZATION_NETWORK_ERROR around CLIENT_RATE_LIMITED); the inner one
 * decides the message.
 */
const TRANSPORT_CODES = new Set([
  "CLIENT_REQUEST_TIMEOUT",
  "CLIENT_RATE_LIMITED",
  "CLIENT_GATEWAY_NETWORK",
]);

function innerTransportCode(error: BraintreeErrorLike): string | null {
  let current: unknown = error.details?.originalError;
  for (let depth = 0; depth < 5 && isBraintreeError(current); depth++) {
    if (TRANSPORT_CODES.has(current.code)) return current.code;
    current = current.details?.originalError;
  }
  return null;
}

// Hosted fields name the expiry field "expirationDate"; the screens call it "expiry".
const FIELD_NAMES: Readonly<Record<string, CardFieldName>> = {
  number: "number",
  expirationDate: "expiry",
  cvv: "cvv",
  postalCode: "postalCode",
};

function invalidFields(error: BraintreeErrorLike): CardFieldName[] {
  const keys = error.details?.invalidFieldKeys;
  if (!Array.isArray(keys)) return [];
  return keys.flatMap((key) =>
    typeof key === "string" && Object.hasOwn(FIELD_NAMES, key)
      ? [FIELD_NAMES[key] as CardFieldName]
      : [],
  );
}

/** Any failure from the SDK (or around it) as a PaymentProviderError with the SDK's code. */
export function toPaymentProviderError(
  error: unknown,
  method: PaymentMethod | null = null,
): PaymentProviderError {
  if (isPaymentProviderError(error)) return error;
  if (isBraintreeError(error)) {
    const code = innerTransportCode(error) ?? CODE_ALIASES[error.code] ?? error.code;
    const message = typeof error.message === "string" ? error.message : code;
    return new PaymentProviderError(code, message, {
      method,
      invalidFields: invalidFields(error),
      cause: error,
    });
  }
  const message = error instanceof Error ? error.message : "The payment provider failed";
  return new PaymentProviderError("UNKNOWN", message, { method, cause: error });
}

/**
 * The SDK's integration timeout (checkout.md §9): a call that has not settled after 60 s
 * rejects with CLIENT_REQUEST_TIMEOUT. The call itself cannot be cancelled; its late answer is
 * dropped. Failures come out mapped by toPaymentProviderError.
 */
export function withIntegrationTimeout<T>(
  work: Promise<T>,
  method: PaymentMethod | null = null,
  timeoutMs: number = PAYMENT_REQUEST_TIMEOUT_MS,
): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(
        new PaymentProviderError(
          "CLIENT_REQUEST_TIMEOUT",
          `The payment provider did not answer within ${timeoutMs} ms`,
          { method },
        ),
      );
    }, timeoutMs);
  });
  return Promise.race([work, timeout])
    .catch((error: unknown) => {
      throw toPaymentProviderError(error, method);
    })
    .finally(() => clearTimeout(timer));
}
