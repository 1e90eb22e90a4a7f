import { randomUUID } from "node:crypto";
import { and, asc, eq, gt, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { brands, productLines, products } from "../catalog/catalog.schema";
import { promotions } from "../deals/deals.schema";
import { installers } from "../installers/installers.schema";
import { stock } from "../orders/orders.schema";
import { userSessions } from "../session/session.schema";
import { cartShipping } from "../shipping/shipping.schema";
import { cartCoupons, cartItems, carts } from "./cart.schema";

export type CartRow = typeof carts.$inferSelect;

export async function findCart(db: Db, id: string): Promise<CartRow | null> {
  const [row] = await db.select().from(carts).where(eq(carts.id, id));
  return row ?? null;
}

/** What pricing a tire needs of it, from today's catalogue (never a price stored with a cart). */
const pricedProductColumns = {
  productId: products.id,
  sku: products.sku,
  salePriceCents: products.salePriceCents,
  size: products.sizeLabel,
  isInstallable: products.isInstallable,
  isOversize: products.isOversize,
  availability: products.availability,
  rimDiameter: products.rimDiameter,
  loadIndex: products.loadIndex,
  productLineId: productLines.id,
  includesRoadHazard: productLines.includesRoadHazard,
  brandId: brands.id,
  lineName: productLines.name,
  lineSlug: productLines.slug,
  tireType: productLines.tireType,
  brandName: brands.name,
  brandSlug: brands.slug,
};

/** A tire's shelves with units, as [warehouse id, units, production year, week] rows. */
const shelvesOf = (productId: typeof products.id) =>
  sql<
    [number, number, number | null, number | null][]
  >`(select coalesce(json_agg(json_build_array(${stock.warehouseId}, ${stock.quantity}, ${stock.productionYear}, ${stock.productionWeek})), '[]'::json) from ${stock} where ${stock.productId} = ${productId} and ${stock.quantity} > 0)`;

/** The cart's lines with today's catalogue price (never a price stored with the cart). */
export async function findCartLines(db: Db, cartId: string) {
  return db
    .select({
      ...pricedProductColumns,
      quantity: cartItems.quantity,
      roadHazardOption: cartItems.roadHazardOption,
      seenPriceCents: cartItems.seenPriceCents,
      shelves: shelvesOf(products.id),
    })
    .from(cartItems)
    .innerJoin(products, eq(cartItems.productId, products.id))
    .innerJoin(productLines, eq(products.productLineId, productLines.id))
    .innerJoin(brands, eq(productLines.brandId, brands.id))
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.addedAt), asc(products.id));
}

/** Tires as a new cart line would price them, with what decides whether they can be sold. */
export async function findProductsToPrice(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      ...pricedProductColumns,
      discontinuedAt: products.discontinuedAt,
      minQuantityAllowedForCart: products.minQuantityAllowedForCart,
    })
    .from(products)
    .innerJoin(productLines, eq(products.productLineId, productLines.id))
    .innerJoin(brands, eq(productLines.brandId, brands.id))
    .where(inArray(products.id, ids));
}

export async function findProductsForCart(db: Db, ids: number[]) {
  return db
    .select({
      id: products.id,
      availability: products.availability,
      discontinuedAt: products.discontinuedAt,
      minQuantityAllowedForCart: products.minQuantityAllowedForCart,
      tireType: productLines.tireType,
      includesRoadHazard: productLines.includesRoadHazard,
      isInstallable: products.isInstallable,
      isOversize: products.isOversize,
      rimDiameter: products.rimDiameter,
    })
    .from(products)
    .innerJoin(productLines, eq(products.productLineId, productLines.id))
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

/**
 * When a line is added, strictly after every line the cart already has (and, for the `nth` line
 * of one statement, after the lines before it), so that lines keep the order they were added in:
 * a staggered set's front, then its rear. The clock alone ties them where it ticks coarsely
 * (PGlite's), and the lines then fell back to the product id's order.
 */
const addedNext = (cartId: string, nth = 0) =>
  sql<Date>`greatest(clock_timestamp(), (select max(${cartItems.addedAt}) from ${cartItems} where ${cartItems.cartId} = ${cartId})) + interval '1 microsecond' * ${sql.raw(String(nth + 1))}`;

/**
 * A new cart with its first lines, in one statement: the cart and its lines are written together
 * or not at all, inside a transaction or out of one.
 */
export async function insertCart(
  db: Db,
  values: typeof carts.$inferInsert,
  items: { productId: number; quantity: number; roadHazardOption: number }[],
): Promise<CartRow> {
  const id = randomUUID();
  const cart = db.$with("new_cart").as(
    db
      .insert(carts)
      .values({ ...values, id })
      .returning(),
  );
  const lines = db.$with("new_lines").as(
    db
      .insert(cartItems)
      .values(
        items.map((item, nth) => ({
          ...item,
          cartId: id,
          seenPriceCents: priceNow(item.productId),
          addedAt: sql<Date>`clock_timestamp() + interval '1 microsecond' * ${sql.raw(String(nth + 1))}`,
        })),
      )
      .returning({ productId: cartItems.productId }),
  );
  const [row] = await db.with(cart, lines).select().from(cart);
  if (!row) throw new Error("cart insert returned nothing");
  return row;
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

/** Today's catalogue price of a product, as SQL: what a shopper sees when they add or change it. */
const priceNow = (productId: number | typeof cartItems.productId) =>
  sql<number>`(select ${products.salePriceCents} from ${products} where ${products.id} = ${productId})`;

/** Adds units of a product (a repeat add raises the quantity); the shopper saw today's price. */
export async function addItem(db: Db, cartId: string, productId: number, quantity: number) {
  await db
    .insert(cartItems)
    .values({
      cartId,
      productId,
      quantity,
      seenPriceCents: priceNow(productId),
      addedAt: addedNext(cartId),
    })
    .onConflictDoUpdate({
      target: [cartItems.cartId, cartItems.productId],
      set: {
        quantity: sql`${cartItems.quantity} + ${quantity}`,
        seenPriceCents: sql`excluded.seen_price_cents`,
      },
    });
}

export async function setItemQuantity(db: Db, cartId: string, productId: number, quantity: number) {
  const where = and(eq(cartItems.cartId, cartId), eq(cartItems.productId, productId));
  if (quantity === 0)
    return db.delete(cartItems).where(where).returning({ productId: cartItems.productId });
  return db
    .update(cartItems)
    .set({ quantity, seenPriceCents: priceNow(productId) })
    .where(where)
    .returning({ productId: cartItems.productId });
}

/** The shopper has seen the cart's notices: today's prices become the seen ones. */
export async function acknowledgeCartNotices(db: Db, cartId: string) {
  await db
    .update(cartItems)
    .set({ seenPriceCents: priceNow(cartItems.productId) })
    .where(eq(cartItems.cartId, cartId));
  await db.update(carts).set({ shopRemoved: false }).where(eq(carts.id, cartId));
}

export async function deleteCartRow(db: Db, id: string): Promise<boolean> {
  const deleted = await db.delete(carts).where(eq(carts.id, id)).returning({ id: carts.id });
  return deleted.length > 0;
}

/** Forgets a delivery to a shop or mobile installer (the installer was taken off the cart). */
export async function deleteInstallerShipping(db: Db, cartId: string) {
  await db
    .delete(cartShipping)
    .where(and(eq(cartShipping.cartId, cartId), eq(cartShipping.shippingOption, "installer")));
}

export async function setRoadHazardOptions(
  db: Db,
  cartId: string,
  options: { productId: number; roadHazardOption: number }[],
) {
  for (const { productId, roadHazardOption } of options) {
    await db
      .update(cartItems)
      .set({ roadHazardOption })
      .where(and(eq(cartItems.cartId, cartId), eq(cartItems.productId, productId)));
  }
}

export type PromotionRow = typeof promotions.$inferSelect;

/** The coupon a shopper typed, whatever its case. */
export async function findPromotionByCode(db: Db, code: string): Promise<PromotionRow | null> {
  const [row] = await db
    .select()
    .from(promotions)
    .where(sql`lower(${promotions.promoCode}) = lower(${code})`);
  return row ?? null;
}

/** Promotions without a code, running now, that name one of these lines or brands, or none. */
export async function findAutomaticPromotions(
  db: Db,
  lines: { productLineId: number; brandId: number }[],
  now: Date,
): Promise<PromotionRow[]> {
  if (lines.length === 0) return [];
  return db
    .select()
    .from(promotions)
    .where(
      and(
        isNull(promotions.promoCode),
        or(isNull(promotions.startsAt), lte(promotions.startsAt, now)),
        or(isNull(promotions.endsAt), gt(promotions.endsAt, now)),
        or(
          inArray(
            promotions.productLineId,
            lines.map((l) => l.productLineId),
          ),
          and(
            isNull(promotions.productLineId),
            inArray(
              promotions.brandId,
              lines.map((l) => l.brandId),
            ),
          ),
          and(isNull(promotions.productLineId), isNull(promotions.brandId)),
        ),
      ),
    )
    .orderBy(asc(promotions.id));
}

/** The coupons entered on a cart, oldest first. */
export async function findCartCoupons(db: Db, cartId: string): Promise<PromotionRow[]> {
  const rows = await db
    .select({ promotion: promotions })
    .from(cartCoupons)
    .innerJoin(promotions, eq(cartCoupons.promotionId, promotions.id))
    .where(eq(cartCoupons.cartId, cartId))
    .orderBy(asc(cartCoupons.addedAt), asc(promotions.id));
  return rows.map((row) => row.promotion);
}

export async function addCartCoupon(db: Db, cartId: string, promotion: PromotionRow, code: string) {
  await db
    .insert(cartCoupons)
    .values({ cartId, promotionId: promotion.id, promoCode: code })
    .onConflictDoNothing();
}

export async function removeCartCoupon(db: Db, cartId: string, code: string) {
  await db
    .delete(cartCoupons)
    .where(
      and(eq(cartCoupons.cartId, cartId), sql`lower(${cartCoupons.promoCode}) = lower(${code})`),
    );
}

/** The buyer kind of an anonymous session (accounts bring their own). */
export async function findSessionCustomerType(db: Db, sessionId: string): Promise<string | null> {
  const [row] = await db
    .select({ customerType: userSessions.customerType })
    .from(userSessions)
    .where(eq(userSessions.id, sessionId));
  return row?.customerType ?? null;
}
