import { describe, expect, it } from "vitest";
import { orderAmounts } from "./pricing";

const cart = {
  productsInCents: 80_000,
  installationInCents: 10_000,
  roadHazardInCents: 6_000,
  discountInCents: 6_000,
  shippingInCents: 2_000,
};

describe("orderAmounts", () => {
  it("charges the cart when no discount or tax applies", () => {
    const amounts = orderAmounts({
      cart,
      paymentDiscountPercent: 0,
      militaryDiscountPercent: 0,
      federalExciseTaxCents: 0,
    });
    expect(amounts.totalCents).toBe(80_000 + 10_000 + 6_000 - 6_000 + 2_000);
  });

  it("takes the payment-type and military discounts off the merchandise, not shipping or tax", () => {
    const amounts = orderAmounts({
      cart,
      paymentDiscountPercent: 10,
      militaryDiscountPercent: 5,
      federalExciseTaxCents: 1_234,
    });
    expect(amounts.paymentDiscountCents).toBe(9_000);
    expect(amounts.militaryDiscountCents).toBe(4_500);
    expect(amounts.totalCents).toBe(90_000 - 9_000 - 4_500 + 2_000 + 1_234);
  });

  it("rounds each discount to the cent", () => {
    const odd = {
      ...cart,
      productsInCents: 333,
      installationInCents: 0,
      roadHazardInCents: 0,
      discountInCents: 0,
    };
    const amounts = orderAmounts({
      cart: odd,
      paymentDiscountPercent: 10,
      militaryDiscountPercent: 5,
      federalExciseTaxCents: 0,
    });
    expect(amounts.paymentDiscountCents).toBe(33);
    expect(amounts.militaryDiscountCents).toBe(17);
  });
});
