import type { CardBrand, PaymentMethod } from "@treadkit/core/payment";
import braintree from "braintree";
import { centsToDollars, checkAmount, dollarsToCents } from "./amounts";
import {
  type Authorization,
  type AuthorizeRequest,
  isPaymentError,
  PaymentError,
  type PaymentGateway,
  type TransactionStatus,
} from "./gateway";
import { checkPayloadFitsMethod } from "./payload";

/**
 * Braintree through its Node SDK: cards, PayPal, Venmo, Apple Pay and Google Pay nonces. The
 * pay-later providers are not Braintree's and need their own adapters. Everything the SDK
 * answers is turned into our types by the reshape functions below, which are tested alone.
 */

export type BraintreeConfig = {
  merchantId: string;
  publicKey: string;
  privateKey: string;
  environment: "sandbox" | "production";
};

/** The parts of an SDK transaction we read; the SDK's own types are wider. */
export type BraintreeSaleTransaction = {
  id: string;
  status: string;
  amount: string;
  processorResponseCode?: string;
  processorResponseText?: string;
  gatewayRejectionReason?: string;
  creditCard?: { cardType?: string; last4?: string };
  /**
   * last4 is the device account's (DPAN); paymentInstrumentName and sourceDescription name the
   * card the shopper chose in the wallet as Apple Pay shows it ("Visa 1234").
   */
  applePayCard?: {
    cardType?: string;
    last4?: string;
    paymentInstrumentName?: string;
    sourceDescription?: string;
  };
  androidPayCard?: { sourceCardType?: string; sourceCardLast4?: string };
};

/** The parts of an SDK result (`ValidatedResponse<Transaction>`) we read. */
export type BraintreeResult = {
  success: boolean;
  message?: string;
  transaction?: BraintreeSaleTransaction;
  errors?: { deepErrors(): { code: string; message: string }[] };
};

const PROVIDER_LABELS: Partial<Record<PaymentMethod, string>> = {
  klarna: "Klarna",
  affirm: "Affirm",
  resolve: "Resolve",
  katapult: "Katapult",
  synchrony: "Synchrony",
};

/** The sale we send: an authorisation only, settled later, tagged with our order reference. */
export function toSaleRequest(request: AuthorizeRequest): braintree.TransactionRequest {
  checkAmount(request.amountInCents);
  checkPayloadFitsMethod(request.method, request.payload);
  const { payload } = request;
  if ("chargeId" in payload) {
    const provider = PROVIDER_LABELS[request.method] ?? request.method;
    throw new PaymentError(
      "INVALID_PAYLOAD",
      `${provider} payments are not processed by Braintree: configure the ${provider} provider to accept them`,
    );
  }
  return {
    amount: centsToDollars(request.amountInCents),
    paymentMethodNonce: payload.nonce,
    orderId: request.orderReference,
    options: { submitForSettlement: false },
  };
}

/** Braintree's card type ("American Express", "Apple Pay - Visa") as one of our brands. */
export function toCardBrand(cardType: string | undefined): CardBrand | null {
  const name = (cardType ?? "")
    .replace(/^apple pay - /i, "")
    .replace(/[\s_-]/g, "")
    .toLowerCase();
  switch (name) {
    case "americanexpress":
    case "amex":
      return "American Express";
    case "visa":
      return "Visa";
    case "mastercard":
      return "MasterCard";
    case "discover":
      return "Discover";
    case "jcb":
      return "JCB";
    default:
      return null;
  }
}

function cardOf(transaction: BraintreeSaleTransaction): Pick<Authorization, "cardBrand" | "last4"> {
  const card = transaction.creditCard;
  if (card) return { cardBrand: toCardBrand(card.cardType), last4: card.last4 || null };
  const applePay = transaction.applePayCard;
  if (applePay) {
    const named = [applePay.paymentInstrumentName, applePay.sourceDescription]
      .map((text) => /(\d{4})\s*$/.exec(text ?? "")?.[1])
      .find(Boolean);
    return { cardBrand: toCardBrand(applePay.cardType), last4: named ?? (applePay.last4 || null) };
  }
  const googlePay = transaction.androidPayCard;
  if (googlePay) {
    return {
      cardBrand: toCardBrand(googlePay.sourceCardType),
      last4: googlePay.sourceCardLast4 || null,
    };
  }
  return { cardBrand: null, last4: null };
}

const AUTHORIZED_STATUSES = new Set([
  "authorized",
  "submitted_for_settlement",
  "settling",
  "settled",
  "settlement_confirmed",
]);
// Accepted by Braintree but not confirmed by the processor yet: our code 539.
const PENDING_STATUSES = new Set(["authorizing", "settlement_pending"]);

/** Validation error codes meaning "this nonce was already used" (transaction and vault). */
const NONCE_CONSUMED_CODES = new Set(["91564", "93107", "92907", "91731", "93504"]);

/** A sale's result as our Authorization; throws the PaymentError for any refusal. */
export function reshapeSale(result: BraintreeResult, request: AuthorizeRequest): Authorization {
  const transaction = result.transaction;
  if (!result.success || !transaction) throw toPaymentError(result);
  const status = AUTHORIZED_STATUSES.has(transaction.status)
    ? "authorized"
    : PENDING_STATUSES.has(transaction.status)
      ? "processing"
      : null;
  if (!status) {
    throw new PaymentError(
      "GATEWAY_ERROR",
      `Unexpected transaction status "${transaction.status}"`,
      transaction.status,
    );
  }
  return {
    transactionId: transaction.id,
    status,
    method: request.method,
    // What was authorised, which a partial authorisation makes less than what was asked.
    amountInCents: dollarsToCents(transaction.amount) ?? request.amountInCents,
    ...cardOf(transaction),
  };
}

/** Why a sale failed, from Braintree's status, processor response and validation errors. */
export function toPaymentError(result: BraintreeResult): PaymentError {
  const transaction = result.transaction;
  const message = result.message || "The payment was not accepted";
  if (transaction) {
    const processorText = transaction.processorResponseText || message;
    switch (transaction.status) {
      case "processor_declined":
      case "settlement_declined":
        return new PaymentError(
          "DECLINED",
          processorText,
          transaction.processorResponseCode || null,
        );
      case "gateway_rejected": {
        const reason = transaction.gatewayRejectionReason ?? null;
        // The merchant account is not ready: nothing the shopper can change.
        const code = reason === "application_incomplete" ? "GATEWAY_ERROR" : "DECLINED";
        return new PaymentError(code, message, reason);
      }
      case "failed":
        return new PaymentError(
          "GATEWAY_ERROR",
          processorText,
          transaction.processorResponseCode || null,
        );
      default:
        return new PaymentError("GATEWAY_ERROR", message, transaction.status);
    }
  }
  const errors = result.errors?.deepErrors() ?? [];
  const first = errors[0];
  if (!first) return new PaymentError("GATEWAY_ERROR", message);
  const consumed = errors.find((error) => NONCE_CONSUMED_CODES.has(error.code));
  if (consumed) return new PaymentError("NONCE_USED", consumed.message, consumed.code);
  // Validation errors: Braintree refused the request itself (unknown nonce, bad amount).
  return new PaymentError("INVALID_PAYLOAD", first.message || message, first.code);
}

/** A failed void or refund: the order stays as it was, so it is the gateway's error. */
export function toOperationError(result: BraintreeResult, operation: string): PaymentError {
  const first = result.errors?.deepErrors()[0];
  const providerCode = first?.code ?? (result.transaction?.processorResponseCode || null);
  return new PaymentError(
    "GATEWAY_ERROR",
    `${operation} failed: ${first?.message || result.message || "refused by Braintree"}`,
    providerCode,
  );
}

const TIMEOUT_TYPES = new Set(["requestTimeoutError", "gatewayTimeoutError"]);
const TIMEOUT_SOCKET_CODES = new Set(["ETIMEDOUT", "ESOCKETTIMEDOUT"]);

/** What the SDK throws (its typed errors, or a socket error) as a PaymentError. */
export function reshapeSdkError(error: unknown): PaymentError {
  if (isPaymentError(error)) return error;
  const { type, code, message } = (error ?? {}) as {
    type?: unknown;
    code?: unknown;
    message?: unknown;
  };
  const text = typeof message === "string" && message ? message : "Braintree request failed";
  const providerCode = typeof type === "string" ? type : typeof code === "string" ? code : null;
  const timedOut =
    (typeof type === "string" && TIMEOUT_TYPES.has(type)) ||
    (typeof code === "string" && TIMEOUT_SOCKET_CODES.has(code));
  return new PaymentError(timedOut ? "TIMEOUT" : "GATEWAY_ERROR", text, providerCode, {
    cause: error,
  });
}

async function callBraintree<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw reshapeSdkError(error);
  }
}

/**
 * Of the sales Braintree found for an order reference (oldest first), the newest that still
 * holds money (authorised or pending), as our Authorization; null when every one was voided,
 * declined or failed. The method is the checkout's to say: the caller knows it.
 */
export function liveAuthorization(
  found: readonly BraintreeSaleTransaction[],
): Authorization | null {
  const newest = found
    .filter((t) => AUTHORIZED_STATUSES.has(t.status) || PENDING_STATUSES.has(t.status))
    .at(-1);
  if (!newest) return null;
  return {
    transactionId: newest.id,
    status: PENDING_STATUSES.has(newest.status) ? "processing" : "authorized",
    method: "credit",
    amountInCents: dollarsToCents(newest.amount) ?? 0,
    ...cardOf(newest),
  };
}

const SETTLED = new Set(["authorized", "submitted_for_settlement", "settling", "settled"]);
const PENDING = new Set(["authorizing", "settlement_pending"]);

/** A Braintree transaction status as the checkout reads it. */
export function transactionStatus(status: string): TransactionStatus {
  if (SETTLED.has(status)) return "authorized";
  if (PENDING.has(status)) return "processing";
  if (status === "voided") return "voided";
  return "declined";
}

export function createBraintreeGateway(config: BraintreeConfig): PaymentGateway {
  const gateway = new braintree.BraintreeGateway({
    environment:
      config.environment === "production"
        ? braintree.Environment.Production
        : braintree.Environment.Sandbox,
    merchantId: config.merchantId,
    publicKey: config.publicKey,
    privateKey: config.privateKey,
  });

  return {
    name: "braintree",

    async authorize(request) {
      const sale = toSaleRequest(request);
      const result = await callBraintree(() => gateway.transaction.sale(sale));
      return reshapeSale(result, request);
    },

    async findAuthorization(orderReference) {
      // The sale was made with orderId = the reference: the newest live one is the attempt's.
      const found = await callBraintree(
        () =>
          new Promise<BraintreeSaleTransaction[]>((resolve, reject) => {
            const transactions: BraintreeSaleTransaction[] = [];
            const stream = gateway.transaction.search((search) =>
              search.orderId().is(orderReference),
            );
            stream.on("data", (t: BraintreeSaleTransaction) => transactions.push(t));
            stream.on("error", reject);
            stream.on("end", () => resolve(transactions));
          }),
      );
      return liveAuthorization(found);
    },

    async void(transactionId) {
      const result = await callBraintree(() => gateway.transaction.void(transactionId));
      if (!result.success) throw toOperationError(result, "Void");
    },

    async capture(transactionId, amountInCents) {
      checkAmount(amountInCents);
      const amount = centsToDollars(amountInCents);
      const result = await callBraintree(() =>
        gateway.transaction.submitForSettlement(transactionId, amount),
      );
      if (!result.success) throw toOperationError(result, "Capture");
    },

    async refund(transactionId, amountInCents) {
      checkAmount(amountInCents);
      const amount = centsToDollars(amountInCents);
      const result = await callBraintree(() => gateway.transaction.refund(transactionId, amount));
      if (!result.success || !result.transaction) throw toOperationError(result, "Refund");
      return { refundId: result.transaction.id };
    },

    async status(transactionId) {
      const transaction = await callBraintree(() => gateway.transaction.find(transactionId));
      return transactionStatus(transaction.status);
    },

    async klarnaSession() {
      throw new PaymentError("GATEWAY_ERROR", "Klarna is not configured");
    },
  };
}
