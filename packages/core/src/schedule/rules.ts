import { DELIVERY_BUSINESS_DAYS } from "../order/rules";
import { addBusinessDaysTo, type HolidayId, holidayOn } from "./holidays";

/** Install schedules (checkout.md §3 "Appointment and schedule", §9: 30 days ahead). */

export const SCHEDULE_HORIZON_DAYS = 30;
export const INSTALL_TIME_UNAVAILABLE = "Install time no longer available";

/**
 * A place at a shop is held only for a time the shopper chose, one per cart, and one client
 * address holds at most this many live places across its carts: no one client can empty a
 * shop's calendar with anonymous carts.
 */
export const MAX_HOLDS_PER_CLIENT = 3;
export const TOO_MANY_HOLDS_MESSAGE = `Install times are already held for ${MAX_HOLDS_PER_CLIENT} other carts from your connection. Place one of those orders or let its hold run out, then choose a time again.`;
export const INSTALL_TIME_TO_CHOOSE_MESSAGE =
  "Choose when to bring your car in: no time is held for you until you choose one.";
export const INSTALL_TIME_NEEDS_SHOP_MESSAGE =
  "Choose the shop that installs your tires before its install time";

export type SlotTime = "Morning" | "Afternoon" | "Evening";

/** Opening hours by weekday (0 Sunday … 6 Saturday) in minutes after midnight; null = closed. */
export type WeeklyHours = readonly ({ open: number; close: number } | null)[];

export const DEFAULT_HOURS: WeeklyHours = [
  null,
  { open: 480, close: 1080 },
  { open: 480, close: 1080 },
  { open: 480, close: 1080 },
  { open: 480, close: 1080 },
  { open: 480, close: 1080 },
  { open: 480, close: 960 },
];

export type Slot = {
  date: string;
  day: string;
  isDropOff: boolean;
  isSlotAvailable: boolean;
  slotTime: SlotTime;
  startTime: string;
  amOrPm: "AM" | "PM";
  dropOffWindow: string | null;
};

export type ScheduleDay = { date: string; day: string; slots: Slot[] };

const DAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const TIMED: { slotTime: SlotTime; start: number }[] = [
  { slotTime: "Morning", start: 540 },
  { slotTime: "Afternoon", start: 780 },
  { slotTime: "Evening", start: 1020 },
];
/** A drop-off window's length from opening, and a timed slot's (Morning, Afternoon, Evening). */
export const DROP_OFF_MINUTES = 120;
export const SLOT_MINUTES = 60;

function clock(minutes: number): { text: string; amOrPm: "AM" | "PM" } {
  const hours24 = Math.floor(minutes / 60);
  const hours12 = hours24 % 12 === 0 ? 12 : hours24 % 12;
  return {
    text: `${hours12}:${String(minutes % 60).padStart(2, "0")}`,
    amOrPm: hours24 < 12 ? "AM" : "PM",
  };
}

/** A slot's identity for capacity counting: date, time of day and kind. */
export function slotKey(slot: { date: string; slotTime: SlotTime; isDropOff: boolean }): string {
  return `${slot.date}|${slot.slotTime}|${slot.isDropOff ? "dropoff" : "timed"}`;
}

function addDays(isoDate: string, days: number): Date {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date;
}

/** The ISO date (YYYY-MM-DD) that many days after another. */
export function shiftDate(isoDate: string, days: number): string {
  return addDays(isoDate, days).toISOString().slice(0, 10);
}

/**
 * Business days the tires take to reach a shop: the storefront's delivery time (checkout.md §9,
 * 2 to 4 business days), at its longest, as the order's estimated delivery says.
 */
export const INSTALL_LEAD_BUSINESS_DAYS = DELIVERY_BUSINESS_DAYS.max;

/**
 * The first day a shop can fit tires ordered on `today` (its own date): once they can have
 * arrived. Install times before it would be promises the delivery cannot keep.
 */
export function installLeadDate(today: string): string {
  return addBusinessDaysTo(today, INSTALL_LEAD_BUSINESS_DAYS);
}

/** Whether the shop is open on a date: its weekday's hours, its closures and the holidays. */
export function openHoursOn(
  isoDate: string,
  input: {
    hours: WeeklyHours;
    closedDates: ReadonlySet<string>;
    openOnHolidays?: ReadonlySet<HolidayId>;
  },
): { open: number; close: number } | null {
  const hours = input.hours[addDays(isoDate, 0).getUTCDay()];
  if (!hours || input.closedDates.has(isoDate)) return null;
  const holiday = holidayOn(isoDate);
  if (holiday && !input.openOnHolidays?.has(holiday)) return null;
  return hours;
}

/**
 * The installer's days and slots from today for 30 days, on the shop's own clock (today and
 * nowMinutes come from zonedToday): a drop-off window at opening, and Morning, Afternoon and
 * Evening slots within opening hours. Closed weekdays, closed dates and the holidays the shop
 * does not open on yield no day. A slot is available while it has capacity left and, today,
 * while it has not started (a drop-off window while it has not ended).
 */
export function buildSchedule(input: {
  today: string;
  nowMinutes: number;
  hours: WeeklyHours;
  /** The shop's own closed days (stock-taking, a holiday of its own), as YYYY-MM-DD. */
  closedDates: ReadonlySet<string>;
  /** Public holidays (holidays.ts) the shop opens on; it is closed on the others. */
  openOnHolidays?: ReadonlySet<HolidayId>;
  /** The first day the tires can be at the shop (installLeadDate); none before it is offered. */
  earliestDate?: string;
  capacity: number;
  booked: ReadonlyMap<string, number>;
}): ScheduleDay[] {
  const days: ScheduleDay[] = [];
  for (let offset = 0; offset < SCHEDULE_HORIZON_DAYS; offset += 1) {
    const date = addDays(input.today, offset);
    const iso = date.toISOString().slice(0, 10);
    if (input.earliestDate && iso < input.earliestDate) continue;
    const hours = openHoursOn(iso, input);
    if (!hours) continue;
    const day = DAY_NAMES[date.getUTCDay()] ?? "";
    const startsLater = (start: number) => offset > 0 || start > input.nowMinutes;
    const available = (key: string, start: number) =>
      startsLater(start) && (input.booked.get(key) ?? 0) < input.capacity;
    const open = clock(hours.open);
    const slots: Slot[] = [];
    const dropOff = { date: iso, slotTime: "Morning" as const, isDropOff: true };
    slots.push({
      ...dropOff,
      day,
      // A car can be left until the window closes.
      isSlotAvailable: available(slotKey(dropOff), hours.open + DROP_OFF_MINUTES - 1),
      startTime: open.text,
      amOrPm: open.amOrPm,
      dropOffWindow: `${open.text} ${open.amOrPm} - ${clock(hours.open + DROP_OFF_MINUTES).text} ${clock(hours.open + DROP_OFF_MINUTES).amOrPm}`,
    });
    for (const timed of TIMED) {
      if (timed.start < hours.open || timed.start + SLOT_MINUTES > hours.close) continue;
      const slot = { date: iso, slotTime: timed.slotTime, isDropOff: false };
      const start = clock(timed.start);
      slots.push({
        ...slot,
        day,
        isSlotAvailable: available(slotKey(slot), timed.start),
        startTime: start.text,
        amOrPm: start.amOrPm,
        dropOffWindow: null,
      });
    }
    days.push({ date: iso, day, slots });
  }
  return days;
}

/** The default when a tire is added with an installer: the first day with a free drop-off. */
export function firstDropOff(days: readonly ScheduleDay[]): Slot | null {
  for (const day of days) {
    const slot = day.slots.find((s) => s.isDropOff && s.isSlotAvailable);
    if (slot) return slot;
  }
  return null;
}

/** The first day with a slot still free, or null when the horizon is fully booked. */
export function firstAvailableDay(days: readonly ScheduleDay[]): ScheduleDay | null {
  return days.find((day) => day.slots.some((s) => s.isSlotAvailable)) ?? null;
}

/** Whether a slot on that date is still free; false for a date the shop is closed. */
export function hasFreeSlotOn(days: readonly ScheduleDay[], isoDate: string): boolean {
  return days.some((day) => day.date === isoDate && day.slots.some((s) => s.isSlotAvailable));
}

/**
 * When a booked appointment starts and ends, in minutes after midnight on the shop's clock: a
 * drop-off its window from opening, a timed slot its hour. Null for a start time that is no
 * clock time ("9:00" with "AM" or "PM").
 */
export function appointmentMinutes(appointment: {
  isDropOff: boolean;
  startTime: string;
  amOrPm: string;
}): { start: number; end: number } | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(appointment.startTime.trim());
  const meridiem = appointment.amOrPm.trim().toUpperCase();
  if (!match || (meridiem !== "AM" && meridiem !== "PM")) return null;
  const hours12 = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours12 < 1 || hours12 > 12 || minutes > 59) return null;
  const start = ((hours12 % 12) + (meridiem === "PM" ? 12 : 0)) * 60 + minutes;
  return { start, end: start + (appointment.isDropOff ? DROP_OFF_MINUTES : SLOT_MINUTES) };
}
