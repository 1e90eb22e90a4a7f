import {
  brandPathSlug,
  brandSlugFromPath,
  type CatalogListing,
  getCatalogListing,
} from "@treadkit/core/catalog";
import type { Client } from "@treadkit/core/client";
import { getSitemapIndex, type SitemapIndex } from "@treadkit/core/site";
import { data, Link, type LoaderFunctionArgs, redirect, useLoaderData } from "react-router";
import type { MetaFunction, RouteHandle } from "../../meta";
import { pageData } from "../page-data";
import { ListingPage, listingQuery } from "../TireSizePage";

/** The brand's name as the catalogue labels it, from its tires. */
const brandLabelOf = (listing: CatalogListing | undefined) =>
  listing?.siteCatalogProducts[0]?.brand.label ?? "Brand";

/** /brands/[brand]: the brand's tires, sorted and paged like a size listing. */
export async function brandLoader(client: Client, { params, request }: LoaderFunctionArgs) {
  const raw = params.brand ?? "";
  const url = new URL(request.url);
  // Brand paths end in -tires (storefront.md §2); the bare slug is sent there.
  if (!raw.endsWith("-tires")) throw redirect(`/brands/${brandPathSlug(raw)}${url.search}`, 301);
  const { sort, page } = listingQuery(url);
  const listing = pageData(
    await getCatalogListing(
      client,
      { brand: [brandSlugFromPath(raw)], sort, page },
      request.signal,
    ),
  );
  // A brand the shop does not carry has no page.
  if (listing.pagination.total === 0) throw data("Not found", { status: 404 });
  return listing;
}

const brandMeta: MetaFunction = ({ data }) => {
  const listing = data as CatalogListing | undefined;
  const brand = brandLabelOf(listing);
  return {
    title: `${brand} Tires`,
    description: `Shop ${listing?.pagination.total ?? ""} ${brand} tires by size and price, priced with installation at a shop near you.`,
  };
};

export function BrandPage() {
  const listing = useLoaderData() as CatalogListing;
  const brand = brandLabelOf(listing);
  return (
    <>
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link to="/brands">All brands</Link>
      </nav>
      <ListingPage listing={listing} heading={`${brand} Tires`} scope={brand} />
    </>
  );
}

/** /brands: every brand the shop carries, with its number of tires. */
export async function brandsHubLoader(client: Client, { request }: LoaderFunctionArgs) {
  return pageData(await getSitemapIndex(client, request.signal)).brands;
}

export function BrandsHubPage() {
  const brands = useLoaderData() as SitemapIndex["brands"];
  return (
    <section>
      <h1>Tire brands</h1>
      <ul className="brand-links">
        {brands.map((brand) => (
          <li key={brand.slug}>
            <Link to={`/brands/${brandPathSlug(brand.slug)}`}>{`${brand.label} tires`}</Link>{" "}
            <span className="count">{`(${brand.count})`}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export const brandsHubRoute = (client: Client) => ({
  loader: (args: LoaderFunctionArgs) => brandsHubLoader(client, args),
  Component: BrandsHubPage,
  handle: {
    meta: () => ({
      title: "Tire brands",
      description: "Every tire brand we carry, each with its tires by size and price.",
    }),
  } satisfies RouteHandle,
});

export const brandRoute = (client: Client) => ({
  loader: (args: LoaderFunctionArgs) => brandLoader(client, args),
  Component: BrandPage,
  handle: { meta: brandMeta } satisfies RouteHandle,
});
