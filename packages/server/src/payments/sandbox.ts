import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import type { CardBrand } from "@treadkit/core/payment";
import { checkAmount } from "./amounts";
import {
  type Authorization,
  type AuthorizeRequest,
  type KlarnaSession,
  PaymentError,
  type PaymentGateway,
} from "./gateway";
import { checkPayloadFitsMethod } from "./payload";
import { createMemoryLedger, type SandboxLedger, type SandboxTransaction } from "./sandbox-ledger";
import {
  amountOutcome,
  chargeOutcome,
  NONCE_USED_MESSAGE,
  nonceFitsMethod,
  type SandboxOutcome,
  sandboxNonce,
} from "./sandbox-triggers";

/**
 * The built-in gateway: Braintree's sandbox conventions (test nonces, test amounts) and
 * "sandbox_" charge ids for the pay-later providers, kept in memory so checkout runs offline.
 * The triggers are listed in sandbox-triggers.ts.
 */

export type SandboxOptions = {
  /** How long a timeout trigger waits before it rejects; small so tests stay fast. */
  timeoutDelayMs?: number;
  /** Source of the random part of ids, for tests that want them predictable. */
  randomId?: () => string;
};

export type SandboxGateway = PaymentGateway & {
  /** Every authorisation made so far, in order, voided or not; refused attempts are not in it. */
  authorizations(): readonly Authorization[];
  /** A transaction's state after voids, captures and refunds, for tests that check one happened. */
  transaction(transactionId: string): Readonly<SandboxTransaction> | undefined;
};

export const DEFAULT_TIMEOUT_DELAY_MS = 20;

const KLARNA_CATEGORIES: KlarnaSession["payment_method_categories"] = [
  { identifier: "pay_later", name: "Pay later" },
  { identifier: "pay_over_time", name: "Financing" },
];

type Decision = {
  /** The single-use token: the nonce or the charge id. */
  token: string;
  outcome: SandboxOutcome;
  cardBrand: CardBrand | null;
  last4: string | null;
};

function decide({ method, payload, amountInCents }: AuthorizeRequest): Decision {
  if ("chargeId" in payload) {
    const outcome = chargeOutcome(payload.chargeId);
    return { token: payload.chargeId, outcome, cardBrand: null, last4: null };
  }
  const nonce = sandboxNonce(payload.nonce);
  if (!nonce) {
    throw new PaymentError("INVALID_PAYLOAD", "Unknown or expired payment_method_nonce.", "91565");
  }
  if (!nonceFitsMethod(nonce, method)) {
    throw new PaymentError("INVALID_PAYLOAD", `"${payload.nonce}" is not a ${method} nonce`);
  }
  // A nonce with its own outcome (a decline, a trigger) wins over the amount, as in Braintree.
  const outcome =
    nonce.outcome.kind === "authorized" ? amountOutcome(amountInCents, method) : nonce.outcome;
  return { token: payload.nonce, outcome, cardBrand: nonce.cardBrand, last4: nonce.last4 };
}

/** The sandbox on its own memory ledger, with the accessors tests read it through. */
export function createSandboxGateway(options: SandboxOptions = {}): SandboxGateway {
  const ledger = createMemoryLedger();
  return {
    ...sandboxGatewayOn(ledger, options),
    authorizations: () => ledger.authorizations(),
    transaction: (transactionId) => ledger.peek(transactionId),
  };
}

/** Braintree's refusal of an operation the transaction's state does not allow. */
const refusal = (message: string, providerCode: string) =>
  new PaymentError("GATEWAY_ERROR", message, providerCode);

/** The sandbox gateway keeping its transactions in `ledger`. */
export function sandboxGatewayOn(
  ledger: SandboxLedger,
  options: SandboxOptions = {},
): PaymentGateway {
  const timeoutDelayMs = options.timeoutDelayMs ?? DEFAULT_TIMEOUT_DELAY_MS;
  const randomId = options.randomId ?? (() => randomUUID().replaceAll("-", "").slice(0, 16));

  return {
    name: "sandbox",

    async authorize(request) {
      checkAmount(request.amountInCents);
      checkPayloadFitsMethod(request.method, request.payload);
      const { token, outcome, cardBrand, last4 } = decide(request);

      // Malformed or reused tokens are refused before they count as used, as validation
      // errors are in Braintree; anything that reaches the "processor" uses the token up.
      if (outcome.kind === "error" && outcome.code === "INVALID_PAYLOAD") {
        throw new PaymentError(outcome.code, outcome.message, outcome.providerCode);
      }
      if (
        (outcome.kind === "error" && outcome.code === "NONCE_USED") ||
        !(await ledger.claimToken(token))
      ) {
        throw new PaymentError("NONCE_USED", NONCE_USED_MESSAGE, "91564");
      }

      if (outcome.kind === "timeout") {
        await sleep(timeoutDelayMs);
        throw new PaymentError("TIMEOUT", "The payment provider did not answer in time");
      }
      if (outcome.kind === "error") {
        throw new PaymentError(outcome.code, outcome.message, outcome.providerCode);
      }
      const authorization: Authorization = {
        transactionId: `sbx_${randomId()}`,
        status: outcome.kind === "processing" ? "processing" : "authorized",
        method: request.method,
        amountInCents: request.amountInCents,
        cardBrand,
        last4,
      };
      await ledger.add({
        authorization,
        reference: request.orderReference,
        voided: false,
        capturedInCents: 0,
        refundedInCents: 0,
      });
      return { ...authorization };
    },

    async findAuthorization(orderReference) {
      const found = await ledger.findByReference(orderReference);
      return found && !found.voided ? { ...found.authorization } : null;
    },

    async void(transactionId) {
      await ledger.update(transactionId, (transaction) => {
        if (transaction.voided || transaction.capturedInCents > 0) {
          throw refusal(
            "Transaction can only be voided if it is authorized and not settled",
            "91504",
          );
        }
        return { ...transaction, voided: true };
      });
    },

    async capture(transactionId, amountInCents) {
      checkAmount(amountInCents);
      await ledger.update(transactionId, (transaction) => {
        if (transaction.voided || transaction.capturedInCents > 0) {
          throw refusal("Cannot submit for settlement unless status is authorized", "91507");
        }
        if (transaction.authorization.status === "processing") {
          throw refusal("Cannot submit for settlement unless status is authorized", "91507");
        }
        if (amountInCents > transaction.authorization.amountInCents) {
          throw refusal("Settlement amount is too large", "91522");
        }
        return { ...transaction, capturedInCents: amountInCents };
      });
    },

    async refund(transactionId, amountInCents) {
      checkAmount(amountInCents);
      await ledger.update(transactionId, (transaction) => {
        if (transaction.voided) throw refusal("Cannot refund a voided transaction", "91506");
        if (transaction.capturedInCents === 0) {
          throw refusal("Cannot refund transaction unless it is settled", "91506");
        }
        const refundable = transaction.capturedInCents - transaction.refundedInCents;
        if (amountInCents > refundable) {
          throw refusal(
            `Refund amount is too large: ${refundable} cents remain refundable`,
            "91521",
          );
        }
        return { ...transaction, refundedInCents: transaction.refundedInCents + amountInCents };
      });
      return { refundId: `sbx_rf_${randomId()}` };
    },

    /** A processing authorisation (code 539) has settled as approved by the time it is asked about. */
    async status(transactionId) {
      const transaction = await ledger.update(transactionId, (current) =>
        current.voided
          ? current
          : { ...current, authorization: { ...current.authorization, status: "authorized" } },
      );
      return transaction.voided ? "voided" : "authorized";
    },

    async klarnaSession({ amountInCents }) {
      checkAmount(amountInCents);
      return {
        client_token: `sandbox_klarna_${randomId()}`,
        payment_method_categories: KLARNA_CATEGORIES.map((category) => ({ ...category })),
      };
    },
  };
}
