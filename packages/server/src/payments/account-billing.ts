import { randomUUID } from "node:crypto";
import type { AccountBillingMethod } from "@treadkit/core/payment";
import type { Authorization, PaymentGateway, TransactionStatus } from "./gateway";

/**
 * Invoice and payroll orders go through no provider: the store bills the company (on invoice,
 * or through the employee's payroll) for what it ships. Their transactions are the store's own,
 * named with this prefix, so that every caller of the gateway (cancel, capture at shipping,
 * refunds, the payment sweeper) treats them like any other without asking a provider about them.
 */
const ACCOUNT_BILLING_PREFIX = "acct_";

function isAccountBillingTransaction(transactionId: string): boolean {
  return transactionId.startsWith(ACCOUNT_BILLING_PREFIX);
}

/**
 * The approval of an invoice or payroll order: nothing to authorise with a provider, so it is
 * granted at once, and named after the attempt's key, so a retry of the attempt gets the same.
 */
export function accountBillingAuthorization(
  method: AccountBillingMethod,
  amountInCents: number,
  idempotencyKey: string,
): Authorization {
  return {
    transactionId: `${ACCOUNT_BILLING_PREFIX}${method}_${idempotencyKey}`,
    status: "authorized",
    method,
    amountInCents,
    cardBrand: null,
    last4: null,
  };
}

/**
 * `gateway`, answering for the store's own invoice and payroll transactions itself: voiding one
 * releases nothing, capturing it puts the amount on the bill, a refund is a credit on the next
 * bill. Every other transaction goes to `gateway`.
 */
export function withAccountBilling(gateway: PaymentGateway): PaymentGateway {
  return {
    name: gateway.name,
    authorize: (request) => gateway.authorize(request),
    findAuthorization: (reference) => gateway.findAuthorization(reference),
    klarnaSession: (input) => gateway.klarnaSession(input),
    async void(transactionId) {
      if (!isAccountBillingTransaction(transactionId)) await gateway.void(transactionId);
    },
    async capture(transactionId, amountInCents) {
      if (!isAccountBillingTransaction(transactionId))
        await gateway.capture(transactionId, amountInCents);
    },
    async refund(transactionId, amountInCents) {
      if (!isAccountBillingTransaction(transactionId))
        return gateway.refund(transactionId, amountInCents);
      return { refundId: `${transactionId}_credit_${randomUUID()}` };
    },
    async status(transactionId): Promise<TransactionStatus> {
      if (!isAccountBillingTransaction(transactionId)) return gateway.status(transactionId);
      return "authorized";
    },
  };
}
