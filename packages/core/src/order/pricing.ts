import {
  discountTaxableCart,
  quoteTax,
  type TaxableCart,
  type TaxQuote,
  type TaxRule,
} from "../tax/rules";

/**
 * The amount an order charges, from the priced cart: payment-type, military and occupation
 * discounts are each a share of the merchandise (tires, installation and coverage after
 * promotions and the sign-up offer); shipping and federal excise tax are added after them, undiscounted. Sales tax is on what is paid for the
 * merchandise after every discount, at the place the tires are handed over; the state's tire fee
 * is added with it.
 */
export type OrderAmounts = {
  productsCents: number;
  installationCents: number;
  roadHazardCents: number;
  discountCents: number;
  /** The member's sign-up offer, off the tires like the promotions (the cart's own figure). */
  signUpOfferCents: number;
  paymentDiscountCents: number;
  militaryDiscountCents: number;
  /** An employee's occupation discount (never with a military one: the larger applies). */
  occupationDiscountCents: number;
  shippingCents: number;
  federalExciseTaxCents: number;
  salesTaxCents: number;
  tireFeeCents: number;
  /** The tax worked out line by line; null where no rule applied (no tax charged). */
  tax: TaxQuote | null;
  totalCents: number;
};

export function orderAmounts(input: {
  cart: {
    productsInCents: number;
    installationInCents: number;
    roadHazardInCents: number;
    discountInCents: number;
    signUpOfferInCents: number;
    shippingInCents: number;
    /** The cart's own excise tax (priceCart): the order charges what every step showed. */
    federalExciseTaxInCents: number;
  };
  paymentDiscountPercent: number;
  militaryDiscountPercent: number;
  /** 0 where none applies. */
  occupationDiscountPercent?: number;
  /** The cart's lines as tax sees them after promotions, the place's rule, the buyer's exemption. */
  tax: { basis: TaxableCart; rule: TaxRule | null; exempt: boolean };
}): OrderAmounts {
  const { cart } = input;
  const merchandise = Math.max(
    0,
    cart.productsInCents +
      cart.installationInCents +
      cart.roadHazardInCents -
      cart.discountInCents -
      cart.signUpOfferInCents,
  );
  const share = (percent: number) => Math.round((merchandise * percent) / 100);
  const paymentDiscountCents = share(input.paymentDiscountPercent);
  const militaryDiscountCents = share(input.militaryDiscountPercent);
  const occupationDiscountCents = share(input.occupationDiscountPercent ?? 0);
  const buyerDiscounts = paymentDiscountCents + militaryDiscountCents + occupationDiscountCents;
  const tax = input.tax.rule
    ? quoteTax(discountTaxableCart(input.tax.basis, buyerDiscounts), input.tax.rule, {
        exempt: input.tax.exempt,
      })
    : null;
  const salesTaxCents = tax?.taxInCents ?? 0;
  const tireFeeCents = tax?.tireFeeInCents ?? 0;
  return {
    productsCents: cart.productsInCents,
    installationCents: cart.installationInCents,
    roadHazardCents: cart.roadHazardInCents,
    discountCents: cart.discountInCents,
    signUpOfferCents: cart.signUpOfferInCents,
    paymentDiscountCents,
    militaryDiscountCents,
    occupationDiscountCents,
    shippingCents: cart.shippingInCents,
    federalExciseTaxCents: cart.federalExciseTaxInCents,
    salesTaxCents,
    tireFeeCents,
    tax,
    totalCents:
      merchandise -
      buyerDiscounts +
      cart.shippingInCents +
      cart.federalExciseTaxInCents +
      salesTaxCents +
      tireFeeCents,
  };
}
