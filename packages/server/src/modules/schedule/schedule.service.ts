import {
  buildSchedule,
  type CartAppointment,
  DEFAULT_HOURS,
  FALLBACK_TIME_ZONE,
  type HolidayId,
  INSTALL_TIME_UNAVAILABLE,
  installLeadDate,
  isHolidayId,
  SCHEDULE_HORIZON_DAYS,
  type ScheduleDay,
  type Slot,
  type SlotChoice,
  shiftDate,
  slotKey,
  TOO_MANY_HOLDS_MESSAGE,
  type WeeklyHours,
  zonedTimeLabel,
  zonedToday,
} from "@treadkit/core/schedule";
import type { Db } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import { HttpError, notFound } from "../../http/errors";
import { findCart } from "../cart/cart.repository";
import {
  closedDatesOf,
  countClientHolds,
  deleteAppointment,
  findAppointment,
  findInstallerForSchedule,
  findInstallerWithClosures,
  holdIfRoom,
  lockCartForBooking,
  lockClientHolds,
  lockSlot,
  releaseCartHold,
  saveAppointment,
  takenSlotsOf,
} from "./schedule.repository";

/** How long a cart keeps its place in a slot before giving it back, unless set otherwise. */
export const DEFAULT_SLOT_HOLD_MINUTES = 20;
const CART_ORDERED_MESSAGE = "This cart has already been ordered";
const CART_NOT_FOUND_MESSAGE = "Cart not found";

/** What a schedule needs of an installer; hours of null mean the default week. */
export type ScheduleInstaller = {
  id: number;
  slotCapacity: number;
  openingHours: WeeklyHours | null;
  openOnHolidays?: readonly string[] | null;
  timeZone: string | null;
};

/** Today and the minutes since midnight on the shop's own clock. */
export function shopToday(installer: { timeZone: string | null }, now: Date) {
  return zonedToday(now, installer.timeZone ?? FALLBACK_TIME_ZONE);
}

/** The shop's today, its minutes since midnight, and the first day tires ordered now can be there. */
function shopClock(installer: { timeZone: string | null }, now: Date) {
  const clock = shopToday(installer, now);
  return { ...clock, earliestDate: installLeadDate(clock.today) };
}

function holidaysOpen(installer: ScheduleInstaller): ReadonlySet<HolidayId> {
  return new Set((installer.openOnHolidays ?? []).filter(isHolidayId));
}

/** Closed dates within the schedule's horizon. */
function closuresAhead(db: Db, ids: readonly number[], today: string) {
  return closedDatesOf(db, ids, today, shiftDate(today, SCHEDULE_HORIZON_DAYS));
}

/**
 * The schedules of any number of installers, each on its own clock, hours, holidays, closures
 * and live holds, from two queries in all.
 */
export async function schedulesOf(
  db: Db,
  list: readonly ScheduleInstaller[],
  now: Date,
  exceptCartId?: string,
): Promise<Map<number, ScheduleDay[]>> {
  const ids = list.map((installer) => installer.id);
  // A day either side of UTC's date covers every US zone's "today".
  const utcToday = now.toISOString().slice(0, 10);
  const taken = await takenSlotsOf(db, ids, shiftDate(utcToday, -1), now, exceptCartId);
  const closed = await closuresAhead(db, ids, shiftDate(utcToday, -1));
  return new Map(
    list.map((installer) => [
      installer.id,
      buildSchedule({
        ...shopClock(installer, now),
        hours: installer.openingHours ?? DEFAULT_HOURS,
        closedDates: closed.get(installer.id) ?? new Set(),
        openOnHolidays: holidaysOpen(installer),
        capacity: installer.slotCapacity,
        booked: taken.get(installer.id) ?? new Map(),
      }),
    ]),
  );
}

async function installerOrThrow(db: Db, installerId: string | number) {
  const installer = await findInstallerForSchedule(db, Number(installerId));
  if (!installer) throw notFound("Shop not found", "INSTALLER_NOT_FOUND");
  return installer;
}

/**
 * The installer's schedule for the next 30 days, with the slots still free; for a cart, the
 * place it holds counts as free, since it is the cart's to keep.
 */
export async function getSchedule(
  db: Db,
  installerId: string,
  now: Date,
  cartId?: string,
): Promise<ScheduleDay[]> {
  const installer = await installerOrThrow(db, installerId);
  return (await schedulesOf(db, [installer], now, cartId)).get(installer.id) ?? [];
}

const slotUnavailable = () => new HttpError(409, "SLOT_UNAVAILABLE", INSTALL_TIME_UNAVAILABLE);
const tooManyHolds = () => new HttpError(409, "TOO_MANY_HOLDS", TOO_MANY_HOLDS_MESSAGE);
const cartOrdered = () => new HttpError(409, "CART_ORDERED", CART_ORDERED_MESSAGE);
const cartGone = () => notFound(CART_NOT_FOUND_MESSAGE, "CART_NOT_FOUND");

/** The shop with its open slots (whether or not they have room), as its clock has them now. */
async function shopAndOpenSlots(db: Db, installerId: number, now: Date) {
  // A day either side of UTC's date covers every US zone's "today".
  const utcToday = now.toISOString().slice(0, 10);
  const installer = await findInstallerWithClosures(
    db,
    installerId,
    shiftDate(utcToday, -1),
    shiftDate(utcToday, SCHEDULE_HORIZON_DAYS + 1),
  );
  if (!installer) throw notFound("Shop not found", "INSTALLER_NOT_FOUND");
  const days = buildSchedule({
    ...shopClock(installer, now),
    hours: installer.openingHours ?? DEFAULT_HOURS,
    closedDates: new Set(installer.closedDates),
    openOnHolidays: holidaysOpen(installer),
    capacity: Number.POSITIVE_INFINITY,
    booked: new Map(),
  });
  return { installer, days };
}

type Installer = Awaited<ReturnType<typeof shopAndOpenSlots>>["installer"];

function findSlot(days: readonly ScheduleDay[], choice: SlotChoice): Slot | null {
  const slot = days
    .find((day) => day.date === choice.date)
    ?.slots.find((s) => s.slotTime === choice.slotTime && s.isDropOff === choice.isDropOff);
  return slot?.isSlotAvailable ? slot : null;
}

/**
 * How a place is held: from when, for how long, and for which client (the shopper's address,
 * which holds at most `maxHolds` live places across its carts; none for a place taken at
 * placement, which only keeps the cart's own).
 */
export type HoldPolicy = {
  now: Date;
  holdMinutes: number;
  client?: { address: string; maxHolds: number } | null;
};

/** The store's hold settings (SLOT_HOLD_MINUTES, SLOT_HOLDS_PER_CLIENT). */
export type HoldSettings = { minutes: number; perClient: number };

/** The policy for a hold the shopper at `clientAddress` asks for now. */
export function shopperHold(settings: HoldSettings, now: Date, clientAddress: string): HoldPolicy {
  return {
    now,
    holdMinutes: settings.minutes,
    client: { address: clientAddress, maxHolds: settings.perClient },
  };
}

/** Why a place could not be had: the slot is full (or gone), or the client holds enough. */
export type BookingRefusal = "full" | "too-many";

/** What a booking stored: the appointment as the cart reads it. */
function bookedAppointment(installer: Installer, slot: Slot, heldUntil: Date): CartAppointment {
  const timeZone = installer.timeZone ?? FALLBACK_TIME_ZONE;
  return {
    installer: { installerId: String(installer.id), company: installer.company, timeZone },
    date: slot.date,
    slotTime: slot.slotTime,
    dropOffWindow: slot.dropOffWindow,
    startTime: slot.startTime,
    isDropOff: slot.isDropOff,
    amOrPm: slot.amOrPm,
    hold: {
      heldUntil: heldUntil.toISOString(),
      heldUntilTime: zonedTimeLabel(heldUntil, timeZone),
      expired: false,
    },
  };
}

/**
 * Takes a place for the cart in one slot, inside the caller's transaction, with the cart's row
 * already locked: the client's holds are locked and counted, then the slot is locked and its
 * live places counted and the hold written in one statement (moving the cart's hold from any
 * other slot), before anyone else may count. Every path takes the client's lock before a slot's.
 */
async function takePlace(
  tx: Db,
  cartId: string,
  installer: Installer,
  slot: Slot,
  policy: HoldPolicy,
): Promise<CartAppointment | BookingRefusal> {
  const key = slotKey(slot);
  const heldUntil = new Date(policy.now.getTime() + policy.holdMinutes * 60_000);
  const clientAddress = policy.client?.address ?? null;
  if (policy.client) {
    await lockClientHolds(tx, policy.client.address);
    const held = await countClientHolds(tx, policy.client.address, cartId, policy.now);
    if (held >= policy.client.maxHolds) return "too-many";
  }
  await lockSlot(tx, installer.id, key);
  const held = await holdIfRoom(
    tx,
    { cartId, installerId: installer.id, slotKey: key, heldUntil, clientAddress },
    installer.slotCapacity,
    policy.now,
  );
  if (!held) return "full";
  await saveAppointment(tx, {
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
  return bookedAppointment(installer, slot, heldUntil);
}

/**
 * Holds the chosen install time at the shop for the cart, inside the caller's transaction with
 * the cart's row locked (lockUnorderedCart); the refusal when it cannot be had, with nothing
 * changed. No time is ever taken that the shopper did not choose.
 */
export async function tryBookInTransaction(
  tx: Db,
  cartId: string,
  installerId: string | number,
  choice: SlotChoice,
  policy: HoldPolicy,
): Promise<CartAppointment | BookingRefusal> {
  const { installer, days } = await shopAndOpenSlots(tx, Number(installerId), policy.now);
  const slot = findSlot(days, choice);
  return slot ? takePlace(tx, cartId, installer, slot, policy) : "full";
}

/**
 * tryBookInTransaction, refusing with a 409: "Install time no longer available" for a slot that
 * is full, past, closed or outside the horizon, and TOO_MANY_HOLDS_MESSAGE for a client that
 * holds enough; the caller's transaction rolls back with it.
 */
export async function bookInTransaction(
  tx: Db,
  cartId: string,
  installerId: string | number,
  choice: SlotChoice,
  policy: HoldPolicy,
): Promise<CartAppointment> {
  const booked = await tryBookInTransaction(tx, cartId, installerId, choice, policy);
  if (booked === "full") throw slotUnavailable();
  if (booked === "too-many") throw tooManyHolds();
  return booked;
}

/**
 * Keeps the cart's install time only if it is at this shop: a time at another shop is freed,
 * and none is taken in its place (the shopper chooses one).
 */
export async function keepTimeOnlyAt(tx: Db, cartId: string, installerId: number): Promise<void> {
  const current = await findAppointment(tx, cartId);
  if (current && current.appointment.installerId !== installerId) {
    await releaseInTransaction(tx, cartId);
  }
}

/** Frees the cart's place and forgets its appointment, inside the caller's transaction. */
export async function releaseInTransaction(tx: Db, cartId: string): Promise<void> {
  await releaseCartHold(tx, cartId);
  await deleteAppointment(tx, cartId);
}

/** Locks the cart for a change to its appointment: 404 when gone, 409 once it is ordered. */
export async function lockUnorderedCart(tx: Db, cartId: string): Promise<void> {
  const cart = await lockCartForBooking(tx, cartId);
  if (!cart) throw cartGone();
  if (cart.ordered) throw cartOrdered();
}

function reshape(
  row: NonNullable<Awaited<ReturnType<typeof findAppointment>>>,
  now: Date,
): CartAppointment {
  const a = row.appointment;
  const heldUntil = row.heldUntil;
  return {
    installer: {
      installerId: String(a.installerId),
      company: row.company,
      timeZone: row.timeZone ?? FALLBACK_TIME_ZONE,
    },
    date: a.date,
    slotTime: a.slotTime,
    dropOffWindow: a.dropOffWindow,
    startTime: a.startTime,
    isDropOff: a.isDropOff,
    amOrPm: a.amOrPm,
    hold:
      heldUntil === null
        ? null
        : {
            heldUntil: heldUntil.toISOString(),
            heldUntilTime: zonedTimeLabel(heldUntil, row.timeZone ?? FALLBACK_TIME_ZONE),
            expired: heldUntil.getTime() <= now.getTime(),
          },
  };
}

export async function getAppointment(db: Db, cartId: string, now: Date) {
  const row = await findAppointment(db, cartId);
  if (!row && !(await findCart(db, cartId))) throw cartGone();
  return { cartAppointment: row ? reshape(row, now) : null };
}

/**
 * Cancels the cart's appointment and frees its place, in one transaction. A cart without one is
 * already done; a cart that is gone is a 404 and an ordered cart's appointment a 409.
 */
export async function cancelAppointment(db: Db, cartId: string): Promise<void> {
  await inTransaction(db, async (txDb) => {
    await lockUnorderedCart(txDb, cartId);
    await releaseInTransaction(txDb, cartId);
  });
}
