import { TZDateMini } from "@date-fns/tz";

/**
 * A shop's own clock. Schedules, "already started", the booking horizon and hold times are read
 * in the shop's IANA time zone, never in UTC or the server's zone.
 */

/** Where a shop's zone is unknown (never for a seeded shop): the continental US's most common. */
export const FALLBACK_TIME_ZONE = "America/New_York";

function pad(value: number): string {
  return String(value).padStart(2, "0");
}

/** Today's date (YYYY-MM-DD) and the minutes since its midnight on the shop's wall clock. */
export function zonedToday(now: Date, timeZone: string): { today: string; nowMinutes: number } {
  const local = new TZDateMini(now.getTime(), timeZone);
  return {
    today: `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`,
    nowMinutes: local.getHours() * 60 + local.getMinutes(),
  };
}

/** "10:42 AM": an instant as the shop's clock shows it. */
export function zonedTimeLabel(instant: Date, timeZone: string): string {
  const local = new TZDateMini(instant.getTime(), timeZone);
  const hours = local.getHours();
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelve}:${pad(local.getMinutes())} ${hours < 12 ? "AM" : "PM"}`;
}

/** The instant a shop's wall clock shows `minutes` after midnight on a date (YYYY-MM-DD). */
export function zonedInstant(isoDate: string, minutes: number, timeZone: string): Date {
  const [year, month, day] = isoDate.split("-").map(Number);
  const local = new TZDateMini(
    year ?? Number.NaN,
    (month ?? Number.NaN) - 1,
    day ?? Number.NaN,
    Math.floor(minutes / 60),
    minutes % 60,
    timeZone,
  );
  return new Date(local.getTime());
}

/** Whether the runtime knows the zone (an IANA name such as "America/Chicago"). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
