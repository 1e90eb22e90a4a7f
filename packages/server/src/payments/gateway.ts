import {
  type CardBrand,
  type OrderPaymentMethod,
  PAYMENT_PROVIDER_ERROR_CODES,
  type PaymentMethod,
  type PaymentPayload,
  type PaymentProviderFailureCode,
} from "@treadkit/core/payment";

/**
 * The server side of every payment provider. The sandbox gateway (the default) and the real
 * adapters implement it with the same results and error shapes, so checkout never knows which
 * one it talks to.
 */

export type AuthorizeRequest = {
  method: PaymentMethod;
  payload: PaymentPayload;
  amountInCents: number;
  currency: "USD";
  /** Our order reference, shown in the provider's dashboard. */
  orderReference: string;
  /** Passed to providers that de-duplicate requests themselves. */
  idempotencyKey: string;
};

export type Authorization = {
  transactionId: string;
  /** "processing": accepted but not settled yet (provider code 539). */
  status: "authorized" | "processing";
  /** A provider's method, or invoice and payroll, which the store bills itself (account-billing.ts). */
  method: OrderPaymentMethod;
  amountInCents: number;
  cardBrand: CardBrand | null;
  last4: string | null;
};

/** Why a provider refused or failed: the code decides what the shopper is told. */
export type PaymentErrorCode = PaymentProviderFailureCode;

export class PaymentError extends Error {
  constructor(
    readonly code: PaymentErrorCode,
    message: string,
    /** The provider's own code, e.g. a processor response code. */
    readonly providerCode: string | null = null,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = "PaymentError";
  }
}

const PAYMENT_ERROR_CODES: ReadonlySet<string> = new Set(PAYMENT_PROVIDER_ERROR_CODES);

/** True for a PaymentError from any copy of this module: matches on name, as `instanceof` may not. */
export function isPaymentError(error: unknown): error is PaymentError {
  if (error instanceof PaymentError) return true;
  if (typeof error !== "object" || error === null) return false;
  const candidate = error as { name?: unknown; code?: unknown };
  return (
    candidate.name === "PaymentError" &&
    typeof candidate.code === "string" &&
    PAYMENT_ERROR_CODES.has(candidate.code)
  );
}

export type TransactionStatus = "authorized" | "processing" | "declined" | "voided";

export type KlarnaSession = {
  client_token: string;
  payment_method_categories: { identifier: string; name: string }[];
};

export interface PaymentGateway {
  readonly name: string;
  /** Authorises (does not capture) the amount; throws PaymentError when refused. */
  authorize(request: AuthorizeRequest): Promise<Authorization>;
  /**
   * The live (not voided) authorisation made for an order reference, or null: a checkout that
   * crashed after the provider authorised, before it recorded the answer, resumes with it
   * instead of spending the single-use payment token again.
   */
  findAuthorization(orderReference: string): Promise<Authorization | null>;
  /** Releases an authorisation that will not become an order. */
  void(transactionId: string): Promise<void>;
  /**
   * Takes the authorised money (Braintree: submit for settlement), at most the authorised
   * amount, once. Orders are captured when they ship; only captured money can be refunded.
   */
  capture(transactionId: string, amountInCents: number): Promise<void>;
  /** Returns captured money, in one or more parts up to what was captured. */
  refund(transactionId: string, amountInCents: number): Promise<{ refundId: string }>;
  /**
   * Where a transaction stands now: a "processing" authorisation (code 539) settles to
   * "authorized" or "declined" at the provider some time later.
   */
  status(transactionId: string): Promise<TransactionStatus>;
  /** Opens a Klarna payment session for a cart total (checkout.md §7 cart-klarna). */
  klarnaSession(input: { amountInCents: number; orderReference: string }): Promise<KlarnaSession>;
}
