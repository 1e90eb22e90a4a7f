import {
  type PaymentMethod,
  type PaymentPayload,
  paymentPayloadSchema,
} from "@treadkit/core/payment";
import { PaymentError } from "./gateway";

/**
 * The payload kinds of checkout.md §3, named: a pay-later charge id, a wallet nonce (PayPal,
 * Venmo), a tokenized card from Apple Pay or Google Pay, and a card nonce from hosted fields.
 */
export type PayloadKind = "charge" | "wallet" | "tokenizedCard" | "cardNonce";

/** Which kinds each method may send; every adapter refuses the rest the same way. */
const KINDS_BY_METHOD: Record<PaymentMethod, readonly PayloadKind[]> = {
  credit: ["cardNonce"],
  paypal: ["wallet"],
  venmo: ["wallet"],
  applepay: ["tokenizedCard", "wallet"],
  googlepay: ["tokenizedCard", "wallet"],
  klarna: ["charge"],
  affirm: ["charge"],
  resolve: ["charge"],
  katapult: ["charge"],
  synchrony: ["charge"],
  // The exchange takes its own payment: its orders are recorded from its signed return only.
  exchange: [],
};

const KIND_LABELS: Record<PayloadKind, string> = {
  charge: "a charge id",
  wallet: "a wallet nonce with details.payerId",
  tokenizedCard: "a tokenized card with details.dpanLastTwo",
  cardNonce: "a card nonce",
};

function payloadKind(payload: PaymentPayload): PayloadKind {
  if ("chargeId" in payload) return "charge";
  const details = payload.details;
  if (details && "payerId" in details) return "wallet";
  if (details && "dpanLastTwo" in details) return "tokenizedCard";
  return "cardNonce";
}

/**
 * Returns the payload's kind, or throws INVALID_PAYLOAD when the payload is malformed or is not
 * a kind the method sends. Gateways run it themselves rather than trust every caller's parsing.
 */
export function checkPayloadFitsMethod(
  method: PaymentMethod,
  payload: PaymentPayload,
): PayloadKind {
  const allowed = KINDS_BY_METHOD[method];
  if (!allowed) throw new PaymentError("INVALID_PAYLOAD", `Unknown payment method: ${method}`);
  if (allowed.length === 0) {
    throw new PaymentError("INVALID_PAYLOAD", `A ${method} payment is not taken by this provider`);
  }
  if (!paymentPayloadSchema.safeParse(payload).success) {
    throw new PaymentError("INVALID_PAYLOAD", "The payment payload is malformed");
  }
  const kind = payloadKind(payload);
  if (!allowed.includes(kind)) {
    const expected = allowed.map((k) => KIND_LABELS[k]).join(" or ");
    throw new PaymentError(
      "INVALID_PAYLOAD",
      `A ${method} payment needs ${expected}, not ${KIND_LABELS[kind]}`,
    );
  }
  return kind;
}
