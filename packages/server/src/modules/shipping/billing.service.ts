import type { cartBillingRequestSchema } from "@treadkit/core/shipping";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { notFound } from "../../http/errors";
import { withLockedCart } from "../cart/cart-lock";
import { requireCart } from "../cart/require-cart";
import { requireZipInState } from "../geo/address-zip";
import { cartBilling } from "./shipping.schema";

type Row = typeof cartBilling.$inferSelect;

const reshape = ({ cartId: _cartId, ...address }: Row) => ({ siteCartBillingResponse: address });

export async function getCartBilling(db: Db, cartId: string) {
  await requireCart(db, cartId);
  const [row] = await db.select().from(cartBilling).where(eq(cartBilling.cartId, cartId));
  if (!row) throw notFound("This cart has no billing address yet", "BILLING_NOT_FOUND");
  return reshape(row);
}

/** Creates or replaces the cart's billing address (already validated with the spec's messages). */
export async function saveCartBilling(
  db: Db,
  cartId: string,
  body: z.output<typeof cartBillingRequestSchema>,
) {
  await requireCart(db, cartId);
  await requireZipInState(db, body);
  const { ssoUid: _ssoUid, vehicle: _vehicle, specialInstructions: _notes, ...address } = body;
  const values = {
    ...address,
    companyName: address.companyName || null,
    addressLine2: address.addressLine2 || null,
    poNumber: address.poNumber || null,
  };
  const [row] = await withLockedCart(db, cartId, (tx) =>
    tx
      .insert(cartBilling)
      .values({ cartId, ...values })
      .onConflictDoUpdate({ target: cartBilling.cartId, set: values })
      .returning(),
  );
  if (!row) throw new Error("cart billing upsert returned nothing");
  return reshape(row);
}
