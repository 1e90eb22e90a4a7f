import type { Client } from "@treadkit/core/client";
import type { RouteHandle } from "../../meta";
import { categoryLinks, LinkList, type PageLink, tireTypeLinks } from "../LinkList";
import { scopedListingRoute, typeOrCategoryParam } from "../listing/ScopedListing";

/** Category and type hubs and their listings (storefront.md §2 "Categories", "Types"). */

function Hub({ title, links }: { title: string; links: PageLink[] }) {
  return (
    <section>
      <h1>{title}</h1>
      <LinkList links={links} />
    </section>
  );
}

export function CategoriesHubPage() {
  return <Hub title="Tire categories" links={categoryLinks()} />;
}

export function TypesHubPage() {
  return <Hub title="Tire types" links={tireTypeLinks()} />;
}

export const categoriesHubRoute = () => ({
  Component: CategoriesHubPage,
  handle: { meta: () => ({ title: "Tire categories" }) } satisfies RouteHandle,
});

/** /categories/[category]: a category's tires (a type's slug is moved to its /types page). */
export const categoryRoute = (client: Client) =>
  scopedListingRoute(client, (params) => typeOrCategoryParam(params.category), {
    keepEmpty: true,
  });

export const typesHubRoute = () => ({
  Component: TypesHubPage,
  handle: { meta: () => ({ title: "Tire types" }) } satisfies RouteHandle,
});

/** /types/[type]: a type's tires (a category's slug is moved to its /categories page). */
export const typeRoute = (client: Client) =>
  scopedListingRoute(client, (params) => typeOrCategoryParam(params.type), {
    keepEmpty: true,
  });
