import type { UserType } from "../session/rules";

/**
 * The sign-up offer (storefront.md §1, §9: "a sign-up offer of $25 off"): a member's first order
 * takes $25 off its tires, once per member, when it holds a set.
 *
 * What the store decided where the spec says no more:
 * - "First set": the member's first order (an order not cancelled, by their account or by their
 *   account's e-mail, as a guest too) with at least 4 tires. A first order of fewer tires does
 *   not get it and uses it up: a later order is no longer the first.
 * - Once per member: the order that takes it records its use, and the database holds one use per
 *   member also under concurrent orders. A cancelled order gives it back.
 * - It combines with deals and promo codes, as promo codes combine with one another (README,
 *   "Promotions, coupons and road hazard"): it comes off last, and never more than what is left
 *   of the tires after them.
 * - Personal accounts only (retail and retail member): business accounts buy at their own prices.
 */

export const SIGN_UP_OFFER_CENTS = 2_500;
/** A set of tires: the fewest an order needs for the offer. */
export const SIGN_UP_OFFER_MIN_TIRES = 4;
/** The buyer kinds that sign up for themselves. */
export const SIGN_UP_OFFER_BUYERS: readonly UserType[] = ["retail", "retail_member"];
/** The page of the offer's rules. */
export const SIGN_UP_OFFER_PATH = "/sign-up-offer";

const AMOUNT = `$${SIGN_UP_OFFER_CENTS / 100}`;

// --- What shoppers read ------------------------------------------------------------------

/** The line of the cart and order totals. */
export const SIGN_UP_OFFER_LABEL = `${AMOUNT} sign-up offer`;
export const SIGN_UP_OFFER_RULES_LINK = "Offer rules";
export const SIGN_UP_OFFER_TITLE = `${AMOUNT} off your first set of tires`;
/** The offer in one sentence, as the store's copy tells it. */
export const SIGN_UP_OFFER_PITCH = `Sign up and get ${AMOUNT} off your first set of tires.`;
export const SIGN_UP_OFFER_APPLIED = `Your first order as a member: ${AMOUNT} off a set of ${SIGN_UP_OFFER_MIN_TIRES} or more tires.`;
export const SIGN_UP_OFFER_NEEDS_SET = `Add ${SIGN_UP_OFFER_MIN_TIRES} tires to your cart to get your ${SIGN_UP_OFFER_LABEL}.`;
export const SIGN_UP_OFFER_SIGN_IN = `Sign in or create an account to get ${AMOUNT} off your first set of tires.`;
/** A concurrent order of the same member took the offer first. */
export const SIGN_UP_OFFER_TAKEN_MESSAGE = `The ${SIGN_UP_OFFER_LABEL} was used on another order. Please review your order.`;

/** The rules in full, as the rules page lists them. */
export const SIGN_UP_OFFER_RULES: readonly string[] = [
  `${AMOUNT} off the tires of your first order as a Treadkit member.`,
  `The order needs a set: at least ${SIGN_UP_OFFER_MIN_TIRES} tires.`,
  "Once per member. A first order of fewer tires does not get it, and the next order is no longer the first.",
  "For a first order only: an account whose e-mail has ordered before, also as a guest, does not get it.",
  "It comes off after deals and promo codes, and never more than the tires cost.",
  "An order that is cancelled gives the offer back.",
  "For personal accounts; business, fleet, partner and employee accounts buy at their own prices.",
];

// --- Who gets it -------------------------------------------------------------------------

/**
 * Where a shopper stands: a guest may sign up for it; a member has it available, has used it,
 * has ordered before without it, or buys as a business (never offered).
 */
export type SignUpOfferStanding = "guest" | "available" | "used" | "ordered" | "notOffered";

/** The shopper's standing from what the store knows of them; null member: a guest. */
export function signUpOfferStanding(
  member: { userType: string; hasOrdered: boolean; used: boolean } | null,
): SignUpOfferStanding {
  if (!member) return "guest";
  if (!(SIGN_UP_OFFER_BUYERS as readonly string[]).includes(member.userType)) return "notOffered";
  if (member.used) return "used";
  return member.hasOrdered ? "ordered" : "available";
}

/** What the account page says of the offer. */
export const SIGN_UP_OFFER_STATUS: Record<SignUpOfferStanding, string> = {
  guest: SIGN_UP_OFFER_SIGN_IN,
  available: `Still available: ${AMOUNT} off your first order of ${SIGN_UP_OFFER_MIN_TIRES} or more tires.`,
  used: `Used: your first order took the ${SIGN_UP_OFFER_LABEL}.`,
  ordered: `No longer available: the offer is for a first order, and this account has ordered before.`,
  notOffered: "Not offered to business accounts: they buy at their own prices.",
};

/** The offer as a cart shows it: applied, waiting for a set, or a guest's way to get it. */
export type SignUpOfferOnCart = {
  state: "applied" | "needsSet" | "signIn";
  amountInCents: number;
  message: string;
};

/**
 * The offer on a cart of `tireQuantity` tires whose tires cost `tiresLeftInCents` after every
 * other discount: $25 of it for an available member with a set, nothing otherwise. Null where
 * the cart says nothing of it (used, ordered before, a business account, no tires).
 */
export function signUpOfferOnCart(
  standing: SignUpOfferStanding,
  cart: { tireQuantity: number; tiresLeftInCents: number },
): SignUpOfferOnCart | null {
  if (cart.tireQuantity === 0) return null;
  if (standing === "guest")
    return { state: "signIn", amountInCents: 0, message: SIGN_UP_OFFER_SIGN_IN };
  if (standing !== "available") return null;
  if (cart.tireQuantity < SIGN_UP_OFFER_MIN_TIRES)
    return { state: "needsSet", amountInCents: 0, message: SIGN_UP_OFFER_NEEDS_SET };
  return {
    state: "applied",
    amountInCents: Math.min(SIGN_UP_OFFER_CENTS, Math.max(0, cart.tiresLeftInCents)),
    message: SIGN_UP_OFFER_APPLIED,
  };
}

/** The offer's status as the account page shows it. */
export function signUpOfferStatus(standing: SignUpOfferStanding) {
  return {
    standing,
    message: SIGN_UP_OFFER_STATUS[standing],
    amountInCents: standing === "available" ? SIGN_UP_OFFER_CENTS : 0,
  };
}
