import {
  type AppointmentRequest,
  buildSchedule,
  DEFAULT_HOURS,
  INSTALL_TIME_UNAVAILABLE,
  type ScheduleDay,
  slotKey,
} from "@treadkit/core/schedule";
import type { Db } from "../../db/client";
import { HttpError, notFound } from "../../http/errors";
import { requireCart } from "../cart/cart.service";
import {
  bookedSlots,
  deleteAppointment,
  findAppointment,
  findInstallerForSchedule,
  releaseSlot,
  saveAppointment,
  takeSlot,
} from "./schedule.repository";

export type Clock = () => Date;

function today(now: Date) {
  return {
    today: now.toISOString().slice(0, 10),
    nowMinutes: now.getUTCHours() * 60 + now.getUTCMinutes(),
  };
}

async function installerOrThrow(db: Db, installerId: string) {
  const installer = await findInstallerForSchedule(db, Number(installerId));
  if (!installer) throw notFound("Shop not found", "INSTALLER_NOT_FOUND");
  return installer;
}

/** The installer's schedule for the next 30 days, with the slots still free. */
export async function getSchedule(db: Db, installerId: string, now: Date): Promise<ScheduleDay[]> {
  const installer = await installerOrThrow(db, installerId);
  return buildSchedule({
    ...today(now),
    hours: DEFAULT_HOURS,
    capacity: installer.slotCapacity,
    booked: await bookedSlots(db, installer.id),
  });
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
 * the new one taken; a full or past slot is refused and nothing changes.
 */
export async function bookAppointment(
  db: Db,
  cartId: string,
  request: AppointmentRequest,
  now: Date,
) {
  const installer = await installerOrThrow(db, request.installerId);
  const days = buildSchedule({
    ...today(now),
    hours: DEFAULT_HOURS,
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
