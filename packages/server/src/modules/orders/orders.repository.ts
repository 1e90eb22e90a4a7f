import { type ProductionWeek, unitsToTake, weeksOf } from "@treadkit/core/sidewall";
import { and, asc, eq, gt, gte, inArray, notInArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { carts } from "../cart/cart.schema";
import { products } from "../catalog/catalog.schema";
import { cartBilling, cartShipping } from "../shipping/shipping.schema";
import { orderLines, orderStock, orders, stock } from "./orders.schema";

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;

/** Serialises placements that share an Idempotency-Key, until the transaction ends. */
export async function lockIdempotencyKey(db: Db, key: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

/** The cart, locked so that two placements of one cart cannot both pass. */
export async function lockCart(db: Db, cartId: string) {
  const [row] = await db.select().from(carts).where(eq(carts.id, cartId)).for("update");
  return row ?? null;
}

export async function findOrderByKey(db: Db, key: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.idempotencyKey, key));
  return row ?? null;
}

export async function findOrderByCart(db: Db, cartId: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.cartId, cartId));
  return row ?? null;
}

export async function findOrderById(db: Db, id: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row ?? null;
}

export async function findOrderByNumber(db: Db, orderNumber: number): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  return row ?? null;
}

export async function findOrderLines(db: Db, orderId: string): Promise<OrderLineRow[]> {
  return db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.lineNo));
}

/** The production weeks of the units an order took, per tire, oldest first. */
export async function findShippedWeeks(
  db: Db,
  orderId: string,
): Promise<Map<number, ProductionWeek[]>> {
  const rows = await db
    .select({
      productId: orderStock.productId,
      productionYear: orderStock.productionYear,
      productionWeek: orderStock.productionWeek,
    })
    .from(orderStock)
    .where(eq(orderStock.orderId, orderId));
  const weeks = new Map<number, ProductionWeek[]>();
  for (const row of rows) {
    const made = productionWeekOfRow(row);
    if (made) weeks.set(row.productId, [...(weeks.get(row.productId) ?? []), made]);
  }
  for (const [productId, list] of weeks)
    weeks.set(productId, weeksOf(list.map((made) => ({ made }))));
  return weeks;
}

/** The catalogue state of the tires on an order's lines, to tell whether each can be reordered. */
export async function findReorderProducts(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: products.id,
      availability: products.availability,
      discontinuedAt: products.discontinuedAt,
    })
    .from(products)
    .where(inArray(products.id, ids));
}

export async function findShippingForOrder(db: Db, cartId: string) {
  const [row] = await db.select().from(cartShipping).where(eq(cartShipping.cartId, cartId));
  return row ?? null;
}

export async function findBillingForOrder(db: Db, cartId: string) {
  const [row] = await db.select().from(cartBilling).where(eq(cartBilling.cartId, cartId));
  return row ?? null;
}

/** Units taken from one shelf, with the production week their DOT date code gives. */
export type TakenStock = {
  warehouseId: number;
  quantity: number;
  productionYear: number | null;
  productionWeek: number | null;
};

/**
 * Takes units of a product, locking the shelves' rows first; null when together they hold too
 * few. Every warehouse delivers in the same time, so the freshest units go first (core's
 * shelfOrder: the newest production week, then the fullest shelf). The stock check constraint is
 * the last line of defence.
 */
export async function takeStock(
  db: Db,
  productId: number,
  quantity: number,
): Promise<TakenStock[] | null> {
  // Rows are locked in one fixed order (warehouse id; callers go product by product in id
  // order), so concurrent buyers queue instead of deadlocking.
  const rows = await db
    .select({
      warehouseId: stock.warehouseId,
      quantity: stock.quantity,
      productionYear: stock.productionYear,
      productionWeek: stock.productionWeek,
    })
    .from(stock)
    .where(and(eq(stock.productId, productId), gt(stock.quantity, 0)))
    .orderBy(asc(stock.warehouseId))
    .for("update");
  const shelves = unitsToTake(
    rows.map((row) => ({ ...row, made: productionWeekOfRow(row) })),
    quantity,
  );
  if (!shelves) return null;
  const taken = shelves.map(({ made: _made, ...part }) => part);
  for (const part of taken) {
    await db
      .update(stock)
      .set({ quantity: sql`${stock.quantity} - ${part.quantity}` })
      .where(and(eq(stock.productId, productId), eq(stock.warehouseId, part.warehouseId)));
  }
  return taken;
}

/** A row's production week, or null where its shelf has no DOT date code. */
function productionWeekOfRow(row: {
  productionYear: number | null;
  productionWeek: number | null;
}): ProductionWeek | null {
  return row.productionYear === null || row.productionWeek === null
    ? null
    : { year: row.productionYear, week: row.productionWeek };
}

export async function insertOrder(
  db: Db,
  order: typeof orders.$inferInsert,
  lines: Omit<typeof orderLines.$inferInsert, "orderId">[],
  taken: Omit<typeof orderStock.$inferInsert, "orderId">[],
): Promise<OrderRow> {
  const [row] = await db.insert(orders).values(order).returning();
  if (!row) throw new Error("order insert returned nothing");
  if (lines.length > 0)
    await db.insert(orderLines).values(lines.map((line) => ({ ...line, orderId: row.id })));
  if (taken.length > 0)
    await db.insert(orderStock).values(taken.map((part) => ({ ...part, orderId: row.id })));
  return row;
}

/** Puts an order's units back on the shelves they came from. */
export async function returnStock(db: Db, orderId: string) {
  const parts = await db.select().from(orderStock).where(eq(orderStock.orderId, orderId));
  for (const part of parts) {
    await db
      .update(stock)
      .set({ quantity: sql`${stock.quantity} + ${part.quantity}` })
      .where(and(eq(stock.productId, part.productId), eq(stock.warehouseId, part.warehouseId)));
  }
}

/**
 * Moves an order to cancelled if, and only if, it is still in one of `from` (and, with
 * placedAfter, was placed after that instant): one conditional update, so that of any number of
 * concurrent cancels exactly one gets the row back and puts stock and the slot back.
 */
export async function cancelOrderRow(
  db: Db,
  id: string,
  condition: { notIn: readonly string[]; placedAfter?: Date; paymentStatus?: string },
  values: Partial<typeof orders.$inferInsert>,
): Promise<OrderRow | null> {
  const [row] = await db
    .update(orders)
    .set({ ...values, status: "cancelled" })
    .where(
      and(
        eq(orders.id, id),
        notInArray(orders.status, [...condition.notIn]),
        condition.placedAfter ? gte(orders.placedAt, condition.placedAfter) : undefined,
        condition.paymentStatus ? eq(orders.paymentStatus, condition.paymentStatus) : undefined,
      ),
    )
    .returning();
  return row ?? null;
}

export async function updateOrder(db: Db, id: string, values: Partial<typeof orders.$inferInsert>) {
  const [row] = await db.update(orders).set(values).where(eq(orders.id, id)).returning();
  return row ?? null;
}
