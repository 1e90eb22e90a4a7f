import { MONTH_NAMES, WEEKDAY_NAMES } from "../calendar/names";
import { SCHEDULE_HORIZON_DAYS, type Slot } from "./rules";

/** How install days and booked appointments read on screen. */

/** Whether a label names the year: for dates a shopper keeps (an order's), not a week's picker. */
export type DayLabelOptions = { withYear?: boolean };

/**
 * "Tuesday, Nov 24" from an ISO date (and the schedule's day name when it has one); with the
 * year, "Tuesday, November 24, 2026", as every order page, e-mail and receipt names its dates.
 * A malformed date reads as given.
 */
export function dayLabel(day: { date: string; day?: string }, options: DayLabelOptions = {}) {
  const date = new Date(`${day.date}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day.date;
  const weekday = day.day ?? WEEKDAY_NAMES[date.getUTCDay()] ?? "";
  const month = MONTH_NAMES[date.getUTCMonth()] ?? "";
  if (options.withYear)
    return `${weekday}, ${month} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
  return `${weekday}, ${month.slice(0, 3)} ${date.getUTCDate()}`;
}

/**
 * The booked appointment as the cart shows it: "Wednesday, Nov 25, Evening 5:00 PM"; with the
 * year as an order names it: "Wednesday, November 25, 2026, Evening 5:00 PM".
 */
export function appointmentLabel(
  appointment: {
    date: string;
    isDropOff: boolean;
    dropOffWindow: string | null;
    slotTime: string;
    startTime: string;
    amOrPm: string;
  },
  options: DayLabelOptions = {},
): string {
  const time = appointment.isDropOff
    ? `drop-off ${appointment.dropOffWindow ?? `${appointment.startTime} ${appointment.amOrPm}`}`
    : `${appointment.slotTime} ${appointment.startTime} ${appointment.amOrPm}`;
  return `${dayLabel({ date: appointment.date }, options)}, ${time}`;
}

/** Said for a shop's first free install day or time when it has none in its schedule. */
export const NO_FREE_DAY_TEXT = `None in the next ${SCHEDULE_HORIZON_DAYS} days`;

/** How a slot reads: "Drop-off 8:00 AM - 10:00 AM" or "Afternoon 1:00 PM". */
export function slotLabel(
  slot: Pick<Slot, "isDropOff" | "dropOffWindow" | "slotTime" | "startTime" | "amOrPm">,
): string {
  if (slot.isDropOff) return `Drop-off ${slot.dropOffWindow ?? `${slot.startTime} ${slot.amOrPm}`}`;
  return `${slot.slotTime} ${slot.startTime} ${slot.amOrPm}`;
}

export const HOLD_EXPIRED_MESSAGE =
  "Your hold on this time has ended: it is yours again at checkout while the shop has room.";

/** "Held until 10:42 AM" (the shop's clock) while the cart holds its place; null once ordered. */
export function holdNotice(appointment: {
  hold: { heldUntilTime: string; expired: boolean } | null;
}): string | null {
  if (!appointment.hold) return null;
  return appointment.hold.expired
    ? HOLD_EXPIRED_MESSAGE
    : `Held until ${appointment.hold.heldUntilTime}`;
}
