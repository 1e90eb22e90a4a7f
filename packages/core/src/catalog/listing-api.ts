import type { Client, Result } from "../client";
import { getCatalogListing } from "./api";
import {
  activeFilterCount,
  applicableFilters,
  type ListingScope,
  type ListingState,
  NO_FILTERS,
  listingRequest as requestOf,
} from "./listing-filters";
import type { CatalogListing } from "./schemas";

export type FilteredListing = {
  /** What the page lists, before any filter. */
  scope: ListingScope;
  /**
   * The page of tires, with the server's facets: each counts what choosing its value would list
   * with the shopper's other filters.
   */
  listing: CatalogListing;
  /** The filters, sort and page applied: those that cannot apply in the scope are gone. */
  state: ListingState;
  /** True when a filter asked for was dropped ("Search filters removed"). */
  filtersRemoved: boolean;
  /** Tires in the scope with no filter: 0 means the page has nothing to show at all. */
  scopeTotal: number;
};

/**
 * A listing page's tires: the scope narrowed by the shopper's filters, sorted and paged. With
 * filters set, the scope without them comes from a second call in parallel: a filter the scope
 * has no tire for is dropped ("Search filters removed") and the list asked for again.
 */
export async function getFilteredListing(
  client: Client,
  scope: ListingScope,
  wanted: ListingState & { removed?: boolean },
  signal?: AbortSignal,
  /** The shopper's vehicle, for best match. */
  fitVehicleId?: number | null,
): Promise<Result<FilteredListing>> {
  const state: ListingState = { filters: wanted.filters, sort: wanted.sort, page: wanted.page };
  const fit = fitVehicleId && state.sort === "best-match" ? { fitVehicleId } : {};
  const listingRequest = (...args: Parameters<typeof requestOf>) => ({
    ...requestOf(...args),
    ...fit,
  });
  if (activeFilterCount(state.filters) === 0) {
    const result = await getCatalogListing(client, listingRequest(scope, state), signal);
    if (!result.isSuccess) return result;
    return {
      ...result,
      data: {
        scope,
        listing: result.data,
        state,
        filtersRemoved: wanted.removed ?? false,
        scopeTotal: result.data.pagination.total,
      },
    };
  }
  const unfiltered: ListingState = { filters: NO_FILTERS, sort: state.sort, page: 1 };
  const [scoped, filtered] = await Promise.all([
    getCatalogListing(client, listingRequest(scope, unfiltered, 1), signal),
    getCatalogListing(client, listingRequest(scope, state), signal),
  ]);
  if (!scoped.isSuccess) return scoped;
  const applicable = applicableFilters(state.filters, scoped.data.facets, scope);
  const applied: ListingState = applicable.removed
    ? { ...state, filters: applicable.filters, page: 1 }
    : state;
  const result = applicable.removed
    ? await getCatalogListing(client, listingRequest(scope, applied), signal)
    : filtered;
  if (!result.isSuccess) return result;
  return {
    ...result,
    data: {
      scope,
      listing: result.data,
      state: applied,
      filtersRemoved: (wanted.removed ?? false) || applicable.removed,
      scopeTotal: scoped.data.pagination.total,
    },
  };
}
