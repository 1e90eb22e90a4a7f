import { type CatalogListing, getCatalogListing } from "@treadkit/core/catalog";
import type { Client } from "@treadkit/core/client";
import {
  type Deal,
  dealDatesText,
  dealHref,
  dealListingScope,
  dealNotRunningText,
  dealsOfThemePage,
  discountText,
  getDeal,
  getDeals,
  THEME_LABELS,
  THEME_PAGES,
  type ThemePage,
  themePageOf,
} from "@treadkit/core/deals";
import { Link, type LoaderFunctionArgs, redirect, useLoaderData } from "react-router";
import type { MetaFunction, RouteHandle } from "../../meta";
import { pageData } from "../page-data";
import { ListingPage, listingQuery } from "../TireSizePage";

/** How the shopper gets the deal: the code to enter, or nothing to do. */
function howToGet(deal: Deal): string {
  return deal.promoCode
    ? `Use code ${deal.promoCode} in your cart`
    : "Applied in your cart automatically";
}

function DealFacts({ deal }: { deal: Deal }) {
  const badge = THEME_LABELS[deal.theme];
  return (
    <>
      {badge ? <p className="deal-badge">{badge}</p> : null}
      <p className="deal-discount">{discountText(deal)}</p>
      {deal.description ? <p>{deal.description}</p> : null}
      <p className="deal-dates">{dealDatesText(deal)}</p>
      <p className="deal-code">{howToGet(deal)}</p>
    </>
  );
}

/** The deals as cards, each linking to its page. */
function DealList({ deals }: { deals: readonly Deal[] }) {
  return (
    <ul className="deal-list">
      {deals.map((deal) => (
        <li key={deal.slug} className="deal-card">
          <h2 className="deal-card__title">
            <Link to={dealHref(deal.slug)}>{deal.title}</Link>
          </h2>
          <DealFacts deal={deal} />
        </li>
      ))}
    </ul>
  );
}

function ThemeLinks() {
  return (
    <nav aria-label="Sales" className="deal-themes">
      {THEME_PAGES.map((page) => (
        <Link key={page.slug} to={`/tire-deals/${page.slug}`}>
          {page.title}
        </Link>
      ))}
    </nav>
  );
}

/** /tire-deals: the deals running now. */
export async function dealsLoader(client: Client, { request }: LoaderFunctionArgs) {
  return pageData(await getDeals(client, {}, request.signal)).deals;
}

export function DealsPage() {
  const deals = useLoaderData() as Deal[];
  return (
    <section className="deals">
      <h1>Tire Deals</h1>
      <ThemeLinks />
      {deals.length === 0 ? (
        <p className="empty">There are no deals on right now. Check back soon.</p>
      ) : (
        <DealList deals={deals} />
      )}
    </section>
  );
}

type ThemePageData = { page: ThemePage; deals: Deal[]; current: Deal[] };

/**
 * /tire-deals/black-friday-sale and /tire-deals/cyber-monday-sale: the deals of the sale, or,
 * when it is not on, the deals that are. Never a 404: the sale comes back every year.
 */
export async function themeLoader(
  client: Client,
  slug: ThemePage["slug"],
  { request }: LoaderFunctionArgs,
): Promise<ThemePageData> {
  const page = themePageOf(slug) as ThemePage;
  const current = pageData(await getDeals(client, {}, request.signal)).deals;
  return { page, deals: dealsOfThemePage(current, page), current };
}

export function ThemeDealsPage() {
  const { page, deals, current } = useLoaderData() as ThemePageData;
  return (
    <section className="deals">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link to="/tire-deals">All tire deals</Link>
      </nav>
      <h1>{page.title}</h1>
      {deals.length > 0 ? (
        <DealList deals={deals} />
      ) : (
        <>
          <p className="notice">{`Our ${page.name} sale is not on right now.`}</p>
          {current.length > 0 ? (
            <>
              <p>Current deals:</p>
              <DealList deals={current} />
            </>
          ) : (
            <p className="empty">There are no deals on right now. Check back soon.</p>
          )}
        </>
      )}
    </section>
  );
}

type DealPageData = { deal: Deal; listing: CatalogListing | null; notRunning: string | null };

/** /tire-deals/[slug]: a deal and the tires it applies to; one not running says why. */
export async function dealLoader(
  client: Client,
  { params, request }: LoaderFunctionArgs,
): Promise<DealPageData> {
  const deal = pageData(await getDeal(client, params.slug ?? "", request.signal));
  if (!deal.isActive) {
    return { deal, listing: null, notRunning: dealNotRunningText(deal, new Date()) };
  }
  const { sort, page } = listingQuery(new URL(request.url));
  const listing = pageData(
    await getCatalogListing(client, { ...dealListingScope(deal), sort, page }, request.signal),
  );
  return { deal, listing, notRunning: null };
}

const dealMeta: MetaFunction = ({ data }) => {
  const deal = (data as DealPageData | undefined)?.deal;
  if (!deal) return { title: "Tire deal" };
  return {
    title: deal.title,
    description: `${discountText(deal)}: ${deal.description ?? deal.title}. ${dealDatesText(deal)}.`,
    // An ended deal's page stays for links to it, but is not for search results.
    noindex: !deal.isActive,
  };
};

export function DealPage() {
  const { deal, listing, notRunning } = useLoaderData() as DealPageData;
  const scope = deal.line?.name ?? deal.brand?.label ?? "this deal";
  return (
    <>
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link to="/tire-deals">All tire deals</Link>
      </nav>
      {listing ? (
        <>
          <div className="deal-summary">
            <DealFacts deal={deal} />
          </div>
          <ListingPage listing={listing} heading={deal.title} scope={scope} />
        </>
      ) : (
        <section className="deals">
          <h1>{deal.title}</h1>
          <p className="notice">{notRunning ?? "This deal has ended."}</p>
          <p>
            <Link to="/tire-deals">See the current tire deals</Link>
          </p>
        </section>
      )}
    </>
  );
}

export const dealsRoute = (client: Client) => ({
  loader: (args: LoaderFunctionArgs) => dealsLoader(client, args),
  Component: DealsPage,
  handle: {
    meta: () => ({
      title: "Tire Deals",
      description:
        "Current tire deals and coupons: discounts on tires, free installation and road hazard coverage.",
    }),
  } satisfies RouteHandle,
});

export const themeDealsRoute = (client: Client, slug: ThemePage["slug"]) => ({
  loader: (args: LoaderFunctionArgs) => themeLoader(client, slug, args),
  Component: ThemeDealsPage,
  handle: {
    meta: () => {
      const page = themePageOf(slug);
      return {
        title: page?.title ?? "Tire Sale",
        description: `${page?.title ?? "Tire sale"}: our best prices on tires of the season.`,
      };
    },
  } satisfies RouteHandle,
});

export const dealRoute = (client: Client) => ({
  loader: (args: LoaderFunctionArgs) => dealLoader(client, args),
  Component: DealPage,
  handle: { meta: dealMeta } satisfies RouteHandle,
});

function NoContent() {
  return null;
}

/** /tire-sales: the deals live at /tire-deals. */
export const tireSalesRoute = () => ({
  loader: () => redirect("/tire-deals", 301),
  Component: NoContent,
});
