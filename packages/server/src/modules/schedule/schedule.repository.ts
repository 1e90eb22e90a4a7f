import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { cartAppointments, installers, slotBookings } from "../../db/schema";

export async function findInstallerForSchedule(db: Db, id: number) {
  const [row] = await db
    .select({
      id: installers.id,
      company: installers.company,
      slotCapacity: installers.slotCapacity,
    })
    .from(installers)
    .where(eq(installers.id, id));
  return row ?? null;
}

export async function bookedSlots(db: Db, installerId: number): Promise<Map<string, number>> {
  const rows = await db
    .select({ slotKey: slotBookings.slotKey, booked: slotBookings.booked })
    .from(slotBookings)
    .where(eq(slotBookings.installerId, installerId));
  return new Map(rows.map((row) => [row.slotKey, row.booked]));
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
