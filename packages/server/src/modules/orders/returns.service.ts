import {
  checkReturnItems,
  mayManageOrder,
  type OrderReturn,
  type OrderStatus,
  RETURN_IMAGE_TOO_LARGE_MESSAGE,
  type ReturnRequestFields,
  returnHandlingFee,
  returnImageRefusal,
  returnRefund,
  returnRefusal,
} from "@treadkit/core/order";
import { isUuid } from "@treadkit/core/validation";
import type { Db } from "../../db/client";
import { badRequest, HttpError, notFound } from "../../http/errors";
import { isPaymentError, type PaymentGateway } from "../../payments/gateway";
import {
  findReturn,
  findReturnsOfOrder,
  insertReturn,
  lockOrderById,
  lockReturn,
  markReturnReceived,
  type OrderReturnRow,
  updateReturn,
} from "./after-sale.repository";
import { proofZipsOf } from "./destination";
import { findOrderById, findOrderLines } from "./orders.repository";

const RETURN_NOT_FOUND_MESSAGE = "Return not found";
export const RETURN_ALREADY_REFUNDED_MESSAGE = "This return has already been refunded";

export type ReturnImage = { contentType: string; bytes: Uint8Array };

function reshapeReturn(row: OrderReturnRow, orderNumber: number): OrderReturn {
  return {
    id: row.id,
    orderId: String(orderNumber),
    status: row.status as OrderReturn["status"],
    reason: row.reason,
    items: row.items.map((item) => ({
      productId: String(item.productId),
      quantity: item.quantity,
    })),
    reorderInCorrectSize: row.reorderInCorrectSize,
    handlingFeeInCents: row.handlingFeeCents,
    refundInCents: row.refundCents,
    hasImage: row.image !== null,
    createdAt: row.createdAt.toISOString(),
    receivedAt: row.receivedAt?.toISOString() ?? null,
    refundedAt: row.refundedAt?.toISOString() ?? null,
  };
}

/**
 * Records a return request on a delivered order (storefront.md §4, §5, §9). Every rule is
 * checked before anything is written; the order is locked so that two requests cannot both
 * return its last tires.
 */
export async function requestReturn(
  db: Db,
  orderId: string,
  request: { fields: ReturnRequestFields; image: ReturnImage | null },
  now: Date,
  /** The signed-in member, if any: a member's order takes returns only in that member's session. */
  memberId: string | null,
): Promise<OrderReturn> {
  const { fields, image } = request;
  if (image) {
    const refusal = returnImageRefusal(image);
    if (refusal === RETURN_IMAGE_TOO_LARGE_MESSAGE)
      throw new HttpError(413, "IMAGE_TOO_LARGE", refusal);
    if (refusal) throw badRequest(refusal, "IMAGE_TYPE");
  }
  return db.transaction(async (tx) => {
    const order = await lockOrderById(tx, orderId);
    // One answer for a wrong proof and an unknown order: an id reveals nothing without proof.
    const proof = { email: fields.email, zip: fields.zip };
    if (!order || !mayManageOrder({ ...order, ...proofZipsOf(order) }, { proof, memberId }))
      throw notFound("Order not found", "ORDER_NOT_FOUND");
    const refusal = returnRefusal(
      { status: order.status as OrderStatus, deliveredAt: order.deliveredAt },
      now,
    );
    if (refusal) throw new HttpError(409, "RETURN_NOT_ACCEPTED", refusal);

    // One connection in a transaction: one query at a time.
    const lines = await findOrderLines(tx, order.id);
    const earlier = await findReturnsOfOrder(tx, order.id);
    const returnedBefore = earlier.flatMap((r) => r.items);
    const checked = checkReturnItems(lines, returnedBefore, fields.items);
    if (!checked.ok) throw badRequest(checked.message, "RETURN_ITEMS");

    const tires = checked.items.reduce((sum, item) => sum + item.quantity, 0);
    const handlingFeeCents = returnHandlingFee(tires, fields);
    const refund = returnRefund({
      lines,
      returnedBefore,
      items: checked.items,
      handlingFeeCents,
    });
    // Rounding of discount shares must never let all returns together exceed what was paid.
    const promised = earlier.reduce((sum, r) => sum + r.refundCents, 0);
    const refundCents = Math.min(refund, Math.max(0, order.totalCents - promised));

    const row = await insertReturn(tx, {
      orderId: order.id,
      reason: fields.reason,
      items: checked.items,
      reorderInCorrectSize: fields.reorderInCorrectSize,
      handlingFeeCents,
      refundCents,
      imageContentType: image?.contentType ?? null,
      image: image ? Buffer.from(image.bytes).toString("base64") : null,
      createdAt: now,
    });
    return reshapeReturn(row, order.orderNumber);
  });
}

/**
 * The operator's receipt of returned tires: the return is marked received, then the refund is
 * made through the payment provider and the return marked refunded. A refund the provider
 * refuses leaves it received, so running this again retries only the refund.
 */
export async function receiveReturn(
  db: Db,
  gateway: PaymentGateway,
  returnId: string,
  now: Date,
): Promise<OrderReturn> {
  const found = isUuid(returnId) ? await findReturn(db, returnId) : null;
  if (!found) throw notFound(RETURN_NOT_FOUND_MESSAGE, "RETURN_NOT_FOUND");
  if (found.status === "refunded")
    throw new HttpError(409, "RETURN_REFUNDED", RETURN_ALREADY_REFUNDED_MESSAGE);
  const order = await findOrderById(db, found.orderId);
  if (!order) throw new Error(`return ${returnId} has no order`);

  await markReturnReceived(db, returnId, now);

  // The row stays locked while the provider is asked, so two operators cannot refund twice.
  const refunded = await db.transaction(async (tx) => {
    const row = await lockReturn(tx, returnId);
    if (!row) throw notFound(RETURN_NOT_FOUND_MESSAGE, "RETURN_NOT_FOUND");
    if (row.status === "refunded")
      throw new HttpError(409, "RETURN_REFUNDED", RETURN_ALREADY_REFUNDED_MESSAGE);
    // A refund of nothing (the handling fee took it all) has nothing to send to the provider.
    if (row.refundCents > 0) {
      try {
        await gateway.refund(order.paymentTransactionId, row.refundCents);
      } catch (error) {
        if (!isPaymentError(error)) throw error;
        throw new HttpError(502, "REFUND_FAILED", `The refund failed: ${error.message}`);
      }
    }
    return updateReturn(tx, returnId, { status: "refunded", refundedAt: now });
  });
  if (!refunded) throw notFound(RETURN_NOT_FOUND_MESSAGE, "RETURN_NOT_FOUND");
  return reshapeReturn(refunded, order.orderNumber);
}
