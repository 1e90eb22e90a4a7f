import { categoryHref, categoryPages, TIRE_TYPES, tireTypeHref } from "@treadkit/core/catalog";
import type { Client } from "@treadkit/core/client";
import { Link } from "react-router";
import type { RouteHandle } from "../../meta";
import { scopedListingRoute, typeOrCategoryParam } from "../listing/ScopedListing";

/** Category and type hubs and their listings (storefront.md §2 "Categories", "Types"). */

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

export function CategoriesHubPage() {
  return (
    <Hub
      title="Tire categories"
      links={categoryPages().map((c) => ({
        href: categoryHref(c.slug),
        text: `${c.name} tires`,
      }))}
    />
  );
}

export function TypesHubPage() {
  return (
    <Hub
      title="Tire types"
      links={TIRE_TYPES.map((type) => ({ href: tireTypeHref(type), text: `${type} tires` }))}
    />
  );
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
