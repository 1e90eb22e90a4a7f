import { atom } from "nanostores";
import type { Client } from "../client";
import { newIdempotencyKey, placeOrder } from "../order/api";
import type { Order } from "../order/schemas";
import { PAYMENT_CONNECTION_MESSAGE } from "../payment/rules";
import type { OrderPaymentMethod, PaymentPayload } from "../payment/schemas";

/** The payment the shopper entered, held from the payment step to the review step. */
export type PendingPayment = {
  cartId: string;
  method: OrderPaymentMethod;
  /** None for invoice and payroll, which go through no provider. */
  payload: PaymentPayload | null;
  /** How the review step names it, e.g. "Visa ending in 1111". */
  summary: string;
  email: string;
  /** One per attempt; a retry of the same attempt repeats it, so nothing is charged twice. */
  idempotencyKey: string;
};

export const PAYMENT_AGAIN_MESSAGE = "Please enter your payment details";

/**
 * One shopper's way through payment and review: the payment waiting to be placed, whether the
 * order is being placed, and what went wrong. Payment nonces are single use and never stored:
 * a reload of the review step asks for the card again.
 */
export function createCheckoutSession() {
  const $payment = atom<PendingPayment | null>(null);
  const $placing = atom(false);
  const $error = atom<string | null>(null);

  function choosePayment(payment: Omit<PendingPayment, "idempotencyKey">) {
    $payment.set({ ...payment, idempotencyKey: newIdempotencyKey() });
    $error.set(null);
  }

  /** The pending payment for this cart, if the shopper entered one in this visit. */
  function paymentFor(cartId: string): PendingPayment | null {
    const payment = $payment.get();
    return payment?.cartId === cartId ? payment : null;
  }

  /**
   * Places the order at the total the shopper was shown. A 409 (price changed, out of stock,
   * appointment gone, cart already ordered) comes before anything is authorised, so the payment
   * is kept for another try once the page shows the new state; any other refusal used the
   * payment up, and the shopper enters it again.
   */
  async function place(
    client: Client,
    cartId: string,
    expectedTotalInCents: number,
  ): Promise<Order | null> {
    const payment = paymentFor(cartId);
    if (!payment) {
      $error.set(PAYMENT_AGAIN_MESSAGE);
      return null;
    }
    if ($placing.get()) return null;
    $placing.set(true);
    $error.set(null);
    const result = await placeOrder(client, payment.idempotencyKey, {
      cartId,
      paymentMethod: payment.method,
      ...(payment.payload ? { payload: payment.payload } : {}),
      expectedTotalInCents,
      email: payment.email,
    });
    $placing.set(false);
    if (result.isSuccess) {
      $payment.set(null);
      return result.data.order;
    }
    const { error } = result;
    $error.set(error.code === "NetworkError" ? PAYMENT_CONNECTION_MESSAGE : error.message);
    if (error.statusCode === 409) {
      $payment.set({ ...payment, idempotencyKey: newIdempotencyKey() });
    } else if (error.code !== "NetworkError") {
      $payment.set(null);
    }
    return null;
  }

  return { $payment, $placing, $error, choosePayment, paymentFor, place };
}

export type CheckoutSession = ReturnType<typeof createCheckoutSession>;
