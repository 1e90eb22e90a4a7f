/**
 * Load indices and speed ratings: the service description printed after a size ("94V",
 * "123/120R"). Tables follow ISO 4000 / ETRTO as printed in US tire guides.
 */
import type { TireSize } from "./size";

/** Speed symbols, slowest first; Z is the open-ended class that ZR sizes belong to. */
export const SPEED_RATINGS = [
  "L",
  "M",
  "N",
  "P",
  "Q",
  "R",
  "S",
  "T",
  "U",
  "H",
  "V",
  "Z",
  "W",
  "Y",
] as const;

export type SpeedRating = (typeof SPEED_RATINGS)[number];

// Z is "over 149 mph": ranked just above V and below W and Y, which were later carved out of it.
const SPEED_MPH: Record<SpeedRating, number> = {
  L: 75,
  M: 81,
  N: 87,
  P: 93,
  Q: 99,
  R: 106,
  S: 112,
  T: 118,
  U: 124,
  H: 130,
  V: 149,
  Z: 149,
  W: 168,
  Y: 186,
};

const FIRST_LOAD_INDEX = 60;
// Kilograms per tire for load indices 60–159; one row per ten indices keeps it checkable by eye.
// biome-ignore format: the rows are the point
const LOAD_KG = [
  250, 257, 265, 272, 280, 290, 300, 307, 315, 325, // 60
  335, 345, 355, 365, 375, 387, 400, 412, 425, 437, // 70
  450, 462, 475, 487, 500, 515, 530, 545, 560, 580, // 80
  600, 615, 630, 650, 670, 690, 710, 730, 750, 775, // 90
  800, 825, 850, 875, 900, 925, 950, 975, 1000, 1030, // 100
  1060, 1090, 1120, 1150, 1180, 1215, 1250, 1285, 1320, 1360, // 110
  1400, 1450, 1500, 1550, 1600, 1650, 1700, 1750, 1800, 1850, // 120
  1900, 1950, 2000, 2060, 2120, 2180, 2240, 2300, 2360, 2430, // 130
  2500, 2575, 2650, 2725, 2800, 2900, 3000, 3075, 3150, 3250, // 140
  3350, 3450, 3550, 3650, 3750, 3875, 4000, 4125, 4250, 4375, // 150
];

const LB_PER_KG = 2.20462262;

export function isSpeedRating(value: string): value is SpeedRating {
  return (SPEED_RATINGS as readonly string[]).includes(value);
}

/** Position in the speed order (L = 0 … Y = 13); higher is faster. */
export function speedRatingRank(rating: SpeedRating): number {
  return SPEED_RATINGS.indexOf(rating);
}

/** Top speed of a rating in mph; for Z, the 149 mph it is rated above. */
export function speedRatingMph(rating: SpeedRating): number {
  return SPEED_MPH[rating];
}

/** The rating that applies: the printed one, or Z for a ZR size printed without one. */
export function effectiveSpeedRating(spec: {
  size: TireSize;
  speedRating?: SpeedRating;
}): SpeedRating | undefined {
  if (spec.speedRating) return spec.speedRating;
  if (spec.size.kind === "metric" && spec.size.construction === "ZR") return "Z";
  return undefined;
}

/** Kilograms one tire carries at this load index, or null outside the table (60–159). */
export function loadIndexKg(index: number): number | null {
  if (!Number.isInteger(index)) return null;
  return LOAD_KG[index - FIRST_LOAD_INDEX] ?? null;
}

/** Pounds one tire carries at this load index, as US tables print it (rounded to the pound). */
export function loadIndexLbs(index: number): number | null {
  const kg = loadIndexKg(index);
  return kg === null ? null : Math.round(kg * LB_PER_KG);
}

/** Kilograms the tire carries in single fitment, or null when its load index is not known. */
export function loadCapacityKg(spec: { loadIndex?: { single: number } }): number | null {
  return spec.loadIndex ? loadIndexKg(spec.loadIndex.single) : null;
}
