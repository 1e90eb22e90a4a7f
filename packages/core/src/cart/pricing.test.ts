import { describe, expect, it } from "vitest";
import { cartTotals } from "./pricing";

describe("cartTotals", () => {
  it("adds products and installation per installable tire, in cents", () => {
    const totals = cartTotals(
      [
        { quantity: 2, salePriceInCents: 18_899, isInstallable: true },
        { quantity: 2, salePriceInCents: 20_999, isInstallable: true },
        { quantity: 1, salePriceInCents: 9_999, isInstallable: false },
      ],
      2_200,
    );
    expect(totals).toEqual({
      quantity: 5,
      productsInCents: 89_795,
      installationInCents: 8_800,
      totalInCents: 98_595,
    });
  });

  it("charges no installation without a shop", () => {
    expect(
      cartTotals([{ quantity: 4, salePriceInCents: 10_000, isInstallable: true }], null)
        .installationInCents,
    ).toBe(0);
  });
});
