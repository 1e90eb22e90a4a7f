import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { installers } from "../installers/installers.schema";
import { cartInstallLocations } from "../shipping/shipping.schema";
import type { OrderRow } from "./orders.repository";
import { orders } from "./orders.schema";

/** The order with that shopper-facing number and that owner handle (its id), or null. */
export async function findOrderForReceipt(
  db: Db,
  orderNumber: number,
  id: string,
): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNumber, orderNumber), eq(orders.id, id)));
  return row ?? null;
}

/** The shop (or mobile installer) an order is fitted by: whom to call, where to go, its clock. */
export async function findInstallerPlace(db: Db, installerId: number) {
  const [row] = await db
    .select({
      company: installers.company,
      addressLine1: installers.addressLine1,
      city: installers.city,
      state: installers.state,
      zip: installers.zip,
      phone: installers.phone,
      latitude: installers.latitude,
      longitude: installers.longitude,
      timeZone: installers.timeZone,
      isMobileInstall: installers.isMobileInstall,
    })
    .from(installers)
    .where(eq(installers.id, installerId));
  return row ?? null;
}

/** Where a mobile installer comes to fit the tires; kept on the cart the order was placed from. */
export async function findInstallLocation(db: Db, cartId: string) {
  const [row] = await db
    .select()
    .from(cartInstallLocations)
    .where(eq(cartInstallLocations.cartId, cartId));
  return row ?? null;
}

export async function markReceiptEmailSent(db: Db, id: string, at: Date) {
  await db.update(orders).set({ receiptEmailSentAt: at }).where(eq(orders.id, id));
}
