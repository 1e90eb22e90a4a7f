/**
 * From a sidewall to the tires that replace it: the size's listing, narrowed to what the fitment
 * rules ask of a replacement. The load index and the speed rating read are minimums (a tire
 * rated higher fits, one rated lower does not), a light-truck size wants light-truck tires, and a
 * run-flat stays run-flat (a car built for them carries no spare).
 */
import { formatTireSize, tireSizePageHref } from "../catalog/size";
import { SPEED_RATINGS, speedRatingRank } from "../catalog/size-ratings";
import { isLightTruckSpec, parseTireSpec, type TireSpec } from "../catalog/size-spec";
import type { ReplacementFilters, ScannedSize } from "./scanned";

export type { ReplacementFilters };

/** The sidewall page with its tire scan first: a shopper came to read a photo. */
export const SIDEWALL_SCAN_PATH = "/sidewall?scan=1";

export function replacementFilters(spec: TireSpec): ReplacementFilters {
  const filters: ReplacementFilters = {};
  if (spec.loadIndex) filters.minLoadIndex = spec.loadIndex.single;
  if (spec.speedRating) {
    const least = speedRatingRank(spec.speedRating);
    filters.speedRating = SPEED_RATINGS.filter((rating) => speedRatingRank(rating) >= least);
  }
  if (isLightTruckSpec(spec)) filters.lightTruck = true;
  if (spec.runFlat) filters.runFlat = true;
  return filters;
}

export function replacementListingHref(spec: TireSpec): string {
  const { minLoadIndex, speedRating, lightTruck, runFlat } = replacementFilters(spec);
  const query = new URLSearchParams();
  if (minLoadIndex !== undefined) query.set("minLoadIndex", String(minLoadIndex));
  for (const rating of speedRating ?? []) query.append("speedRating", rating);
  if (lightTruck) query.set("lightTruck", "true");
  if (runFlat) query.set("runFlat", "true");
  const search = query.toString();
  return `${tireSizePageHref(spec.size)}${search ? `?${search}` : ""}`;
}

/** What a tire scan read (the spec as read), as a size search takes it. */
export function scannedSize(spec: string): ScannedSize | null {
  const read = parseTireSpec(spec);
  return read
    ? { text: spec, size: formatTireSize(read.size), fitment: replacementFilters(read) }
    : null;
}

/** The sidewall page for a tire as sold: its size, service description and marks, and UTQG. */
export function sidewallHref(tire: {
  size: string;
  loadIndex?: string | null;
  speedRating?: string | null;
  isExtraLoad?: boolean;
  isRunFlat?: boolean;
  utqg?: string | null;
}): string {
  const spec = [
    tire.size,
    tire.loadIndex && tire.speedRating ? `${tire.loadIndex}${tire.speedRating}` : null,
    tire.isExtraLoad ? "XL" : null,
    tire.isRunFlat ? "RFT" : null,
  ]
    .filter(Boolean)
    .join(" ");
  const query = new URLSearchParams({ spec });
  if (tire.utqg) query.set("utqg", tire.utqg);
  return `/sidewall?${query}`;
}
