import {
  canonicalTireSizeHref,
  type ListingSort,
  normaliseTireSizeSlug,
  parseListingParams,
} from "@treadkit/core/catalog";
import type { Client } from "@treadkit/core/client";
import { data, type LoaderFunctionArgs, redirect, useLoaderData } from "react-router";
import type { RouteHandle } from "../meta";
import { ListingPage } from "./listing/ListingPage";
import { type ListingData, listingMeta, loadListing } from "./listing/load";

export { AVAILABILITY_TEXT, ListingPage } from "./listing/ListingPage";

/**
 * /tire-sizes/[size]: the size's tires; a valid size nobody stocks still has its page. With
 * `?rearSize=` (a staggered fitment) the rear size's tires are listed beside them; a rear size
 * that cannot be read, or equals the front one, is left out.
 */
async function tireSizeLoader(client: Client, { params, request }: LoaderFunctionArgs) {
  const raw = params.size ?? "";
  const url = new URL(request.url);
  // An LT size moves to its slug with the light-truck filter on: it keeps the LT reading.
  const href = canonicalTireSizeHref(raw, url.search);
  const slug = normaliseTireSizeSlug(raw);
  if (!href || !slug) throw data("Not found", { status: 404 });
  if (href !== `/tire-sizes/${raw}${url.search}`) throw redirect(href, 301);
  const rear = normaliseTireSizeSlug(url.searchParams.get("rearSize") ?? "");
  const scope = rear && rear !== slug ? { size: slug, rearSize: rear } : { size: slug };
  return loadListing(client, request, scope, { keepEmpty: true });
}

const tireSizeMeta = listingMeta;

/** A listing's sort and page from its URL, for loaders that apply no filters. */
export function listingQuery(url: URL): { sort: ListingSort; page: number } {
  const { sort, page } = parseListingParams(url.searchParams);
  return { sort, page };
}

function TireSizePage() {
  const listing = useLoaderData() as ListingData;
  return (
    <ListingPage
      listing={listing}
      heading={`${listing.name} Tires`}
      scope={listing.name}
      crumbs={[{ href: "/tire-sizes", label: "Tire sizes" }]}
    />
  );
}

export const tireSizeRoute = (client: Client) => ({
  loader: (args: LoaderFunctionArgs) => tireSizeLoader(client, args),
  Component: TireSizePage,
  handle: { meta: tireSizeMeta } satisfies RouteHandle,
});
