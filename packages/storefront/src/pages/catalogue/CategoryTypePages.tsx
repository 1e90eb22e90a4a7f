import {
  type CatalogListing,
  categoryBySlug,
  categoryPages,
  getCatalogListing,
  slugify,
  TIRE_TYPES,
  tireTypeBySlug,
} from "@treadkit/core/catalog";
import type { Client } from "@treadkit/core/client";
import { data, Link, type LoaderFunctionArgs, useLoaderData } from "react-router";
import type { RouteHandle } from "../../meta";
import { pageData } from "../page-data";
import { ListingPage, listingQuery } from "../TireSizePage";

/** Category and type hubs and their listings (storefront.md §2 "Categories", "Types"). */

type Named = { name: string; listing: CatalogListing };

function Hub({ title, links }: { title: string; links: { href: string; text: string }[] }) {
  return (
    <section>
      <h1>{title}</h1>
      <ul className="size-links">
        {links.map((link) => (
          <li key={link.href}>
            <Link to={link.href}>{link.text}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function NamedListing() {
  const { name, listing } = useLoaderData() as Named;
  return <ListingPage listing={listing} heading={`${name} Tires`} scope={name} />;
}

const namedMeta = ({ data }: { data: unknown }) => {
  const named = data as Named | undefined;
  return {
    title: `${named?.name ?? "Tire"} Tires`,
    description: `Shop ${named?.listing.pagination.total ?? ""} ${named?.name ?? ""} tires by size, brand and price, priced with installation at a shop near you.`,
  };
};

export function CategoriesHubPage() {
  return (
    <Hub
      title="Tire categories"
      links={categoryPages().map((c) => ({
        href: `/categories/${c.slug}`,
        text: `${c.name} tires`,
      }))}
    />
  );
}

export function TypesHubPage() {
  return (
    <Hub
      title="Tire types"
      links={TIRE_TYPES.map((type) => ({ href: `/types/${slugify(type)}`, text: `${type} tires` }))}
    />
  );
}

export const categoriesHubRoute = () => ({
  Component: CategoriesHubPage,
  handle: { meta: () => ({ title: "Tire categories" }) } satisfies RouteHandle,
});

export const categoryRoute = (client: Client) => ({
  loader: async ({ params, request }: LoaderFunctionArgs): Promise<Named> => {
    const category = categoryBySlug(params.category ?? "");
    if (!category) throw data("Not found", { status: 404 });
    const { sort, page } = listingQuery(new URL(request.url));
    const listing = pageData(
      await getCatalogListing(client, { category: [category.id], sort, page }, request.signal),
    );
    return { name: category.name, listing };
  },
  Component: NamedListing,
  handle: { meta: namedMeta } satisfies RouteHandle,
});

export const typesHubRoute = () => ({
  Component: TypesHubPage,
  handle: { meta: () => ({ title: "Tire types" }) } satisfies RouteHandle,
});

export const typeRoute = (client: Client) => ({
  loader: async ({ params, request }: LoaderFunctionArgs): Promise<Named> => {
    const type = tireTypeBySlug(params.type ?? "");
    if (!type) throw data("Not found", { status: 404 });
    const { sort, page } = listingQuery(new URL(request.url));
    const listing = pageData(await getCatalogListing(client, { type, sort, page }, request.signal));
    return { name: type, listing };
  },
  Component: NamedListing,
  handle: { meta: namedMeta } satisfies RouteHandle,
});
