import type { CartProduct, SiteCart } from "@treadkit/core/cart";
import { cartLineTotalInCents } from "@treadkit/core/cart";
import { formatCents } from "@treadkit/core/money";
import {
  cartQualifiesForRoadside,
  type OrderAmountsInCents,
  ROADSIDE_ASSISTANCE_INCLUDED,
} from "@treadkit/core/order";
import { madeInWeeksLabel } from "@treadkit/core/sidewall";
import { SIGN_UP_OFFER_LABEL } from "@treadkit/core/sign-up-offer";
import { salesTaxLabel, TAX_AT_CHECKOUT, tireFeeLabel } from "@treadkit/core/tax";
import type { ReactNode } from "react";
import { SignUpOfferNote, SignUpOfferRulesLink } from "./SignUpOfferNote";

/**
 * The cart's tires: brand, line and size, quantity and what the line costs; a buyer with special
 * pricing sees its label ("Fleet price") on the price the server gave them.
 */
export function CartLines({ cart, priceLabel }: { cart: SiteCart; priceLabel?: string | null }) {
  return (
    <>
      {cart.vehicle ? (
        <p className="checkout-lines__vehicle">{`For your ${cart.vehicle}`}</p>
      ) : null}
      <ul className="checkout-lines" aria-label="Tires in your cart">
        {cart.siteProducts.map((product) => (
          <li key={product.productId}>
            <span className="checkout-lines__name">
              {product.brand.label} {product.name}
            </span>
            <span className="checkout-lines__size">{product.size}</span>
            <span>
              {product.quantity} × {formatCents(product.price.salePriceInCents)}
              {priceLabel ? <span className="price-label"> {priceLabel} price</span> : null}
            </span>
            <span className="checkout-lines__total">
              {formatCents(cartLineTotalInCents(product))}
            </span>
            <MadeIn product={product} />
          </li>
        ))}
      </ul>
    </>
  );
}

/** When a line's tires were made: the DOT date codes of the units an order takes now. */
export function MadeIn({ product }: { product: CartProduct }) {
  const label = madeInWeeksLabel(product.madeIn ?? []);
  return label ? <span className="checkout-lines__made">{label}</span> : null;
}

type Row = {
  label: string;
  cents: number;
  credit?: boolean;
  always?: boolean;
  text?: string;
  /** Shown after the label: a link to the rules of an offer. */
  note?: ReactNode;
};

/**
 * A summary of amounts; credits show with a minus sign, rows of zero are left out unless they
 * must show (tax-exempt: $0.00); a row with a text shows it in place of an amount.
 */
function AmountRows({ rows, total }: { rows: Row[]; total: number }) {
  return (
    <dl className="checkout-amounts">
      {rows
        .filter((row) => row.cents !== 0 || row.always)
        .map((row) => (
          <div key={row.label}>
            <dt>
              {row.label}
              {row.note ? <> ({row.note})</> : null}
            </dt>
            <dd>
              {row.text ?? (
                <>
                  {row.credit ? "−" : ""}
                  {formatCents(row.cents)}
                </>
              )}
            </dd>
          </div>
        ))}
      <div className="checkout-amounts__total">
        <dt>Total</dt>
        <dd>{formatCents(total)}</dd>
      </div>
    </dl>
  );
}

/** An order's amounts as the server priced them: the review step's and the confirmation's. */
export function OrderAmountRows({ amounts: a }: { amounts: OrderAmountsInCents }) {
  return (
    <AmountRows
      total={a.totalInCents}
      rows={[
        { label: "Tires", cents: a.productsInCents },
        { label: "Installation", cents: a.installationInCents },
        { label: "Road hazard protection", cents: a.roadHazardInCents },
        { label: "Discount", cents: a.discountInCents, credit: true },
        {
          label: SIGN_UP_OFFER_LABEL,
          cents: a.signUpOfferInCents,
          credit: true,
          note: <SignUpOfferRulesLink />,
        },
        { label: "Payment discount", cents: a.paymentDiscountInCents, credit: true },
        { label: "Military discount", cents: a.militaryDiscountInCents, credit: true },
        { label: "Occupation discount", cents: a.occupationDiscountInCents, credit: true },
        { label: "Shipping", cents: a.shippingInCents },
        { label: "Federal excise tax", cents: a.federalExciseTaxInCents },
        { label: tireFeeLabel(a.tax), cents: a.tireFeeInCents },
        { label: salesTaxLabel(a.tax), cents: a.salesTaxInCents, always: a.tax !== null },
      ]}
    />
  );
}

/**
 * The cart's totals as the server priced them, the roadside assistance that comes with 4 or
 * more tires installed, and the sign-up offer (with `inviteToSignUp`, how a guest gets it).
 */
export function CartAmountRows({
  cart,
  inviteToSignUp = false,
}: {
  cart: SiteCart;
  inviteToSignUp?: boolean;
}) {
  const summary = cart.cartSummary;
  return (
    <>
      {cartQualifiesForRoadside(cart) ? (
        <p className="checkout-perk">{ROADSIDE_ASSISTANCE_INCLUDED}</p>
      ) : null}
      <AmountRows
        total={summary.totalInCents}
        rows={[
          { label: "Tires", cents: summary.productsInCents },
          { label: "Installation", cents: summary.installationInCents },
          { label: "Road hazard protection", cents: summary.roadHazardInCents },
          { label: "Discount", cents: summary.discountInCents, credit: true },
          // Its rules follow the amounts (SignUpOfferNote).
          { label: SIGN_UP_OFFER_LABEL, cents: summary.signUpOfferInCents, credit: true },
          { label: "Shipping", cents: summary.shippingInCents },
          { label: "Federal excise tax", cents: summary.federalExciseTaxInCents },
          { label: tireFeeLabel(summary.tax), cents: summary.tireFeeInCents },
          {
            // Worked out where the tires go once a delivery is chosen; from the ZIP until then.
            label: salesTaxLabel(summary.tax, { estimate: !cart.cartShippingAddressPresent }),
            cents: summary.salesTaxInCents,
            always: true,
            ...(summary.tax ? {} : { text: TAX_AT_CHECKOUT }),
          },
        ]}
      />
      <SignUpOfferNote cart={cart} invite={inviteToSignUp} />
    </>
  );
}
