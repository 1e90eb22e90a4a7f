import {
  type CatalogListing,
  type CatalogListingParams,
  type CatalogProduct,
  getCatalogListing,
  tireSizeHref,
} from "@treadkit/core/catalog";
import type { Client } from "@treadkit/core/client";
import { formatCents } from "@treadkit/core/money";
import { attributedHref, type FitJudge, type WidgetHandoff } from "@treadkit/core/widget";
import { type MouseEvent, useEffect, useId, useState } from "react";
import { Failed } from "./Failed";
import { usePartStyles } from "./lazy-part";
import { offerCss } from "./offer-styles";
import { TireSummary } from "./TireSummary";

export type TireOffersProps = {
  client: Client;
  /** The first page of the listing, as `request` asked for it. */
  listing: CatalogListing;
  /** What the first page was asked with; "Show more" asks the next pages the same. */
  request: CatalogListingParams;
  /** Told how many offers show, as "Show more" adds a page. */
  onShown?: ((count: number) => void) | undefined;
  /** The storefront the links hand off to, e.g. "https://shop.example". */
  storeOrigin: string;
  handoff: WidgetHandoff;
  /** Called as a link is followed; return false to stay on the page. */
  onHandoff?: (href: string) => boolean | undefined;
  /** e.g. "2019 Toyota Camry SE" when the search was by vehicle. */
  vehicle?: string | undefined;
  /** The verdict on each tire's fit to that vehicle, as the storefront's cards show it. */
  fit?: FitJudge | null | undefined;
};

function Price({ product }: { product: CatalogProduct }) {
  const price = product.priceList[0];
  if (!price || product.availability === "ProductStatusCallForPricing") {
    return <p className="tk-offer__price">Call for pricing</p>;
  }
  return (
    <p className="tk-offer__price">
      {formatCents(price.salePriceInCents)} <span className="tk-offer__unit">per tire</span>
      {price.listPriceInCents > price.salePriceInCents ? (
        <>
          {" "}
          <s className="tk-offer__was">{formatCents(price.listPriceInCents)}</s>
        </>
      ) : null}
    </p>
  );
}

/** The later pages "Show more" brought, and how that is going. */
type MoreState = { products: CatalogProduct[]; page: number; busy: boolean; failed: string | null };
const NO_MORE: MoreState = { products: [], page: 1, busy: false, failed: null };

/**
 * A size listing's tires in the catalogue's order (best match), each linking to its storefront
 * product page and, for a vehicle, saying whether it fits, "Show more" for the next page until every tire is listed, and a link to the whole
 * size listing; every link carries the widget's attribution.
 */
export function TireOffers({
  client,
  listing,
  request,
  onShown,
  storeOrigin,
  handoff,
  onHandoff,
  vehicle,
  fit,
}: TireOffersProps) {
  const headingId = useId();
  const root = usePartStyles<HTMLElement>(offerCss);
  const [more, setMore] = useState(NO_MORE);
  const sizeLabel = listing.size?.label ?? "";
  const listed = new Set(listing.siteCatalogProducts.map((product) => product.productId));
  const products = listing.siteCatalogProducts.concat(
    more.products.filter((product) => !listed.has(product.productId)),
  );
  const total = listing.pagination.total;
  useEffect(() => onShown?.(products.length), [onShown, products.length]);
  const follow = (href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (onHandoff?.(href) === false) event.preventDefault();
  };
  const showMore = () => {
    if (more.busy) return;
    const page = more.page + 1;
    setMore({ ...more, busy: true, failed: null });
    void getCatalogListing(client, { ...request, page }).then((result) =>
      setMore((now) =>
        result.isSuccess
          ? {
              products: now.products.concat(result.data.siteCatalogProducts),
              page,
              busy: false,
              failed: null,
            }
          : { ...now, busy: false, failed: result.error.message },
      ),
    );
  };

  if (products.length === 0) {
    return <p className="tk-notice">Sorry, no matching results found for {sizeLabel}</p>;
  }
  const allHref = listing.size
    ? attributedHref(storeOrigin, tireSizeHref(listing.size.slug), handoff)
    : null;
  const left = total - products.length;

  return (
    <section ref={root} className="tk-offers" aria-labelledby={headingId}>
      <h3 id={headingId}>
        {vehicle ? `Tires for your ${vehicle} (${sizeLabel})` : `Tires in ${sizeLabel}`}
      </h3>
      <ul className="tk-offers__list" aria-labelledby={headingId}>
        {products.map((product) => {
          const href = attributedHref(storeOrigin, product.link.href, handoff);
          return (
            <li className="tk-offer" key={product.productId}>
              <TireSummary product={product} origin={storeOrigin} fit={fit?.(product)} />
              <Price product={product} />
              <a className="tk-link" href={href} target="_top" onClick={follow(href)}>
                See this tire
                <span className="tk-visually-hidden">
                  : {product.brand.label} {product.productLine.name} {product.size}
                </span>
              </a>
            </li>
          );
        })}
      </ul>
      {more.failed ? <Failed message={more.failed} retry={showMore} /> : null}
      {left > 0 ? (
        <button
          type="button"
          className="tk-offers__more"
          aria-disabled={more.busy ? "true" : undefined}
          onClick={showMore}
        >
          {more.busy ? "Loading more tires…" : "Show more"}
          <span className="tk-visually-hidden">{` (${left} more ${left === 1 ? "tire" : "tires"})`}</span>
        </button>
      ) : null}
      {allHref ? (
        <a
          className="tk-link tk-offers__all"
          href={allHref}
          target="_top"
          onClick={follow(allHref)}
        >
          See all {total} {total === 1 ? "tire" : "tires"} in {sizeLabel}
        </a>
      ) : null}
    </section>
  );
}
