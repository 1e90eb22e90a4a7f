import {
  diameterScope,
  listingBreadcrumbs,
  scopeLabels,
  type TypeOrCategory,
  tireSizeHref,
} from "@treadkit/core/catalog";
import type { Client } from "@treadkit/core/client";
import { getSitemapIndex } from "@treadkit/core/site";
import { data, Link, type LoaderFunctionArgs, useLoaderData } from "react-router";
import type { RouteHandle } from "../../meta";
import { ListingPage } from "../listing/ListingPage";
import { type ListingData, listingMeta, loadListing, toCanonicalPath } from "../listing/load";
import {
  brandParam,
  scopedListingRoute,
  sizeParam,
  typeOrCategoryParam,
} from "../listing/ScopedListing";

export { tireSizeRoute } from "../TireSizePage";

/**
 * A size's narrower listings (storefront.md §2 "Tire sizes"): by category, by type, by brand,
 * and by brand and type or category; and the diameter pages, every size on one rim.
 */

/**
 * /tire-sizes/[size]/categories/[category], /tire-sizes/[size]/types/[subtype],
 * /tire-sizes/[size]/brands/[brand] and /tire-sizes/[size]/brands/[brand]/(types|categories)/….
 * A category under types (or the other way round) is moved to its own word.
 */
export const sizeListingRoute = (client: Client) =>
  scopedListingRoute(client, (params) => {
    const size = sizeParam(params.size);
    if (!size) return null;
    const facetSlug = params.category ?? params.subtype;
    let facet: TypeOrCategory | null = null;
    if (facetSlug !== undefined) {
      facet = typeOrCategoryParam(facetSlug);
      if (!facet) return null;
    }
    let brand: string | null = null;
    if (params.brand !== undefined) {
      brand = brandParam(params.brand);
      if (!brand) return null;
    }
    return { size, ...(brand ? { brand } : {}), ...facet };
  });

type DiameterData = ListingData & { sizes: { label: string; href: string }[] };

/** /tire-sizes/diameter/[size]: "17-inch-all-season-tires", every 17-inch All Season tire. */
export const diameterRoute = (client: Client) => ({
  loader: async ({ params, request }: LoaderFunctionArgs): Promise<DiameterData> => {
    const scope = diameterScope(params.size ?? "");
    if (!scope) throw data("Not found", { status: 404 });
    toCanonicalPath(scope, request);
    const [listing, index] = await Promise.all([
      loadListing(client, request, scope),
      getSitemapIndex(client, request.signal),
    ]);
    // Every size on the rim has tires (the sitemap lists no other), whatever their category.
    const sizes = index.isSuccess
      ? index.data.sizes
          .filter((size) => size.rimDiameter === scope.rimDiameter)
          .map((size) => ({ label: size.label, href: tireSizeHref(size.slug) }))
      : [];
    return { ...listing, sizes };
  },
  Component: DiameterPage,
  handle: { meta: listingMeta } satisfies RouteHandle,
});

export function DiameterPage() {
  const listing = useLoaderData() as DiameterData;
  const title = `${listing.scope.rimDiameter}-inch tire sizes`;
  return (
    <>
      <ListingPage
        listing={listing}
        heading={`${listing.name} Tires`}
        scope={listing.name}
        crumbs={listingBreadcrumbs(listing.scope, scopeLabels(listing.scope, listing.listing))}
      />
      {listing.sizes.length > 0 ? (
        <nav className="listing-links" aria-label={title}>
          <h2>{title}</h2>
          <ul className="size-links">
            {listing.sizes.map((size) => (
              <li key={size.href}>
                <Link to={size.href}>{`${size.label} tires`}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </>
  );
}
