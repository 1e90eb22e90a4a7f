import { brandPathSlug, leadingBrands, popularVehicleLinks } from "@treadkit/core/catalog";
import type { Client } from "@treadkit/core/client";
import { type Deal, dealDatesText, dealHref, discountText, getDeals } from "@treadkit/core/deals";
import { getSitemapIndex, getSiteStats, type TrustSignal, trustSignals } from "@treadkit/core/site";
import { Tabs } from "@treadkit/ui/design";
import { Link, type LoaderFunctionArgs, useLoaderData } from "react-router";
import type { RouteHandle } from "../meta";
import { pageData } from "./page-data";
import { SizeSearchForm } from "./SizeSearchForm";
import { SearchPills } from "./search/SearchPills";
import { PopularSizes } from "./TireSizeHubPage";
import { type ChooserData, loadChooser, VehicleChooser } from "./vehicles/VehicleChooser";

const BRANDS_SHOWN = 12;
const DEALS_SHOWN = 3;

type HomeData = {
  /** The finder's open tab: by vehicle, unless the page was asked for with ?finder=size. */
  finder: "vehicle" | "size";
  chooser: ChooserData;
  brands: { label: string; slug: string }[];
  deals: Deal[];
  vehicles: { label: string; href: string }[];
  signals: TrustSignal[];
};

/**
 * The home page's data: the chooser's first list, and the shop window's brands, deals, popular
 * vehicles and trust signals, trimmed here so that only what the page shows travels with it.
 */
async function homeLoader(client: Client, { request }: LoaderFunctionArgs): Promise<HomeData> {
  const { signal } = request;
  const [chooser, index, deals, stats] = await Promise.all([
    loadChooser(client, new URLSearchParams(), signal),
    getSitemapIndex(client, signal),
    getDeals(client, {}, signal),
    getSiteStats(client, signal),
  ]);
  const { brands, vehicles } = pageData(index);
  return {
    finder: new URL(request.url).searchParams.get("finder") === "size" ? "size" : "vehicle",
    chooser,
    brands: leadingBrands(brands, BRANDS_SHOWN).map(({ label, slug }) => ({ label, slug })),
    deals: pageData(deals).deals.slice(0, DEALS_SHOWN),
    vehicles: popularVehicleLinks(vehicles),
    signals: trustSignals(pageData(stats)),
  };
}

const STEPS = [
  {
    title: "Find your tires",
    text: "Search by vehicle or size. We show only tires that fit, with prices for a set of four.",
  },
  {
    title: "Choose a shop and a time",
    text: "Pick an installer near you and book a slot. The price you see includes installation.",
  },
  {
    title: "We ship, they install",
    text: "Your tires go straight to the shop. Drive in at your time and drive out on new tires.",
  },
];

export function HomePage() {
  const { finder, chooser, brands, deals, vehicles, signals } = useLoaderData() as HomeData;
  return (
    <div className="home">
      <section className="home-hero" aria-labelledby="home-title">
        <div className="home-hero__copy">
          <h1 id="home-title">Tires for every car, installed near you</h1>
          <p className="home-hero__lead">
            Find your size, compare prices and book installation at a shop near you.
          </p>
          <SearchPills />
        </div>
        <div className="home-finder card" id="home-finder">
          <Tabs
            label="Find tires by"
            initial={finder}
            hrefFor={(id) => (id === "size" ? "/?finder=size#home-finder" : "/#home-finder")}
            tabs={[
              {
                id: "vehicle",
                title: "By vehicle",
                panel: <VehicleChooser data={chooser} heading="Shop by vehicle" />,
              },
              {
                id: "size",
                title: "By size",
                panel: (
                  <section aria-labelledby="home-size">
                    <h2 id="home-size">Shop by size</h2>
                    <SizeSearchForm />
                    <p className="home-finder__hint">
                      The size is on your tire's sidewall, like 225/50R17.
                    </p>
                  </section>
                ),
              },
            ]}
          />
        </div>
      </section>

      {signals.length > 0 ? (
        <section className="trust-strip" aria-label="The store in numbers">
          <ul>
            {signals.map((signal) => (
              <li key={signal.text} className="trust-strip__item">
                <strong>{signal.figure}</strong> <span>{signal.text}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className="home-section" aria-labelledby="home-how">
        <h2 id="home-how">How buying installed works</h2>
        <ol className="home-steps">
          {STEPS.map((step) => (
            <li key={step.title} className="home-step">
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      {deals.length > 0 ? (
        <section className="home-section" aria-labelledby="home-deals">
          <SectionHead
            id="home-deals"
            title="Deals running now"
            more={{ to: "/tire-deals", label: "All deals" }}
          />
          <ul className="home-deals">
            {deals.map((deal) => (
              <li key={deal.slug} className="home-deal">
                <p className="home-deal__discount">{discountText(deal)}</p>
                <h3>
                  <Link className="home-deal__link" to={dealHref(deal.slug)}>
                    {deal.title}
                  </Link>
                </h3>
                <p className="home-deal__dates">{dealDatesText(deal)}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {brands.length > 0 ? (
        <section className="home-section" aria-labelledby="home-brands">
          <SectionHead
            id="home-brands"
            title="Brands we carry"
            more={{ to: "/brands", label: "All brands" }}
          />
          <ul className="home-brands">
            {brands.map((brand) => (
              <li key={brand.slug}>
                <Link className="home-brand" to={`/brands/${brandPathSlug(brand.slug)}`}>
                  <img
                    src={`/media/brands/${brand.slug}.svg`}
                    alt={`${brand.label} tires`}
                    width={160}
                    height={48}
                    loading="lazy"
                    decoding="async"
                  />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className="home-section home-popular" aria-labelledby="home-popular">
        <h2 id="home-popular">Popular sizes</h2>
        <PopularSizes />
        {vehicles.length > 0 ? (
          <>
            <h2>Popular vehicles</h2>
            <ul className="size-links">
              {vehicles.map((vehicle) => (
                <li key={vehicle.href}>
                  <Link to={vehicle.href}>{vehicle.label}</Link>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>
    </div>
  );
}

export const homeRoute = (client: Client) => ({
  loader: (args: LoaderFunctionArgs) => homeLoader(client, args),
  Component: HomePage,
  handle: {
    meta: () => ({ title: "Tires for every car, installed near you" }),
  } satisfies RouteHandle,
});

/** A shop-window section's heading, with the link to all of its kind beside it. */
function SectionHead({
  id,
  title,
  more,
}: {
  id: string;
  title: string;
  more: { to: string; label: string };
}) {
  return (
    <div className="home-section__head">
      <h2 id={id}>{title}</h2>
      <Link className="home-section__more" to={more.to}>
        {more.label}
      </Link>
    </div>
  );
}
