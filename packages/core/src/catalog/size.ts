/**
 * Tire sizes: parse what shoppers type or what a URL carries, and print the canonical label and
 * slug. Metric sizes (P-metric, Euro-metric, LT, ST, T, ZR) and flotation sizes are understood.
 */

type TireSizePrefix = "" | "P" | "LT" | "ST" | "T";

export type MetricTireSize = {
  kind: "metric";
  prefix: TireSizePrefix;
  width: number;
  aspectRatio: number;
  construction: "R" | "ZR" | "D" | "B";
  rimDiameter: number;
  /**
   * European commercial ("C") construction for vans and light trucks, "215/65R16C", with a
   * dual service description; set only when true.
   */
  commercial?: true;
};

export type FlotationTireSize = {
  kind: "flotation";
  /** Overall diameter in inches, e.g. 35 */
  diameter: number;
  /** Section width in inches, e.g. 12.5 */
  width: number;
  rimDiameter: number;
};

export type TireSize = MetricTireSize | FlotationTireSize;

// The construction may carry the run-flat F of ETRTO ("225/45RF17"), a dash may stand before the
// rim ("205/60R-15"), and a C after the rim marks a European commercial size.
const METRIC =
  /^(P|LT|ST|T)?\s*(\d{3})\s*[/\-\s]?\s*(\d{2})\s*[/\-\s]?\s*(?:(ZR|R|D|B)F?\s*-?|(-))?\s*(\d{2}(?:\.\d)?)\s*(C|LT)?$/i;
// ETRTO commercial sizes printed without an aspect ratio ("195R14C") are of the 82 series.
const COMMERCIAL_82 = /^(\d{3})\s*R\s*(\d{2})\s*C$/i;
const COMMERCIAL_82_ASPECT = 82;
const FLOTATION =
  /^(\d{2}(?:\.\d)?)\s*[xX]\s*(\d{1,2}(?:[.-]\d{1,2})?)\s*[-\s]?(?:R|ZR)?\s*(\d{2})\s*(?:LT)?$/i;
const RIMS = new Set([10, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 26, 28, 30]);
// Checked before any regex runs, so pasted pages or hostile query strings cost nothing.
const MAX_INPUT_LENGTH = 100;

/** Parses a size as written ("P225/50R17", "225 50 17", "2255017"), or as a slug ("225-50r17"). */
export function parseTireSize(input: string): TireSize | null {
  if (input.length > MAX_INPUT_LENGTH) return null;
  const text = input.trim().replace(/\s+/g, " ");
  if (text.length === 0 || text.length > 40) return null;

  const commercial82 = COMMERCIAL_82.exec(text);
  if (commercial82) {
    const [, width, rim] = commercial82;
    return metricSize("", width, String(COMMERCIAL_82_ASPECT), "R", rim, "C");
  }

  const metric = METRIC.exec(text);
  if (metric) {
    const [, prefix = "", width, aspect, construction, dash, rim, suffix] = metric;
    // "225/60-16" as shoppers type it is the radial size; only a letter names a construction.
    return metricSize(prefix, width, aspect, construction ?? (dash ? "-" : "R"), rim, suffix);
  }

  const flotation = FLOTATION.exec(text);
  if (flotation) {
    const [, diameter, width = "", rim] = flotation;
    const rimDiameter = Number(rim);
    if (!RIMS.has(rimDiameter)) return null;
    return {
      kind: "flotation",
      diameter: Number(diameter),
      width: Number(width.replace("-", ".")),
      rimDiameter,
    };
  }
  return null;
}

function metricSize(
  prefix: string,
  width = "",
  aspect = "",
  construction: string,
  rim = "",
  suffix = "",
): MetricTireSize | null {
  const rimDiameter = Number(rim);
  const aspectRatio = Number(aspect);
  const sectionWidth = Number(width);
  if (!RIMS.has(Math.floor(rimDiameter))) return null;
  if (sectionWidth < 125 || sectionWidth > 455 || aspectRatio < 20 || aspectRatio > 95) return null;
  const normalised = construction.toUpperCase();
  const commercial = suffix.toUpperCase() === "C";
  // A C size has no prefix of its own: "LT215/65R16C" is not a size.
  if (commercial && prefix !== "") return null;
  // "265/75R16LT" is the same light-truck size as "LT265/75R16".
  const lightTruckSuffix = suffix.toUpperCase() === "LT" && prefix === "";
  return {
    kind: "metric",
    prefix: (lightTruckSuffix ? "LT" : prefix.toUpperCase()) as TireSizePrefix,
    width: sectionWidth,
    aspectRatio,
    construction: normalised === "-" ? "D" : (normalised as MetricTireSize["construction"]),
    rimDiameter,
    ...(commercial ? { commercial: true as const } : {}),
  };
}

/** The label shoppers read: "225/50R17", "LT265/75R16", "35x12.50R20LT", "215/65R16C". */
export function formatTireSize(size: TireSize): string {
  if (size.kind === "flotation") {
    return `${size.diameter}x${size.width.toFixed(2)}R${size.rimDiameter}LT`;
  }
  return `${size.prefix}${size.width}/${size.aspectRatio}${size.construction}${size.rimDiameter}${size.commercial ? "C" : ""}`;
}

/** The URL slug of a size page: /tire-sizes/225-50r17 (prefix dropped, as the listing covers both). */
export function tireSizeSlug(size: TireSize): string {
  if (size.kind === "flotation") {
    return `${size.diameter}x${size.width.toFixed(2).replace(".", "-")}r${size.rimDiameter}`;
  }
  return `${size.width}-${size.aspectRatio}${size.construction.toLowerCase()}${size.rimDiameter}${size.commercial ? "c" : ""}`;
}

/**
 * The listing a size leads to: its size page, with the light-truck filter on for an LT metric
 * size, whose sidewall calls for LT construction ("LT265/70R17" lists LT tires, not every
 * 265/70R17).
 */
export function tireSizePageHref(size: TireSize): string {
  const href = `/tire-sizes/${tireSizeSlug(size)}`;
  return size.kind === "metric" && size.prefix === "LT" ? `${href}?lightTruck=true` : href;
}

/** True for a metric size of light-truck construction ("LT265/75R16"): it lists LT tires only. */
export function isLightTruckSize(size: TireSize): boolean {
  return size.kind === "metric" && size.prefix === "LT";
}

/** Parses a slug ("35x12-50r20", "lt265-75r16") or a typed size. */
export function parseTireSizeSlug(input: string): TireSize | null {
  if (input.length > MAX_INPUT_LENGTH) return null;
  return parseTireSize(input.replace(/^(\d{2})x(\d{1,2})-(\d{2})r/i, "$1x$2.$3R"));
}

/** Parses a slug or typed size and returns the canonical slug, or null when it is not a size. */
export function normaliseTireSizeSlug(input: string): string | null {
  const size = parseTireSizeSlug(input);
  return size ? tireSizeSlug(size) : null;
}

/**
 * The canonical address of a size page asked for as `input` with the query `search` ("?…" or
 * ""): the canonical slug, and for an LT size the light-truck filter on, so that
 * /tire-sizes/lt265-75r16 lists LT tires as /tire-sizes/265-75r16?lightTruck=true does. The
 * query is otherwise kept as it came. Null when `input` is not a size.
 */
export function canonicalTireSizeHref(input: string, search = ""): string | null {
  const size = parseTireSizeSlug(input);
  if (!size) return null;
  return `/tire-sizes/${tireSizeSlug(size)}${lightTruckSearch(size, search)}`;
}

/**
 * The query `search` ("?…" or "") of a listing asked for by the size `size`: for an LT size the
 * light-truck filter on (the slug alone drops the "LT"), otherwise the query as it came.
 */
export function lightTruckSearch(size: TireSize, search: string): string {
  const params = new URLSearchParams(search);
  const flag = params.getAll("lightTruck").at(-1);
  if (!isLightTruckSize(size) || flag === "true" || flag === "on") return search;
  if (params.has("lightTruck")) {
    params.set("lightTruck", "true");
    return `?${params}`;
  }
  return `${search ? `${search}&` : "?"}lightTruck=true`;
}
