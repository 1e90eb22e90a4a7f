import type { Db } from "../../db/client";
import { type CartRow, findCart } from "./cart.repository";
import { cartNotFound } from "./cart-lock";

/** The cart, or the 404 every cart-scoped call answers for an unknown cart. */
export async function requireCart(db: Db, cartId: string): Promise<CartRow> {
  const cart = await findCart(db, cartId);
  if (!cart) throw cartNotFound();
  return cart;
}
