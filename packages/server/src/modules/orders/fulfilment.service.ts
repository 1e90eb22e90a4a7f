import { randomInt } from "node:crypto";
import { FULFILMENT_STEPS, nextStatus, type OrderStatus } from "@treadkit/core/order";
import type { Db } from "../../db/client";
import { badRequest, HttpError, notFound } from "../../http/errors";
import { addToOutbox } from "../../jobs/outbox";
import { isPaymentError, type PaymentGateway } from "../../payments/gateway";
import { lockOrderByNumber } from "./after-sale.repository";
import { type OrderRow, updateOrder } from "./orders.repository";

/**
 * Fulfilment as an operator drives it: placed → processing → pending_pickup (the carrier and a
 * tracking number are assigned, and the payment is captured) → in_transit → delivered. Each step is its own transaction with
 * an outbox entry, so the shopper can be told of every change.
 */

const ORDER_STATUS_CHANGED_TOPIC = "order.status_changed";
const CARRIER = "FedEx";

/** A 12-digit number, the length of a FedEx Express tracking number. */
function newTrackingNumber(): string {
  return String(randomInt(100_000_000_000, 1_000_000_000_000));
}

const orderNotFoundMessage = (orderNumber: number) => `Order ${orderNumber} not found`;
const cancelledMessage = (orderNumber: number) =>
  `Order ${orderNumber} was cancelled and cannot be advanced`;
const deliveredMessage = (orderNumber: number) => `Order ${orderNumber} has already been delivered`;

export type Advanced = { orderNumber: number; from: OrderStatus; to: OrderStatus; order: OrderRow };

const alreadyAtMessage = (orderNumber: number, status: OrderStatus) =>
  `Order ${orderNumber} is already ${status}`;

const awaitingPaymentMessage = (orderNumber: number) =>
  `Order ${orderNumber} cannot ship before its payment is confirmed`;

/**
 * Takes the order's money as it leaves for the carrier, while its row is locked: a capture the
 * provider refuses leaves the order where it was, to be retried.
 */
async function captureForShipment(payments: PaymentGateway, row: OrderRow): Promise<void> {
  if (row.paymentStatus === "processing")
    throw new HttpError(409, "PAYMENT_PROCESSING", awaitingPaymentMessage(row.orderNumber));
  try {
    await payments.capture(row.paymentTransactionId, row.totalCents);
  } catch (error) {
    if (!isPaymentError(error)) throw error;
    throw new HttpError(
      502,
      "CAPTURE_FAILED",
      `The payment could not be captured: ${error.message}`,
    );
  }
}

/** One step in one transaction; with a target, refuses an order already at or past it. */
async function step(
  db: Db,
  payments: PaymentGateway,
  orderNumber: number,
  now: Date,
  trackingNumber: () => string,
  target: OrderStatus | null,
): Promise<Advanced> {
  return db.transaction(async (tx) => {
    const row = await lockOrderByNumber(tx, orderNumber);
    if (!row) throw notFound(orderNotFoundMessage(orderNumber), "ORDER_NOT_FOUND");
    const from = row.status as OrderStatus;
    if (from === "cancelled")
      throw new HttpError(409, "ORDER_CANCELLED", cancelledMessage(orderNumber));
    if (target && FULFILMENT_STEPS.indexOf(from) >= FULFILMENT_STEPS.indexOf(target))
      throw new HttpError(409, "ALREADY_THERE", alreadyAtMessage(orderNumber, from));
    const to = nextStatus(from);
    if (!to) throw new HttpError(409, "ORDER_DELIVERED", deliveredMessage(orderNumber));
    const ships = to === "pending_pickup";
    if (ships) await captureForShipment(payments, row);
    const updated = await updateOrder(tx, row.id, {
      status: to,
      ...(ships ? { paymentStatus: "captured" } : {}),
      ...(to === "pending_pickup" ? { carrier: CARRIER, trackingNumber: trackingNumber() } : {}),
      ...(to === "delivered" ? { deliveredAt: now } : {}),
    });
    if (!updated) throw new Error(`order ${orderNumber} vanished while advancing`);
    await addToOutbox(tx, ORDER_STATUS_CHANGED_TOPIC, { orderId: row.id });
    return { orderNumber, from, to, order: updated };
  });
}

/** Moves the order one step on; refuses cancelled and delivered orders. */
export function advanceOrder(
  db: Db,
  payments: PaymentGateway,
  orderNumber: number,
  now: Date,
  trackingNumber: () => string = newTrackingNumber,
): Promise<Advanced> {
  return step(db, payments, orderNumber, now, trackingNumber, null);
}

/** The statuses an operator may ask for with --to. */
export const ADVANCE_TARGETS = FULFILMENT_STEPS.slice(1);

/** Steps the order on until it reaches `target`, one transaction and outbox entry per step. */
export async function advanceOrderTo(
  db: Db,
  payments: PaymentGateway,
  orderNumber: number,
  target: OrderStatus,
  now: Date,
  trackingNumber: () => string = newTrackingNumber,
): Promise<Advanced[]> {
  if (!ADVANCE_TARGETS.includes(target))
    throw badRequest(`--to must be one of ${ADVANCE_TARGETS.join(", ")}`, "BAD_TARGET");
  const steps: Advanced[] = [];
  while (steps.at(-1)?.to !== target) {
    try {
      steps.push(await step(db, payments, orderNumber, now, trackingNumber, target));
    } catch (error) {
      // Another operator moved it on meanwhile: what this run did still stands.
      if (steps.length > 0 && error instanceof HttpError && error.code === "ALREADY_THERE")
        return steps;
      throw error;
    }
  }
  return steps;
}
