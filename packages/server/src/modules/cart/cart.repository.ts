import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  brands,
  cartItems,
  cartShipping,
  carts,
  installers,
  productLines,
  products,
} from "../../db/schema";

export type CartRow = typeof carts.$inferSelect;

export async function findCart(db: Db, id: string): Promise<CartRow | null> {
  const [row] = await db.select().from(carts).where(eq(carts.id, id));
  return row ?? null;
}

/** The cart's lines with today's catalogue price (never a price stored with the cart). */
export async function findCartLines(db: Db, cartId: string) {
  return db
    .select({
      productId: products.id,
      sku: products.sku,
      quantity: cartItems.quantity,
      salePriceCents: products.salePriceCents,
      size: products.sizeLabel,
      isInstallable: products.isInstallable,
      isOversize: products.isOversize,
      lineName: productLines.name,
      lineSlug: productLines.slug,
      tireType: productLines.tireType,
      brandName: brands.name,
      brandSlug: brands.slug,
    })
    .from(cartItems)
    .innerJoin(products, eq(cartItems.productId, products.id))
    .innerJoin(productLines, eq(products.productLineId, productLines.id))
    .innerJoin(brands, eq(productLines.brandId, brands.id))
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.addedAt), asc(products.id));
}

export async function findProductsForCart(db: Db, ids: number[]) {
  return db
    .select({
      id: products.id,
      availability: products.availability,
      minQuantityAllowedForCart: products.minQuantityAllowedForCart,
    })
    .from(products)
    .where(inArray(products.id, ids));
}

export async function findInstaller(db: Db, id: number) {
  const [row] = await db
    .select({
      id: installers.id,
      website: installers.website,
      pricePerTire: installers.installPricePerTireCents,
    })
    .from(installers)
    .where(eq(installers.id, id));
  return row ?? null;
}

export async function insertCart(
  db: Db,
  values: typeof carts.$inferInsert,
  items: { productId: number; quantity: number }[],
) {
  return db.transaction(async (tx) => {
    const [cart] = await tx.insert(carts).values(values).returning();
    if (!cart) throw new Error("cart insert returned nothing");
    await tx.insert(cartItems).values(items.map((item) => ({ ...item, cartId: cart.id })));
    return cart;
  });
}

export async function updateCartRow(
  db: Db,
  id: string,
  values: Partial<typeof carts.$inferInsert>,
) {
  await db
    .update(carts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(carts.id, id));
}

/** Adds units of a product (a repeat add raises the quantity). */
export async function addItem(db: Db, cartId: string, productId: number, quantity: number) {
  await db
    .insert(cartItems)
    .values({ cartId, productId, quantity })
    .onConflictDoUpdate({
      target: [cartItems.cartId, cartItems.productId],
      set: { quantity: sql`${cartItems.quantity} + ${quantity}` },
    });
}

export async function setItemQuantity(db: Db, cartId: string, productId: number, quantity: number) {
  const where = and(eq(cartItems.cartId, cartId), eq(cartItems.productId, productId));
  if (quantity === 0)
    return db.delete(cartItems).where(where).returning({ productId: cartItems.productId });
  return db
    .update(cartItems)
    .set({ quantity })
    .where(where)
    .returning({ productId: cartItems.productId });
}

export async function deleteCartRow(db: Db, id: string): Promise<boolean> {
  const deleted = await db.delete(carts).where(eq(carts.id, id)).returning({ id: carts.id });
  return deleted.length > 0;
}

export async function hasShipping(db: Db, cartId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: cartShipping.cartId })
    .from(cartShipping)
    .where(eq(cartShipping.cartId, cartId));
  return row !== undefined;
}
