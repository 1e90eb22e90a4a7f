/**
 * Reading a sidewall against the specs the store sells. A recogniser that misreads one symbol of
 * "225/50R17 94V" (a 7 for the T of a speed rating, a 1 for the size's slash, a stray mark
 * before the width) gives a line no spec parser can trust alone; but only one spec the store
 * sells lies that close to it. Each line is aligned with every spec sold, symbol by symbol, at a
 * cost: nothing for the same symbol, little for a look-alike, one for any other change; symbols
 * before and after the spec are free (the rest of the line). The nearest spec is taken only when
 * it is near and no other spec is nearly as near.
 */
import { formatTireSpec, parseTireSpec, type TireSpec } from "../../catalog/size-spec";

/** Specs as sold, size and service description: "225/50R17 94V", "LT265/75R16 123/120R". */
export type KnownSpecs = readonly string[];

/** Where the specs on sale are listed, under the API prefix. */
export const SPECS_ON_SALE_PATH = "/api/catalog/sidewall-specs";

/**
 * The specs an answer of SPECS_ON_SALE_PATH lists (its schema is the catalogue's
 * specsOnSaleSchema); none from anything else. Checked by hand: the scan's page does without
 * zod.
 */
export function specsOnSaleIn(body: unknown): KnownSpecs {
  const specs = (body as { specs?: unknown } | null)?.specs;
  if (!Array.isArray(specs)) return [];
  return specs.filter((spec): spec is string => typeof spec === "string" && spec.length <= 40);
}

/** A line matched to a spec sold, and how far the line was from it. */
export type KnownMatch = { spec: TireSpec; text: string; cost: number; margin: number };

// Pairs recognisers confuse on sidewall lettering, in either direction.
const LOOK_ALIKES = [
  "0O",
  "0D",
  "0U",
  "1I",
  "1L",
  "1J",
  "1/",
  "I/",
  "2Z",
  "5S",
  "6G",
  "8B",
  "7T",
  "7/",
  "RP",
];
// And in one direction only, as read then as meant: a Q read where a 0 stands. Not a 0 read for
// the speed rating Q: specks at a line's end are read as 0, which would favour Q over the rest.
const READ_AS = ["Q0"];
const LOOK_ALIKE_COST = 0.4;
// A symbol the recogniser added inside the spec (a speck read as "." or "-") costs less than
// a letter or digit added.
const SPECK = /[.,\-|!']/;

// What putting a symbol read (row) where another is meant (column) costs, by character code:
// nothing for the same symbol, less for look-alikes, 1 for the rest. Any code past ASCII is the
// last column, which nothing matches.
const CODES = 128;
const COLUMNS = CODES + 1;
const SWAP = new Float32Array(CODES * COLUMNS).fill(1);
for (let code = 0; code < CODES; code++) SWAP[code * COLUMNS + code] = 0;
for (const [read, meant] of [
  ...LOOK_ALIKES.flatMap(([a, b]) => [`${a}${b}`, `${b}${a}`]),
  ...READ_AS,
] as string[])
  SWAP[(read as string).charCodeAt(0) * COLUMNS + (meant as string).charCodeAt(0)] =
    LOOK_ALIKE_COST;

/** How far `line` is from `spec` at best, with the spec anywhere in it. */
function distance(line: string, spec: string): { cost: number; start: number } {
  const n = spec.length;
  const wanted = new Int32Array(n);
  for (let j = 0; j < n; j++) wanted[j] = Math.min(spec.charCodeAt(j), CODES);
  // One row of the alignment table per symbol of the line; the first row is free (anywhere).
  let previous = new Float32Array(n + 1);
  let current = new Float32Array(n + 1);
  const starts = new Int32Array(n + 1);
  const nextStarts = new Int32Array(n + 1);
  for (let j = 1; j <= n; j++) previous[j] = j;
  let best = previous[n] as number;
  let bestStart = 0;
  for (let i = 1; i <= line.length; i++) {
    const code = line.charCodeAt(i - 1);
    // A symbol past ASCII matches nothing: its row of costs is all ones.
    const row = code < CODES ? code * COLUMNS : -1;
    const addedCost = SPECK.test(line[i - 1] as string) ? 0.5 : 1;
    current[0] = 0;
    nextStarts[0] = i;
    for (let j = 1; j <= n; j++) {
      const swap = row < 0 ? 1 : (SWAP[row + (wanted[j - 1] as number)] as number);
      let cost = (previous[j - 1] as number) + swap;
      let start = starts[j - 1] as number;
      const added = (previous[j] as number) + addedCost;
      if (added < cost) {
        cost = added;
        start = starts[j] as number;
      }
      const dropped = (current[j - 1] as number) + 1;
      if (dropped < cost) {
        cost = dropped;
        start = nextStarts[j - 1] as number;
      }
      current[j] = cost;
      nextStarts[j] = start;
    }
    if ((current[n] as number) < best) {
      best = current[n] as number;
      bestStart = nextStarts[n] as number;
    }
    [previous, current] = [current, previous];
    starts.set(nextStarts);
  }
  return { cost: best, start: bestStart };
}

const MARKS = /\b(XL|RFT|ROF|ZP|SSR|RF|REINFORCED|EXTRALOAD)\b/g;

/**
 * How a photo's readings settle on a spec sold. Each reading (the photo's lines smoothed one way)
 * counts its nearest line's distance to each spec, up to `cap` (a reading that missed the spec
 * line says nothing either way); a spec is offered when the readings' sum is at most `most` and
 * every other spec's sum is at least `margin` more: more than a look-alike apart, so a symbol
 * one reading alone saw differently does not decide between two specs on sale. Set on the
 * development set of generated photos (README, "Reading a sidewall photo"); the measurement
 * set's false accepts are measured with it.
 */
export const KNOWN_SPEC_RULE = { cap: 4, most: 8, margin: 1.2 } as const;

/** The lines read, each as text, and the recogniser's confidence in it. */
type Lines = readonly { text: string; confidence: number }[];

/**
 * The spec sold that several readings of one photo settle on (KNOWN_SPEC_RULE), with the marks
 * (XL, RFT) and any P prefix of the line that holds it most nearly; or none.
 */
export function settleOnKnownSpec(
  readings: readonly Lines[],
  known: KnownSpecs,
): (KnownMatch & { confidence: number }) | null {
  if (known.length === 0) return null;
  const compactKnown = known.map((spec) => spec.replace(/\s/g, ""));
  const sums = new Float32Array(known.length);
  // The readings often recognise a line alike: each text is aligned with the specs once.
  const aligned = new Map<string, Float32Array>();
  const costsOf = (compact: string) => {
    let costs = aligned.get(compact);
    if (!costs) {
      costs = new Float32Array(known.length);
      for (const [index, spec] of compactKnown.entries())
        costs[index] = distance(compact, spec).cost;
      aligned.set(compact, costs);
    }
    return costs;
  };
  for (const lines of readings) {
    const nearest = new Float32Array(known.length).fill(KNOWN_SPEC_RULE.cap);
    for (const line of lines) {
      const compact = compactOf(line.text);
      if (compact.length < 6) continue;
      const costs = costsOf(compact);
      for (let index = 0; index < costs.length; index++)
        if ((costs[index] as number) < (nearest[index] as number))
          nearest[index] = costs[index] as number;
    }
    for (let index = 0; index < sums.length; index++)
      sums[index] = (sums[index] as number) + (nearest[index] as number);
  }
  let best = 0;
  for (let index = 1; index < sums.length; index++)
    if ((sums[index] as number) < (sums[best] as number)) best = index;
  let second = Number.POSITIVE_INFINITY;
  sums.forEach((sum, index) => {
    if (index !== best && sum < second) second = sum;
  });
  const sum = sums[best] as number;
  const margin = second - sum;
  if (sum > KNOWN_SPEC_RULE.most || margin < KNOWN_SPEC_RULE.margin) return null;
  // The line that holds it most nearly gives its marks and prefix.
  let holder: { text: string; confidence: number; cost: number; start: number } | null = null;
  for (const lines of readings) {
    for (const line of lines) {
      const found = distance(compactOf(line.text), compactKnown[best] as string);
      if (!holder || found.cost < holder.cost) holder = { ...line, ...found };
    }
  }
  if (!holder) return null;
  const spec = specWithMarks(known[best] as string, holder.text, holder.start);
  return (
    spec && { spec, text: formatTireSpec(spec), cost: sum, margin, confidence: holder.confidence }
  );
}

/**
 * Whether a spec read is one a shopper may be offered though the readings did not settle on a
 * spec on sale: one on sale, or one no spec on sale is within a symbol of (a size the store does
 * not sell). A spec one symbol from one on sale is as likely that one misread.
 */
export function mayOfferUnsettled(spec: TireSpec, known: KnownSpecs): boolean {
  if (known.length === 0) return true;
  const { size, loadIndex, speedRating } = spec;
  const bare = formatTireSpec({
    size:
      size.kind === "metric" ? { ...size, prefix: size.prefix === "P" ? "" : size.prefix } : size,
    loadIndex,
    speedRating,
    extraLoad: false,
    runFlat: false,
  });
  const read = compactOf(bare);
  let nearest = Number.POSITIVE_INFINITY;
  for (const other of known) {
    const compact = other.replace(/\s/g, "");
    if (compact === read) return true;
    nearest = Math.min(nearest, distance(read, compact).cost);
  }
  return nearest > 1;
}

function compactOf(line: string): string {
  return line.toUpperCase().replace(/[^A-Z0-9/.,\-|!']/g, "");
}

/** A spec sold, with the marks its line carries and the P its line puts before a metric size. */
function specWithMarks(known: string, line: string, start: number): TireSpec | null {
  const upper = line.toUpperCase();
  const marks = [...new Set(upper.replace(/[^A-Z ]/g, " ").match(MARKS) ?? [])];
  const prefix = /^\d/.test(known) && compactOf(line)[start - 1] === "P" ? "P" : "";
  return parseTireSpec([`${prefix}${known}`, ...marks].join(" "));
}
