import type { Order } from "./schemas";

/** The receipt's address (storefront.md §2); the order's own id stands for a guest owner. */
export function receiptPath(order: Pick<Order, "id" | "orderId">): string {
  return `/my_customers/pdf/${order.orderId}/${order.id}/${receiptFileName(order.orderId)}`;
}

export function receiptFileName(orderId: string): string {
  return `Receipt_${orderId}.pdf`;
}
