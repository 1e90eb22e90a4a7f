import {
  type FilteredListing,
  getFilteredListing,
  type ListingScope,
  listingName,
  listingPath,
  parseListingParams,
  scopeLabels,
} from "@treadkit/core/catalog";
import type { Client } from "@treadkit/core/client";
import { data, redirect } from "react-router";
import type { MetaFunction } from "../../meta";
import { pageData } from "../page-data";

/** A listing page's data: its tires, the filters applied, and what its scope is called. */
export type ListingData = FilteredListing & { name: string };

/**
 * Sends a request whose path is not its scope's canonical path there (301), keeping the query;
 * a scope the storefront has no page for is not found.
 */
export function toCanonicalPath(scope: ListingScope, request: Request): void {
  const path = listingPath(scope);
  if (!path) throw data("Not found", { status: 404 });
  const url = new URL(request.url);
  if (url.pathname !== path) throw redirect(`${path}${url.search}`, 301);
}

/**
 * The listing of a scope narrowed by the filters in the request's query. A scope with no tire at
 * all is not found, unless `keepEmpty` (a valid size nobody stocks still has its page).
 */
export async function loadListing(
  client: Client,
  request: Request,
  scope: ListingScope,
  { keepEmpty = false }: { keepEmpty?: boolean } = {},
): Promise<ListingData> {
  const wanted = parseListingParams(new URL(request.url).searchParams);
  const result = pageData(await getFilteredListing(client, scope, wanted, request.signal));
  if (result.scopeTotal === 0 && !keepEmpty) throw data("Not found", { status: 404 });
  return { ...result, name: listingName(scope, scopeLabels(scope, result.listing)) };
}

/** Title and description of a listing page. */
export const listingMeta: MetaFunction = ({ data }) => {
  const listing = data as ListingData | undefined;
  const name = listing?.name ?? "Tire";
  return {
    title: `${name} Tires`,
    description: `Compare ${listing?.scopeTotal ?? ""} ${name} tires by price, brand and type, priced with installation at a shop near you.`,
  };
};
