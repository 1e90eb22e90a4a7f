import type { LineSizeOption, ProductDetail } from "./schemas";
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

/** A line page's size and rim filters as its URL carries them: ?rim=17, ?size=235-65r17. */
export type LineSizeChoice = {
  size: LineSizeOption | null;
  rimDiameter: number | null;
  /** The line's rims, smallest first, each with how many of its tires are on it. */
  rims: { rimDiameter: number; label: string; count: number }[];
  /** The sizes offered: those on the chosen rim, else all. */
  sizes: LineSizeOption[];
  /** A size or rim was asked for that the line does not have: it is dropped. */
  removed: boolean;
};

export const rimLabel = (rim: number) => `${rim}-inch`;

/**
 * Reads a line page's size and rim from its query against the line's sizes. A size sets its
 * own rim; a size or rim the line has no tire in is dropped, not an error.
 */
export function lineSizeChoice(
  sizes: readonly LineSizeOption[],
  params: URLSearchParams,
): LineSizeChoice {
  const rims = new Map<number, number>();
  for (const size of sizes)
    rims.set(size.rimDiameter, (rims.get(size.rimDiameter) ?? 0) + size.count);
  const sizeText = params.get("size");
  const rimText = params.get("rim");
  const size = sizeText ? (sizes.find((s) => s.slug === sizeText.toLowerCase()) ?? null) : null;
  const askedRim = rimText !== null && rimText !== "" ? Number(rimText) : null;
  const rimDiameter =
    size?.rimDiameter ?? (askedRim !== null && rims.has(askedRim) ? askedRim : null);
  return {
    size,
    rimDiameter,
    rims: [...rims.entries()]
      .sort(([a], [b]) => a - b)
      .map(([rim, count]) => ({ rimDiameter: rim, label: rimLabel(rim), count })),
    sizes: rimDiameter === null ? [...sizes] : sizes.filter((s) => s.rimDiameter === rimDiameter),
    removed: (Boolean(sizeText) && !size) || (askedRim !== null && !rims.has(askedRim)),
  };
}

/** The line page's query with another rim (null: every rim): the size and page reset. */
export function lineRimSearch(params: URLSearchParams, rim: number | null): string {
  const next = new URLSearchParams(params);
  next.delete("size");
  next.delete("page");
  if (rim === null) next.delete("rim");
  else next.set("rim", String(rim));
  const text = next.toString();
  return text ? `?${text}` : "";
}
