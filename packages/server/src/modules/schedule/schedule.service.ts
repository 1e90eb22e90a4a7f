import {
  type AppointmentRequest,
  buildSchedule,
  DEFAULT_HOURS,
  INSTALL_TIME_UNAVAILABLE,
  SCHEDULE_HORIZON_DAYS,
  type ScheduleDay,
  shiftDate,
  slotKey,
  type WeeklyHours,
} from "@treadkit/core/schedule";
import type { Db } from "../../db/client";
import { HttpError, notFound } from "../../http/errors";
import { requireCart } from "../cart/cart.service";
import {
  bookedSlotsOf,
  closedDatesOf,
  deleteAppointment,
  findAppointment,
  findInstallerForSchedule,
  releaseSlot,
  saveAppointment,
  takeSlot,
} from "./schedule.repository";

export type Clock = () => Date;

/** Schedules run on UTC days: today's date and the minutes since its midnight. */
export function scheduleToday(now: Date) {
  return {
    today: now.toISOString().slice(0, 10),
    nowMinutes: now.getUTCHours() * 60 + now.getUTCMinutes(),
  };
}

/** What a schedule needs of an installer; hours of null mean the default week. */
export type ScheduleInstaller = {
  id: number;
  slotCapacity: number;
  openingHours: WeeklyHours | null;
};

async function installerOrThrow(db: Db, installerId: string) {
  const installer = await findInstallerForSchedule(db, Number(installerId));
  if (!installer) throw notFound("Shop not found", "INSTALLER_NOT_FOUND");
  return installer;
}

/** Closed dates within the schedule's horizon. */
function closuresAhead(db: Db, ids: readonly number[], today: string) {
  return closedDatesOf(db, ids, today, shiftDate(today, SCHEDULE_HORIZON_DAYS - 1));
}

/**
 * The schedules of any number of installers, each by its own hours, closures and bookings, from
 * two queries in all.
 */
export async function schedulesOf(
  db: Db,
  list: readonly ScheduleInstaller[],
  now: Date,
): Promise<Map<number, ScheduleDay[]>> {
  const clock = scheduleToday(now);
  const ids = list.map((installer) => installer.id);
  const booked = await bookedSlotsOf(db, ids, clock.today);
  const closed = await closuresAhead(db, ids, clock.today);
  return new Map(
    list.map((installer) => [
      installer.id,
      buildSchedule({
        ...clock,
        hours: installer.openingHours ?? DEFAULT_HOURS,
        closedDates: closed.get(installer.id) ?? new Set(),
        capacity: installer.slotCapacity,
        booked: booked.get(installer.id) ?? new Map(),
      }),
    ]),
  );
}

/** The installer's schedule for the next 30 days, with the slots still free. */
export async function getSchedule(db: Db, installerId: string, now: Date): Promise<ScheduleDay[]> {
  const installer = await installerOrThrow(db, installerId);
  return (await schedulesOf(db, [installer], now)).get(installer.id) ?? [];
}

const unavailable = () => new HttpError(409, "SLOT_UNAVAILABLE", INSTALL_TIME_UNAVAILABLE);

function reshape(row: NonNullable<Awaited<ReturnType<typeof findAppointment>>>) {
  const a = row.appointment;
  return {
    installer: { installerId: String(a.installerId), company: row.company },
    date: a.date,
    slotTime: a.slotTime,
    dropOffWindow: a.dropOffWindow,
    startTime: a.startTime,
    isDropOff: a.isDropOff,
    amOrPm: a.amOrPm,
  };
}

/**
 * Books (or moves) the cart's appointment in one transaction: the old slot is released and
 * the new one taken; a full or past slot, or one outside the shop's hours or on a day it is
 * closed, is refused and nothing changes.
 */
export async function bookAppointment(
  db: Db,
  cartId: string,
  request: AppointmentRequest,
  now: Date,
) {
  const installer = await installerOrThrow(db, request.installerId);
  const clock = scheduleToday(now);
  const closed = await closuresAhead(db, [installer.id], clock.today);
  // The slot must exist in the shop's schedule (open that day, within its hours); whether it
  // has room is decided atomically by takeSlot below.
  const days = buildSchedule({
    ...clock,
    hours: installer.openingHours ?? DEFAULT_HOURS,
    closedDates: closed.get(installer.id) ?? new Set(),
    capacity: Number.POSITIVE_INFINITY,
    booked: new Map(),
  });
  const slot = days
    .find((day) => day.date === request.date)
    ?.slots.find((s) => s.slotTime === request.slotTime && s.isDropOff === request.isDropOff);
  if (!slot?.isSlotAvailable) throw unavailable();
  const key = slotKey(slot);
  await db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    await requireCart(txDb, cartId);
    const previous = await findAppointment(txDb, cartId);
    if (previous)
      await releaseSlot(txDb, previous.appointment.installerId, previous.appointment.slotKey);
    if (!(await takeSlot(txDb, installer.id, key, installer.slotCapacity))) throw unavailable();
    await saveAppointment(txDb, {
      cartId,
      installerId: installer.id,
      slotKey: key,
      date: slot.date,
      slotTime: slot.slotTime,
      isDropOff: slot.isDropOff,
      startTime: slot.startTime,
      amOrPm: slot.amOrPm,
      dropOffWindow: slot.dropOffWindow,
    });
  });
  return getAppointment(db, cartId);
}

export async function getAppointment(db: Db, cartId: string) {
  await requireCart(db, cartId);
  const row = await findAppointment(db, cartId);
  return { cartAppointment: row ? reshape(row) : null };
}

/** Cancels the appointment and frees its place; a cart without one is already done. */
export async function cancelAppointment(db: Db, cartId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    const row = await findAppointment(txDb, cartId);
    if (!row) return;
    await releaseSlot(txDb, row.appointment.installerId, row.appointment.slotKey);
    await deleteAppointment(txDb, cartId);
  });
}
