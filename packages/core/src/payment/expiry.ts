/**
 * A card's expiration date as shoppers type it: "12/29", "1229", "12 / 2029", "12/2029",
 * "1/29", "12-29". Braintree's hosted fields accept the same spread, and the sandbox must not
 * refuse what they take.
 */

export type Expiry = { month: number; year: number };

export type ExpiryParse =
  | ({ ok: true } & Expiry)
  /**
   * empty: nothing typed; incomplete: may still become a date ("12/", "1"); invalid: never can
   * ("13/29", "12/2x"); past: a real date whose month is over.
   */
  | { ok: false; reason: "empty" | "incomplete" | "invalid" | "past" };

/** Braintree's limit (card-validator's maxElapsedYear): no card runs longer than 19 years. */
export const EXPIRY_MAX_YEARS_AHEAD = 19;

// Month, a separator (slash, hyphen, dot or space, spaced or not), then 2 or 4 year digits.
const SEPARATED = /^(\d{1,2})\s*[/\-.\s]\s*(\d{2}|\d{4})$/;
// What may still grow into a date: a month and a separator, and up to three year digits.
const SEPARATED_PREFIX = /^\d{1,2}(\s*[/\-.\s]\s*\d{0,3})?$/;

function split(text: string): { month: string; year: string } | "incomplete" | "invalid" {
  const separated = SEPARATED.exec(text);
  if (separated) return { month: separated[1] as string, year: separated[2] as string };
  if (/^\d+$/.test(text)) {
    // Digits only: MMYY or MMYYYY; "529" is 5/29, while "129" could still be 12/9… or 1/29.
    if (text.length === 4 || text.length === 6) {
      return { month: text.slice(0, 2), year: text.slice(2) };
    }
    if (text.length === 3 && text[0] !== "0" && text[0] !== "1") {
      return { month: text.slice(0, 1), year: text.slice(1) };
    }
    return text.length < 6 ? "incomplete" : "invalid";
  }
  return SEPARATED_PREFIX.test(text) ? "incomplete" : "invalid";
}

/**
 * The month and year of `text`, checked against `now` (the shopper's calendar: local time). A
 * card works until the end of its month, so the current month passes.
 */
export function parseExpiry(text: string, now: Date): ExpiryParse {
  const trimmed = text.trim();
  if (trimmed === "") return { ok: false, reason: "empty" };
  const parts = split(trimmed);
  if (typeof parts === "string") {
    // A month that can never be one ("13", "00/") is wrong already, however it continues.
    const lead = /^(\d{1,2})\D/.exec(trimmed)?.[1] ?? (trimmed.length === 2 ? trimmed : null);
    if (parts === "incomplete" && lead !== null && !isMonth(Number(lead))) {
      return { ok: false, reason: "invalid" };
    }
    return { ok: false, reason: parts };
  }
  const month = Number(parts.month);
  const year = parts.year.length === 2 ? 2000 + Number(parts.year) : Number(parts.year);
  if (!isMonth(month)) return { ok: false, reason: "invalid" };
  const currentYear = now.getFullYear();
  if (year > currentYear + EXPIRY_MAX_YEARS_AHEAD) return { ok: false, reason: "invalid" };
  const current = currentYear * 12 + now.getMonth() + 1;
  if (year * 12 + month < current) return { ok: false, reason: "past" };
  return { ok: true, month, year };
}

const isMonth = (month: number) => Number.isInteger(month) && month >= 1 && month <= 12;

/** "MM/YY", the form the card prints and the field shows. */
export function formatExpiry({ month, year }: Expiry): string {
  return `${String(month).padStart(2, "0")}/${String(year % 100).padStart(2, "0")}`;
}
