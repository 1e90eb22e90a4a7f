/**
 * A listing's filters, sort and page as they travel in its URL, and as the catalogue API takes
 * them. The URL is what shoppers share and what a GET form submits, so reading it never fails:
 * an unknown or malformed value is dropped (and reported, for "Search filters removed").
 */
import type { CatalogListingParams } from "./api";
import { CATEGORY_NAMES, categoryBySlug, tireTypeBySlug } from "./categories";
import { slugify } from "./links";
import { DEFAULT_LISTING_SORT } from "./listing-order";
import type { CatalogListing, TireType } from "./schemas";
import { isSpeedRating, SPEED_RATINGS, type SpeedRating } from "./size-ratings";

export const LISTING_SORTS = [
  { value: "best-match", label: "Best match" },
  { value: "price-asc", label: "Price: Low to High" },
  { value: "price-desc", label: "Price: High to Low" },
  { value: "name", label: "Brand" },
  { value: "rating", label: "Best rated" },
  { value: "reviews", label: "Most reviewed" },
  { value: "newest", label: "Newest" },
] as const;
export type ListingSort = (typeof LISTING_SORTS)[number]["value"];
/** The light-truck filter's name, on the filter and its chip. */
export const LIGHT_TRUCK_LABEL = "Light truck (LT)";

/** Load-index floors a shopper can choose from ("91 or higher"). */
export const LOAD_INDEX_FLOORS = [80, 85, 90, 95, 100, 105, 110, 115, 120] as const;

/** What a shopper narrows a listing by; empty lists and nulls mean "any". */
export type ListingFilters = {
  brand: string[];
  category: number[];
  type: TireType | null;
  speedRating: SpeedRating[];
  minLoadIndex: number | null;
  runFlat: boolean;
  /** Light-truck (LT) construction only: the tires an LT size on a sidewall calls for. */
  lightTruck: boolean;
  deals: boolean;
  minPriceInCents: number | null;
  maxPriceInCents: number | null;
};

export type ListingState = { filters: ListingFilters; sort: ListingSort; page: number };

export const NO_FILTERS: ListingFilters = {
  brand: [],
  category: [],
  type: null,
  speedRating: [],
  minLoadIndex: null,
  runFlat: false,
  lightTruck: false,
  deals: false,
  minPriceInCents: null,
  maxPriceInCents: null,
};

/** The query keys a listing owns; any other key (a vehicle's trim) is left as it is. */
export const LISTING_PARAM_KEYS = [
  "brand",
  "category",
  "type",
  "speedRating",
  "minLoadIndex",
  "runFlat",
  "lightTruck",
  "deals",
  "minPrice",
  "maxPrice",
  "sort",
  "page",
] as const;

// The catalogue API's own limits on list filters.
const MAX_BRANDS = 20;
const MAX_CATEGORIES = 12;
const MAX_PAGE = 1000;
const MAX_PRICE_DOLLARS = 100_000;
const MIN_LOAD_INDEX = 60;
const MAX_LOAD_INDEX = 160;
const BRAND_SLUG = /^[a-z0-9-]{1,80}$/;

/** Every value of a key, comma-separated lists split, blanks (an empty form field) skipped. */
function valuesOf(params: URLSearchParams, key: string): string[] {
  return params
    .getAll(key)
    .flatMap((value) => value.split(","))
    .map((value) => value.trim())
    .filter(Boolean);
}

/** The last non-blank value of a key, or null. */
function lastValue(params: URLSearchParams, key: string): string | null {
  return valuesOf(params, key).at(-1) ?? null;
}

const unique = <T>(values: T[]) => [...new Set(values)];

/** "119.99" or "120" dollars as cents; null for anything else. */
function dollarsToCents(text: string): number | null {
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(text)) return null;
  const dollars = Number(text);
  return dollars <= MAX_PRICE_DOLLARS ? Math.round(dollars * 100) : null;
}

const centsToDollars = (cents: number) =>
  cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);

/**
 * The price filter's hints: the facet's cheapest and dearest tire in whole dollars, rounded
 * outwards so that both fall inside the range they suggest.
 */
export function priceRangeHints(
  price: { minInCents: number; maxInCents: number } | null,
): { min: string; max: string } | null {
  if (!price) return null;
  return {
    min: String(Math.floor(price.minInCents / 100)),
    max: String(Math.ceil(price.maxInCents / 100)),
  };
}

/** A category from its page slug ("all-season") or its id ("1"). */
function categoryIdOf(text: string): number | null {
  if (/^\d{1,2}$/.test(text)) return CATEGORY_NAMES[Number(text)] ? Number(text) : null;
  return categoryBySlug(text.toLowerCase())?.id ?? null;
}

function typeOf(text: string): TireType | null {
  return tireTypeBySlug(slugify(text)) ?? null;
}

/**
 * Reads a listing's filters, sort and page from its query. `removed` is true when a value was
 * given that means nothing (a speed rating "X", a price "cheap"): it is dropped, not an error.
 */
export function parseListingParams(params: URLSearchParams): ListingState & { removed: boolean } {
  let removed = false;
  const keep = <T>(values: string[], read: (text: string) => T | null, max = Infinity): T[] => {
    const parsed = values.map(read);
    const valid = unique(parsed.filter((v): v is T => v !== null));
    if (parsed.some((v) => v === null) || valid.length > max) removed = true;
    return valid.slice(0, max);
  };
  const one = <T>(key: string, read: (text: string) => T | null): T | null => {
    const text = lastValue(params, key);
    if (text === null) return null;
    const value = read(text);
    if (value === null) removed = true;
    return value;
  };

  const brand = keep(
    valuesOf(params, "brand"),
    (text) => {
      const slug = text.toLowerCase().replace(/-tires$/, "");
      return BRAND_SLUG.test(slug) ? slug : null;
    },
    MAX_BRANDS,
  );
  const category = keep(valuesOf(params, "category"), categoryIdOf, MAX_CATEGORIES);
  const speedRating = keep(valuesOf(params, "speedRating"), (text) => {
    const letter = text.toUpperCase();
    return isSpeedRating(letter) ? letter : null;
  });
  const type = one("type", typeOf);
  const minLoadIndex = one("minLoadIndex", (text) => {
    if (!/^\d{2,3}$/.test(text)) return null;
    const value = Number(text);
    return value >= MIN_LOAD_INDEX && value <= MAX_LOAD_INDEX ? value : null;
  });
  const flag = (key: string) =>
    one(key, (text) => (text === "true" || text === "on" ? true : text === "false" ? false : null));
  let minPriceInCents = one("minPrice", dollarsToCents);
  let maxPriceInCents = one("maxPrice", dollarsToCents);
  // A range typed the wrong way round is meant the right way round.
  if (minPriceInCents !== null && maxPriceInCents !== null && minPriceInCents > maxPriceInCents) {
    [minPriceInCents, maxPriceInCents] = [maxPriceInCents, minPriceInCents];
  }
  const sortText = lastValue(params, "sort");
  const sort = LISTING_SORTS.find((s) => s.value === sortText)?.value ?? DEFAULT_LISTING_SORT;
  if (sortText !== null && sort !== sortText) removed = true;
  const pageText = lastValue(params, "page");
  const page = pageText && /^\d{1,4}$/.test(pageText) ? Number(pageText) : 1;

  return {
    filters: {
      brand,
      category,
      type,
      speedRating: SPEED_RATINGS.filter((rating) => speedRating.includes(rating)),
      minLoadIndex,
      runFlat: flag("runFlat") === true,
      lightTruck: flag("lightTruck") === true,
      deals: flag("deals") === true,
      minPriceInCents,
      maxPriceInCents,
    },
    sort,
    page: Math.min(MAX_PAGE, Math.max(1, page)),
    removed,
  };
}

/**
 * The canonical query of a listing state, on top of `base`'s other keys (a vehicle's trim).
 * The defaults (best match, page 1, no filter) are left out, so an unfiltered page has no query.
 */
export function listingSearchParams(
  state: ListingState,
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const next = new URLSearchParams();
  for (const [key, value] of base) {
    if (!(LISTING_PARAM_KEYS as readonly string[]).includes(key)) next.append(key, value);
  }
  const { filters } = state;
  for (const brand of filters.brand) next.append("brand", brand);
  for (const id of filters.category) next.append("category", slugify(CATEGORY_NAMES[id] ?? ""));
  if (filters.type) next.set("type", slugify(filters.type));
  for (const rating of filters.speedRating) next.append("speedRating", rating);
  if (filters.minLoadIndex !== null) next.set("minLoadIndex", String(filters.minLoadIndex));
  if (filters.runFlat) next.set("runFlat", "true");
  if (filters.lightTruck) next.set("lightTruck", "true");
  if (filters.deals) next.set("deals", "true");
  if (filters.minPriceInCents !== null)
    next.set("minPrice", centsToDollars(filters.minPriceInCents));
  if (filters.maxPriceInCents !== null)
    next.set("maxPrice", centsToDollars(filters.maxPriceInCents));
  if (state.sort !== DEFAULT_LISTING_SORT) next.set("sort", state.sort);
  if (state.page > 1) next.set("page", String(state.page));
  return next;
}

/** "?…" for a link, or "" when the state is the default. */
export function listingSearch(state: ListingState, base?: URLSearchParams): string {
  const query = listingSearchParams(state, base).toString();
  return query ? `?${query}` : "";
}

/** How many filters are set (a price range counts once). */
export function activeFilterCount(filters: ListingFilters): number {
  return (
    filters.brand.length +
    filters.category.length +
    (filters.type ? 1 : 0) +
    filters.speedRating.length +
    (filters.minLoadIndex !== null ? 1 : 0) +
    (filters.runFlat ? 1 : 0) +
    (filters.lightTruck ? 1 : 0) +
    (filters.deals ? 1 : 0) +
    (filters.minPriceInCents !== null || filters.maxPriceInCents !== null ? 1 : 0)
  );
}

/** What a listing page itself is about; its filters can only narrow it further. */
export type ListingScope = {
  size?: string;
  /** A staggered fitment's rear size: its tires are listed beside the front size's. */
  rearSize?: string;
  vehicleId?: number;
  rimDiameter?: number;
  brand?: string;
  line?: string;
  type?: TireType;
  category?: number;
};

/** The filter groups a scope leaves open: a brand's page has no brand filter. */
export function openFilterGroups(scope: ListingScope) {
  return {
    brand: scope.brand === undefined,
    category: scope.category === undefined,
    type: scope.type === undefined,
  };
}

type Facets = CatalogListing["facets"];

/**
 * The filters that can apply within a scope whose facets are given: a brand, category, type or
 * speed rating the scope has no tire of is dropped, as is a filter on what the page is about.
 */
export function applicableFilters(
  filters: ListingFilters,
  facets: Facets,
  scope: ListingScope,
): { filters: ListingFilters; removed: boolean } {
  const open = openFilterGroups(scope);
  const has = (list: { value: string }[]) => {
    const values = new Set(list.map((f) => f.value));
    return (value: string) => values.has(value);
  };
  const hasBrand = has(facets.brands);
  const hasCategory = has(facets.categories);
  const hasType = has(facets.types);
  const hasRating = has(facets.speedRatings);
  const next: ListingFilters = {
    ...filters,
    brand: open.brand ? filters.brand.filter(hasBrand) : [],
    category: open.category ? filters.category.filter((id) => hasCategory(String(id))) : [],
    type: open.type && filters.type && hasType(filters.type) ? filters.type : null,
    speedRating: filters.speedRating.filter(hasRating),
    // A size without LT tires has no light-truck choice (a passenger size typed with LT).
    lightTruck: filters.lightTruck && (facets.lightTruck ?? 0) > 0,
  };
  const removed =
    next.brand.length !== filters.brand.length ||
    next.category.length !== filters.category.length ||
    next.type !== filters.type ||
    next.speedRating.length !== filters.speedRating.length ||
    next.lightTruck !== filters.lightTruck;
  return { filters: next, removed };
}

/** The catalogue API query of a scope with its filters, sort and page. */
export function listingRequest(
  scope: ListingScope,
  state: ListingState,
  pageSize?: number,
): CatalogListingParams {
  const { filters } = state;
  const brand = scope.brand !== undefined ? [scope.brand] : filters.brand;
  const category = scope.category !== undefined ? [scope.category] : filters.category;
  const type = scope.type ?? filters.type;
  const params: CatalogListingParams = { sort: state.sort, page: state.page };
  if (scope.size !== undefined) params.size = scope.size;
  if (scope.rearSize !== undefined) params.rearSize = scope.rearSize;
  if (scope.vehicleId !== undefined) params.vehicleId = scope.vehicleId;
  if (scope.rimDiameter !== undefined) params.rimDiameter = scope.rimDiameter;
  if (scope.line !== undefined) params.line = scope.line;
  if (brand.length) params.brand = brand;
  if (category.length) params.category = category;
  if (type) params.type = type;
  if (filters.speedRating.length) params.speedRating = filters.speedRating;
  if (filters.minLoadIndex !== null) params.minLoadIndex = filters.minLoadIndex;
  if (filters.runFlat) params.runFlat = true;
  if (filters.lightTruck) params.lightTruck = true;
  if (filters.deals) params.deals = true;
  if (filters.minPriceInCents !== null) params.minPriceInCents = filters.minPriceInCents;
  if (filters.maxPriceInCents !== null) params.maxPriceInCents = filters.maxPriceInCents;
  if (pageSize !== undefined) params.pageSize = pageSize;
  return params;
}

/** One active filter as a removable chip: its label and the state without it (page 1). */
export type FilterChip = { key: string; label: string; state: ListingState };

/** The active filters, each with the state that removes it; labels from the facets. */
export function filterChips(state: ListingState, facets: Facets): FilterChip[] {
  const { filters } = state;
  const without = (change: Partial<ListingFilters>): ListingState => ({
    ...state,
    page: 1,
    filters: { ...filters, ...change },
  });
  const labelOf = (list: { value: string; label: string }[], value: string) =>
    list.find((f) => f.value === value)?.label ?? value;
  const price = (cents: number) => `$${centsToDollars(cents)}`;
  const chips: FilterChip[] = [
    ...filters.brand.map((brand) => ({
      key: `brand-${brand}`,
      label: labelOf(facets.brands, brand),
      state: without({ brand: filters.brand.filter((b) => b !== brand) }),
    })),
    ...filters.category.map((id) => ({
      key: `category-${id}`,
      label: CATEGORY_NAMES[id] ?? String(id),
      state: without({ category: filters.category.filter((c) => c !== id) }),
    })),
    ...(filters.type ? [{ key: "type", label: filters.type, state: without({ type: null }) }] : []),
    ...filters.speedRating.map((rating) => ({
      key: `speedRating-${rating}`,
      label: `Speed rating ${rating}`,
      state: without({ speedRating: filters.speedRating.filter((r) => r !== rating) }),
    })),
  ];
  if (filters.minPriceInCents !== null || filters.maxPriceInCents !== null) {
    const { minPriceInCents: min, maxPriceInCents: max } = filters;
    const label =
      min !== null && max !== null
        ? `${price(min)} to ${price(max)}`
        : min !== null
          ? `${price(min)} and up`
          : `Up to ${price(max ?? 0)}`;
    chips.push({
      key: "price",
      label,
      state: without({ minPriceInCents: null, maxPriceInCents: null }),
    });
  }
  if (filters.minLoadIndex !== null) {
    chips.push({
      key: "minLoadIndex",
      label: `Load index ${filters.minLoadIndex}+`,
      state: without({ minLoadIndex: null }),
    });
  }
  if (filters.runFlat)
    chips.push({ key: "runFlat", label: "Run-flat", state: without({ runFlat: false }) });
  if (filters.lightTruck) {
    chips.push({
      key: "lightTruck",
      label: LIGHT_TRUCK_LABEL,
      state: without({ lightTruck: false }),
    });
  }
  if (filters.deals) chips.push({ key: "deals", label: "Deals", state: without({ deals: false }) });
  return chips;
}
