import type { ProductDetail } from "./schemas";
import { parseTireSize } from "./size";

type LineSize = ProductDetail["otherSizes"][number];

/**
 * A tire's service description as catalogues print it after the size: load index and speed
 * rating, then XL, run-flat and the load range where they apply ("93H XL", "121/118S LR E").
 */
export function serviceDescription(tire: {
  loadIndex: string;
  speedRating: string;
  isExtraLoad: boolean;
  isRunFlat: boolean;
  loadRange: string | null;
}): string {
  return [
    `${tire.loadIndex}${tire.speedRating}`,
    tire.isExtraLoad ? "XL" : null,
    tire.isRunFlat ? "Run-flat" : null,
    tire.loadRange ? `LR ${tire.loadRange}` : null,
  ]
    .filter(Boolean)
    .join(" ");
}

export type LineSizeGroup = {
  size: string;
  /** The page's own tire is one of this size's. */
  isCurrent: boolean;
  /** Each tire of the size, the page's own first, then by price. */
  variants: LineSize[];
};

/**
 * The line's sizes for the product page: each size once, in the order given (by rim, then size),
 * with its tires as variants named by their service description.
 */
export function lineSizeGroups(sizes: readonly LineSize[]): LineSizeGroup[] {
  const groups = new Map<string, LineSizeGroup>();
  for (const tire of sizes) {
    const group = groups.get(tire.size) ?? { size: tire.size, isCurrent: false, variants: [] };
    group.variants.push(tire);
    group.isCurrent ||= tire.isCurrent === true;
    groups.set(tire.size, group);
  }
  for (const group of groups.values()) {
    group.variants.sort(
      (a, b) =>
        Number(b.isCurrent === true) - Number(a.isCurrent === true) ||
        a.salePriceInCents - b.salePriceInCents,
    );
  }
  return [...groups.values()];
}

export type RimSizes = { label: string; groups: LineSizeGroup[] };

/** The line's sizes by rim diameter, smallest rim first, for the product page's size picker. */
export function lineSizesByRim(groups: readonly LineSizeGroup[]): RimSizes[] {
  const byRim = new Map<number, LineSizeGroup[]>();
  for (const group of groups) {
    const rim = parseTireSize(group.size)?.rimDiameter ?? 0;
    byRim.set(rim, [...(byRim.get(rim) ?? []), group]);
  }
  return [...byRim.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rim, sizes]) => ({
      label: rim > 0 ? `${rim}-inch rims` : "Other sizes",
      groups: sizes,
    }));
}
