import { SCHEDULE_HORIZON_DAYS, type Slot } from "./rules";

/** How install days and booked appointments read on screen. */

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** "Tuesday, Nov 24" from an ISO date (and the schedule's day name when it has one). */
export function dayLabel(day: { date: string; day?: string }): string {
  const date = new Date(`${day.date}T00:00:00Z`);
  const weekday = day.day ?? WEEKDAYS[date.getUTCDay()] ?? "";
  return `${weekday}, ${MONTHS[date.getUTCMonth()] ?? ""} ${date.getUTCDate()}`;
}

/** The booked appointment as the cart shows it: "Wednesday, Nov 25, Evening 5:00 PM". */
export function appointmentLabel(appointment: {
  date: string;
  isDropOff: boolean;
  dropOffWindow: string | null;
  slotTime: string;
  startTime: string;
  amOrPm: string;
}): string {
  const time = appointment.isDropOff
    ? `drop-off ${appointment.dropOffWindow ?? `${appointment.startTime} ${appointment.amOrPm}`}`
    : `${appointment.slotTime} ${appointment.startTime} ${appointment.amOrPm}`;
  return `${dayLabel({ date: appointment.date })}, ${time}`;
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
