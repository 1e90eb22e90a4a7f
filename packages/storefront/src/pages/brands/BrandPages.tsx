import {
  brandPathSlug,
  categoryName,
  getCatalogLines,
  getCatalogListing,
  type LineSizeChoice,
  type LineSummary,
  type ListingScope,
  lineRimSearch,
  lineSizeChoice,
  listingPath,
  TIRE_TYPES,
  type TireType,
} from "@treadkit/core/catalog";
import type { Client } from "@treadkit/core/client";
import { formatCents } from "@treadkit/core/money";
import { getSitemapIndex, type SitemapIndex } from "@treadkit/core/site";
import { Stars } from "@treadkit/ui/design";
import {
  data,
  Form,
  Link,
  type LoaderFunctionArgs,
  redirect,
  useLoaderData,
  useLocation,
} from "react-router";
import type { RouteHandle } from "../../meta";
import { Breadcrumbs } from "../Breadcrumbs";
import { type ListingData, loadListing, toCanonicalPath } from "../listing/load";
import {
  brandParam,
  lineParam,
  ScopedListingPage,
  scopedListingRoute,
  typeOrCategoryParam,
} from "../listing/ScopedListing";
import { pageData } from "../page-data";

/**
 * The brand pages of storefront.md §2: the brands hub, a brand's tires, its product lines, and
 * its tires by type and by category, with hubs of those.
 */

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

type BrandPageData = ListingData & { lines: LineSummary[] };

/**
 * /brands/[brand]: the brand's product lines as cards (picture, rating, lowest price, sizes),
 * then its tires, filtered, sorted and paged like any listing. The page stands without its
 * cards: a failed lines call leaves them out.
 */
export const brandRoute = (client: Client) => {
  const listing = scopedListingRoute(client, (params) => {
    const brand = brandParam(params.brand);
    return brand ? { brand } : null;
  });
  return {
    ...listing,
    loader: async (args: LoaderFunctionArgs): Promise<BrandPageData> => {
      const brand = brandParam(args.params.brand) ?? "";
      const [tires, lines] = await Promise.all([
        listing.loader(args),
        getCatalogLines(client, { brand }, args.request.signal),
      ]);
      return { ...tires, lines: lines.isSuccess ? lines.data.lines : [] };
    },
    Component: BrandPage,
  };
};

function LineCard({ brand, line }: { brand: string; line: LineSummary }) {
  const sizes = line.sizes.length;
  return (
    <li className="line-card">
      <img
        className="line-card__picture"
        src={line.image.src}
        alt={line.image.altText}
        width={120}
        height={120}
        loading="lazy"
        decoding="async"
      />
      <h3 className="line-card__name">
        <Link to={listingPath({ brand, line: line.slug }) ?? "/brands"}>{line.name}</Link>
      </h3>
      {line.rating ? (
        <p className="product-rating">
          <Stars average={line.rating.average} count={line.rating.count} />
        </p>
      ) : null}
      <p className="line-card__price">{`From ${formatCents(line.fromPriceInCents)}`}</p>
      <p className="line-card__sizes">{`${sizes} ${sizes === 1 ? "size" : "sizes"}`}</p>
    </li>
  );
}

export function BrandPage() {
  const page = useLoaderData() as BrandPageData;
  const brand = page.scope.brand ?? "";
  const lines =
    page.lines.length > 0 ? (
      <section className="brand-lines" aria-labelledby="brand-lines-title">
        <h2 id="brand-lines-title">{`${page.name} product lines`}</h2>
        <ul className="line-cards">
          {page.lines.map((line) => (
            <LineCard key={line.slug} brand={brand} line={line} />
          ))}
        </ul>
      </section>
    ) : null;
  return <ScopedListingPage lead={lines} />;
}

type LinePageData = ListingData & { choice: LineSizeChoice };

/**
 * /brands/[brand]/[productLine]: the line's tires, narrowed by the size or rim diameter in the
 * query (?size=235-65r17, ?rim=17), which the catalogue query filters by.
 */
export const productLineRoute = (client: Client) => {
  const route = scopedListingRoute(client, (params) => {
    const brand = brandParam(params.brand);
    const line = lineParam(params.productLine);
    return brand && line ? { brand, line } : null;
  });
  return {
    ...route,
    loader: async (args: LoaderFunctionArgs): Promise<LinePageData> => {
      const brand = brandParam(args.params.brand);
      const line = lineParam(args.params.productLine);
      if (!brand || !line) throw data("Not found", { status: 404 });
      const base = { brand, line };
      toCanonicalPath(base, args.request);
      const lines = await getCatalogLines(client, base, args.request.signal);
      const sizes = lines.isSuccess ? (lines.data.lines[0]?.sizes ?? []) : [];
      const choice = lineSizeChoice(sizes, new URL(args.request.url).searchParams);
      const scope = choice.size
        ? { ...base, size: choice.size.slug }
        : choice.rimDiameter !== null
          ? { ...base, rimDiameter: choice.rimDiameter }
          : base;
      const listing = await loadListing(client, args.request, scope);
      return {
        ...listing,
        scope: base,
        filtersRemoved: listing.filtersRemoved || choice.removed,
        choice,
      };
    },
    Component: LinePage,
  };
};

/** The line's rims as links and its sizes as a GET form: both change the shareable URL. */
function LineSizeFilters({ choice }: { choice: LineSizeChoice }) {
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  if (choice.rims.length === 0) return null;
  return (
    <div className="line-filters">
      <nav className="line-filters__rims" aria-label="Rim diameter">
        <Link
          to={lineRimSearch(params, null)}
          aria-current={choice.rimDiameter === null ? "true" : undefined}
        >
          All rims
        </Link>
        {choice.rims.map((rim) => (
          <Link
            key={rim.rimDiameter}
            to={lineRimSearch(params, rim.rimDiameter)}
            aria-current={choice.rimDiameter === rim.rimDiameter ? "true" : undefined}
          >
            {`${rim.label} (${rim.count})`}
          </Link>
        ))}
      </nav>
      <Form method="get" className="line-filters__size">
        <label>
          Size{" "}
          <select name="size" defaultValue={choice.size?.slug ?? ""}>
            <option value="">Every size</option>
            {choice.sizes.map((size) => (
              <option key={size.slug} value={size.slug}>
                {`${size.label} (${size.count})`}
              </option>
            ))}
          </select>
        </label>
        {choice.rimDiameter !== null && !choice.size ? (
          <input type="hidden" name="rim" value={choice.rimDiameter} />
        ) : null}
        <button type="submit" className="button button--secondary">
          Show
        </button>
      </Form>
    </div>
  );
}

export function LinePage() {
  const page = useLoaderData() as LinePageData;
  return <ScopedListingPage lead={<LineSizeFilters choice={page.choice} />} />;
}

/** /brands/[brand]/[productLine]/p: the line's product page is its listing. */
export const productLineRedirectRoute = () => ({
  loader: ({ params, request }: LoaderFunctionArgs) => {
    const brand = brandParam(params.brand);
    const line = lineParam(params.productLine);
    const path = brand && line ? listingPath({ brand, line }) : null;
    if (!path) throw data("Not found", { status: 404 });
    throw redirect(`${path}${new URL(request.url).search}`, 301);
  },
  Component: NoContent,
});

/** Never rendered: the loader always redirects or throws. */
function NoContent() {
  return null;
}

/** /brands/[brand]/types/[categoryOrType] and /brands/[brand]/categories/[categoryOrType]. */
export const brandFacetRoute = (client: Client) =>
  scopedListingRoute(client, (params) => {
    const brand = brandParam(params.brand);
    const facet = typeOrCategoryParam(params.categoryOrType);
    return brand && facet ? { brand, ...facet } : null;
  });

type BrandHub = {
  kind: "types" | "categories";
  brand: string;
  label: string;
  links: { href: string; label: string; count: number }[];
};

/** /brands/[brand]/types and /brands/[brand]/categories: the brand's tires by type or category. */
export const brandHubRoute = (client: Client, kind: BrandHub["kind"]) => ({
  loader: async ({ params, request }: LoaderFunctionArgs): Promise<BrandHub> => {
    const brand = brandParam(params.brand);
    if (!brand) throw data("Not found", { status: 404 });
    const path = `/brands/${brandPathSlug(brand)}/${kind}`;
    const url = new URL(request.url);
    if (url.pathname !== path) throw redirect(`${path}${url.search}`, 301);
    const listing = pageData(
      await getCatalogListing(client, { brand: [brand], pageSize: 1 }, request.signal),
    );
    if (listing.pagination.total === 0) throw data("Not found", { status: 404 });
    const label = listing.facets.brands.find((b) => b.value === brand)?.label ?? brand;
    const scopes: { scope: ListingScope; name: string; count: number }[] =
      kind === "types"
        ? listing.facets.types
            .filter((t) => (TIRE_TYPES as readonly string[]).includes(t.value))
            .map((t) => ({ scope: { type: t.value as TireType }, name: t.value, count: t.count }))
        : listing.facets.categories.map((c) => ({
            scope: { category: Number(c.value) },
            name: categoryName(Number(c.value)),
            count: c.count,
          }));
    const links = scopes.flatMap(({ scope, name, count }) => {
      const href = listingPath({ brand, ...scope });
      return href ? [{ href, label: `${label} ${name} tires`, count }] : [];
    });
    return { kind, brand, label, links };
  },
  Component: BrandHubPage,
  handle: {
    meta: ({ data }) => {
      const hub = data as BrandHub | undefined;
      const by = hub?.kind === "categories" ? "category" : "type";
      return {
        title: `${hub?.label ?? "Brand"} Tires by ${by}`,
        description: `Every ${hub?.label ?? ""} tire ${by} we carry, each with its tires by size and price.`,
      };
    },
  } satisfies RouteHandle,
});

export function BrandHubPage() {
  const hub = useLoaderData() as BrandHub;
  const by = hub.kind === "categories" ? "category" : "type";
  return (
    <>
      <Breadcrumbs
        crumbs={[
          { href: "/brands", label: "All brands" },
          { href: `/brands/${brandPathSlug(hub.brand)}`, label: hub.label },
        ]}
        page={`${hub.label} Tires by ${by}`}
      />
      <section>
        <h1>{`${hub.label} Tires by ${by}`}</h1>
        <ul className="size-links">
          {hub.links.map((link) => (
            <li key={link.href}>
              <Link to={link.href}>{link.label}</Link>{" "}
              <span className="count">{`(${link.count})`}</span>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
