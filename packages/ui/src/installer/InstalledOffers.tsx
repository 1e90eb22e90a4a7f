import { useStore } from "@nanostores/react";
import { formatCents } from "@treadkit/core/money";
import { INSTALL_QUANTITIES, type InstallerShop, type Offer } from "@treadkit/core/widget";
import { type ChangeEvent, useId } from "react";
import { Failed } from "../Failed";
import { TireSummary } from "../TireSummary";

function OfferCard({
  offer,
  quantity,
  onChoose,
}: {
  offer: Offer;
  quantity: number;
  onChoose(): void;
}) {
  const { product, price, bookable } = offer;
  const name = `${product.brand.label} ${product.productLine.name} ${product.size}`;
  return (
    <li className="tk-offer">
      <TireSummary product={product} />
      {price ? (
        <>
          <p className="tk-offer__price">
            {formatCents(price.perTireInCents)}{" "}
            <span className="tk-offer__unit">per tire, installed</span>
          </p>
          <p className="tk-offer__meta">
            {quantity} installed: {formatCents(price.totalInCents)} (installation{" "}
            {formatCents(price.installationInCents)})
          </p>
        </>
      ) : (
        <p className="tk-offer__price">Call for pricing</p>
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

/** The tires found, each priced with installation at the shop for the chosen quantity. */
export function InstalledOffers({ shop, onBook }: InstalledOffersProps) {
  const id = useId();
  const offers = useStore(shop.$offers);
  const priced = useStore(shop.$pricedOffers);
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
      <ul className="tk-offers__list" aria-labelledby={`${id}-heading`}>
        {priced.map((offer) => (
          <OfferCard
            key={offer.product.productId}
            offer={offer}
            quantity={quantity}
            onChoose={() =>
              onBook ? onBook(offer.product.productId) : void shop.choose(offer.product.productId)
            }
          />
        ))}
      </ul>
    </section>
  );
}
