import type { CatalogListing } from "../catalog/schemas";

/**
 * The tire-maker widget's first screen: a brand's lines. A line's sizes and the size finder are
 * in tiremaker-catalog.ts, fetched with the actions that show them.
 */

export type BrandLine = { slug: string; name: string; sizeCount: number };

export const LINES_NOT_FOUND = (brand: string) => `We could not find tires for ${brand}`;

/** Tires per line listing: the API's page maximum, which holds every size of most lines. */
export const LINE_PAGE_SIZE = 60;

/** Quantities offered by default; a larger quantity already in the cart is offered too. */
export const DEFAULT_QUANTITY = 4;

/**
 * The brand's product lines, from the listing's lines facet, in the name order the API gives.
 * Not re-sorted here: the first `localeCompare` of a page loads a collator, a long task on the
 * partner's page.
 */
export function brandLines(listing: Pick<CatalogListing, "facets">): BrandLine[] {
  return listing.facets.lines.map((line) => ({
    slug: line.value,
    name: line.label,
    sizeCount: line.count,
  }));
}
