/**
 * Overall diameter and the sizes that can stand in for an original-equipment (OE) size. Overall
 * diameter decides whether the speedometer, ABS and stability control still read correctly.
 */
import { type TireSize, tireSizeSlug } from "./size";

const MM_PER_INCH = 25.4;
/** The industry rule of thumb for a replacement size: within 3% of the OE overall diameter. */
export const DEFAULT_DIAMETER_TOLERANCE_PERCENT = 3;
// Float noise: 41.2 against 40 comes out at 3.000000000000007%, which is still 3%.
const EPSILON = 1e-9;

export type AlternateSize = {
  size: TireSize;
  diameterInches: number;
  /** Against the OE size, one decimal; negative when the candidate is smaller. */
  diameterDifferencePercent: number;
  /** The true speed in mph when the speedometer reads 60, one decimal. */
  speedometerAt60: number;
};

/** Unloaded overall diameter in inches; flotation sizes state it in their name. */
export function overallDiameterInches(size: TireSize): number {
  if (size.kind === "flotation") return size.diameter;
  return size.rimDiameter + (2 * size.width * size.aspectRatio) / 100 / MM_PER_INCH;
}

/** Signed difference of the candidate's overall diameter from the OE's, in percent, unrounded. */
export function diameterDifferencePercent(oe: TireSize, candidate: TireSize): number {
  const oeDiameter = overallDiameterInches(oe);
  return ((overallDiameterInches(candidate) - oeDiameter) / oeDiameter) * 100;
}

/** Whether a candidate is within ±tolerance of the OE overall diameter (the bounds count). */
export function withinDiameterTolerance(
  oe: TireSize,
  candidate: TireSize,
  tolerancePercent = DEFAULT_DIAMETER_TOLERANCE_PERCENT,
): boolean {
  return Math.abs(diameterDifferencePercent(oe, candidate)) <= tolerancePercent + EPSILON;
}

/**
 * Candidates within ±tolerance of the OE overall diameter, closest first. Other rim diameters
 * are kept (plus-sizing); sizes with the OE's dimensions are left out whatever their prefix.
 */
export function alternateSizes(
  oe: TireSize,
  candidates: readonly TireSize[],
  { tolerancePercent = DEFAULT_DIAMETER_TOLERANCE_PERCENT }: { tolerancePercent?: number } = {},
): AlternateSize[] {
  const oeSlug = tireSizeSlug(oe);
  const oeDiameter = overallDiameterInches(oe);
  return candidates
    .filter((size) => tireSizeSlug(size) !== oeSlug)
    .filter((size) => withinDiameterTolerance(oe, size, tolerancePercent))
    .map((size) => ({ size, exact: diameterDifferencePercent(oe, size) }))
    .sort((a, b) => Math.abs(a.exact) - Math.abs(b.exact))
    .map(({ size, exact }) => {
      const diameterInches = overallDiameterInches(size);
      return {
        size,
        diameterInches,
        diameterDifferencePercent: roundToTenth(exact),
        speedometerAt60: roundToTenth((60 * diameterInches) / oeDiameter),
      };
    });
}

function roundToTenth(value: number): number {
  // `|| 0` turns -0 into 0, so a tiny negative difference does not print as "-0".
  return Math.round(value * 10) / 10 || 0;
}
