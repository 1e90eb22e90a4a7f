import {
  canCancel,
  maskEmail,
  mayManageOrder,
  type OrderStatus,
  RETURN_ALL_RETURNED_MESSAGE,
  receiptPath,
  returnCarriageOf,
  returnRefusal,
  TRACKING_MISMATCH_MESSAGE,
  type TrackedOrder,
  trackingSteps,
  zipProvesOrder,
} from "@treadkit/core/order";
import { storedAddressSchema } from "@treadkit/core/session";
import { z } from "zod";
import type { Db } from "../../db/client";
import { notFound } from "../../http/errors";
import { findReturnsOfOrder, isOrderNumber, type OrderReturnRow } from "./after-sale.repository";
import { proofZipsOf, publicDestinationOf } from "./destination";
import {
  findOrderByNumber,
  findOrderLines,
  type OrderLineRow,
  type OrderRow,
} from "./orders.repository";
import { appointmentOf } from "./orders.service";

/** The part of a stored billing address the tracked order shows. */
const storedBillingSchema = z.object({ poNumber: z.string().nullish() });

const sumOf = (quantities: number[]) => quantities.reduce((sum, n) => sum + n, 0);

/** Who looks: the ZIP they proved the order with, and the member signed in, if any. */
type TrackingVisitor = { zip: string; memberId: string | null };

function reshapeTracked(
  row: OrderRow,
  lines: OrderLineRow[],
  returns: OrderReturnRow[],
  visitor: TrackingVisitor,
  now: Date,
): TrackedOrder {
  const tires = lines.filter((line) => line.kind === "tire");
  const status = row.status as OrderStatus;
  const returned = new Map<number, number>();
  for (const item of returns.flatMap((r) => r.items))
    returned.set(item.productId, (returned.get(item.productId) ?? 0) + item.quantity);
  const returnedOf = (line: OrderLineRow) =>
    line.productId === null ? 0 : (returned.get(line.productId) ?? 0);
  const returnable = sumOf(tires.map((line) => line.quantity - returnedOf(line)));
  const mayManage = mayManageOrder(
    { ...row, ...proofZipsOf(row) },
    {
      proof: { zip: visitor.zip },
      memberId: visitor.memberId,
    },
  );
  const parsed = storedAddressSchema.safeParse(row.shippingAddress);
  const refusal = returnRefusal({ status, deliveredAt: row.deliveredAt }, now);
  return {
    id: row.id,
    orderId: String(row.orderNumber),
    status,
    steps: trackingSteps(status),
    estimatedDeliveryDate: row.estimatedDeliveryDate,
    carrier: row.carrier,
    trackingNumber: row.trackingNumber,
    poNumber: storedBillingSchema.safeParse(row.billingAddress).data?.poNumber || null,
    loanId: row.loanId,
    maskedEmail: maskEmail(row.email),
    receiptEmailSent: row.receiptEmailSentAt !== null,
    placedAt: row.placedAt.toISOString(),
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    tiresOrdered: sumOf(tires.map((line) => line.quantity)),
    tiresReturned: sumOf(returns.flatMap((r) => r.items.map((item) => item.quantity))),
    lines: tires.map((line) => ({
      productId: line.productId === null ? null : String(line.productId),
      description: line.description,
      quantity: line.quantity,
      returnable: Math.max(0, line.quantity - returnedOf(line)),
    })),
    shippingOption: row.shippingOption,
    destination: publicDestinationOf(row.shippingOption, parsed.success ? parsed.data : {}),
    appointment: appointmentOf(row.appointment),
    canCancel: mayManage && canCancel({ status, placedAt: row.placedAt }, now),
    signInToManage: !mayManage,
    returnRefusal: refusal ?? (returnable === 0 ? RETURN_ALL_RETURNED_MESSAGE : null),
    returnCarriage: returnCarriageOf(row.shippingOption),
    receiptUrl: receiptPath({ id: row.id, orderId: String(row.orderNumber) }),
    needsConfirmation: row.paymentStatus === "processing" && status !== "cancelled",
    returns: returns.map((r) => ({
      id: r.id,
      status: r.status as TrackedOrder["returns"][number]["status"],
      tires: sumOf(r.items.map((item) => item.quantity)),
      handlingFeeInCents: r.handlingFeeCents,
      refundInCents: r.refundCents,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

/**
 * The order where Order ID and ZIP belong together. An unknown order and a wrong ZIP get the
 * very same answer, so that order IDs cannot be probed for existence.
 */
export async function trackOrder(
  db: Db,
  query: { orderId: string; zip: string },
  visitor: { memberId: string | null },
  now: Date,
): Promise<TrackedOrder> {
  const orderNumber = Number(query.orderId);
  const row = isOrderNumber(orderNumber) ? await findOrderByNumber(db, orderNumber) : null;
  const zip = query.zip.slice(0, 5);
  if (!row || !zipProvesOrder(proofZipsOf(row), zip))
    throw notFound(TRACKING_MISMATCH_MESSAGE, "TRACKING_MISMATCH");
  const [lines, returns] = await Promise.all([
    findOrderLines(db, row.id),
    findReturnsOfOrder(db, row.id),
  ]);
  return reshapeTracked(row, lines, returns, { zip, memberId: visitor.memberId }, now);
}
