import { and, between, eq, gt, gte, inArray, isNotNull, isNull, ne, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { carts } from "../cart/cart.schema";
import { installers } from "../installers/installers.schema";
import { cartAppointments, installerClosures, slotHolds } from "./schedule.schema";

const scheduleColumns = {
  id: installers.id,
  company: installers.company,
  slotCapacity: installers.slotCapacity,
  openingHours: installers.openingHours,
  openOnHolidays: installers.openOnHolidays,
  timeZone: installers.timeZone,
  isMobileInstall: installers.isMobileInstall,
};

export async function findInstallerForSchedule(db: Db, id: number) {
  const [row] = await db.select(scheduleColumns).from(installers).where(eq(installers.id, id));
  return row ?? null;
}

/** The installer with its closed dates between two dates (inclusive), in one query. */
export async function findInstallerWithClosures(db: Db, id: number, from: string, to: string) {
  const [row] = await db
    .select({
      ...scheduleColumns,
      // Written out: in a select list drizzle leaves columns unqualified.
      closedDates: sql<string[]>`array(
        select c."date"::text from "installer_closures" c
        where c."installer_id" = "installers"."id" and c."date" between ${from} and ${to})`,
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
  exceptCartId?: string,
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
        // The asking cart's own place is still its to keep.
        exceptCartId ? or(isNull(slotHolds.cartId), ne(slotHolds.cartId, exceptCartId)) : undefined,
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

/**
 * Locks the cart's row (lockCartRow) and says in the same query whether it has been ordered;
 * null when the cart is gone.
 */
export async function lockCartForBooking(
  db: Db,
  cartId: string,
): Promise<{ id: string; ordered: boolean } | null> {
  const [row] = await db
    .select({
      id: carts.id,
      // Written out: in a select list drizzle leaves columns unqualified.
      ordered: sql<boolean>`exists (select 1 from "orders" o where o."cart_id" = "carts"."id")`,
    })
    .from(carts)
    .where(eq(carts.id, cartId))
    .for("update", { of: carts });
  return row ?? null;
}

/**
 * Locks one slot of one shop until the transaction ends: whoever counts its places and adds a
 * hold does so alone, in every process. Two slots whose keys hash alike only wait for each other.
 */
export async function lockSlot(db: Db, installerId: number, slotKey: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${installerId}, hashtext(${slotKey}))`);
}

/** Advisory-lock class of a client address's holds (lockSlot's classes are installer ids > 0). */
const CLIENT_HOLDS_LOCK = -1;

/**
 * Locks one client address's holds until the transaction ends: whoever counts them and adds one
 * does so alone, in every process.
 */
export async function lockClientHolds(db: Db, clientAddress: string): Promise<void> {
  await db.execute(
    sql`select pg_advisory_xact_lock(${CLIENT_HOLDS_LOCK}::int, hashtext(${clientAddress}))`,
  );
}

/** Live places the client address holds for carts other than this one. */
export async function countClientHolds(
  db: Db,
  clientAddress: string,
  exceptCartId: string,
  now: Date,
): Promise<number> {
  const [row] = await db
    .select({ places: sql<number>`count(*)::int` })
    .from(slotHolds)
    .where(
      and(
        eq(slotHolds.clientAddress, clientAddress),
        gt(slotHolds.heldUntil, now),
        ne(slotHolds.cartId, exceptCartId),
      ),
    );
  return row?.places ?? 0;
}

/**
 * The cart's hold in this slot, if the slot has room: its live places (not counting the cart's
 * own hold) are counted and the hold written in one statement, which the caller runs holding the
 * slot's lock (lockSlot). The cart's hold in any other slot moves here. False when full.
 */
export async function holdIfRoom(
  db: Db,
  hold: {
    cartId: string;
    installerId: number;
    slotKey: string;
    heldUntil: Date;
    clientAddress: string | null;
  },
  capacity: number,
  now: Date,
): Promise<boolean> {
  const rows = await db.execute(sql`
    insert into ${slotHolds} (installer_id, slot_key, cart_id, held_until, client_address)
    select ${hold.installerId}, ${hold.slotKey}, ${hold.cartId}::uuid, ${hold.heldUntil},
      ${hold.clientAddress}
    where (
      select count(*) from ${slotHolds}
      where installer_id = ${hold.installerId} and slot_key = ${hold.slotKey}
        and (order_id is not null or held_until > ${now})
        and (cart_id is null or cart_id <> ${hold.cartId}::uuid)
    ) < ${capacity}
    on conflict (cart_id) do update
      set installer_id = excluded.installer_id, slot_key = excluded.slot_key,
          held_until = excluded.held_until, client_address = excluded.client_address
    returning id`);
  // Both drivers (node-postgres, PGlite) answer with the returned rows under `rows`.
  return (rows as unknown as { rows: unknown[] }).rows.length > 0;
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
