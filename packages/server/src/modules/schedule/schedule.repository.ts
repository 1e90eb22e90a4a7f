import { and, between, eq, gte, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { cartAppointments, installerClosures, installers, slotBookings } from "../../db/schema";

export async function findInstallerForSchedule(db: Db, id: number) {
  const [row] = await db
    .select({
      id: installers.id,
      company: installers.company,
      slotCapacity: installers.slotCapacity,
      openingHours: installers.openingHours,
    })
    .from(installers)
    .where(eq(installers.id, id));
  return row ?? null;
}

/**
 * Places taken per slot for each installer, in one query, from a date on: slot keys start with
 * their date, so older slots sort before it and are left out.
 */
export async function bookedSlotsOf(
  db: Db,
  installerIds: readonly number[],
  fromDate: string,
): Promise<Map<number, Map<string, number>>> {
  const booked = new Map(installerIds.map((id) => [id, new Map<string, number>()]));
  if (installerIds.length === 0) return booked;
  const rows = await db
    .select({
      installerId: slotBookings.installerId,
      slotKey: slotBookings.slotKey,
      booked: slotBookings.booked,
    })
    .from(slotBookings)
    .where(
      and(
        inArray(slotBookings.installerId, [...installerIds]),
        gte(slotBookings.slotKey, fromDate),
      ),
    );
  for (const row of rows) booked.get(row.installerId)?.set(row.slotKey, row.booked);
  return booked;
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
 * Takes one place in a slot, atomically: the conditional upsert locks the slot's row, so
 * concurrent bookings queue and none passes the capacity. Returns false when the slot is full.
 */
export async function takeSlot(
  db: Db,
  installerId: number,
  slotKey: string,
  capacity: number,
): Promise<boolean> {
  const rows = await db
    .insert(slotBookings)
    .values({ installerId, slotKey, capacity, booked: 1 })
    .onConflictDoUpdate({
      target: [slotBookings.installerId, slotBookings.slotKey],
      set: { booked: sql`${slotBookings.booked} + 1` },
      setWhere: sql`${slotBookings.booked} < ${slotBookings.capacity}`,
    })
    .returning({ booked: slotBookings.booked });
  return rows.length > 0;
}

export async function releaseSlot(db: Db, installerId: number, slotKey: string): Promise<void> {
  await db
    .update(slotBookings)
    .set({ booked: sql`greatest(${slotBookings.booked} - 1, 0)` })
    .where(and(eq(slotBookings.installerId, installerId), eq(slotBookings.slotKey, slotKey)));
}

export async function findAppointment(db: Db, cartId: string) {
  const [row] = await db
    .select({ appointment: cartAppointments, company: installers.company })
    .from(cartAppointments)
    .innerJoin(installers, eq(cartAppointments.installerId, installers.id))
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
