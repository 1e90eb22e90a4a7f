import { useStore } from "@nanostores/react";
import { cartLineTotalInCents } from "@treadkit/core/cart";
import { formatCents } from "@treadkit/core/money";
import { SIGN_UP_OFFER_LABEL } from "@treadkit/core/sign-up-offer";
import { salesTaxLabel, tireFeeLabel } from "@treadkit/core/tax";
import { appointmentLabel, holdNotice, type InstallerShop } from "@treadkit/core/widget";
import { atom } from "nanostores";

const NO_APPOINTMENT = atom(null);

/**
 * The cart as the server priced it (a lazily loaded chunk): lines, installation at the shop, the
 * appointment, the total, and checkout on the storefront.
 */
export default function ShopCart({
  shop,
  onCheckout,
}: {
  shop: InstallerShop;
  onCheckout(): void;
}) {
  const cart = useStore(shop.cart.$cart);
  // The cart step opens once the stores that change the cart are here.
  const stores = useStore(shop.cart.$stores);
  const appointment = useStore(stores?.delivery.$appointment ?? NO_APPOINTMENT);
  const href = useStore(shop.$checkoutHref);
  const error = useStore(shop.$addError);

  if (!cart || cart.siteProducts.length === 0) {
    return (
      <div className="tk-cart">
        <p className="tk-notice">Your cart is empty.</p>
        <button type="button" className="tk-button tk-button--quiet" onClick={shop.back}>
          Find tires
        </button>
      </div>
    );
  }
  const summary = cart.cartSummary;
  return (
    <div className="tk-cart">
      <ul className="tk-cart__lines" aria-label="Tires in your cart">
        {cart.siteProducts.map((line) => (
          <li key={line.productId} className="tk-cart__line">
            <span>
              {line.quantity} × {line.brand.label} {line.name} {line.size}
            </span>
            <span>{formatCents(cartLineTotalInCents(line))}</span>
            <button
              type="button"
              className="tk-button tk-button--quiet"
              onClick={() => void shop.removeLine(line.productId)}
            >
              Remove
              <span className="tk-visually-hidden">
                {" "}
                {line.brand.label} {line.name} {line.size}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {error ? (
        <p className="tk-field-error" role="alert">
          {error}
        </p>
      ) : null}
      <dl className="tk-cart__totals">
        <dt>Tires</dt>
        <dd>{formatCents(summary.productsInCents)}</dd>
        <dt>Installation</dt>
        <dd>{formatCents(summary.installationInCents)}</dd>
        {summary.discountInCents > 0 ? (
          <>
            <dt>Discount</dt>
            <dd>−{formatCents(summary.discountInCents)}</dd>
          </>
        ) : null}
        {summary.signUpOfferInCents > 0 ? (
          <>
            <dt>{SIGN_UP_OFFER_LABEL}</dt>
            <dd>−{formatCents(summary.signUpOfferInCents)}</dd>
          </>
        ) : null}
        {summary.federalExciseTaxInCents > 0 ? (
          <>
            <dt>Federal excise tax</dt>
            <dd>{formatCents(summary.federalExciseTaxInCents)}</dd>
          </>
        ) : null}
        {summary.tireFeeInCents > 0 ? (
          <>
            <dt>{tireFeeLabel(summary.tax)}</dt>
            <dd>{formatCents(summary.tireFeeInCents)}</dd>
          </>
        ) : null}
        {summary.tax ? (
          <>
            <dt>{salesTaxLabel(summary.tax, { estimate: true })}</dt>
            <dd>{formatCents(summary.salesTaxInCents)}</dd>
          </>
        ) : null}
        <dt>Total</dt>
        <dd className="tk-cart__total">{formatCents(summary.totalInCents)}</dd>
      </dl>
      {appointment ? (
        <p className="tk-hint">
          Install appointment: {appointmentLabel(appointment)}, at {appointment.installer.company}
          {holdNotice(appointment) ? <> ({holdNotice(appointment)})</> : null}
        </p>
      ) : null}
      <div className="tk-form__row">
        <button type="button" className="tk-button tk-button--quiet" onClick={shop.back}>
          Keep shopping
        </button>
        {href ? (
          <button type="button" className="tk-button" onClick={onCheckout}>
            Checkout
          </button>
        ) : null}
      </div>
    </div>
  );
}
