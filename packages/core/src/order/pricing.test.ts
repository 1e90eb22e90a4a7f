import { describe, expect, it } from "vitest";
import type { TaxableCart, TaxRule } from "../tax/rules";
import { orderAmounts } from "./pricing";

/** No place known: no tax. */
const untaxed = { basis: { lines: [], shippingInCents: 0 }, rule: null, exempt: false };

const cart = {
  productsInCents: 80_000,
  installationInCents: 10_000,
  roadHazardInCents: 6_000,
  discountInCents: 6_000,
  signUpOfferInCents: 0,
  shippingInCents: 2_000,
  federalExciseTaxInCents: 0,
};

describe("orderAmounts", () => {
  it("charges the cart when no discount or tax applies", () => {
    const amounts = orderAmounts({
      cart,
      paymentDiscountPercent: 0,
      militaryDiscountPercent: 0,
      tax: untaxed,
    });
    expect(amounts.totalCents).toBe(80_000 + 10_000 + 6_000 - 6_000 + 2_000);
  });

  it("charges the cart's sign-up offer, and takes the payment discount on what is left", () => {
    const amounts = orderAmounts({
      cart: { ...cart, signUpOfferInCents: 2_500 },
      paymentDiscountPercent: 10,
      militaryDiscountPercent: 0,
      tax: untaxed,
    });
    expect(amounts.signUpOfferCents).toBe(2_500);
    // Merchandise 96,000 - 6,000 - 2,500 = 87,500; 10% of it is 8,750.
    expect(amounts.paymentDiscountCents).toBe(8_750);
    expect(amounts.totalCents).toBe(87_500 - 8_750 + 2_000);
  });

  it("takes the payment-type and military discounts off the merchandise, not shipping or tax", () => {
    const amounts = orderAmounts({
      cart: { ...cart, federalExciseTaxInCents: 1_234 },
      paymentDiscountPercent: 10,
      militaryDiscountPercent: 5,
      tax: untaxed,
    });
    expect(amounts.paymentDiscountCents).toBe(9_000);
    expect(amounts.militaryDiscountCents).toBe(4_500);
    expect(amounts.totalCents).toBe(90_000 - 9_000 - 4_500 + 2_000 + 1_234);
  });

  it("takes an occupation discount off the merchandise with the payment discount", () => {
    const amounts = orderAmounts({
      cart,
      paymentDiscountPercent: 10,
      militaryDiscountPercent: 0,
      occupationDiscountPercent: 10,
      tax: untaxed,
    });
    expect(amounts.occupationDiscountCents).toBe(9_000);
    expect(amounts.totalCents).toBe(90_000 - 9_000 - 9_000 + 2_000);
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
      tax: untaxed,
    });
    expect(amounts.paymentDiscountCents).toBe(33);
    expect(amounts.militaryDiscountCents).toBe(17);
    // An occupation's 5% of 123.45 is 6.1725: 617 of 12,345 cents rounds to 617.
    const teacher = orderAmounts({
      cart: { ...odd, productsInCents: 12_345 },
      paymentDiscountPercent: 0,
      militaryDiscountPercent: 0,
      occupationDiscountPercent: 5,
      tax: untaxed,
    });
    expect(teacher.occupationDiscountCents).toBe(617);
  });
});

/** 8.25%, labour and shipping taxed, a $1.75 tire fee that is itself taxed. */
const RULE: TaxRule = {
  state: "TX",
  stateRatePpm: 62_500,
  localRatePpm: 20_000,
  taxesInstallation: true,
  taxesShipping: false,
  taxesRoadHazard: true,
  tireFeeInCents: 175,
  taxesTireFee: true,
};

/** The cart above as tax sees it: two lines, the $60 promotion already off their tires. */
const basis: TaxableCart = {
  shippingInCents: 2_000,
  lines: [
    {
      productId: "1",
      quantity: 2,
      tiresInCents: 37_000,
      installationInCents: 5_000,
      roadHazardInCents: 3_000,
    },
    {
      productId: "2",
      quantity: 2,
      tiresInCents: 37_000,
      installationInCents: 5_000,
      roadHazardInCents: 3_000,
    },
  ],
};

describe("orderAmounts with sales tax", () => {
  const taxed = (percent: number, exempt = false) =>
    orderAmounts({
      cart,
      paymentDiscountPercent: percent,
      militaryDiscountPercent: 0,
      tax: { basis, rule: RULE, exempt },
    });

  it("taxes each line's tires, labour, coverage and tire fee, and adds the tax and fee", () => {
    const amounts = taxed(0);
    // Per line: 37,000 + 5,000 + 3,000 + 2 × 175 = 45,350 × 8.25% = 3,741.375 → 3,741.
    expect(amounts.tax?.lines.map((l) => l.taxInCents)).toEqual([3_741, 3_741]);
    expect(amounts.salesTaxCents).toBe(7_482);
    expect(amounts.tireFeeCents).toBe(4 * 175);
    expect(amounts.totalCents).toBe(90_000 + 2_000 + 7_482 + 700);
  });

  it("taxes what is paid after the payment-type discount, not the price before it", () => {
    const amounts = taxed(10);
    expect(amounts.paymentDiscountCents).toBe(9_000);
    // 9,000 off 90,000 of taxed merchandise: each line's 45,000 becomes 40,500, plus 350 of fee.
    expect(amounts.tax?.lines.map((l) => l.taxInCents)).toEqual([3_370, 3_370]);
    expect(amounts.totalCents).toBe(90_000 - 9_000 + 2_000 + 6_740 + 700);
  });

  it("taxes what is paid after an occupation discount, like the payment-type one", () => {
    const amounts = orderAmounts({
      cart,
      paymentDiscountPercent: 0,
      militaryDiscountPercent: 0,
      occupationDiscountPercent: 10,
      tax: { basis, rule: RULE, exempt: false },
    });
    expect(amounts.occupationDiscountCents).toBe(9_000);
    expect(amounts.tax?.lines.map((l) => l.taxInCents)).toEqual([3_370, 3_370]);
    expect(amounts.totalCents).toBe(90_000 - 9_000 + 2_000 + 6_740 + 700);
  });

  it("charges an exempt buyer no tax, but the state's tire fee still", () => {
    const amounts = taxed(0, true);
    expect(amounts.salesTaxCents).toBe(0);
    expect(amounts.tireFeeCents).toBe(700);
    expect(amounts.tax?.exempt).toBe(true);
    expect(amounts.totalCents).toBe(90_000 + 2_000 + 700);
  });
});
