/**
 * Tire sizes: parse what shoppers type or what a URL carries, and print the canonical label and
 * slug. Metric sizes (P-metric, Euro-metric, LT, ST, T, ZR) and flotation sizes are understood.
 */

export type TireSizePrefix = "" | "P" | "LT" | "ST" | "T";

export type MetricTireSize = {
  kind: "metric";
  prefix: TireSizePrefix;
  width: number;
  aspectRatio: number;
  construction: "R" | "ZR" | "D" | "B";
  rimDiameter: number;
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

const METRIC =
  /^(P|LT|ST|T)?\s*(\d{3})\s*[/\-\s]?\s*(\d{2})\s*[/\-\s]?\s*(ZR|R|D|B|-)?\s*(\d{2}(?:\.\d)?)(?:\s*LT)?$/i;
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

  const metric = METRIC.exec(text);
  if (metric) {
    const [, prefix = "", width, aspect, construction, rim] = metric;
    const rimDiameter = Number(rim);
    const aspectRatio = Number(aspect);
    const sectionWidth = Number(width);
    if (!RIMS.has(Math.floor(rimDiameter))) return null;
    if (sectionWidth < 125 || sectionWidth > 455 || aspectRatio < 20 || aspectRatio > 95)
      return null;
    const normalised = (construction ?? "R").toUpperCase();
    return {
      kind: "metric",
      prefix: prefix.toUpperCase() as TireSizePrefix,
      width: sectionWidth,
      aspectRatio,
      construction: normalised === "-" ? "D" : (normalised as MetricTireSize["construction"]),
      rimDiameter,
    };
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

/** The label shoppers read: "225/50R17", "LT265/75R16", "35x12.50R20LT". */
export function formatTireSize(size: TireSize): string {
  if (size.kind === "flotation") {
    return `${size.diameter}x${size.width.toFixed(2)}R${size.rimDiameter}LT`;
  }
  return `${size.prefix}${size.width}/${size.aspectRatio}${size.construction}${size.rimDiameter}`;
}

/** The URL slug of a size page: /tire-sizes/225-50r17 (prefix dropped, as the listing covers both). */
export function tireSizeSlug(size: TireSize): string {
  if (size.kind === "flotation") {
    return `${size.diameter}x${size.width.toFixed(2).replace(".", "-")}r${size.rimDiameter}`;
  }
  return `${size.width}-${size.aspectRatio}${size.construction.toLowerCase()}${size.rimDiameter}`;
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

/** Parses a slug or typed size and returns the canonical slug, or null when it is not a size. */
export function normaliseTireSizeSlug(input: string): string | null {
  if (input.length > MAX_INPUT_LENGTH) return null;
  const size = parseTireSize(input.replace(/^(\d{2})x(\d{1,2})-(\d{2})r/i, "$1x$2.$3R"));
  return size ? tireSizeSlug(size) : null;
}
