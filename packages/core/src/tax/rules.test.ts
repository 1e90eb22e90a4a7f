import { describe, expect, it } from "vitest";
import {
  allocate,
  discountTaxableCart,
  formatTaxRate,
  quoteTax,
  type TaxRule,
  taxDestination,
  taxOf,
} from "./rules";

/** Austin, TX: 6.25% state + 2% local; labour taxed; no tire fee. */
const AUSTIN: TaxRule = {
  state: "TX",
  stateRatePpm: 62_500,
  localRatePpm: 20_000,
  taxesInstallation: true,
  taxesShipping: true,
  taxesRoadHazard: true,
  tireFeeInCents: 0,
  taxesTireFee: false,
};
/** A state that leaves separately stated installation labour untaxed, with a taxed tire fee. */
const LABOUR_FREE: TaxRule = {
  state: "CA",
  stateRatePpm: 72_500,
  localRatePpm: 15_000,
  taxesInstallation: false,
  taxesShipping: false,
  taxesRoadHazard: false,
  tireFeeInCents: 175,
  taxesTireFee: true,
};

const line = (productId: string, quantity: number, tire: number, install = 0, hazard = 0) => ({
  productId,
  quantity,
  tiresInCents: quantity * tire,
  installationInCents: quantity * install,
  roadHazardInCents: quantity * hazard,
});

describe("taxOf", () => {
  it("rounds half up to the cent, in integers", () => {
    expect(taxOf(10_000, 82_500)).toBe(825);
    // 1.00 × 6.25% = 6.25 cents → 6; 2.00 × 6.25% = 12.5 cents → 13.
    expect(taxOf(100, 62_500)).toBe(6);
    expect(taxOf(200, 62_500)).toBe(13);
    // 6.875% is exact in parts per million: 9.99 × 6.875% = 68.68125 cents → 69.
    expect(taxOf(999, 68_750)).toBe(69);
    expect(taxOf(0, 82_500)).toBe(0);
    expect(taxOf(-500, 82_500)).toBe(0);
  });

  it("formats a rate as a shopper reads it", () => {
    expect(formatTaxRate(82_500)).toBe("8.25%");
    expect(formatTaxRate(68_750)).toBe("6.875%");
    expect(formatTaxRate(0)).toBe("0%");
  });
});

describe("quoteTax", () => {
  it("taxes tires and installation where labour is taxed, per line, then the shipping", () => {
    const quote = quoteTax(
      { lines: [line("1", 4, 11_299, 2_100), line("2", 2, 8_450, 2_100)], shippingInCents: 1_999 },
      AUSTIN,
    );
    expect(quote.ratePpm).toBe(82_500);
    // Line 1: 4 × 112.99 + 4 × 21.00 = 535.96 → 44.2167 → 44.22.
    // Line 2: 2 × 84.50 + 2 × 21.00 = 211.00 → 17.4075 → 17.41.
    expect(quote.lines).toEqual([
      { productId: "1", taxableInCents: 53_596, taxInCents: 4_422 },
      { productId: "2", taxableInCents: 21_100, taxInCents: 1_741 },
    ]);
    // Shipping 19.99 → 1.649… → 1.65.
    expect(quote.shippingTaxInCents).toBe(165);
    expect(quote.taxInCents).toBe(4_422 + 1_741 + 165);
    expect(quote.tireFeeInCents).toBe(0);
  });

  it("leaves labour, shipping and coverage untaxed where the state does, and taxes its tire fee", () => {
    const quote = quoteTax(
      { lines: [line("1", 4, 10_000, 2_500, 1_500)], shippingInCents: 1_000 },
      LABOUR_FREE,
    );
    // 4 × 100.00 tires + 4 × 1.75 fee = 407.00 × 8.75% = 35.6125 → 35.61.
    expect(quote.lines).toEqual([{ productId: "1", taxableInCents: 40_700, taxInCents: 3_561 }]);
    expect(quote.shippingTaxInCents).toBe(0);
    expect(quote.tireFeeInCents).toBe(700);
    expect(quote.taxInCents).toBe(3_561);
  });

  it("charges a tax-exempt buyer no tax, but the tire fee still", () => {
    const quote = quoteTax({ lines: [line("1", 4, 10_000)], shippingInCents: 0 }, LABOUR_FREE, {
      exempt: true,
    });
    expect(quote).toMatchObject({ exempt: true, ratePpm: 0, taxInCents: 0, tireFeeInCents: 700 });
  });

  it("sums per-line roundings, which may differ from rounding the cart's total once", () => {
    // Three lines of 0.10 at 5%: each 0.5 cent → 1 cent; the total of 0.30 would round to 2.
    const rule = { ...AUSTIN, stateRatePpm: 50_000, localRatePpm: 0 };
    const quote = quoteTax(
      { lines: [line("a", 1, 10), line("b", 1, 10), line("c", 1, 10)], shippingInCents: 0 },
      rule,
    );
    expect(quote.taxInCents).toBe(3);
  });
});

describe("allocate", () => {
  it("shares a discount in proportion, in whole cents that add up to it", () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(1_000, [30_000, 10_000])).toEqual([750, 250]);
    expect(allocate(0, [5, 5])).toEqual([0, 0]);
    expect(allocate(10, [0, 0])).toEqual([0, 0]);
    const shares = allocate(9_999, [12_345, 6_789, 1]);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(9_999);
  });
});

describe("taxDestination", () => {
  const shop = { zip: "78704", state: "TX" };
  const home = { zip: "10001", state: "NY" };
  const van = { zip: "78745", state: "TX" };
  const fedex = { zip: "30301", state: "GA" };
  const base = {
    isMobileInstall: false,
    address: home,
    installer: shop,
    installLocation: van,
    pickup: fedex,
    cartZip: "94103",
  };

  it("taxes an installed order at the shop, wherever the shopper lives", () => {
    expect(taxDestination({ ...base, shippingOption: "installer" })).toEqual(shop);
  });
  it("taxes a mobile install at the address the installer comes to", () => {
    expect(taxDestination({ ...base, shippingOption: "installer", isMobileInstall: true })).toEqual(
      van,
    );
  });
  it("taxes a home delivery at the ship-to address, a pickup at the pickup point", () => {
    expect(taxDestination({ ...base, shippingOption: "home" })).toEqual(home);
    expect(taxDestination({ ...base, shippingOption: "fedex" })).toEqual(fedex);
    expect(taxDestination({ ...base, shippingOption: "warehouse" })).toEqual(fedex);
  });
  it("before a delivery is chosen: the shop picked on the way, else the shopper's ZIP", () => {
    expect(taxDestination({ ...base, shippingOption: null })).toEqual(shop);
    expect(taxDestination({ ...base, shippingOption: null, installer: null })).toEqual({
      zip: "94103",
      state: null,
    });
    expect(
      taxDestination({ ...base, shippingOption: null, installer: null, cartZip: null }),
    ).toBeNull();
  });
  it("knows no place for a home delivery without an address", () => {
    expect(taxDestination({ ...base, shippingOption: "home", address: null })).toBeNull();
  });
});

describe("discountTaxableCart", () => {
  it("shares a discount over every part in proportion, in whole cents that add up", () => {
    const cart = {
      shippingInCents: 999,
      lines: [line("1", 4, 10_001, 2_500, 1_000), line("2", 2, 7_333)],
    };
    const before = cart.lines.reduce(
      (n, l) => n + l.tiresInCents + l.installationInCents + l.roadHazardInCents,
      0,
    );
    const after = discountTaxableCart(cart, 1_234);
    const total = after.lines.reduce(
      (n, l) => n + l.tiresInCents + l.installationInCents + l.roadHazardInCents,
      0,
    );
    expect(total).toBe(before - 1_234);
    expect(after.shippingInCents).toBe(999);
    // Installation is 10,000 of 68,670: it carries about 14.6% of the discount.
    expect(after.lines[0]?.installationInCents).toBe(10_000 - 180);
  });
  it("leaves the cart as it is without a discount", () => {
    const cart = { shippingInCents: 0, lines: [line("1", 4, 10_000, 2_500)] };
    expect(discountTaxableCart(cart, 0)).toEqual(cart);
  });
});
