/**
 * A tire scan's reading on its way to a size search, in a module of its own: a widget's size
 * search carries this much, the scan's chunk the rest (listing.ts).
 */
/** What a replacement for a tire of `spec` must be, as the catalogue's listing filters it. */
export type ReplacementFilters = {
  minLoadIndex?: number;
  /** The rating read and every rating above it. */
  speedRating?: string[];
  lightTruck?: boolean;
  runFlat?: boolean;
};

/**
 * What a tire scan read, as a size search takes it: the spec as read, for the shopper to check,
 * its size for the size field, and what a replacement must be.
 */
export type ScannedSize = { text: string; size: string; fitment: ReplacementFilters };

/**
 * The search for a size the shopper confirmed: the size read is searched with the scan's
 * minimums, a size typed over it as typed.
 */
export function confirmedSearch(
  size: string,
  scanned: ScannedSize | null,
): { size: string; fitment?: ReplacementFilters } {
  return scanned && size === scanned.size ? { size, fitment: scanned.fitment } : { size };
}
