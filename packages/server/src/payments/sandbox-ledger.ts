import { type Authorization, PaymentError } from "./gateway";

/**
 * Where the sandbox gateway keeps what a provider keeps: its transactions and the single-use
 * tokens (nonces, charge ids) it has seen. In memory for tests; in a database of its own
 * (sandbox-ledger.sql.ts) for a running store, so that several server processes and the
 * operator commands see the same transactions, as they would at Braintree.
 */

export type SandboxTransaction = {
  authorization: Authorization;
  /** The order reference it was authorised for (Braintree's orderId). */
  reference: string;
  voided: boolean;
  /** Submitted for settlement; the sandbox settles at once, so this much can be refunded. */
  capturedInCents: number;
  refundedInCents: number;
};

export interface SandboxLedger {
  /** Records a single-use token; false when it had been used before. */
  claimToken(token: string): Promise<boolean>;
  add(transaction: SandboxTransaction): Promise<void>;
  /** The newest transaction authorised for an order reference. */
  findByReference(reference: string): Promise<SandboxTransaction | null>;
  /**
   * Applies `change` to the transaction while no other change to it can run, and stores what
   * it returns; `change` may throw to refuse. Unknown ids are refused as Braintree does.
   */
  update(
    transactionId: string,
    change: (transaction: SandboxTransaction) => SandboxTransaction,
  ): Promise<SandboxTransaction>;
  close(): Promise<void>;
}

export function transactionNotFound(transactionId: string): PaymentError {
  return new PaymentError("GATEWAY_ERROR", `Transaction ${transactionId} not found`, "not_found");
}

const copy = (transaction: SandboxTransaction): SandboxTransaction => ({
  ...transaction,
  authorization: { ...transaction.authorization },
});

export type MemoryLedger = SandboxLedger & {
  /** Every authorisation made so far, in order, voided or not. */
  authorizations(): Authorization[];
  peek(transactionId: string): SandboxTransaction | undefined;
};

export function createMemoryLedger(): MemoryLedger {
  const transactions = new Map<string, SandboxTransaction>();
  const usedTokens = new Set<string>();
  return {
    async claimToken(token) {
      if (usedTokens.has(token)) return false;
      usedTokens.add(token);
      return true;
    },
    async add(transaction) {
      transactions.set(transaction.authorization.transactionId, copy(transaction));
    },
    async findByReference(reference) {
      const found = [...transactions.values()].filter((t) => t.reference === reference).at(-1);
      return found ? copy(found) : null;
    },
    async update(transactionId, change) {
      const current = transactions.get(transactionId);
      if (!current) throw transactionNotFound(transactionId);
      const next = copy(change(copy(current)));
      transactions.set(transactionId, next);
      return copy(next);
    },
    async close() {},
    authorizations: () =>
      [...transactions.values()].map(({ authorization }) => ({ ...authorization })),
    peek(transactionId) {
      const transaction = transactions.get(transactionId);
      return transaction && copy(transaction);
    },
  };
}
