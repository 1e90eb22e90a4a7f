import {
  brandPathSlug,
  tireSizeHref,
  vehicleMakeHref,
  vehicleModelHref,
} from "@treadkit/core/catalog";
import type { Client } from "@treadkit/core/client";
import { getSitemapIndex, type SitemapIndex, sizesByRimDiameter } from "@treadkit/core/site";
import { data, Link, type LoaderFunctionArgs, useLoaderData } from "react-router";
import type { RouteHandle } from "../meta";
import { categoryLinks, LinkList, type PageLink, tireTypeLinks } from "./LinkList";

async function sitemapLoader(client: Client, { request }: LoaderFunctionArgs) {
  const result = await getSitemapIndex(client, request.signal);
  if (!result.isSuccess) throw data(result.error.message, { status: 500 });
  return result.data;
}

/** A titled list of links, one section of the map. */
function LinkSection({ id, title, links }: { id: string; title: string; links: PageLink[] }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <LinkList links={links} />
    </section>
  );
}

/**
 * Every size, brand, tire type, category and vehicle the shop carries tires for, linked: for
 * shoppers who browse and for crawlers.
 */
export function SitemapPage() {
  const { sizes, brands, vehicles } = useLoaderData() as SitemapIndex;
  const diameters = sizesByRimDiameter(sizes);
  return (
    <section className="sitemap">
      <h1>Site map</h1>
      <nav aria-label="Shop">
        <ul className="size-links">
          <li>
            <Link to="/">Home</Link>
          </li>
          <li>
            <Link to="/tire-sizes">Search by tire size</Link>
          </li>
        </ul>
      </nav>
      <section aria-labelledby="sitemap-sizes">
        <h2 id="sitemap-sizes">Tire sizes</h2>
        {diameters.length === 0 ? <p>No tire sizes are in stock right now.</p> : null}
        {diameters.map((group) => (
          <section key={group.rimDiameter} aria-labelledby={`sitemap-rim-${group.rimDiameter}`}>
            <h3 id={`sitemap-rim-${group.rimDiameter}`}>{`${group.rimDiameter}-inch tires`}</h3>
            <ul className="size-links">
              {group.sizes.map((size) => (
                <li key={size.slug}>
                  <Link to={tireSizeHref(size.slug)}>{size.label}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </section>
      <LinkSection
        id="sitemap-brands"
        title="Brands"
        links={brands.map((brand) => ({
          href: `/brands/${brandPathSlug(brand.slug)}`,
          text: `${brand.label} tires`,
        }))}
      />
      <LinkSection id="sitemap-types" title="Tire types" links={tireTypeLinks()} />
      <LinkSection id="sitemap-categories" title="Tire categories" links={categoryLinks()} />
      <section aria-labelledby="sitemap-vehicles">
        <h2 id="sitemap-vehicles">Vehicles</h2>
        {vehicles.map((make) => (
          <section key={make.slug} aria-labelledby={`sitemap-make-${make.slug}`}>
            <h3 id={`sitemap-make-${make.slug}`}>
              <Link to={vehicleMakeHref(make.slug)}>{`${make.label} tires`}</Link>
            </h3>
            <ul className="size-links">
              {make.models.map((model) => (
                <li key={model.slug}>
                  <Link to={vehicleModelHref(make.slug, model.slug)}>
                    {`${make.label} ${model.label}`}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </section>
    </section>
  );
}

export const sitemapRoute = (client: Client) => ({
  Component: SitemapPage,
  loader: (args: LoaderFunctionArgs) => sitemapLoader(client, args),
  handle: {
    meta: () => ({
      title: "Site map",
      description:
        "Every tire size, brand, tire type, category and vehicle we carry tires for, with links to shop each one.",
    }),
  } satisfies RouteHandle,
});
