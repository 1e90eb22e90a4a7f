import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { OrderRow } from "./orders.repository";
import { orderReturns, orders } from "./orders.schema";

/** Data access for what happens after placement: fulfilment steps and returns. */

export type OrderReturnRow = typeof orderReturns.$inferSelect;

/** order_number is a PostgreSQL integer: a larger number is no order, not a database error. */
const MAX_ORDER_NUMBER = 2_147_483_647;

export const isOrderNumber = (value: number) =>
  Number.isSafeInteger(value) && value > 0 && value <= MAX_ORDER_NUMBER;

/** The order, locked until the transaction ends so that two operators cannot skip a step. */
export async function lockOrderByNumber(db: Db, orderNumber: number): Promise<OrderRow | null> {
  if (!isOrderNumber(orderNumber)) return null;
  const [row] = await db
    .select()
    .from(orders)
    .where(eq(orders.orderNumber, orderNumber))
    .for("update");
  return row ?? null;
}

/** The order, locked so that two return requests cannot both take its last tires. */
export async function lockOrderById(db: Db, id: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).for("update");
  return row ?? null;
}

export async function findReturnsOfOrder(db: Db, orderId: string): Promise<OrderReturnRow[]> {
  return db
    .select()
    .from(orderReturns)
    .where(eq(orderReturns.orderId, orderId))
    .orderBy(asc(orderReturns.createdAt));
}

export async function insertReturn(
  db: Db,
  values: typeof orderReturns.$inferInsert,
): Promise<OrderReturnRow> {
  const [row] = await db.insert(orderReturns).values(values).returning();
  if (!row) throw new Error("return insert returned nothing");
  return row;
}

export async function findReturn(db: Db, id: string): Promise<OrderReturnRow | null> {
  const [row] = await db.select().from(orderReturns).where(eq(orderReturns.id, id));
  return row ?? null;
}

export async function lockReturn(db: Db, id: string): Promise<OrderReturnRow | null> {
  const [row] = await db.select().from(orderReturns).where(eq(orderReturns.id, id)).for("update");
  return row ?? null;
}

export async function updateReturn(
  db: Db,
  id: string,
  values: Partial<typeof orderReturns.$inferInsert>,
): Promise<OrderReturnRow | null> {
  const [row] = await db
    .update(orderReturns)
    .set(values)
    .where(eq(orderReturns.id, id))
    .returning();
  return row ?? null;
}

/** Marks a requested return received; one already received or refunded is left as it is. */
export async function markReturnReceived(db: Db, id: string, now: Date) {
  await db
    .update(orderReturns)
    .set({ status: "received", receivedAt: now })
    .where(and(eq(orderReturns.id, id), eq(orderReturns.status, "requested")));
}
