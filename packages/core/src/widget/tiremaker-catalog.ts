import type { CatalogProduct } from "../catalog/schemas";
import { parseTireSize } from "../catalog/size";
import type { FitJudge, TireFit } from "./tire-fit";
import { DEFAULT_QUANTITY } from "./tiremaker-lines";

/**
 * What the tire-maker widget shows of a line's sizes and the size finder's answers, once the
 * shopper asks (the lines, its first screen, are in tiremaker-lines.ts).
 */

export type LineSize = {
  productId: string;
  size: string;
  /** The tire's line ("Pilot Sport 4S"): the size finder lists sizes of several lines. */
  lineName: string;
  /** Load index and speed rating, e.g. "94Y". */
  service: string;
  /** Sale price per tire; null when the tire is sold on request ("Call for pricing"). */
  priceInCents: number | null;
  /** Out of stock or on request: shown, but it cannot be added to the cart. */
  canAdd: boolean;
  minQuantity: number;
  /** When found for a vehicle: the storefront's verdict on its fit, with its cautions named. */
  fit?: TireFit;
};

export const CHOOSE_SIZE_MESSAGE = "Choose a size first";
export const SIZE_UNAVAILABLE_MESSAGE = "This size cannot be ordered right now";

const MAX_OFFERED_QUANTITY = 8;

/**
 * Rim, then width, then aspect ratio: the order a shopper reads a size chart in. Flotation sizes
 * (widths in inches) follow the metric ones of their rim.
 */
function sizeOrder(a: string, b: string): number {
  const key = (label: string) => {
    const size = parseTireSize(label);
    if (!size) return [Number.POSITIVE_INFINITY, 0, 0, 0];
    if (size.kind === "flotation") return [size.rimDiameter, 1, size.width, size.diameter];
    return [size.rimDiameter, 0, size.width, size.aspectRatio];
  };
  const [x, y] = [key(a), key(b)];
  for (let i = 0; i < x.length; i++) {
    const diff = (x[i] ?? 0) - (y[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return a < b ? -1 : a > b ? 1 : 0;
}

/** A line's tires as sizes to choose from, smallest rim first; `shown` are sizes listed already. */
export function lineSizes(
  products: readonly CatalogProduct[],
  shown: readonly LineSize[] = [],
  /** The verdict on each tire's fit, when the sizes were found for a vehicle. */
  judge?: FitJudge | null,
): LineSize[] {
  const known = new Set(shown.map((size) => size.productId));
  const added = products
    .filter((product) => !known.has(product.productId))
    .map((product) => {
      const price = product.priceList[0];
      const onRequest = !price || product.availability === "ProductStatusCallForPricing";
      return {
        productId: product.productId,
        size: product.size,
        lineName: product.productLine.name,
        service: `${product.loadIndex}${product.speedRating}`,
        priceInCents: onRequest ? null : price.salePriceInCents,
        canAdd: !onRequest && product.availability !== "ProductStatusOutOfStock",
        minQuantity: product.minQuantityAllowedForCart,
        ...(judge ? { fit: judge(product) } : {}),
      };
    });
  return [...shown, ...added].sort((a, b) => sizeOrder(a.size, b.size));
}

/** Quantities a select offers: 1 to 8, and the current one when it is larger. */
export function quantityOptions(current: number = DEFAULT_QUANTITY): number[] {
  const top = Math.max(MAX_OFFERED_QUANTITY, Math.trunc(current));
  return Array.from({ length: top }, (_, i) => i + 1);
}

/** A line's sizes on one rim diameter, as the widget folds them: 17-inch, 18-inch… */
export type RimGroup = { rim: number; label: string; sizes: LineSize[] };

/**
 * Sizes grouped by rim diameter, smallest rim first, in the order given within each (lineSizes
 * sorts by rim already). A size that does not parse goes last, under "Other sizes".
 */
export function rimGroups(sizes: readonly LineSize[]): RimGroup[] {
  const groups = new Map<number, LineSize[]>();
  for (const size of sizes) {
    const rim = parseTireSize(size.size)?.rimDiameter ?? Number.POSITIVE_INFINITY;
    const group = groups.get(rim) ?? [];
    group.push(size);
    groups.set(rim, group);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rim, group]) => ({
      rim,
      label: Number.isFinite(rim) ? `${rim}-inch rims` : "Other sizes",
      sizes: group,
    }));
}

/** Rim diameters and section widths the size finder offers: the passenger and light-truck range. */
export const FINDER_RIMS = [14, 15, 16, 17, 18, 19, 20, 21, 22, 24] as const;
export const FINDER_WIDTHS = Array.from({ length: 19 }, (_, i) => 175 + i * 10);

/** What the size finder asks: a rim (and a width, or any), or a vehicle's size. */
export type SizeQuery =
  | { kind: "rim"; rimDiameter: number; width: number | null }
  | {
      kind: "vehicle";
      vehicle: string;
      size: string;
      /** The trim chosen: its tires are listed best match (the fitting first) and judged. */
      vehicleId?: number | undefined;
    };

/** What the finder says when the brand makes nothing of what was asked. */
export const noSizesFound = (brand: string) =>
  `No ${brand} tire matches. Try another rim or width.`;

/** The finder's heading for what it found. */
export function sizeQueryLabel(query: SizeQuery): string {
  if (query.kind === "vehicle") return `Sizes that fit a ${query.vehicle} (${query.size})`;
  return query.width === null
    ? `Sizes on ${query.rimDiameter}-inch rims`
    : `${query.width} mm wide sizes on ${query.rimDiameter}-inch rims`;
}
