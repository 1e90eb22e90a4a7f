import {
  brandSlugFromPath,
  type ListingScope,
  listingBreadcrumbs,
  normaliseTireSizeSlug,
  scopeLabels,
  type TypeOrCategory,
  typeOrCategoryBySlug,
} from "@treadkit/core/catalog";
import type { Client } from "@treadkit/core/client";
import type { ReactNode } from "react";
import { data, type LoaderFunctionArgs, type Params, useLoaderData } from "react-router";
import type { RouteHandle } from "../../meta";
import { ListingPage } from "./ListingPage";
import { type ListingData, listingMeta, loadListing, toCanonicalPath } from "./load";

const SLUG = /^[a-z0-9-]{1,80}$/;

/** A brand as a path names it ("Michelin-Tires", "michelin"), or null. */
export function brandParam(raw: string | undefined): string | null {
  const slug = brandSlugFromPath((raw ?? "").toLowerCase());
  return SLUG.test(slug) ? slug : null;
}

/** A product line's slug from its path segment, or null. */
export function lineParam(raw: string | undefined): string | null {
  const slug = (raw ?? "").toLowerCase();
  return SLUG.test(slug) ? slug : null;
}

/** A size as a path names it, in its canonical slug, or null. */
export function sizeParam(raw: string | undefined): string | null {
  return normaliseTireSizeSlug(raw ?? "");
}

export function typeOrCategoryParam(raw: string | undefined): TypeOrCategory | null {
  return typeOrCategoryBySlug(raw ?? "");
}

/** The listing of a scope, with its heading, trail of hubs and filters. */
export function ScopedListingPage({ lead = null }: { lead?: ReactNode }) {
  const listing = useLoaderData() as ListingData;
  return (
    <ListingPage
      listing={listing}
      heading={`${listing.name} Tires`}
      scope={listing.name}
      crumbs={listingBreadcrumbs(listing.scope, scopeLabels(listing.scope, listing.listing))}
      lead={lead}
    />
  );
}

/**
 * A listing route whose scope comes from its path: a path that names nothing is not found, a
 * non-canonical one is moved to its canonical path, and a scope without tires is not found
 * unless `keepEmpty` (a category the hub links to, with nothing in stock today).
 */
export function scopedListingRoute(
  client: Client,
  scopeOf: (params: Params) => ListingScope | null,
  options: { keepEmpty?: boolean } = {},
) {
  return {
    loader: async ({ params, request }: LoaderFunctionArgs): Promise<ListingData> => {
      const scope = scopeOf(params);
      if (!scope) throw data("Not found", { status: 404 });
      toCanonicalPath(scope, request);
      return loadListing(client, request, scope, options);
    },
    Component: ScopedListingPage,
    handle: { meta: listingMeta } satisfies RouteHandle,
  };
}
