import { useStore } from "@nanostores/react";
import { type InstalledSet, installedSetLabel } from "@treadkit/core/catalog";
import { formatCents } from "@treadkit/core/money";
import {
  INSTALL_QUANTITIES,
  type InstallerShop,
  type Offer,
  offerQuotes,
} from "@treadkit/core/widget";
import { type ChangeEvent, useId } from "react";
import { Failed } from "../Failed";
import { TireSummary } from "../TireSummary";

/**
 * An offer: its set's out-the-door price at the shop for the chosen quantity as the server
 * quoted it (what the cart of it totals), and the tire's own price.
 */
function OfferCard({
  offer,
  set,
  pricing,
  onChoose,
}: {
  offer: Offer;
  /** The set's quote; undefined while it is asked for, or when the shop cannot sell it. */
  set: InstalledSet | undefined;
  pricing: boolean;
  onChoose(): void;
}) {
  const { product, tirePriceInCents, bookable } = offer;
  const name = `${product.brand.label} ${product.productLine.name} ${product.size}`;
  const label = set ? installedSetLabel(set) : null;
  return (
    <li className="tk-offer">
      <TireSummary product={product} />
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

/** The tires found, each priced out the door at the shop for the chosen quantity. */
export function InstalledOffers({ shop, onBook }: InstalledOffersProps) {
  const id = useId();
  const offers = useStore(shop.$offers);
  const priced = useStore(shop.$pricedOffers);
  const quotes = useStore(offerQuotes(shop));
  const quantity = useStore(shop.$quantity);
  const quantityError = useStore(shop.$quantityError);

  if (offers.status === "error") {
    return (
      <Failed
        message={offers.message}
        retry={offers.retryable ? () => void shop.search(offers.query) : undefined}
      />
    );
  }
  if (offers.status !== "done") return null;
  if (priced.length === 0) {
    return <p className="tk-notice">Sorry, no matching results found for {offers.sizeLabel}</p>;
  }
  const errorId = `${id}-error`;
  return (
    <section className="tk-offers" aria-labelledby={`${id}-heading`}>
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
      {quotes.status === "error" ? (
        <p className="tk-notice">{`Prices installed here could not be worked out: ${quotes.message}`}</p>
      ) : null}
      <ul className="tk-offers__list" aria-labelledby={`${id}-heading`}>
        {priced.map((offer) => (
          <OfferCard
            key={offer.product.productId}
            offer={offer}
            set={quotes.status === "done" ? quotes.sets[offer.product.productId] : undefined}
            pricing={quotes.status === "loading"}
            onChoose={() =>
              onBook ? onBook(offer.product.productId) : void shop.choose(offer.product.productId)
            }
          />
        ))}
      </ul>
    </section>
  );
}
