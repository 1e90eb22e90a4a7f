/**
 * A tire's age, from the production week of its DOT date code: what product pages, cart lines
 * and receipts say of the tires shipped, which stock counts as fresh, and when a shopper's own
 * tires are old enough to replace.
 */

/** The ISO 8601 week a tire was made in, as its DOT date code gives it. */
export type ProductionWeek = { week: number; year: number };

/** Stock made within this many months is fresh, and the listing says so. */
export const FRESH_STOCK_MONTHS = 12;

/** Many tire makers advise replacing tires this many years after they were made. */
export const REPLACE_AFTER_YEARS = 6;

const DAY_MS = 86_400_000;

/** Monday of the production week, at midnight UTC: the earliest the tire can have been made. */
export function productionMonday({ week, year }: ProductionWeek): Date {
  // Week 1 is the week with the year's first Thursday; January 4 is always in it.
  const jan4 = Date.UTC(year, 0, 4);
  const jan4Weekday = (new Date(jan4).getUTCDay() + 6) % 7;
  return new Date(jan4 - jan4Weekday * DAY_MS + (week - 1) * 7 * DAY_MS);
}

/** The production week a date falls in (ISO 8601). */
export function productionWeekOf(date: Date): ProductionWeek {
  const day = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  const weekday = (new Date(day).getUTCDay() + 6) % 7;
  // The Thursday of the date's week decides its year.
  const thursday = new Date(day + (3 - weekday) * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * DAY_MS)) + 1;
  return { week, year };
}

/** "Made in week 12 of 2026". */
export function madeInLabel({ week, year }: ProductionWeek): string {
  return `Made in week ${week} of ${year}`;
}

/** Whole months from the production week to `now`; 0 for a week not yet over. */
export function ageInMonths(made: ProductionWeek, now: Date): number {
  const from = productionMonday(made);
  const months =
    (now.getUTCFullYear() - from.getUTCFullYear()) * 12 + now.getUTCMonth() - from.getUTCMonth();
  return Math.max(0, now.getUTCDate() < from.getUTCDate() ? months - 1 : months);
}

/** Stock made within FRESH_STOCK_MONTHS of `now`. */
export function isFresh(made: ProductionWeek, now: Date): boolean {
  return ageInMonths(made, now) < FRESH_STOCK_MONTHS;
}

/**
 * The warning for a shopper's own tires older than REPLACE_AFTER_YEARS, with the reason; null
 * for younger ones.
 */
export function tireAgeWarning(made: ProductionWeek, now: Date): string | null {
  if (ageInMonths(made, now) < REPLACE_AFTER_YEARS * 12) return null;
  return `These tires were made in ${made.year}. Many makers advise replacing tires after ${REPLACE_AFTER_YEARS} years.`;
}

/** Orders production weeks newest first, weeks not known last. */
export function newerFirst(a: ProductionWeek | null, b: ProductionWeek | null): number {
  const at = a ? a.year * 100 + a.week : -1;
  const bt = b ? b.year * 100 + b.week : -1;
  return bt - at;
}

/** A warehouse's units of one tire: how many, and the week their DOT date code gives. */
export type Shelf = { warehouseId: number; quantity: number; made: ProductionWeek | null };

/**
 * The order units are taken from shelves in: every warehouse delivers in the same time, so the
 * freshest first, then the fullest shelf, then the lower warehouse id.
 */
export function shelfOrder(a: Shelf, b: Shelf): number {
  return newerFirst(a.made, b.made) || b.quantity - a.quantity || a.warehouseId - b.warehouseId;
}

/** What `quantity` units would be taken from the shelves: per shelf, in shelfOrder; null if too few. */
export function unitsToTake<S extends Shelf>(
  shelves: readonly S[],
  quantity: number,
): (S & { quantity: number })[] | null {
  const taken: (S & { quantity: number })[] = [];
  let left = quantity;
  for (const shelf of [...shelves].filter((s) => s.quantity > 0).sort(shelfOrder)) {
    if (left === 0) break;
    const take = Math.min(left, shelf.quantity);
    taken.push({ ...shelf, quantity: take });
    left -= take;
  }
  return left > 0 ? null : taken;
}

/** The distinct production weeks of what is taken, oldest first. */
export function weeksOf(taken: readonly { made: ProductionWeek | null }[]): ProductionWeek[] {
  const weeks = new Map<number, ProductionWeek>();
  for (const { made } of taken) if (made) weeks.set(made.year * 100 + made.week, made);
  return [...weeks.values()].sort((a, b) => newerFirst(b, a));
}

/**
 * "Made in week 12 of 2026"; for units of several weeks, "Made in weeks 10 and 12 of 2026" or
 * "Made in week 50 of 2025 and week 2 of 2026". Null when no week is known.
 */
export function madeInWeeksLabel(weeks: readonly ProductionWeek[]): string | null {
  const first = weeks[0];
  if (!first) return null;
  if (weeks.length === 1) return madeInLabel(first);
  const years = [...new Set(weeks.map((w) => w.year))];
  if (years.length === 1)
    return `Made in weeks ${listed(weeks.map((w) => String(w.week)))} of ${first.year}`;
  return `Made in ${listed(weeks.map((w) => `week ${w.week} of ${w.year}`))}`;
}

const listed = (items: string[]) =>
  items.length <= 1
    ? (items[0] ?? "")
    : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
