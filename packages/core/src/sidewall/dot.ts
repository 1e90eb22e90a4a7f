/**
 * DOT tire identification numbers (49 CFR 574.5), as sidewalls print them and as a shopper types
 * or a camera reads them: "DOT U9LP 2P4R 1224", "DOT 1U9 LP2P4R 1224", "DOT B6 JB 509◄".
 *
 * - The plant code: two symbols, or three for plants coded since 2015 (older two-symbol codes
 *   read with a leading 1 in the three-symbol scheme).
 * - The maker's code: the tire size code and up to four symbols of the maker's own; in the
 *   13-symbol format, six symbols in all.
 * - The date code: week and year, four digits since 2000 ("1224" is week 12 of 2024); three
 *   before, the last one the year of the decade ("509" is week 50 of 1999), often followed by a
 *   triangle.
 *
 * TIN symbols are digits and capital letters other than G, I, O, Q, S and Z, so where those are
 * read (a camera's O for 0) they stand for the digit they look like, outside plant codes that
 * NHTSA assigned before the rule.
 */
import { type ProductionWeek, productionMonday } from "./age";
import type { TireMaker } from "./makers";
import { PLANT_CODES } from "./plants";

export type DotCode = {
  /** The number as printed, canonical: "DOT U9LP 2P4R 1224". */
  tin: string;
  plantCode: string;
  /** Who built the tire and where, when the plant belongs to a maker the store carries. */
  plant: { maker: TireMaker; place: string } | null;
  /** The tire size code: the two symbols after the plant code. */
  sizeCode: string | null;
  /** The maker's own symbols after the size code (tire type, construction). */
  makerCode: string | null;
  made: ProductionWeek;
};

export type DotProblem = "NOT_A_DOT_CODE" | "NO_DATE_CODE" | "BAD_WEEK" | "FUTURE_DATE";

export type DotReading = { ok: true; code: DotCode } | { ok: false; problem: DotProblem };

/** What a shopper is told about a DOT code that cannot be read. */
export const DOT_PROBLEM_MESSAGES: Readonly<Record<DotProblem, string>> = {
  NOT_A_DOT_CODE:
    "That is not a DOT code. It follows the letters DOT on the sidewall, such as DOT U9LP 2P4R 1224.",
  NO_DATE_CODE:
    "The DOT code has no date: it ends with four digits, the week and the year the tire was made.",
  BAD_WEEK:
    "The DOT code's date is not a week of the year: its first two digits run from 01 to 53.",
  FUTURE_DATE: "The DOT code's date is still to come: check the last four digits.",
};

// Letters a TIN never holds, read as the digits they look like.
const LOOK_ALIKE_DIGITS: Readonly<Record<string, string>> = {
  O: "0",
  Q: "0",
  D: "0",
  I: "1",
  L: "1",
  Z: "2",
  S: "5",
  G: "6",
  B: "8",
};
const NOT_TIN_LETTERS = /[GIOQSZ]/g;
const TIN_LETTER_DIGIT: Readonly<Record<string, string>> = {
  G: "6",
  I: "1",
  O: "0",
  Q: "0",
  S: "5",
  Z: "2",
};
// The triangle (or a look-alike) printed after a three-digit date code of the 1990s.
const NINETIES_MARK = /[◄◀◁▲△▶►<>]/g;
// Longer than any TIN with its spaces; checked before any pattern runs.
const MAX_INPUT_LENGTH = 48;
const MIN_MAKER_SYMBOLS = 4;
const MAX_MAKER_SYMBOLS = 9;
const NEW_FORMAT_MAKER_SYMBOLS = 9;

/**
 * Reads a DOT code; `now` bounds its date. The letters DOT may be left out when typed, and the
 * groups may run together ("U9LP2P4R1224").
 */
export function readDotCode(input: string, now: Date = new Date()): DotReading {
  if (input.length > MAX_INPUT_LENGTH) return { ok: false, problem: "NOT_A_DOT_CODE" };
  const text = input
    .toUpperCase()
    .replace(NINETIES_MARK, " ")
    .replace(/[^0-9A-Z ]/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^D[O0]T ?/, "");
  const groups = text.split(" ").filter(Boolean);
  const last = groups.pop();
  if (!last) return { ok: false, problem: "NOT_A_DOT_CODE" };

  // The date is the last group when printed apart, else the last four symbols.
  let dateText: string;
  let body: string;
  if (groups.length > 0 && (last.length === 3 || last.length === 4)) {
    dateText = last;
    body = groups.join("");
  } else {
    dateText = last.slice(-4);
    body = [...groups, last.slice(0, -4)].join("");
  }
  const digits = [...dateText].map((c) => LOOK_ALIKE_DIGITS[c] ?? c).join("");
  if (!/^\d{3,4}$/.test(digits)) return { ok: false, problem: "NO_DATE_CODE" };
  if (body.length < MIN_MAKER_SYMBOLS || body.length > MAX_MAKER_SYMBOLS)
    return { ok: false, problem: "NOT_A_DOT_CODE" };

  const week = Number(digits.slice(0, 2));
  const year = digits.length === 4 ? 2000 + Number(digits.slice(2)) : 1990 + Number(digits[2]);
  if (week < 1 || week > isoWeeksIn(year)) return { ok: false, problem: "BAD_WEEK" };
  const made = { week, year };
  if (productionMonday(made).getTime() > now.getTime())
    return { ok: false, problem: "FUTURE_DATE" };

  const { plantCode, rest } = splitPlant(body);
  const sizeCode = rest.slice(0, 2) || null;
  const makerCode = rest.slice(2) || null;
  const known = PLANT_CODES[plantCode];
  const tin = ["DOT", plantCode + (sizeCode ?? ""), makerCode, digits].filter(Boolean).join(" ");
  return {
    ok: true,
    code: {
      tin,
      plantCode,
      plant: known ? { maker: known[0], place: known[1] } : null,
      sizeCode,
      makerCode,
      made,
    },
  };
}

/**
 * The plant code and what follows it. Nine symbols are the 13-symbol format, whose plant codes have
 * three; fewer are the older format's two, unless only a three-symbol reading is a listed plant.
 * A code is looked up as printed, then with look-alike letters read as digits.
 */
function splitPlant(raw: string): { plantCode: string; rest: string } {
  const asDigits = (s: string) => s.replace(NOT_TIN_LETTERS, (c) => TIN_LETTER_DIGIT[c] ?? c);
  const lengths = raw.length === NEW_FORMAT_MAKER_SYMBOLS ? [3] : [2, 3];
  for (const length of lengths) {
    const printed = raw.slice(0, length);
    const plantCode = PLANT_CODES[printed] ? printed : asDigits(printed);
    if (PLANT_CODES[plantCode]) return { plantCode, rest: asDigits(raw.slice(length)) };
  }
  const length = lengths[0] ?? 2;
  return { plantCode: asDigits(raw.slice(0, length)), rest: asDigits(raw.slice(length)) };
}

/** ISO 8601 years have 53 weeks when they start on a Thursday, or on a Wednesday in a leap year. */
function isoWeeksIn(year: number): number {
  const jan1 = new Date(Date.UTC(year, 0, 1)).getUTCDay();
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return jan1 === 4 || (leap && jan1 === 3) ? 53 : 52;
}
