import { and, between, eq, gt, gte, inArray, isNotNull, ne, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  cartAppointments,
  carts,
  installerClosures,
  installers,
  orders,
  slotHolds,
} from "../../db/schema";

export async function findInstallerForSchedule(db: Db, id: number) {
  const [row] = await db
    .select({
      id: installers.id,
      company: installers.company,
      slotCapacity: installers.slotCapacity,
      openingHours: installers.openingHours,
      openOnHolidays: installers.openOnHolidays,
      timeZone: installers.timeZone,
      isMobileInstall: installers.isMobileInstall,
    })
    .from(installers)
    .where(eq(installers.id, id));
  return row ?? null;
}

/** A hold that still takes its place at `now`: an order's, or a cart's that has not run out. */
function live(now: Date) {
  return or(isNotNull(slotHolds.orderId), gt(slotHolds.heldUntil, now));
}

/**
 * Places taken per slot for each installer, in one query, from a date on: slot keys start with
 * their date, so older slots sort before it and are left out.
 */
export async function takenSlotsOf(
  db: Db,
  installerIds: readonly number[],
  fromDate: string,
  now: Date,
): Promise<Map<number, Map<string, number>>> {
  const taken = new Map(installerIds.map((id) => [id, new Map<string, number>()]));
  if (installerIds.length === 0) return taken;
  const rows = await db
    .select({
      installerId: slotHolds.installerId,
      slotKey: slotHolds.slotKey,
      places: sql<number>`count(*)::int`,
    })
    .from(slotHolds)
    .where(
      and(
        inArray(slotHolds.installerId, [...installerIds]),
        gte(slotHolds.slotKey, fromDate),
        live(now),
      ),
    )
    .groupBy(slotHolds.installerId, slotHolds.slotKey);
  for (const row of rows) taken.get(row.installerId)?.set(row.slotKey, row.places);
  return taken;
}

/** Dates each installer is closed between two dates (inclusive), in one query. */
export async function closedDatesOf(
  db: Db,
  installerIds: readonly number[],
  from: string,
  to: string,
): Promise<Map<number, Set<string>>> {
  const closed = new Map(installerIds.map((id) => [id, new Set<string>()]));
  if (installerIds.length === 0) return closed;
  const rows = await db
    .select({ installerId: installerClosures.installerId, date: installerClosures.date })
    .from(installerClosures)
    .where(
      and(
        inArray(installerClosures.installerId, [...installerIds]),
        between(installerClosures.date, from, to),
      ),
    );
  for (const row of rows) closed.get(row.installerId)?.add(row.date);
  return closed;
}

/**
 * Locks the cart's row until the transaction ends, so that every change to its appointment,
 * its deletion and its order placement happen one after the other. Null when it is gone.
 */
export async function lockCartRow(db: Db, cartId: string): Promise<{ id: string } | null> {
  const [row] = await db
    .select({ id: carts.id })
    .from(carts)
    .where(eq(carts.id, cartId))
    .for("update");
  return row ?? null;
}

/** Whether the cart has been ordered (its appointment then belongs to the order). */
export async function isCartOrdered(db: Db, cartId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.cartId, cartId))
    .limit(1);
  return row !== undefined;
}

/**
 * Locks one slot of one shop until the transaction ends: whoever counts its places and adds a
 * hold does so alone, in every process. Two slots whose keys hash alike only wait for each other.
 */
export async function lockSlot(db: Db, installerId: number, slotKey: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${installerId}, hashtext(${slotKey}))`);
}

/** Live places in a slot, not counting the cart's own hold (a cart moving within one slot). */
export async function placesTaken(
  db: Db,
  installerId: number,
  slotKey: string,
  now: Date,
  exceptCartId: string | null,
): Promise<number> {
  const [row] = await db
    .select({ places: sql<number>`count(*)::int` })
    .from(slotHolds)
    .where(
      and(
        eq(slotHolds.installerId, installerId),
        eq(slotHolds.slotKey, slotKey),
        live(now),
        exceptCartId === null
          ? undefined
          : or(sql`${slotHolds.cartId} is null`, ne(slotHolds.cartId, exceptCartId)),
      ),
    );
  return row?.places ?? 0;
}

/** The cart's hold, moved to this slot if it had one elsewhere: one cart, one place. */
export async function holdForCart(
  db: Db,
  hold: { cartId: string; installerId: number; slotKey: string; heldUntil: Date },
): Promise<void> {
  await db
    .insert(slotHolds)
    .values(hold)
    .onConflictDoUpdate({
      target: slotHolds.cartId,
      set: { installerId: hold.installerId, slotKey: hold.slotKey, heldUntil: hold.heldUntil },
    });
}

export async function findCartHold(db: Db, cartId: string) {
  const [row] = await db.select().from(slotHolds).where(eq(slotHolds.cartId, cartId));
  return row ?? null;
}

/** The cart's place becomes the order's: it no longer expires, and the cart cannot free it. */
export async function giveHoldToOrder(db: Db, cartId: string, orderId: string): Promise<boolean> {
  const moved = await db
    .update(slotHolds)
    .set({ cartId: null, orderId, heldUntil: null })
    .where(eq(slotHolds.cartId, cartId))
    .returning({ id: slotHolds.id });
  return moved.length > 0;
}

/** Frees the order's place; false when it had none (or it was freed already). */
export async function releaseOrderHold(db: Db, orderId: string): Promise<boolean> {
  const freed = await db
    .delete(slotHolds)
    .where(eq(slotHolds.orderId, orderId))
    .returning({ id: slotHolds.id });
  return freed.length > 0;
}

export async function releaseCartHold(db: Db, cartId: string): Promise<void> {
  await db.delete(slotHolds).where(eq(slotHolds.cartId, cartId));
}

export async function findAppointment(db: Db, cartId: string) {
  const [row] = await db
    .select({
      appointment: cartAppointments,
      company: installers.company,
      timeZone: installers.timeZone,
      heldUntil: slotHolds.heldUntil,
      orderId: slotHolds.orderId,
    })
    .from(cartAppointments)
    .innerJoin(installers, eq(cartAppointments.installerId, installers.id))
    .leftJoin(slotHolds, eq(slotHolds.cartId, cartAppointments.cartId))
    .where(eq(cartAppointments.cartId, cartId));
  return row ?? null;
}

export async function saveAppointment(db: Db, values: typeof cartAppointments.$inferInsert) {
  await db
    .insert(cartAppointments)
    .values(values)
    .onConflictDoUpdate({ target: cartAppointments.cartId, set: values });
}

export async function deleteAppointment(db: Db, cartId: string) {
  await db.delete(cartAppointments).where(eq(cartAppointments.cartId, cartId));
}
