import { type SavedAddress, savedAddressesOf } from "@treadkit/core/session";
import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { orders } from "../orders/orders.schema";

/** The orders read for saved addresses: each gives up to two (shipping and billing). */
const ORDERS_READ = 20;

/**
 * The member's saved addresses, from their newest orders: a home delivery's address, and each
 * order's billing address (a shop's or a pickup point's address is not the member's).
 */
export async function savedAddresses(db: Db, userId: string): Promise<SavedAddress[]> {
  const rows = await db
    .select({
      shippingOption: orders.shippingOption,
      shippingAddress: orders.shippingAddress,
      billingAddress: orders.billingAddress,
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.placedAt))
    .limit(ORDERS_READ);
  return savedAddressesOf(
    rows.flatMap((row) => [
      ...(row.shippingOption === "home" ? [row.shippingAddress] : []),
      row.billingAddress,
    ]),
  );
}
