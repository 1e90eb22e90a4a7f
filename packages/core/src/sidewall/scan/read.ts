/**
 * What a text recogniser read off a sidewall, as a tire spec and a DOT code. Recognisers confuse
 * look-alike symbols (5 and S, 0 and O, 1 and I, the size's slash and a 1) and drop the space
 * between the rim and the service description, so each line is read with that in mind; but a
 * spec is only offered when every part of it is one a tire can have, and it is always shown for
 * the shopper to confirm before anything is searched.
 */
import { formatTireSpec, parseTireSpec, type TireSpec } from "../../catalog/size-spec";
import { type DotReading, readDotCode } from "../dot";
import { type KnownSpecs, mayOfferUnsettled, settleOnKnownSpec } from "./known";

/** A word as the recogniser gave it, with its confidence (0–100). */
export type ReadWord = { text: string; confidence: number };

/**
 * One line as the recogniser gave it, with its confidence (0–100), and its words with theirs
 * when the recogniser gives them.
 */
export type ReadLine = { text: string; confidence: number; words?: readonly ReadWord[] };

export type SidewallReading = {
  spec: TireSpec | null;
  /** The words the spec was read from, as read, and the recogniser's confidence in them. */
  specLine: string | null;
  specConfidence: number;
  dot: Extract<DotReading, { ok: true }>["code"] | null;
};

/** One reading of a photo's lines: what it holds, and the lines, to match with the specs sold. */
export type LinesReading = SidewallReading & { lines: readonly ReadLine[] };

/**
 * A spec read by one reading alone is offered only when the recogniser was this sure of its
 * words; a spec two readings of the photo agree on is offered whatever their confidence. Set on
 * the development set of generated photos (README, "Reading a sidewall photo"), where no spec
 * offered so was wrong.
 */
export const SURE_SPEC_CONFIDENCE = 80;
// A spec is at most four words: size, service description, and up to two marks.
const MOST_SPEC_WORDS = 4;

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
// A load index of three symbols, then of two: "93T" followed by XL is 93 and T, not 937 and X
// (a T is a 7 where a digit must stand).
const METRIC = [3, 2].map(
  (load) =>
    new RegExp(
      `(P|LT)?(${DIGITISH}{3})[/I1L|]?(${DIGITISH}{2})(Z?R|D|B)(F?)(${DIGITISH}{2})` +
        `(${DIGITISH}{${load}})(?:[/I|](${DIGITISH}{2,3}))?([A-Z57])`,
    ),
);
const FLOTATION = [3, 2].map(
  (load) =>
    new RegExp(
      `(${DIGITISH}{2})[X×](${DIGITISH}{1,2}[.,]${DIGITISH}{2})(R|D|B)(${DIGITISH}{2})(?:LT)?` +
        `(${DIGITISH}{${load}})(?:[/I|](${DIGITISH}{2,3}))?([A-Z57])`,
    ),
);
const MARKS = /\b(XL|RFT|ROF|ZP|SSR|RF|REINFORCED|EXTRALOAD)\b/g;
const MARK = /^(XL|RFT|ROF|ZP|SSR|RF|REINFORCED|EXTRALOAD)$/;

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
  for (const load of [0, 1]) {
    const text = specText(compact, load);
    const spec = text ? parseTireSpec([text, ...marks].join(" ")) : null;
    if (spec && isPlausible(spec)) return spec;
  }
  return null;
}

/** The spec a compacted line holds, as text, with a load index of three symbols or of two. */
function specText(compact: string, load: number): string | null {
  const metric = (METRIC[load] as RegExp).exec(compact);
  let text: string | null = null;
  if (metric) {
    const [, prefix = "", width, aspect, construction, runFlat, rim, single, dual, rating] = metric;
    const service = `${digits(single ?? "")}${dual ? `/${digits(dual)}` : ""}${speed(rating ?? "")}`;
    text = `${prefix}${digits(width ?? "")}/${digits(aspect ?? "")}${construction}${runFlat}${digits(rim ?? "")} ${service}`;
  } else {
    const flotation = (FLOTATION[load] as RegExp).exec(compact);
    if (flotation) {
      const [, diameter, width, construction, rim, single, dual, rating] = flotation;
      const service = `${digits(single ?? "")}${dual ? `/${digits(dual)}` : ""}${speed(rating ?? "")}`;
      text = `${digits(diameter ?? "")}X${digits(width ?? "").replace(",", ".")}${construction}${digits(rim ?? "")}LT ${service}`;
    }
  }
  return text;
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
 * The spec and DOT code in what was read: the first line holding a plausible spec, with the
 * recogniser's confidence in it, and the first holding a DOT code that decodes.
 */
export function readSidewallLines(lines: readonly ReadLine[], now: Date): LinesReading {
  let spec: TireSpec | null = null;
  let specLine: string | null = null;
  let specConfidence = 0;
  let dot: SidewallReading["dot"] = null;
  for (const line of lines) {
    if (!spec) {
      const found = specInLine(line);
      if (found) {
        spec = found.spec;
        specLine = found.text;
        specConfidence = found.confidence;
      }
    }
    dot ??= dotOfLine(line.text, now);
  }
  return { spec, specLine, specConfidence, dot, lines };
}

/**
 * The spec a line holds and how sure the recogniser was of it: with words, the fewest words in a
 * row that hold a spec, at their mean confidence (a speck read beside the spec does not count
 * against it); without, the whole line.
 */
function specInLine(line: ReadLine): { spec: TireSpec; text: string; confidence: number } | null {
  const words = line.words?.filter((word) => word.text.trim() !== "") ?? [];
  if (words.length === 0) {
    const spec = specOfLine(line.text);
    return spec ? { spec, text: line.text.trim(), confidence: line.confidence } : null;
  }
  const joined = (run: readonly ReadWord[]) => run.map((word) => word.text.trim()).join(" ");
  for (let length = 1; length <= Math.min(MOST_SPEC_WORDS, words.length); length++) {
    for (let start = 0; start + length <= words.length; start++) {
      if (!specOfLine(joined(words.slice(start, start + length)))) continue;
      // The marks that follow (XL, RFT) are part of the spec.
      let end = start + length;
      while (end < words.length && MARK.test((words[end] as ReadWord).text.trim().toUpperCase()))
        end++;
      const used = words.slice(start, end);
      const spec = specOfLine(joined(used));
      if (!spec) continue;
      return {
        spec,
        text: joined(used),
        confidence: used.reduce((sum, word) => sum + word.confidence, 0) / used.length,
      };
    }
  }
  return null;
}

/**
 * What to offer the shopper from several readings of one photo (its lines smoothed differently):
 * the spec sold that the readings settle on (known.ts); else the spec two readings read alike,
 * or one read surely, if it is on sale or no spec on sale is within a symbol of it (a size the
 * store does not sell, not one misread); or none, and the shopper retakes the
 * photo or types the size. The DOT code of the first reading that decoded one, the finer
 * readings being given first for its smaller letters.
 */
export function decideReading(
  readings: readonly LinesReading[],
  known: KnownSpecs = [],
): SidewallReading {
  const dot = readings.find((reading) => reading.dot)?.dot ?? null;
  const settled = settleOnKnownSpec(
    readings.map((reading) => reading.lines),
    known,
  );
  if (settled)
    return { spec: settled.spec, specLine: settled.text, specConfidence: settled.confidence, dot };
  const read = readings.filter(
    (reading) => reading.spec !== null && mayOfferUnsettled(reading.spec, known),
  );
  const printed = (reading: SidewallReading) => (reading.spec ? formatTireSpec(reading.spec) : "");
  const agreed = read.find(
    (reading, index) => read.findIndex((other) => printed(other) === printed(reading)) !== index,
  );
  const sure = read
    .filter((reading) => reading.specConfidence >= SURE_SPEC_CONFIDENCE)
    .sort((a, b) => b.specConfidence - a.specConfidence)[0];
  const chosen = agreed ?? sure;
  if (!chosen) return { spec: null, specLine: null, specConfidence: 0, dot };
  const { spec, specLine, specConfidence } = chosen;
  return { spec, specLine, specConfidence, dot };
}
