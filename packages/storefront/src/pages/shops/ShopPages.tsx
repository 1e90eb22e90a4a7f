import type { Client } from "@treadkit/core/client";
import { formatCents } from "@treadkit/core/money";
import { dayLabel, NO_FREE_DAY_TEXT } from "@treadkit/core/schedule";
import {
  getShopDetail,
  getShopLanding,
  getUrbanAreaShops,
  openingHoursRows,
  type ShopDetail,
  type ShopLanding,
  type ShopSummary,
  selectedShopFromCookie,
  shopHref,
  shopRatingText,
  shopServices,
  shopStructuredData,
  type UrbanAreaShops,
  urbanAreaHref,
} from "@treadkit/core/shops";
import { formatPhone, phoneHref } from "@treadkit/core/validation";
import { Link, type LoaderFunctionArgs, redirect, useLoaderData } from "react-router";
import type { MetaFunction, RouteHandle } from "../../meta";
import { pageCookies } from "../../page-cookies";
import { pageData } from "../page-data";
import { ShopMap } from "./ShopMap";

/** /tire-shops: the states with shops, each with its cities and how many shops they have. */
export async function shopLandingLoader(client: Client, { request }: LoaderFunctionArgs) {
  return pageData(await getShopLanding(client, request.signal));
}

export function ShopLandingPage() {
  const { states, total } = useLoaderData() as ShopLanding;
  return (
    <section className="shops">
      <h1>Tire shops near you</h1>
      <p>{`${total} partner shops and mobile installers fit the tires you buy here. Choose your city to see the shops in and near it.`}</p>
      {states.map((state) => (
        <section key={state.code} className="shops-state" aria-labelledby={`state-${state.code}`}>
          <h2 id={`state-${state.code}`}>
            {state.name} <span className="count">{`(${state.count})`}</span>
          </h2>
          <ul className="size-links">
            {state.areas.map((area) => (
              <li key={area.slug}>
                <Link
                  to={urbanAreaHref(area.city, area.state)}
                >{`${area.city}, ${area.state}`}</Link>{" "}
                <span className="count">{`(${area.count})`}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}

/** /tire-shops/[urbanArea]: the shops in and near a city, nearest its centre first. */
export async function urbanAreaLoader(client: Client, { params, request }: LoaderFunctionArgs) {
  const raw = params.urbanArea ?? "";
  const url = new URL(request.url);
  if (raw !== raw.toLowerCase()) {
    throw redirect(`/tire-shops/${encodeURIComponent(raw.toLowerCase())}${url.search}`, 301);
  }
  return pageData(await getUrbanAreaShops(client, raw, request.signal));
}

const urbanAreaMeta: MetaFunction = ({ data }) => {
  const area = (data as UrbanAreaShops | undefined)?.area;
  const place = area ? `${area.city}, ${area.state}` : "your city";
  return {
    title: `Tire Shops in ${place}`,
    description: `Tire shops and mobile installers in and near ${place}: ratings, services and installation prices. Buy tires online and have them fitted nearby.`,
  };
};

function ShopCard({ shop, from }: { shop: ShopSummary; from: string }) {
  const href = shopHref(shop);
  return (
    <li className="shop-card">
      <h2 className="shop-card__name">
        <Link to={href}>{shop.company}</Link>
      </h2>
      <address>{`${shop.addressLine1}, ${shop.city}, ${shop.state} ${shop.zip}`}</address>
      <p>
        {`${shop.distance.toFixed(1)} mi from ${from} · `}
        <span>{shopRatingText(shop.rating)}</span>
      </p>
      <p>{`Installation for 4 tires: ${formatCents(shop.installationCostFor4TiresInCents)}`}</p>
      <ul className="shop-services" aria-label={`Services of ${shop.company}`}>
        {shopServices(shop).map((service) => (
          <li key={service}>{service}</li>
        ))}
      </ul>
    </li>
  );
}

export function UrbanAreaPage() {
  const { area, shops } = useLoaderData() as UrbanAreaShops;
  return (
    <section className="shops">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link to="/tire-shops">All tire shops</Link>
      </nav>
      <h1>{`Tire Shops in ${area.city}, ${area.state}`}</h1>
      <p>{`${shops.length} ${shops.length === 1 ? "shop" : "shops"} within ${area.radiusMiles} miles of ${area.city}, ${area.stateName}, nearest first.`}</p>
      <figure className="shop-map">
        <ShopMap
          svg={`/media/maps/tire-shops/${area.slug}.svg`}
          alt={`Map: the shops below as numbered pins around ${area.city}.`}
          centre={area}
          pins={shops.map((shop) => ({ ...shop.geolocation, name: shop.company }))}
        />
        <figcaption>Pins are numbered as the shops are listed.</figcaption>
      </figure>
      <ol className="shop-list">
        {shops.map((shop) => (
          <ShopCard key={shop.shopCode} shop={shop} from={area.city} />
        ))}
      </ol>
    </section>
  );
}

type ShopPageData = { shop: ShopDetail; selected: boolean; url: string };

/**
 * /tire-shops/shop/[shopName]/[shopCode]: the shop by its code. A path with another name (or a
 * code in other letters) is sent to the shop's own path.
 */
export async function shopDetailLoader(
  client: Client,
  { params, request }: LoaderFunctionArgs,
): Promise<ShopPageData> {
  const url = new URL(request.url);
  const shop = pageData(await getShopDetail(client, params.shopCode ?? "", request.signal));
  const path = shopHref(shop);
  if (url.pathname !== path) throw redirect(`${path}${url.search}`, 301);
  return {
    shop,
    selected: selectedShopFromCookie(pageCookies(request)) === shop.installerId,
    url: `${url.origin}${path}`,
  };
}

const shopDetailMeta: MetaFunction = ({ data }) => {
  const shop = (data as ShopPageData | undefined)?.shop;
  if (!shop) return { title: "Tire shop" };
  return {
    title: `${shop.company} – Tire Shop in ${shop.city}, ${shop.state}`,
    description: `${shop.company}, ${shop.addressLine1}, ${shop.city}, ${shop.state}: ${shopRatingText(shop.rating)}. Buy tires online and have them installed here for ${formatCents(shop.installationCostFor4TiresInCents)} for four.`,
  };
};

function OpeningHours({ shop }: { shop: ShopDetail }) {
  return (
    <table className="shop-hours" aria-labelledby="shop-hours">
      <tbody>
        {openingHoursRows(shop.openingHours).map((row) => (
          <tr key={row.day}>
            <th scope="row">{row.day}</th>
            <td>{row.hours}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** "Shop tires at this shop": a plain form, so it works before (or without) the page's script. */
function SelectShopForm({ shop, selected }: { shop: ShopDetail; selected: boolean }) {
  if (selected) {
    return (
      <div className="notice shop-selected" role="status">
        <p>{`${shop.company} is your selected shop: tires you buy can be installed here.`}</p>
        <ul className="size-links">
          <li>
            <Link to="/tire-sizes">Shop by tire size</Link>
          </li>
          <li>
            <Link to="/vehicles">Shop by vehicle</Link>
          </li>
          <li>
            <Link to="/brands">Shop by brand</Link>
          </li>
        </ul>
      </div>
    );
  }
  return (
    <form method="post" action="/tire-shops/select" className="shop-select">
      <input type="hidden" name="shopCode" value={shop.shopCode} />
      <button type="submit" className="button">
        Shop tires at this shop
      </button>
    </form>
  );
}

export function ShopDetailPage() {
  const { shop, selected, url } = useLoaderData() as ShopPageData;
  return (
    <article className="shop-page">
      <script
        type="application/ld+json"
        // Data, not code: escaped by shopStructuredData so it cannot end the element.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD needs raw text content.
        dangerouslySetInnerHTML={{ __html: shopStructuredData(shop, url) }}
      />
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link to="/tire-shops">All tire shops</Link>
        {" › "}
        <Link
          to={urbanAreaHref(shop.city, shop.state)}
        >{`Tire shops in ${shop.city}, ${shop.state}`}</Link>
      </nav>
      <h1>{shop.company}</h1>
      <address>{`${shop.addressLine1}, ${shop.city}, ${shop.state} ${shop.zip}`}</address>
      <SelectShopForm shop={shop} selected={selected} />
      <dl className="shop-details">
        {shop.phone ? (
          <div>
            <dt>Phone</dt>
            <dd>
              <a href={phoneHref(shop.phone)}>{formatPhone(shop.phone)}</a>
            </dd>
          </div>
        ) : null}
        <div>
          <dt>Rating</dt>
          <dd>{shopRatingText(shop.rating)}</dd>
        </div>
        <div>
          <dt>Installations through us</dt>
          <dd>{shop.installationHistoryCount}</dd>
        </div>
        <div>
          <dt>Installation</dt>
          <dd>{`${formatCents(shop.installPricePerTireInCents)} per tire, ${formatCents(shop.installationCostFor4TiresInCents)} for 4 tires`}</dd>
        </div>
        <div>
          <dt>First free install day</dt>
          <dd>
            {shop.firstAvailableDate
              ? dayLabel({ date: shop.firstAvailableDate })
              : NO_FREE_DAY_TEXT}
          </dd>
        </div>
        {shop.serviceRadiusMiles !== null ? (
          <div>
            <dt>Service area</dt>
            <dd>{`Comes to you within ${shop.serviceRadiusMiles} miles`}</dd>
          </div>
        ) : null}
        {shop.website ? (
          <div>
            <dt>Website</dt>
            <dd>
              <a href={shop.website} rel="noopener noreferrer nofollow">
                {shop.website}
              </a>
            </dd>
          </div>
        ) : null}
      </dl>
      <h2>Services</h2>
      <ul className="shop-services">
        {shopServices(shop).map((service) => (
          <li key={service}>{service}</li>
        ))}
      </ul>
      {shop.certificationList.length > 0 || shop.promotionList.length > 0 ? (
        <>
          <h2>Certifications and offers</h2>
          <ul className="shop-services">
            {shop.certificationList.map((certification) => (
              <li key={`c-${certification.type}`}>{certification.type}</li>
            ))}
            {shop.promotionList.map((promotion) => (
              <li key={`p-${promotion.label}`}>{promotion.label}</li>
            ))}
          </ul>
        </>
      ) : null}
      <h2 id="shop-hours">Opening hours</h2>
      <OpeningHours shop={shop} />
    </article>
  );
}

export const shopLandingRoute = (client: Client) => ({
  loader: (args: LoaderFunctionArgs) => shopLandingLoader(client, args),
  Component: ShopLandingPage,
  handle: {
    meta: () => ({
      title: "Tire Shops Near You",
      description:
        "Find a tire shop or mobile installer near you by state and city. Buy tires online and have them installed locally.",
    }),
  } satisfies RouteHandle,
});

export const urbanAreaRoute = (client: Client) => ({
  loader: (args: LoaderFunctionArgs) => urbanAreaLoader(client, args),
  Component: UrbanAreaPage,
  handle: { meta: urbanAreaMeta } satisfies RouteHandle,
});

export const shopDetailRoute = (client: Client) => ({
  loader: (args: LoaderFunctionArgs) => shopDetailLoader(client, args),
  Component: ShopDetailPage,
  handle: { meta: shopDetailMeta } satisfies RouteHandle,
});
