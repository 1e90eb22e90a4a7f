/**
 * The public holidays on which shops are closed unless they say otherwise: New Year's Day,
 * Memorial Day, Independence Day, Labor Day, Thanksgiving and Christmas Day. Six fixed rules
 * (a date, or the nth weekday of a month) are all this needs; a holiday library would bring
 * every country's calendar into the bundle for them.
 */

export type HolidayId =
  | "newYearsDay"
  | "memorialDay"
  | "independenceDay"
  | "laborDay"
  | "thanksgiving"
  | "christmasDay";

export const HOLIDAYS: readonly HolidayId[] = [
  "newYearsDay",
  "memorialDay",
  "independenceDay",
  "laborDay",
  "thanksgiving",
  "christmasDay",
];

export const HOLIDAY_NAMES: Readonly<Record<HolidayId, string>> = {
  newYearsDay: "New Year's Day",
  memorialDay: "Memorial Day",
  independenceDay: "Independence Day",
  laborDay: "Labor Day",
  thanksgiving: "Thanksgiving",
  christmasDay: "Christmas Day",
};

export function isHolidayId(value: unknown): value is HolidayId {
  return (HOLIDAYS as readonly unknown[]).includes(value);
}

function iso(year: number, month: number, day: number): string {
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** The day of the month of the nth (1-based) weekday (0 Sunday) of a month; n = -1 for the last. */
function nthWeekday(year: number, month: number, weekday: number, n: number): number {
  if (n > 0) {
    const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
    return 1 + ((weekday - first + 7) % 7) + (n - 1) * 7;
  }
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const last = new Date(Date.UTC(year, month - 1, lastDay)).getUTCDay();
  return lastDay - ((last - weekday + 7) % 7);
}

/** Each holiday's date in a year. */
export function holidaysOf(year: number): ReadonlyMap<string, HolidayId> {
  return new Map<string, HolidayId>([
    [iso(year, 1, 1), "newYearsDay"],
    [iso(year, 5, nthWeekday(year, 5, 1, -1)), "memorialDay"],
    [iso(year, 7, 4), "independenceDay"],
    [iso(year, 9, nthWeekday(year, 9, 1, 1)), "laborDay"],
    [iso(year, 11, nthWeekday(year, 11, 4, 4)), "thanksgiving"],
    [iso(year, 12, 25), "christmasDay"],
  ]);
}

/** The holiday on a date (YYYY-MM-DD), or null. */
export function holidayOn(isoDate: string): HolidayId | null {
  return holidaysOf(Number(isoDate.slice(0, 4))).get(isoDate) ?? null;
}

/** Thanksgiving's date in a year: Black Friday and Cyber Monday follow from it. */
export function thanksgivingOf(year: number): string {
  return iso(year, 11, nthWeekday(year, 11, 4, 4));
}

/** Whether a date (YYYY-MM-DD) is a business day: not a Saturday, a Sunday or a holiday. */
export function isBusinessDay(isoDate: string): boolean {
  const weekday = new Date(`${isoDate}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && holidayOn(isoDate) === null;
}

/** The date that many business days after another (weekends and the holidays skipped). */
export function addBusinessDaysTo(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  let left = days;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    if (isBusinessDay(date.toISOString().slice(0, 10))) left -= 1;
  }
  return date.toISOString().slice(0, 10);
}
