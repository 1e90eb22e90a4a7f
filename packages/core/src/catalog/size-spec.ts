/**
 * Full tire specs as sidewalls and catalogues print them: the size, then the service description
 * ("98W", "123/120R"), load range, XL and run-flat markers, in whatever order the source uses.
 */
import { formatTireSize, parseTireSize, type TireSize } from "./size";
import { isSpeedRating, loadIndexKg, type SpeedRating } from "./size-ratings";

export type LoadRange = "B" | "C" | "D" | "E" | "F" | "G" | "H";

export type TireSpec = {
  size: TireSize;
  /** Dual is the per-tire load when mounted in pairs on a dual rear axle (LT tires only). */
  loadIndex?: { single: number; dual?: number };
  speedRating?: SpeedRating;
  loadRange?: LoadRange;
  extraLoad: boolean;
  runFlat: boolean;
  /**
   * A carmaker's original-equipment marking after the service description ("MO", "*", "N0"),
   * with the maker it names: the tire was built to that carmaker's specification.
   */
  oe?: { marking: string; carmaker: string };
};

// Longer than any real spec with every marker; checked before any regex runs.
const MAX_INPUT_LENGTH = 64;

/**
 * Makers' run-flat marks: Bridgestone RFT, Goodyear and Dunlop ROF (RunOnFlat) and EMT, Dunlop
 * DSST, Michelin ZP, Yokohama ZPS, Continental SSR, Pirelli r-f, Hankook HRS, Kumho XRP, Falken
 * and Toyo RF, and BMW's RSC (runflat system component).
 */
const RUN_FLAT = new Set([
  "RFT",
  "ROF",
  "ZP",
  "ZPS",
  "SSR",
  "RF",
  "R-F",
  "EMT",
  "DSST",
  "HRS",
  "XRP",
  "RSC",
  "RUNFLAT",
]);

/**
 * Carmakers' original-equipment markings, as the tire makers' fitment guides list them
 * (Michelin, Pirelli and Continental OE marking tables): BMW's star, Mercedes-Benz MO, MO1 (AMG)
 * and MOE (extended mobility, a run-flat), Audi AO, AO1 and RO1, Porsche N0 to N6 and NF0,
 * Jaguar and Land Rover J and LR, Volvo VOL, Tesla T0, T1 and TO, Alfa Romeo AR, Maserati MGT,
 * Aston Martin AM8 and AM9, Lamborghini L, Ferrari F01 and K1 to K3, Hyundai HN.
 */
const OE_MARKINGS: Readonly<Record<string, string>> = {
  "*": "BMW",
  MO: "Mercedes-Benz",
  MO1: "Mercedes-AMG",
  MOE: "Mercedes-Benz",
  AO: "Audi",
  AO1: "Audi",
  RO1: "Audi",
  N0: "Porsche",
  N1: "Porsche",
  N2: "Porsche",
  N3: "Porsche",
  N4: "Porsche",
  N5: "Porsche",
  N6: "Porsche",
  NF0: "Porsche",
  J: "Jaguar",
  LR: "Land Rover",
  VOL: "Volvo",
  T0: "Tesla",
  T1: "Tesla",
  TO: "Tesla",
  AR: "Alfa Romeo",
  MGT: "Maserati",
  AM8: "Aston Martin",
  AM9: "Aston Martin",
  L: "Lamborghini",
  F01: "Ferrari",
  K1: "Ferrari",
  K2: "Ferrari",
  K3: "Ferrari",
  HN: "Hyundai",
};
/** Mercedes-Benz's MOE is its run-flat fitment: the mark says both. */
const RUN_FLAT_OE = new Set(["MOE"]);
const EXTRA_LOAD = new Set(["XL", "EXTRALOAD", "REINF", "REINFORCED"]);
const STANDARD_LOAD = "SL";
const LOAD_RANGE = /^(?:LR-?)?([B-H])$/;
const SERVICE = /^(\d{2,3})(?:\/(\d{2,3}))?([A-Z])$/;

/** Reads a spec such as "P225/50R17 93V", "LT265/75R16/E 123/120R" or "225/45R17 91W XL RFT". */
export function parseTireSpec(input: string): TireSpec | null {
  if (input.length > MAX_INPUT_LENGTH) return null;
  const text = input
    .toUpperCase()
    .replace(/\s+/g, " ")
    .trim()
    // Two-word markers become one token so the scan below can read them.
    .replace(/\bRUN[ -]?FLAT\b/g, "RUNFLAT")
    .replace(/\bEXTRA LOAD\b/g, "EXTRALOAD")
    .replace(/\bLOAD RANGE ([B-H])\b/g, "LR$1")
    // "LT265/75R16/E": inside a size a slash is always followed by a digit, so this is the range.
    .replace(/\/([B-H])(?= |$)/, " $1")
    // "(102Y)" marks a tire rated above the Y speed; the rating itself is what we keep.
    .replace(/\((\d{2,3}(?:\/\d{2,3})?[A-Z])\)/, "$1")
    // BMW's star may be printed as a word.
    .replace(/\bSTAR\b/, "*");

  // ETRTO's run-flat construction inside the size: "225/45RF17", "245/40ZRF18".
  const runFlatSize = /^\S*\d\s*Z?RF\s*-?\s*\d/.test(text);

  const tokens = text.split(" ");
  const spec: Omit<TireSpec, "size"> = { extraLoad: false, runFlat: runFlatSize };
  // Markers are read from the end until a token is not one; what is left must be the size.
  while (tokens.length > 1) {
    const token = tokens[tokens.length - 1] ?? "";
    const range = LOAD_RANGE.exec(token);
    const service = SERVICE.exec(token);
    const carmaker = OE_MARKINGS[token];
    if (RUN_FLAT.has(token)) spec.runFlat = true;
    else if (EXTRA_LOAD.has(token)) spec.extraLoad = true;
    else if (carmaker !== undefined) {
      if (spec.oe) return null;
      spec.oe = { marking: token, carmaker };
      if (RUN_FLAT_OE.has(token)) spec.runFlat = true;
    } else if (token === STANDARD_LOAD) {
      // Standard load is the default; nothing to record.
    } else if (range) {
      if (spec.loadRange) return null;
      spec.loadRange = range[1] as LoadRange;
    } else if (service) {
      if (spec.loadIndex) return null;
      const parsed = readService(service[1], service[2], service[3]);
      if (!parsed) return null;
      spec.loadIndex = parsed.loadIndex;
      spec.speedRating = parsed.speedRating;
    } else break;
    tokens.pop();
  }

  const size = parseTireSize(tokens.join(" "));
  return size ? { size, ...spec } : null;
}

function readService(
  single = "",
  dual: string | undefined,
  rating = "",
): Pick<TireSpec, "loadIndex" | "speedRating"> | null {
  // Z is a size construction (ZR), never a printed service symbol.
  if (!isSpeedRating(rating) || rating === "Z") return null;
  const singleIndex = Number(single);
  if (loadIndexKg(singleIndex) === null) return null;
  if (dual === undefined) return { loadIndex: { single: singleIndex }, speedRating: rating };
  const dualIndex = Number(dual);
  // Paired tires share the load, so the dual index is never the higher one.
  if (loadIndexKg(dualIndex) === null || dualIndex > singleIndex) return null;
  return { loadIndex: { single: singleIndex, dual: dualIndex }, speedRating: rating };
}

/**
 * Prints a spec in one canonical order, "LT265/75R16 123/120R E" or "225/50R17 98W XL RFT".
 * A speed rating is printed only with its load index, as sidewalls print them together.
 */
export function formatTireSpec(spec: TireSpec): string {
  const parts = [formatTireSize(spec.size)];
  if (spec.loadIndex) {
    const { single, dual } = spec.loadIndex;
    parts.push(`${single}${dual === undefined ? "" : `/${dual}`}${spec.speedRating ?? ""}`);
  }
  if (spec.loadRange) parts.push(spec.loadRange);
  if (spec.extraLoad) parts.push("XL");
  if (spec.runFlat) parts.push("RFT");
  if (spec.oe) parts.push(spec.oe.marking);
  return parts.join(" ");
}

/**
 * Light-truck construction: LT prefix, flotation size, European commercial (C) size, dual load
 * index or load range.
 */
export function isLightTruckSpec(spec: TireSpec): boolean {
  const { size } = spec;
  if (size.kind === "flotation" || size.prefix === "LT" || size.commercial) return true;
  return spec.loadIndex?.dual !== undefined || spec.loadRange !== undefined;
}

/** Passenger construction: P-metric or Euro-metric, without light-truck markings. */
export function isPassengerSpec(spec: TireSpec): boolean {
  const { size } = spec;
  return (
    size.kind === "metric" && (size.prefix === "P" || size.prefix === "") && !isLightTruckSpec(spec)
  );
}
