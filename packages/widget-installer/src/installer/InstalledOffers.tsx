import { useStore } from "@nanostores/react";
import { type InstalledSet, installedSetLabel } from "@treadkit/core/catalog";
import { formatCents } from "@treadkit/core/money";
import {
  INSTALL_QUANTITIES,
  type InstallerShop,
  OFFER_SORTS,
  type Offer,
  type OfferListing,
  offerQuotes,
  offerSearch,
} from "@treadkit/core/widget";
import { Failed } from "@treadkit/ui/Failed";
import { usePartStyles } from "@treadkit/ui/lazy-part";
import { offerCss } from "@treadkit/ui/offer-styles";
import { TireSummary } from "@treadkit/ui/TireSummary";
import { type ChangeEvent, useId } from "react";

/**
 * An offer: its set's out-the-door price at the shop for the chosen quantity as the server
 * quoted it (what the cart of it totals), and the tire's own price.
 */
function OfferCard({
  offer,
  origin,
  set,
  pricing,
  onChoose,
}: {
  offer: Offer;
  /** The store the tire's picture comes from. */
  origin: string;
  /** The set's quote; undefined while it is asked for, or when the shop cannot sell it. */
  set: InstalledSet | undefined;
  pricing: boolean;
  onChoose(): void;
}) {
  const { product, tirePriceInCents, bookable, fit } = offer;
  const name = `${product.brand.label} ${product.productLine.name} ${product.size}`;
  const label = set ? installedSetLabel(set) : null;
  return (
    <li className="tk-offer">
      <TireSummary product={product} origin={origin} fit={fit} />
      {tirePriceInCents === null ? (
        <p className="tk-offer__price">Call for pricing</p>
      ) : (
        <>
          {label ? (
            <p className="tk-offer__price">
              {label.amount} <span className="tk-offer__unit">{label.unit}</span>
            </p>
          ) : null}
          <p className="tk-offer__meta">
            {label ? `${label.includes}; ` : ""}
            {formatCents(tirePriceInCents)} per tire{pricing ? ", pricing installed…" : ""}
          </p>
        </>
      )}
      {bookable ? (
        <button type="button" className="tk-button" onClick={onChoose}>
          Book installation
          <span className="tk-visually-hidden">: {name}</span>
        </button>
      ) : null}
    </li>
  );
}

export type InstalledOffersProps = {
  shop: InstallerShop;
  /** Book installation of a tire: on to the shop's schedule (by default at once). */
  onBook?: ((productId: string) => void) | undefined;
};

const ANY_SEASON = "";

/**
 * The tires found, in the catalogue's order (best match unless the shopper picks the price), a
 * season to narrow them to, each priced out the door at the shop for the chosen quantity, and
 * "Show more" for the next page until every tire is listed.
 */
export function InstalledOffers({ shop, onBook }: InstalledOffersProps) {
  const id = useId();
  const root = usePartStyles<HTMLDivElement>(offerCss);
  const offers = useStore(shop.$offers);
  const priced = useStore(shop.$pricedOffers);
  const quotes = useStore(offerQuotes(shop));
  const quantity = useStore(shop.$quantity);
  const quantityError = useStore(shop.$quantityError);

  if (offers.status === "error") {
    return (
      <Failed
        message={offers.message}
        retry={
          offers.retryable
            ? () => void offerSearch(shop).search(offers.query, offers.listing)
            : undefined
        }
      />
    );
  }
  if (offers.status !== "done") return null;
  const search = offerSearch(shop);
  const list = (change: Partial<OfferListing>) => void search.listOffers(change);
  const chosen = offers.listing.category === null ? ANY_SEASON : String(offers.listing.category);
  const seasons = offers.seasons.some((season) => season.value === chosen)
    ? offers.seasons
    : offers.seasons.concat(
        chosen === ANY_SEASON ? [] : [{ value: chosen, label: chosen, count: 0 }],
      );
  const choices = (
    <div className="tk-form tk-offers__choices">
      <div>
        <label htmlFor={`${id}-sort`}>Sort by</label>
        <select
          id={`${id}-sort`}
          value={offers.listing.sort}
          onChange={(event: ChangeEvent<HTMLSelectElement>) => {
            const sort = OFFER_SORTS.find((s) => s.value === event.currentTarget.value);
            if (sort) list({ sort: sort.value });
          }}
        >
          {OFFER_SORTS.map((sort) => (
            <option key={sort.value} value={sort.value}>
              {sort.label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-season`}>Season</label>
        <select
          id={`${id}-season`}
          value={chosen}
          onChange={(event: ChangeEvent<HTMLSelectElement>) => {
            const value = event.currentTarget.value;
            list({ category: value === ANY_SEASON ? null : Number(value) });
          }}
        >
          <option value={ANY_SEASON}>All seasons</option>
          {seasons.map((season) => (
            <option key={season.value} value={season.value}>
              {`${season.label} (${season.count})`}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
  if (priced.length === 0) {
    return (
      <div ref={root} className="tk-offers">
        {offers.listing.category === null ? null : choices}
        <p className="tk-notice">Sorry, no matching results found for {offers.sizeLabel}</p>
      </div>
    );
  }
  const errorId = `${id}-error`;
  const more = offers.total - priced.length;
  return (
    <section ref={root} className="tk-offers" aria-labelledby={`${id}-heading`}>
      <h4 className="tk-offers__title" id={`${id}-heading`}>
        {offers.query.vehicle
          ? `Tires for your ${offers.query.vehicle} (${offers.sizeLabel})`
          : `Tires in ${offers.sizeLabel}`}
      </h4>
      <div className="tk-form tk-shop__quantity">
        <label htmlFor={`${id}-quantity`}>Number of tires</label>
        <select
          id={`${id}-quantity`}
          value={String(quantity)}
          aria-invalid={quantityError ? "true" : undefined}
          aria-describedby={quantityError ? errorId : undefined}
          onChange={(event: ChangeEvent<HTMLSelectElement>) =>
            shop.setQuantity(event.currentTarget.value)
          }
        >
          {INSTALL_QUANTITIES.map((n) => (
            <option key={n} value={String(n)}>
              {n}
            </option>
          ))}
        </select>
        {quantityError ? (
          <p className="tk-field-error" id={errorId} role="alert">
            {quantityError}
          </p>
        ) : null}
      </div>
      {choices}
      {quotes.status === "error" ? (
        <p className="tk-notice">{`Prices installed here could not be worked out: ${quotes.message}`}</p>
      ) : null}
      <ul
        className="tk-offers__list"
        aria-labelledby={`${id}-heading`}
        aria-busy={offers.busy === "relist" ? "true" : undefined}
      >
        {priced.map((offer) => (
          <OfferCard
            key={offer.product.productId}
            offer={offer}
            origin={shop.storeOrigin}
            set={quotes.status === "error" ? undefined : quotes.sets?.[offer.product.productId]}
            pricing={quotes.status === "loading" && !quotes.sets?.[offer.product.productId]}
            onChoose={() =>
              onBook ? onBook(offer.product.productId) : void shop.choose(offer.product.productId)
            }
          />
        ))}
      </ul>
      {offers.failed ? (
        <Failed
          message={offers.failed}
          retry={offers.busy ? undefined : () => void search.moreOffers()}
        />
      ) : null}
      {more > 0 ? (
        <button
          type="button"
          className="tk-offers__more"
          aria-disabled={offers.busy ? "true" : undefined}
          onClick={() => {
            if (!offers.busy) void search.moreOffers();
          }}
        >
          {offers.busy === "more" ? "Loading more tires…" : "Show more"}
          <span className="tk-visually-hidden">{` (${more} more ${more === 1 ? "tire" : "tires"})`}</span>
        </button>
      ) : null}
    </section>
  );
}
