import { FINANCING_RULE, type InstalledSet, installedSetLabel } from "@treadkit/core/catalog";
import { formatCents } from "@treadkit/core/money";
import { SIGN_UP_OFFER_LABEL } from "@treadkit/core/sign-up-offer";
import { Link } from "react-router";

/**
 * The out-the-door price of a set of four: the tires installed at the shop, with the fees and
 * the sales tax there, as the cart will charge it; and what it comes to a month financed.
 */
export function OutTheDoor({ quote }: { quote: InstalledSet }) {
  const label = installedSetLabel(quote);
  const rows: [string, number][] = [
    [`${quote.quantity} tires`, quote.productsInCents],
    ["Installation", quote.installationInCents],
    ["Discount", -quote.discountInCents],
    [SIGN_UP_OFFER_LABEL, -quote.signUpOfferInCents],
    ["Shipping", quote.shippingInCents],
    ["Federal excise tax", quote.federalExciseTaxInCents],
    ["Tire fee", quote.tireFeeInCents],
    ["Sales tax", quote.salesTaxInCents],
  ];
  return (
    <section className="out-the-door" aria-labelledby="out-the-door-title">
      <h2 id="out-the-door-title" className="out-the-door__title">
        {label.headline}
      </h2>
      <p>{`At ${quote.installer.company}, ${quote.installer.distanceMiles} mi away: ${label.includes}.`}</p>
      <dl className="checkout-amounts">
        {rows
          .filter(([, cents]) => cents !== 0)
          .map(([label, cents]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{cents < 0 ? `−${formatCents(-cents)}` : formatCents(cents)}</dd>
            </div>
          ))}
      </dl>
      <p className="out-the-door__financing">
        {`As low as ${formatCents(quote.financing.monthlyInCents)}/mo`}{" "}
        <span className="out-the-door__note">
          ({FINANCING_RULE} <Link to="/financing">About financing</Link>)
        </span>
      </p>
    </section>
  );
}
