import { describe, expect, it } from "vitest";
import { SIGN_UP_OFFER_APPLIED, type SignUpOfferStanding } from "../sign-up-offer/rules";
import type { TaxRule } from "../tax/rules";
import {
  type CartTaxInput,
  PROMO_NOT_APPLICABLE,
  type PricingLine,
  type Promotion,
  priceCart,
} from "./pricing";
import { PROMO_CODE_EXPIRED } from "./rules";

const NOW = new Date("2026-11-22T12:00:00Z");

const line = (overrides: Partial<PricingLine> = {}): PricingLine => ({
  productId: 1,
  quantity: 4,
  salePriceInCents: 10_000,
  brandId: 10,
  productLineId: 100,
  isInstallable: true,
  isCommercial: false,
  includesRoadHazard: false,
  roadHazardOption: 0,
  loadIndex: "91",
  ...overrides,
});

const promotion = (overrides: Partial<Promotion> = {}): Promotion => ({
  promotionId: 1,
  promoCode: "SAVE",
  title: "Save",
  discountType: "Flat Amount",
  target: "tires",
  amount: 50,
  brandId: null,
  productLineId: null,
  minCartQuantity: null,
  maxCartQuantity: null,
  alertMessage: null,
  endsAt: null,
  ...overrides,
});

function price(input: {
  lines?: PricingLine[];
  install?: number | null;
  roadHazardOffered?: boolean;
  automatic?: Promotion[];
  coupons?: Promotion[];
  shipping?: number;
  tax?: CartTaxInput;
  signUpOffer?: SignUpOfferStanding;
}) {
  return priceCart({
    lines: input.lines ?? [line()],
    installPricePerTireInCents: input.install ?? null,
    roadHazardOffered: input.roadHazardOffered ?? true,
    automaticPromotions: input.automatic ?? [],
    coupons: input.coupons ?? [],
    shippingInCents: input.shipping ?? 0,
    now: NOW,
    ...(input.tax ? { tax: input.tax } : {}),
    ...(input.signUpOffer ? { signUpOffer: input.signUpOffer } : {}),
  });
}

describe("priceCart totals", () => {
  it("adds tires, installation per installable tire, coverage and shipping, less discounts", () => {
    const { totals } = price({
      lines: [
        line({ productId: 1, quantity: 2, salePriceInCents: 18_899, roadHazardOption: 1 }),
        line({ productId: 2, quantity: 1, salePriceInCents: 9_999, isInstallable: false }),
      ],
      install: 2_200,
      coupons: [promotion({ amount: 10 })],
      shipping: 2_000,
    });
    expect(totals).toEqual({
      quantity: 3,
      productsInCents: 47_797,
      installationInCents: 4_400,
      roadHazardInCents: 5_000,
      discountInCents: 1_000,
      signUpOfferInCents: 0,
      shippingInCents: 2_000,
      federalExciseTaxInCents: 0,
      salesTaxInCents: 0,
      tireFeeInCents: 0,
      tax: null,
      totalInCents: 47_797 + 4_400 + 5_000 + 2_000 - 1_000,
    });
  });

  it("adds the federal excise tax of heavy tires, undiscounted and untaxed", () => {
    // Load index 126 is 3,740 lb: 24 full 10 lb over 3,500 at 9.45 cents is 227 cents a tire.
    const heavy = line({ quantity: 4, salePriceInCents: 20_000, loadIndex: "126/123" });
    const plain = price({
      lines: [{ ...heavy, loadIndex: "121" }],
      tax: { rule: RULE, exempt: false },
    });
    const { totals, lines } = price({
      lines: [heavy],
      coupons: [promotion({ discountType: "Percentage", amount: 50 })],
      tax: { rule: RULE, exempt: false },
    });
    expect(lines[0]?.federalExciseTaxInCents).toBe(908);
    expect(totals.federalExciseTaxInCents).toBe(908);
    expect(totals.discountInCents).toBe(40_000);
    expect(totals.salesTaxInCents).toBe(Math.round(plain.totals.salesTaxInCents / 2));
    expect(totals.totalInCents).toBe(
      80_000 - 40_000 + 908 + totals.salesTaxInCents + totals.tireFeeInCents,
    );
  });

  it("charges no installation without a shop", () => {
    expect(price({ install: null }).totals.installationInCents).toBe(0);
  });
});

/** 6.25% + 2%: tires and coverage taxed, labour and shipping not, a $1.00 untaxed tire fee. */
const RULE: TaxRule = {
  state: "TX",
  stateRatePpm: 62_500,
  localRatePpm: 20_000,
  taxesInstallation: false,
  taxesShipping: false,
  taxesRoadHazard: true,
  tireFeeInCents: 100,
  taxesTireFee: false,
};

describe("sales tax in the cart", () => {
  const lines = [
    line({ productId: 1, quantity: 4, salePriceInCents: 10_000, roadHazardOption: 1 }),
    line({ productId: 2, quantity: 2, salePriceInCents: 15_000, brandId: 20 }),
  ];

  it("taxes each line after the promotions on it, and adds the tax and the tire fee", () => {
    const { totals, taxBasis } = price({
      lines,
      install: 2_500,
      // $100 off the brand-10 tires only: line 1's taxed tires are 40,000 − 10,000.
      coupons: [promotion({ amount: 100, brandId: 10 })],
      shipping: 1_500,
      tax: { rule: RULE, exempt: false },
    });
    expect(taxBasis.lines.map((l) => l.tiresInCents)).toEqual([30_000, 30_000]);
    const coverage = totals.roadHazardInCents;
    // Line 1: (30,000 + its coverage) × 8.25%; line 2: 30,000 × 8.25% = 2,475.
    const line1 = Math.floor(((30_000 + coverage) * 82_500 + 500_000) / 1_000_000);
    expect(totals.salesTaxInCents).toBe(line1 + 2_475);
    expect(totals.tireFeeInCents).toBe(600);
    expect(totals.tax).toEqual({ state: "TX", ratePpm: 82_500, exempt: false });
    expect(totals.totalInCents).toBe(
      70_000 + 15_000 + coverage + 1_500 - 10_000 + totals.salesTaxInCents + 600,
    );
  });

  it("charges an exempt buyer no tax, and says so", () => {
    const { totals } = price({ lines, tax: { rule: RULE, exempt: true } });
    expect(totals.salesTaxInCents).toBe(0);
    expect(totals.tax?.exempt).toBe(true);
    expect(totals.tireFeeInCents).toBe(600);
  });

  it("adds nothing while the place is unknown", () => {
    const { totals } = price({ lines, tax: { rule: null, exempt: false } });
    expect([totals.salesTaxInCents, totals.tireFeeInCents, totals.tax]).toEqual([0, 0, null]);
  });
});

describe("promotion discount types", () => {
  it("Flat Amount takes dollars off, never more than the tires cost", () => {
    expect(price({ coupons: [promotion({ amount: 50 })] }).coupons[0]?.discountInCents).toBe(5_000);
    const cheap = [line({ quantity: 1, salePriceInCents: 3_000 })];
    expect(
      price({ lines: cheap, coupons: [promotion({ amount: 50 })] }).coupons[0]?.discountInCents,
    ).toBe(3_000);
  });

  it("Percentage takes a share of its target", () => {
    const coupon = promotion({ discountType: "Percentage", amount: 15 });
    expect(price({ coupons: [coupon] }).coupons[0]?.discountInCents).toBe(6_000);
    const onInstall = promotion({ discountType: "Percentage", amount: 50, target: "installation" });
    expect(price({ install: 2_000, coupons: [onInstall] }).coupons[0]?.discountInCents).toBe(4_000);
  });

  it("Buy3Get1 makes every fourth tire free, the cheapest of each four", () => {
    const lines = [
      line({ productId: 1, quantity: 4, salePriceInCents: 20_000 }),
      line({ productId: 2, quantity: 3, salePriceInCents: 10_000 }),
    ];
    const coupon = promotion({ discountType: "Buy3Get1" });
    // Sorted: 200 200 200 [200] 100 100 100 → one free tire at 200; the second four is incomplete.
    expect(price({ lines, coupons: [coupon] }).coupons[0]?.discountInCents).toBe(20_000);
    const eight = [line({ quantity: 8, salePriceInCents: 10_000 })];
    expect(price({ lines: eight, coupons: [coupon] }).coupons[0]?.discountInCents).toBe(20_000);
  });

  it("Free makes its target cost nothing", () => {
    const coupon = promotion({ discountType: "Free", target: "installation" });
    const { coupons, totals } = price({ install: 2_500, coupons: [coupon] });
    expect(coupons[0]?.discountInCents).toBe(10_000);
    expect(totals.totalInCents).toBe(40_000);
  });

  it("road hazard is free with a 100 percent road-hazard promotion", () => {
    const trc = promotion({
      promoCode: null,
      discountType: "Percentage",
      amount: 100,
      target: "roadHazard",
    });
    const { lines, totals } = price({
      lines: [line({ roadHazardOption: 1 })],
      automatic: [trc],
    });
    expect(lines[0]?.siteProductPromotion).toEqual({
      linkToTRCProm: true,
      couponAmount: "100.00",
      couponAmountType: "percentage",
      alreadyAppliedIntoCart: true,
    });
    expect(totals.roadHazardInCents).toBe(5_600);
    expect(totals.discountInCents).toBe(5_600);
    expect(totals.totalInCents).toBe(40_000);
  });
});

describe("promotion conditions", () => {
  it("applies only to the brand or line it names", () => {
    const lines = [
      line({ productId: 1, brandId: 10, quantity: 4 }),
      line({ productId: 2, brandId: 20, quantity: 4 }),
    ];
    const coupon = promotion({ discountType: "Percentage", amount: 10, brandId: 20 });
    expect(price({ lines, coupons: [coupon] }).coupons[0]?.discountInCents).toBe(4_000);
    const other = promotion({ discountType: "Percentage", amount: 10, productLineId: 999 });
    expect(price({ lines, coupons: [other] }).coupons[0]).toMatchObject({
      discountInCents: 0,
      errorDescription: PROMO_NOT_APPLICABLE,
    });
  });

  it("denies a coupon outside its minimum and maximum quantity, with its alert message", () => {
    const coupon = promotion({ minCartQuantity: 4, alertMessage: "Buy 4 tires to save $50" });
    const two = price({ lines: [line({ quantity: 2 })], coupons: [coupon] });
    expect(two.coupons[0]).toMatchObject({
      discountInCents: 0,
      errorDescription: "Buy 4 tires to save $50",
      minCartQunatity: 4,
    });
    expect(two.totals.discountInCents).toBe(0);
    const capped = promotion({ maxCartQuantity: 4 });
    expect(
      price({ lines: [line({ quantity: 6 })], coupons: [capped] }).coupons[0]?.errorDescription,
    ).toBe("This deal applies to at most 4 tires; your cart has 6.");
  });

  it("denies a coupon that ended while in the cart", () => {
    const coupon = promotion({ endsAt: new Date("2026-11-01T00:00:00Z") });
    expect(price({ coupons: [coupon] }).coupons[0]?.errorDescription).toBe(PROMO_CODE_EXPIRED);
  });

  it("never discounts a target below zero when promotions stack", () => {
    const half = promotion({ promotionId: 1, discountType: "Percentage", amount: 60 });
    const more = promotion({
      promotionId: 2,
      promoCode: "MORE",
      discountType: "Percentage",
      amount: 60,
    });
    const { coupons, totals } = price({ coupons: [half, more] });
    expect(coupons.map((c) => c.discountInCents)).toEqual([24_000, 16_000]);
    expect(totals.totalInCents).toBe(0);
  });

  it("marks an automatic promotion the cart does not meet as not yet applied", () => {
    const deal = promotion({ promoCode: null, minCartQuantity: 4 });
    const { lines, totals } = price({ lines: [line({ quantity: 2 })], automatic: [deal] });
    expect(lines[0]?.siteProductPromotion).toEqual({
      linkToTRCProm: false,
      couponAmount: "50.00",
      couponAmountType: "amount",
      alreadyAppliedIntoCart: false,
    });
    expect(totals.discountInCents).toBe(0);
  });
});

describe("road hazard on lines", () => {
  it("reports selected coverage as state 1 with its cost for the quantity", () => {
    const { lines } = price({ lines: [line({ roadHazardOption: 2, quantity: 2 })] });
    expect(lines[0]).toMatchObject({ roadHazardState: 1, roadHazardCostInCents: 2 * 2 * 1_400 });
  });

  it("reports a maker's own protection as state 2 and charges nothing", () => {
    const { lines } = price({ lines: [line({ includesRoadHazard: true, roadHazardOption: 1 })] });
    expect(lines[0]).toMatchObject({ roadHazardState: 2, roadHazardCostInCents: 0 });
  });

  it("charges nothing and reports no state where road hazard is hidden", () => {
    const { lines, totals } = price({
      lines: [line({ roadHazardOption: 1 })],
      roadHazardOffered: false,
    });
    expect(lines[0]).toMatchObject({ roadHazardState: 0, roadHazardCostInCents: 0 });
    expect(totals.roadHazardInCents).toBe(0);
  });
});

describe("promotions the server qualifies", () => {
  it("takes no more than a capped promotion's maximum", () => {
    const upTo = promotion({ discountType: "Percentage", amount: 30, maxDiscountInCents: 7_500 });
    // 30 percent of $400 is $120: capped at $75.
    expect(price({ coupons: [upTo] }).coupons[0]?.discountInCents).toBe(7_500);
    const cheap = [line({ quantity: 1, salePriceInCents: 10_000 })];
    expect(price({ lines: cheap, coupons: [upTo] }).coupons[0]?.discountInCents).toBe(3_000);
  });

  it("denies a coupon the server refused to this shopper, with the server's reason", () => {
    const refused = promotion({ denial: "For a first order only" });
    const { coupons, totals } = price({ coupons: [refused] });
    expect(coupons[0]).toMatchObject({
      discountInCents: 0,
      errorDescription: "For a first order only",
    });
    expect(totals.discountInCents).toBe(0);
  });
});

describe("the sign-up offer in the cart's totals", () => {
  it("takes $25 off a new member's set of tires, as its own line of the total", () => {
    const without = price({ lines: [line({ quantity: 4 })], install: 2_000 });
    const { totals, signUpOffer } = price({
      lines: [line({ quantity: 4 })],
      install: 2_000,
      signUpOffer: "available",
    });
    expect(signUpOffer).toEqual({
      state: "applied",
      amountInCents: 2_500,
      message: SIGN_UP_OFFER_APPLIED,
    });
    expect(totals.signUpOfferInCents).toBe(2_500);
    expect(totals.discountInCents).toBe(0);
    expect(totals.totalInCents).toBe(without.totals.totalInCents - 2_500);
  });

  it("comes off after the coupons, never below what is left of the tires", () => {
    // Four $20 tires, $50 off: $30 of tires is left, so the offer takes $25; with $70 off, $10.
    const cheap = [line({ quantity: 4, salePriceInCents: 2_000 })];
    const after50 = price({ lines: cheap, coupons: [promotion()], signUpOffer: "available" });
    expect(after50.totals.discountInCents).toBe(5_000);
    expect(after50.totals.signUpOfferInCents).toBe(2_500);
    const after70 = price({
      lines: cheap,
      coupons: [promotion({ amount: 70 })],
      signUpOffer: "available",
    });
    expect(after70.totals.signUpOfferInCents).toBe(1_000);
    expect(after70.totals.totalInCents).toBe(0);
  });

  it("is taxed away with the tires it comes off, line by line", () => {
    const { taxBasis, totals } = price({
      lines: [
        line({ productId: 1, quantity: 2, salePriceInCents: 10_000 }),
        line({ productId: 2, quantity: 2, salePriceInCents: 15_000 }),
      ],
      signUpOffer: "available",
      tax: { rule: RULE, exempt: false },
    });
    // $25 shared 20,000 : 30,000.
    expect(taxBasis.lines.map((l) => l.tiresInCents)).toEqual([19_000, 28_500]);
    expect(totals.salesTaxInCents).toBe(Math.round((47_500 * 82_500) / 1_000_000));
  });

  it("gives nothing below a set, to a guest, or to a member who used it or ordered before", () => {
    const three = price({ lines: [line({ quantity: 3 })], signUpOffer: "available" });
    expect(three.totals.signUpOfferInCents).toBe(0);
    expect(three.signUpOffer?.state).toBe("needsSet");
    const guest = price({ signUpOffer: "guest" });
    expect(guest.totals.signUpOfferInCents).toBe(0);
    expect(guest.signUpOffer?.state).toBe("signIn");
    for (const standing of ["used", "ordered", "notOffered"] as const) {
      const priced = price({ signUpOffer: standing });
      expect(priced.totals.signUpOfferInCents).toBe(0);
      expect(priced.signUpOffer).toBeNull();
    }
    expect(price({}).totals.signUpOfferInCents).toBe(0);
  });
});
