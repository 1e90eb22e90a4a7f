import type { Order } from "./schemas";

/** The receipt's address (storefront.md §2); the order's own id stands for a guest owner. */
export function receiptPath(order: Pick<Order, "id" | "orderId">): string {
  return `/my_customers/pdf/${order.orderId}/${order.id}/${receiptFileName(order.orderId)}`;
}

export function receiptFileName(orderId: string): string {
  return `Receipt_${orderId}.pdf`;
}

/**
 * A line as a receipt, an e-mail or a payment provider shows it: its quantity and a unit price
 * that multiply out to its total exactly. A charge that does not divide into whole cents per unit
 * (the sales tax of four tires, $36.63) is shown as one charge of its whole amount, never as a
 * rounded unit price that would not add up (4 × $9.16).
 */
export function shownLine(line: { quantity: number; totalInCents: number }): {
  quantity: number;
  unitPriceInCents: number;
} {
  const { quantity, totalInCents } = line;
  if (quantity > 0 && totalInCents % quantity === 0)
    return { quantity, unitPriceInCents: totalInCents / quantity };
  return { quantity: 1, unitPriceInCents: totalInCents };
}
