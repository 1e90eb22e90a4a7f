/**
 * The amount an order charges, from the priced cart: payment-type and military discounts are
 * each a share of the merchandise (tires, installation and coverage after promotions); shipping
 * and federal excise tax are added after them, undiscounted.
 */
export type OrderAmounts = {
  productsCents: number;
  installationCents: number;
  roadHazardCents: number;
  discountCents: number;
  paymentDiscountCents: number;
  militaryDiscountCents: number;
  shippingCents: number;
  federalExciseTaxCents: number;
  totalCents: number;
};

export function orderAmounts(input: {
  cart: {
    productsInCents: number;
    installationInCents: number;
    roadHazardInCents: number;
    discountInCents: number;
    shippingInCents: number;
  };
  paymentDiscountPercent: number;
  militaryDiscountPercent: number;
  federalExciseTaxCents: number;
}): OrderAmounts {
  const { cart } = input;
  const merchandise = Math.max(
    0,
    cart.productsInCents + cart.installationInCents + cart.roadHazardInCents - cart.discountInCents,
  );
  const share = (percent: number) => Math.round((merchandise * percent) / 100);
  const paymentDiscountCents = share(input.paymentDiscountPercent);
  const militaryDiscountCents = share(input.militaryDiscountPercent);
  return {
    productsCents: cart.productsInCents,
    installationCents: cart.installationInCents,
    roadHazardCents: cart.roadHazardInCents,
    discountCents: cart.discountInCents,
    paymentDiscountCents,
    militaryDiscountCents,
    shippingCents: cart.shippingInCents,
    federalExciseTaxCents: input.federalExciseTaxCents,
    totalCents:
      merchandise -
      paymentDiscountCents -
      militaryDiscountCents +
      cart.shippingInCents +
      input.federalExciseTaxCents,
  };
}
