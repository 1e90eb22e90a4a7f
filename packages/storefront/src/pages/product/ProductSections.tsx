import {
  type CatalogProduct,
  type InstalledSet,
  installedSetLabel,
  type ProductDetail,
  productDescription,
  productRecommendation,
} from "@treadkit/core/catalog";
import { type Deal, dealHref, discountText } from "@treadkit/core/deals";
import type { Installer } from "@treadkit/core/installer";
import { formatCents } from "@treadkit/core/money";
import {
  getRecentTires,
  recentlyViewedBesides,
  recordRecentView,
  visitDate,
} from "@treadkit/core/session";
import { FRESH_STOCK_MONTHS, madeInLabel } from "@treadkit/core/sidewall";
import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { useClient } from "../../context";
import { ensureSession } from "../../session";

type Product = ProductDetail["siteProduct"];

const InstallTimeModal = lazy(() => import("./InstallTimeModal"));

/** What the tire is, its key facts, and who it suits (the page's description, insights and recommendation anchors). */
export function AboutTheTire({ product }: { product: Product }) {
  const recommendation = productRecommendation(product);
  const insights = [
    product.warrantyMiles === null
      ? null
      : `${product.warrantyMiles.toLocaleString("en-US")}-mile treadwear warranty`,
    product.utqg ? `UTQG ${product.utqg}` : null,
    product.specs.isRunFlat ? "Run-flat: keeps going after a puncture" : null,
    product.specs.isExtraLoad ? "Extra load construction" : null,
    product.stock.totalQuantity > 0
      ? `${product.stock.totalQuantity} in stock across ${product.stock.warehouseCount} ${
          product.stock.warehouseCount === 1 ? "warehouse" : "warehouses"
        }`
      : null,
    // The units an order takes first: the freshest shelf's DOT date code.
    product.stock.totalQuantity > 0 && product.stock.madeIn
      ? madeInLabel(product.stock.madeIn)
      : null,
    product.stock.totalQuantity > 0 && product.stock.madeIn?.isFresh
      ? `Fresh stock: made within the last ${FRESH_STOCK_MONTHS} months`
      : null,
  ].filter((line): line is string => line !== null);
  return (
    <>
      <section aria-labelledby="description-title" id="description">
        <h2 id="description-title">About this tire</h2>
        <p>{productDescription(product)}</p>
      </section>
      {insights.length > 0 ? (
        <section aria-labelledby="insights-title" id="insights">
          <h2 id="insights-title">At a glance</h2>
          <ul>
            {insights.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {recommendation ? (
        <section aria-labelledby="recommendation-title" id="recommendation">
          <h2 id="recommendation-title">Who it suits</h2>
          <p>{recommendation}</p>
        </section>
      ) : null}
    </>
  );
}

/** The running deals on this tire (the deal alert anchor), each linking to its page. */
export function DealAlert({ deals }: { deals: Deal[] }) {
  if (deals.length === 0) return null;
  return (
    <section className="deal-alert" aria-labelledby="deal-alert-title" id="deal-alert">
      <h2 id="deal-alert-title">Deal alert</h2>
      <ul>
        {deals.map((deal) => (
          <li key={deal.slug}>
            <a href={dealHref(deal.slug)}>{deal.title}</a>
            {` · ${discountText(deal)}`}
            {deal.promoCode ? (
              <>
                {" · code "}
                <strong>{deal.promoCode}</strong>
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The plain ZIP form (POST /location/zip) that brings the shopper back to this section. */
function ZipForm({ returnTo }: { returnTo: string }) {
  return (
    <form method="post" action="/location/zip" className="pdp-zip">
      <label htmlFor="pdp-zip">ZIP code</label>
      <input
        id="pdp-zip"
        name="zip"
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={10}
        required
      />
      <input type="hidden" name="returnTo" value={returnTo} />
      <button type="submit" className="button button--quiet">
        Show shops
      </button>
    </form>
  );
}

/** One shop's out-the-door price for the set, labelled as every set price is. */
function ShopSetPrice({ set }: { set: InstalledSet | undefined }) {
  if (!set) return null;
  const label = installedSetLabel(set);
  return (
    <p className="pdp-installer__price">
      <span className="price">{label.amount}</span> {label.unit}
      <span className="pdp-installer__meta">{label.includes}</span>
    </p>
  );
}

/**
 * Shops near the shopper with this tire's out-the-door price for four at each (the installation
 * anchor): from the ZIP code the browser keeps; without one, a ZIP form. A shop without a quote
 * shows no price. Each shop can be chosen with a plain form, and the chosen one is marked.
 */
export function InstallersNearYou({
  product,
  zip,
  installers,
  sets,
  selectedId,
}: {
  product: Product;
  zip: string | null;
  installers: Installer[] | null;
  /** Each shop's out-the-door quote, by installer id. */
  sets: Record<string, InstalledSet>;
  selectedId: string | null;
}) {
  const { pathname, search } = useLocation();
  const back = `${pathname}${search}#installation`;
  const price = product.priceList[0]?.salePriceInCents;
  const canBuy = price !== undefined && product.availability !== "ProductStatusOutOfStock";
  // Booking a time needs the page's code: the buttons appear once it is live.
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  const [booking, setBooking] = useState<Installer | null>(null);
  return (
    <section aria-labelledby="installation-title" id="installation">
      <h2 id="installation-title">Installation near you</h2>
      {!zip ? (
        <>
          <p>Enter your ZIP code to see the installed price at shops near you.</p>
          <ZipForm returnTo={back} />
        </>
      ) : !installers || installers.length === 0 ? (
        <p>{`There are no shops near ${zip}.`}</p>
      ) : (
        <ul className="pdp-installers">
          {installers.map((shop) => (
            <li key={shop.installerId} className="pdp-installer">
              <div>
                <strong>{shop.company}</strong>
                <span className="pdp-installer__meta">
                  {`${shop.distance.toFixed(1)} mi · ${shop.city}, ${shop.state}`}
                  {shop.rating.quantity > 0
                    ? ` · ${shop.rating.value.toFixed(1)} of 5 (${shop.rating.quantity})`
                    : ""}
                </span>
                {shop.installTomorrow ? (
                  <span className="pdp-installer__soon">Install tomorrow</span>
                ) : null}
              </div>
              <ShopSetPrice set={sets[shop.installerId]} />
              {live && canBuy && !shop.isMobileInstall ? (
                <button
                  type="button"
                  className="button button--quiet"
                  onClick={() => setBooking(shop)}
                >
                  Choose install time
                  <span className="visually-hidden">{` at ${shop.company}`}</span>
                </button>
              ) : null}
              {shop.installerId === selectedId ? (
                <span className="all-shops__chosen">Your shop</span>
              ) : (
                <form method="post" action="/tire-shops/select">
                  <input type="hidden" name="installerId" value={shop.installerId} />
                  <input type="hidden" name="returnTo" value={back} />
                  <button type="submit" className="button button--quiet">
                    Choose this shop<span className="visually-hidden">{`: ${shop.company}`}</span>
                  </button>
                </form>
              )}
            </li>
          ))}
        </ul>
      )}
      {booking && price !== undefined ? (
        <Suspense fallback={null}>
          <InstallTimeModal
            productId={product.productId}
            priceInCents={price}
            tireName={`${product.brand.label} ${product.name} ${product.size}`}
            shop={booking}
            onClose={() => setBooking(null)}
          />
        </Suspense>
      ) : null}
    </section>
  );
}

/**
 * The tires this browser viewed before (storefront.md §3 recently viewed): this visit is
 * recorded for the session, then the others are listed, newest first. Needs the page's code.
 */
export function RecentlyViewed({ productId }: { productId: string }) {
  const client = useClient();
  const [tires, setTires] = useState<CatalogProduct[]>([]);
  useEffect(() => {
    let cancelled = false;
    const view = { itemId: productId, source: "pdp" as const, dateOfVisit: visitDate(new Date()) };
    void (async () => {
      await ensureSession(client);
      let recorded = await recordRecentView(client, view);
      if (!recorded.isSuccess && recorded.error.statusCode === 401) {
        await ensureSession(client, true);
        recorded = await recordRecentView(client, view);
      }
      const recent = await getRecentTires(client, { source: "pdp" });
      if (!cancelled && recent.isSuccess) {
        setTires(recentlyViewedBesides(recent.data.data, productId));
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [client, productId]);
  if (tires.length === 0) return null;
  return (
    <section aria-labelledby="recent-title" className="recently-viewed">
      <h2 id="recent-title">Recently viewed</h2>
      <ul>
        {tires.map((tire) => (
          <li key={tire.productId}>
            <a href={tire.link.href}>
              {`${tire.brand.label} ${tire.name} ${tire.size}`}
              {tire.priceList[0] ? ` · ${formatCents(tire.priceList[0].salePriceInCents)}` : ""}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
