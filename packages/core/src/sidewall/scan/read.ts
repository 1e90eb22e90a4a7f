/**
 * What a text recogniser read off a sidewall, as a tire spec and a DOT code. Recognisers confuse
 * look-alike symbols (5 and S, 0 and O, 1 and I, the size's slash and a 1) and drop the space
 * between the rim and the service description, so each line is read with that in mind; but a
 * spec is only offered when every part of it is one a tire can have, and it is always shown for
 * the shopper to confirm before anything is searched.
 */
import { parseTireSpec, type TireSpec } from "../../catalog/size-spec";
import { type DotReading, readDotCode } from "../dot";

/** One line as the recogniser gave it, with its confidence (0–100). */
export type ReadLine = { text: string; confidence: number };

export type SidewallReading = {
  spec: TireSpec | null;
  /** The line the spec was read from, as read. */
  specLine: string | null;
  dot: Extract<DotReading, { ok: true }>["code"] | null;
};

/**
 * Below this confidence a line's spec is not offered: measured on the development set of
 * generated photos (README, "Reading a sidewall photo"), where lines read worse than this gave
 * wrong sizes more often than right ones.
 */
export const MIN_LINE_CONFIDENCE = 40;

// Symbols recognisers give for digits.
const AS_DIGIT: Readonly<Record<string, string>> = {
  O: "0",
  Q: "0",
  D: "0",
  U: "0",
  I: "1",
  L: "1",
  J: "1",
  "|": "1",
  "!": "1",
  Z: "2",
  S: "5",
  G: "6",
  B: "8",
  T: "7",
};
const DIGITISH = "[0-9OQDUILJ|!ZSGBT]";
// A metric size run together: prefix, width, slash (or what it was read as), aspect, construction,
// rim, then the service description: load index (or two), speed symbol.
const METRIC = new RegExp(
  `(P|LT)?(${DIGITISH}{3})[/I1L|]?(${DIGITISH}{2})(Z?R|D|B)(F?)(${DIGITISH}{2})` +
    `(${DIGITISH}{2,3})(?:[/I|](${DIGITISH}{2,3}))?([A-Z57])`,
);
const FLOTATION = new RegExp(
  `(${DIGITISH}{2})[X×](${DIGITISH}{1,2}[.,]${DIGITISH}{2})(R|D|B)(${DIGITISH}{2})(?:LT)?(${DIGITISH}{2,3})(?:[/I|](${DIGITISH}{2,3}))?([A-Z57])`,
);
const MARKS = /\b(XL|RFT|ROF|ZP|SSR|RF|REINFORCED|EXTRALOAD)\b/g;

function digits(text: string): string {
  return [...text].map((symbol) => AS_DIGIT[symbol] ?? symbol).join("");
}

/** A speed symbol read as a digit: S as 5, T as 7. */
function speed(symbol: string): string {
  return symbol === "5" ? "S" : symbol === "7" ? "T" : symbol;
}

/** The spec a line holds, when it holds one a tire can have. */
export function specOfLine(line: string): TireSpec | null {
  const upper = line.toUpperCase();
  const compact = upper.replace(/[^A-Z0-9/|!.,×]/g, "");
  const marks = [...new Set(upper.replace(/[^A-Z ]/g, " ").match(MARKS) ?? [])];
  const metric = METRIC.exec(compact);
  let text: string | null = null;
  if (metric) {
    const [, prefix = "", width, aspect, construction, runFlat, rim, single, dual, rating] = metric;
    const service = `${digits(single ?? "")}${dual ? `/${digits(dual)}` : ""}${speed(rating ?? "")}`;
    text = `${prefix}${digits(width ?? "")}/${digits(aspect ?? "")}${construction}${runFlat}${digits(rim ?? "")} ${service}`;
  } else {
    const flotation = FLOTATION.exec(compact);
    if (flotation) {
      const [, diameter, width, construction, rim, single, dual, rating] = flotation;
      const service = `${digits(single ?? "")}${dual ? `/${digits(dual)}` : ""}${speed(rating ?? "")}`;
      text = `${digits(diameter ?? "")}X${digits(width ?? "").replace(",", ".")}${construction}${digits(rim ?? "")}LT ${service}`;
    }
  }
  if (!text) return null;
  const spec = parseTireSpec([text, ...marks].join(" "));
  return spec && isPlausible(spec) ? spec : null;
}

/**
 * Sizes as tires are made: metric widths end in 5 (125 to 395 mm), aspect ratios are steps of
 * 5 from 25 to 95, rims run 10 to 26 inches; a size outside these was misread.
 */
function isPlausible(spec: TireSpec): boolean {
  const { size } = spec;
  if (!spec.loadIndex || !spec.speedRating) return false;
  if (size.kind === "flotation") return true;
  return (
    size.width >= 125 &&
    size.width <= 395 &&
    size.width % 10 === 5 &&
    size.aspectRatio >= 25 &&
    size.aspectRatio <= 95 &&
    size.aspectRatio % 5 === 0 &&
    size.rimDiameter >= 10 &&
    size.rimDiameter <= 26
  );
}

const DOT_WORD = /(?:^|\s)[D0O][O0Q][T7]\s+(.+)$/;

/** The DOT code a line holds, after the letters DOT. */
function dotOfLine(line: string, now: Date): SidewallReading["dot"] {
  const match = DOT_WORD.exec(line.toUpperCase().trim());
  if (!match) return null;
  const rest = (match[1] ?? "").replace(/[^A-Z0-9 ]/g, "").trim();
  const reading = readDotCode(`DOT ${rest}`, now);
  return reading.ok ? reading.code : null;
}

/**
 * The spec and DOT code in what was read: the first line holding a plausible spec with enough
 * confidence, and the first holding a DOT code that decodes.
 */
export function readSidewallLines(lines: readonly ReadLine[], now: Date): SidewallReading {
  let spec: TireSpec | null = null;
  let specLine: string | null = null;
  let dot: SidewallReading["dot"] = null;
  for (const line of lines) {
    if (!spec && line.confidence >= MIN_LINE_CONFIDENCE) {
      spec = specOfLine(line.text);
      if (spec) specLine = line.text.trim();
    }
    dot ??= dotOfLine(line.text, now);
  }
  return { spec, specLine, dot };
}
