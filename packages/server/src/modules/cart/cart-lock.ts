import type { Db } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import { notFound } from "../../http/errors";
import { lockCartRow } from "../schedule/schedule.repository";

export const CART_NOT_FOUND = "Cart not found";

export const cartNotFound = () => notFound(CART_NOT_FOUND, "CART_NOT_FOUND");

/**
 * Runs `fn` in a transaction that first locks the cart's row: a 404 when the cart is gone. Every
 * change to a cart's rows takes this lock before touching any of them, the cart's deletion and
 * order placement included, so that changes to one cart queue one after the other. Writing a
 * cart's item, address or coupon first and the cart after takes the locks in the other order
 * (a new child row holds its parent's key), and two such changes deadlock.
 */
export async function withLockedCart<T>(
  db: Db,
  cartId: string,
  fn: (tx: Db) => Promise<T>,
): Promise<T> {
  return inTransaction(db, async (txDb) => {
    if (!(await lockCartRow(txDb, cartId))) throw cartNotFound();
    return fn(txDb);
  });
}
