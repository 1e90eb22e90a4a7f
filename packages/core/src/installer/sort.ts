/** Installer sort options (checkout.md §3 "Installer sort options"), as ?sort= values. */

export const INSTALLER_SORTS = ["all", "distance", "rating", "price"] as const;
export type InstallerSort = (typeof INSTALLER_SORTS)[number];

export const INSTALLER_SORT_OPTIONS: readonly { value: InstallerSort; label: string }[] = [
  { value: "all", label: "All installers" },
  { value: "distance", label: "Distance" },
  { value: "rating", label: "Top rated" },
  { value: "price", label: "Price: Low to High" },
];

/** The set the spec also shows without Distance, for lists that have no shopper location. */
export const INSTALLER_SORT_OPTIONS_WITHOUT_DISTANCE = INSTALLER_SORT_OPTIONS.filter(
  (option) => option.value !== "distance",
);

export type SortableInstaller = {
  distance: number;
  isSponsored: boolean;
  rating: { value: number; quantity: number };
  installationCostFor4TiresInCents: number;
};

type Compare = (a: SortableInstaller, b: SortableInstaller) => number;

const byDistance: Compare = (a, b) => a.distance - b.distance;

/**
 * "All installers" is the list as the marketplace presents it unasked: sponsored shops first,
 * then the nearest. Every other order falls back to the nearest on a tie.
 */
const COMPARE: Record<InstallerSort, Compare> = {
  all: (a, b) => Number(b.isSponsored) - Number(a.isSponsored) || byDistance(a, b),
  distance: byDistance,
  // More reviews make the same stars more trustworthy.
  rating: (a, b) =>
    b.rating.value - a.rating.value || b.rating.quantity - a.rating.quantity || byDistance(a, b),
  price: (a, b) =>
    a.installationCostFor4TiresInCents - b.installationCostFor4TiresInCents || byDistance(a, b),
};

/** The installers in the chosen order; a full tie keeps the order they came in. */
export function sortInstallers<T extends SortableInstaller>(
  installers: readonly T[],
  sort: InstallerSort,
): T[] {
  return [...installers].sort(COMPARE[sort]);
}
