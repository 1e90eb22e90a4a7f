/**
 * How a quoted set (catalog/installed-set) is labelled wherever a set price is shown: storefront,
 * simple shop and widgets. Free of zod, so a widget's lazy part can take it alone.
 */
import { formatCents } from "../money";
import { SIGN_UP_OFFER_LABEL } from "../sign-up-offer/rules";
import type { InstalledSet } from "./installed-set";

/** How a quoted set's price is shown everywhere it is shown (storefront, simple shop, widgets). */
export type InstalledSetLabel = {
  /** "$1,264.32" */
  amount: string;
  /** "for 4 installed", or "for 4 installed before tax" when the tax is not known. */
  unit: string;
  /** "$1,264.32 for 4 installed" (before tax when it is not known). */
  headline: string;
  /**
   * What the amount covers: "tires, installation, fees and tax, out the door", and "after your
   * $25 sign-up offer" when a new member's first set takes it.
   */
  includes: string;
};

/**
 * The one labelling of a quoted set: its out-the-door total, what the cart of it will charge,
 * and what that covers (before tax when the tax at the shop is not known).
 */
export function installedSetLabel(
  set: Pick<InstalledSet, "quantity" | "taxKnown" | "totalInCents"> &
    Partial<Pick<InstalledSet, "signUpOfferInCents">>,
): InstalledSetLabel {
  const amount = formatCents(set.totalInCents);
  const unit = `for ${set.quantity} installed${set.taxKnown ? "" : " before tax"}`;
  const covers = set.taxKnown
    ? "tires, installation, fees and tax, out the door"
    : "tires, installation and fees, before tax";
  return {
    amount,
    unit,
    headline: `${amount} ${unit}`,
    includes: set.signUpOfferInCents ? `${covers}, after your ${SIGN_UP_OFFER_LABEL}` : covers,
  };
}
