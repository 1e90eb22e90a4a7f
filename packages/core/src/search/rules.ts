/** Search rules of storefront.md §3–§5 that do not depend on a screen. */

export const QUERY_TYPES = [
  "brand",
  "brandAndProductLine",
  "frontTireSize",
  "rearTireSize",
  "rearWidthRatio",
  "tireSize",
  "tireType",
  "vehicle",
  "makeModelYearOption",
  "guidedShopping",
  "vehicleGuidedShopping",
  "mostPopularProductLine",
] as const;
export type QueryType = (typeof QUERY_TYPES)[number];

export const SEARCH_LOCKS = [
  "none",
  "vehicle",
  "vehicleGuidedShopping",
  "yearMakeModel",
  "guidedShopping",
  "tireSize",
  "brand",
  "tireType",
] as const;
export type SearchLock = (typeof SEARCH_LOCKS)[number];

export type SearchAction =
  | { type: "link"; link: { href: string } }
  | { type: "query"; queryType: QueryType; queryText: string };

export type SearchResultItem = {
  type: "text" | "image";
  label: string;
  detailLabel?: string | null;
  image?: { src: string; altText: string } | null;
  typeName?: string | null;
  action: SearchAction;
  vehicleMetadata?: Record<string, string> | null;
};

export type SearchHistoryGroup = { label: string; items: SearchResultItem[] };

/** Search history shows past result items grouped by their type name, newest group first. */
export function groupSearchHistory(items: readonly SearchResultItem[]): SearchHistoryGroup[] {
  const groups = new Map<string, SearchResultItem[]>();
  for (const item of items) {
    const label = item.typeName ?? "Recent searches";
    const group = groups.get(label) ?? [];
    if (!group.some((seen) => seen.label === item.label)) group.push(item);
    groups.set(label, group);
  }
  return [...groups].map(([label, grouped]) => ({ label, items: grouped }));
}

export type VehicleSearchFields = {
  make?: unknown;
  model?: unknown;
  year?: unknown;
  oem?: unknown;
  trim?: unknown;
};

/** The vehicle recent-search call is made only when all five fields are strings (§5). */
export function canRecordVehicleSearch(fields: VehicleSearchFields): boolean {
  return [fields.make, fields.model, fields.year, fields.oem, fields.trim].every(
    (value) => typeof value === "string",
  );
}

/** The tire-size recent-search call is made only when the size is a string (§5). */
export function canRecordSizeSearch(size: unknown): boolean {
  return typeof size === "string";
}

/**
 * Query and cookie values: "true"/"false" become booleans, numeric strings numbers (§5). A
 * leading zero keeps the string, so a ZIP such as "02134" is not turned into 2134.
 */
export function coerceValue(value: string): string | number | boolean {
  if (value === "true") return true;
  if (value === "false") return false;
  if (/^-?(0|[1-9]\d*)(\.\d+)?$/.test(value)) return Number(value);
  return value;
}

/**
 * The overlay's search pills (storefront.md §2): one per search type, each locking the search.
 * `href` is the page that browses the same way without the overlay, where a pill is a link.
 */
export const SEARCH_PILLS = [
  { type: "vehicle", label: "Vehicle", lock: "vehicle", href: "/vehicles" },
  { type: "tireSize", label: "Tire size", lock: "tireSize", href: "/tire-sizes" },
  { type: "guidedShopping", label: "Guided shopping", lock: "guidedShopping", href: "/categories" },
  { type: "brand", label: "Brand", lock: "brand", href: "/brands" },
  { type: "tireType", label: "Tire type", lock: "tireType", href: "/types" },
] as const satisfies readonly { type: string; label: string; lock: SearchLock; href: string }[];

/** What the input asks for under a lock; a size search's rear (secondary) input asks for rear sizes. */
export function typeaheadQueryType(
  lock: SearchLock,
  activeInput: "primary" | "secondary",
): QueryType | undefined {
  switch (lock) {
    case "none":
      return undefined;
    case "tireSize":
      return activeInput === "secondary" ? "rearTireSize" : "frontTireSize";
    case "yearMakeModel":
      return "makeModelYearOption";
    default:
      return lock;
  }
}

/** Placeholder text of the overlay's input under each lock. */
export function searchPlaceholder(lock: SearchLock, activeInput: "primary" | "secondary"): string {
  switch (lock) {
    case "tireSize":
      return activeInput === "secondary"
        ? "Rear tire size, e.g. 255/40R18"
        : "Tire size, e.g. 225/50R17";
    case "vehicle":
    case "yearMakeModel":
    case "vehicleGuidedShopping":
      return "Make and model, e.g. Honda Civic";
    case "brand":
      return "Brand, e.g. Michelin";
    case "tireType":
      return "Tire type, e.g. All Season";
    default:
      return "Search by vehicle, tire size or brand";
  }
}
