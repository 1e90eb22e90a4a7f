import { type CatalogListing, type CatalogProduct, tireSizeHref } from "@treadkit/core/catalog";
import { formatCents } from "@treadkit/core/money";
import { attributedHref, type WidgetHandoff } from "@treadkit/core/widget";
import { type MouseEvent, useId } from "react";
import { TireSummary } from "./TireSummary";

export type TireOffersProps = {
  listing: CatalogListing;
  /** How many offers to show; the "See all" link covers the rest. */
  limit: number;
  /** The storefront the links hand off to, e.g. "https://shop.example". */
  storeOrigin: string;
  handoff: WidgetHandoff;
  /** Called as a link is followed; return false to stay on the page. */
  onHandoff?: (href: string) => boolean | undefined;
  /** e.g. "2019 Toyota Camry SE" when the search was by vehicle. */
  vehicle?: string | undefined;
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

/**
 * The first tires of a size listing, each linking to its storefront product page, and a link to
 * the whole size listing; every link carries the widget's attribution.
 */
export function TireOffers({
  listing,
  limit,
  storeOrigin,
  handoff,
  onHandoff,
  vehicle,
}: TireOffersProps) {
  const headingId = useId();
  const sizeLabel = listing.size?.label ?? "";
  const products = listing.siteCatalogProducts.slice(0, limit);
  const total = listing.pagination.total;
  const follow = (href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (onHandoff?.(href) === false) event.preventDefault();
  };

  if (products.length === 0) {
    return <p className="tk-notice">Sorry, no matching results found for {sizeLabel}</p>;
  }
  const allHref = listing.size
    ? attributedHref(storeOrigin, tireSizeHref(listing.size.slug), handoff)
    : null;

  return (
    <section className="tk-offers" aria-labelledby={headingId}>
      <h3 id={headingId}>
        {vehicle ? `Tires for your ${vehicle} (${sizeLabel})` : `Tires in ${sizeLabel}`}
      </h3>
      <ul className="tk-offers__list" aria-labelledby={headingId}>
        {products.map((product) => {
          const href = attributedHref(storeOrigin, product.link.href, handoff);
          return (
            <li className="tk-offer" key={product.productId}>
              <TireSummary product={product} />
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
