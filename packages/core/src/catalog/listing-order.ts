/**
 * The order every listing shows tires in (storefront listings, brand pages, the catalogue API
 * the widgets read): best match unless the shopper chose another sort, and under any sort the
 * tires a shopper can buy today before those out of stock.
 */
import { type FitmentTire, type FitmentVehicle, fitmentVerdict } from "./fitment";
import type { Availability, CatalogSort } from "./schemas";

/**
 * The sort a listing has until the shopper picks one. Best match: with a vehicle known, the
 * tires that fit it first; with a size alone, the best rated of those in stock. Nothing is
 * chosen for the shopper by price, which put winter tires with cautions first.
 */
export const DEFAULT_LISTING_SORT = "best-match" satisfies CatalogSort;

/**
 * How soon a tire can be had, lower first: in stock, then in limited stock, then the rest (out
 * of stock, call for pricing). Under every sort the last rank comes after the others.
 */
export const STOCK_RANK: Record<Availability, number> = {
  ProductStatusAvailable: 0,
  ProductStatusAvailableVolatile: 1,
  ProductStatusCallForPricing: 2,
  ProductStatusOutOfStock: 2,
};

/** The stock rank at which a tire no longer counts as in stock. */
export const OUT_OF_STOCK_RANK = 2;

/** Availabilities a shopper can buy today: listed before the others under every sort. */
export const IN_STOCK_AVAILABILITIES = (Object.keys(STOCK_RANK) as Availability[]).filter(
  (availability) => STOCK_RANK[availability] < OUT_OF_STOCK_RANK,
);

export const isInStock = (availability: Availability): boolean =>
  STOCK_RANK[availability] < OUT_OF_STOCK_RANK;

/**
 * Best match weighs a line's rating by how many reviews back it (a Bayesian mean:
 * BEST_MATCH_PRIOR_WEIGHT reviews of BEST_MATCH_PRIOR_MEAN are counted with every line, so one
 * five-star review does not outrank a thousand at 4.7).
 */
export const BEST_MATCH_PRIOR_MEAN = 3.5;
export const BEST_MATCH_PRIOR_WEIGHT = 10;

/** The weighted rating best match ranks by; BEST_MATCH_PRIOR_MEAN for a line without reviews. */
export function bestMatchRating(
  rating: { average: number; count: number } | null | undefined,
): number {
  const count = rating?.count ?? 0;
  const sum = (rating?.average ?? 0) * count;
  return (
    (sum + BEST_MATCH_PRIOR_MEAN * BEST_MATCH_PRIOR_WEIGHT) / (count + BEST_MATCH_PRIOR_WEIGHT)
  );
}

const FIT_ORDER = { fits: 0, caution: 1, refused: 2 } as const;

/**
 * Best match for a vehicle, over tires already in stock-then-rating order: in-stock tires
 * before the others, and within each the tires that fit first, then those with a caution (fewer
 * cautions first), then those the rules refuse; the order given is kept within each.
 */
export function rankByFit<T extends FitmentTire & { availability?: Availability }>(
  vehicle: FitmentVehicle,
  tires: readonly T[],
): T[] {
  return tires
    .map((tire, index) => {
      const verdict = fitmentVerdict(vehicle, tire);
      const stocked = tire.availability === undefined || isInStock(tire.availability) ? 0 : 1;
      const cautions = verdict.kind === "caution" ? verdict.notes.length : 0;
      return { tire, index, keys: [stocked, FIT_ORDER[verdict.kind], cautions] };
    })
    .sort((a, b) => compareKeys(a.keys, b.keys) || a.index - b.index)
    .map(({ tire }) => tire);
}

function compareKeys(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) {
    const difference = (a[i] ?? 0) - (b[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/**
 * The vehicle best match ranks by: the shopper's chosen one (the one the cards judge), else the
 * vehicle the page lists; null when neither is known.
 */
export function bestMatchVehicleId(
  chosenVehicleId: number | null | undefined,
  scopeVehicleId: number | undefined,
): number | null {
  return chosenVehicleId ?? scopeVehicleId ?? null;
}
