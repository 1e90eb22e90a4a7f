import {
  type FilteredListing,
  getFilteredListing,
  getInstalledSets,
  type InstalledSet,
  type ListingScope,
  lightTruckSearch,
  listingName,
  listingPath,
  parseListingParams,
  parseTireSizeSlug,
  scopeLabels,
  vehicleIdFromCookie,
} from "@treadkit/core/catalog";
import type { Client } from "@treadkit/core/client";
import { userZipFromCookie } from "@treadkit/core/installer";
import { selectedShopFromCookie } from "@treadkit/core/shops";
import { data, redirect } from "react-router";
import type { MetaFunction } from "../../meta";
import { pageCookies } from "../../page-cookies";
import { pageData } from "../page-data";

/** Out-the-door prices of sets of four, by product id. */
export type InstalledSets = Record<string, InstalledSet>;

/**
 * A listing page's data: its tires, the filters applied, what its scope is called, and once the
 * shopper's ZIP is known, the out-the-door price of four of each tire.
 */
export type ListingData = FilteredListing & { name: string; installedSets: InstalledSets | null };

/**
 * Four of each tire installed at the shop the shopper chose, or at the nearest shop when that
 * one is not near the ZIP (or none was chosen); null when no shop near the ZIP installs them.
 * The page stands without it: a failed call leaves the prices out.
 */
export async function installedSetsNear(
  client: Client,
  productIds: readonly string[],
  userZip: string,
  shopId: string | null,
  signal: AbortSignal,
): Promise<InstalledSets | null> {
  if (productIds.length === 0) return null;
  const atShop = shopId
    ? await getInstalledSets(client, productIds, { userZip, installerId: shopId }, signal)
    : null;
  const found = atShop?.isSuccess
    ? atShop
    : await getInstalledSets(client, productIds, { userZip }, signal);
  if (!found.isSuccess || found.data.installedSets.length === 0) return null;
  return Object.fromEntries(
    found.data.installedSets.map(({ productId, ...set }) => [productId, set]),
  );
}

/** The listing's sets near the shopper's ZIP, from the page's cookies; null without a ZIP. */
function listingInstalledSets(
  client: Client,
  request: Request,
  listing: FilteredListing["listing"],
): Promise<InstalledSets | null> {
  const cookies = pageCookies(request);
  const zip = userZipFromCookie(cookies);
  if (!zip) return Promise.resolve(null);
  const ids = [...listing.siteCatalogProducts, ...(listing.rearSiteCatalogProducts ?? [])].map(
    (product) => product.productId,
  );
  return installedSetsNear(client, ids, zip, selectedShopFromCookie(cookies), request.signal);
}

/**
 * Sends a request whose path is not its scope's canonical path there (301), keeping the query;
 * a scope the storefront has no page for is not found.
 */
export function toCanonicalPath(scope: ListingScope, request: Request): void {
  const path = listingPath(scope);
  if (!path) throw data("Not found", { status: 404 });
  const url = new URL(request.url);
  // A size's narrower listing asked for by its LT size keeps the light-truck reading.
  const asked = /^\/tire-sizes\/([^/]+)\//.exec(url.pathname)?.[1];
  const size = asked ? parseTireSizeSlug(decodeURIComponent(asked)) : null;
  const search = size ? lightTruckSearch(size, url.search) : url.search;
  if (url.pathname !== path || search !== url.search) throw redirect(`${path}${search}`, 301);
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
  const fitVehicleId = vehicleIdFromCookie(pageCookies(request));
  const result = pageData(
    await getFilteredListing(client, scope, wanted, request.signal, fitVehicleId),
  );
  if (result.scopeTotal === 0 && !keepEmpty) throw data("Not found", { status: 404 });
  return {
    ...result,
    name: listingName(scope, scopeLabels(scope, result.listing)),
    installedSets: await listingInstalledSets(client, request, result.listing),
  };
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
