import {
  maskEmail,
  type OrderStatus,
  TRACKING_MISMATCH_MESSAGE,
  type TrackedOrder,
  trackingSteps,
} from "@treadkit/core/order";
import type { Db } from "../../db/client";
import { notFound } from "../../http/errors";
import { findReturnsOfOrder, isOrderNumber, type OrderReturnRow } from "./after-sale.repository";
import {
  findOrderByNumber,
  findOrderLines,
  type OrderLineRow,
  type OrderRow,
} from "./orders.repository";

const sumOf = (quantities: number[]) => quantities.reduce((sum, n) => sum + n, 0);

function reshapeTracked(
  row: OrderRow,
  lines: OrderLineRow[],
  returns: OrderReturnRow[],
): TrackedOrder {
  const tires = lines.filter((line) => line.kind === "tire");
  const status = row.status as OrderStatus;
  return {
    orderId: String(row.orderNumber),
    status,
    steps: trackingSteps(status),
    estimatedDeliveryDate: row.estimatedDeliveryDate,
    carrier: row.carrier,
    trackingNumber: row.trackingNumber,
    maskedEmail: maskEmail(row.email),
    receiptEmailSent: row.receiptEmailSentAt !== null,
    placedAt: row.placedAt.toISOString(),
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    tiresOrdered: sumOf(tires.map((line) => line.quantity)),
    tiresReturned: sumOf(returns.flatMap((r) => r.items.map((item) => item.quantity))),
    lines: tires.map((line) => ({ description: line.description, quantity: line.quantity })),
  };
}

/**
 * The order where Order ID and ZIP belong together. An unknown order and a wrong ZIP get the
 * very same answer, so that order IDs cannot be probed for existence.
 */
export async function trackOrder(
  db: Db,
  query: { orderId: string; zip: string },
): Promise<TrackedOrder> {
  const orderNumber = Number(query.orderId);
  const row = isOrderNumber(orderNumber) ? await findOrderByNumber(db, orderNumber) : null;
  if (!row || row.zip !== query.zip.slice(0, 5))
    throw notFound(TRACKING_MISMATCH_MESSAGE, "TRACKING_MISMATCH");
  const [lines, returns] = await Promise.all([
    findOrderLines(db, row.id),
    findReturnsOfOrder(db, row.id),
  ]);
  return reshapeTracked(row, lines, returns);
}
