import { describe, expect, it } from "vitest";
import { installationInCents, installedPrice } from "./installed-price";
import { priceCart } from "./pricing";

describe("installed price", () => {
  it("adds the shop's installation to each tire, for the whole quantity", () => {
    expect(installedPrice({ salePriceInCents: 12_999, isInstallable: true }, 2_500, 4)).toEqual({
      perTireInCents: 15_499,
      tiresInCents: 51_996,
      installationInCents: 10_000,
      totalInCents: 61_996,
    });
  });

  it("charges no installation for a tire that cannot be fitted, or without a shop price", () => {
    expect(installationInCents({ quantity: 4, isInstallable: false }, 2_500)).toBe(0);
    expect(installationInCents({ quantity: 4, isInstallable: true }, null)).toBe(0);
    expect(
      installedPrice({ salePriceInCents: 9_000, isInstallable: false }, 2_500, 2),
    ).toMatchObject({ perTireInCents: 9_000, totalInCents: 18_000 });
  });

  it("has no price for a tire sold on request", () => {
    expect(installedPrice({ salePriceInCents: null, isInstallable: true }, 2_500, 4)).toBeNull();
  });

  it("is what the cart charges for the same tires at the same shop", () => {
    const line = {
      productId: 1,
      quantity: 4,
      salePriceInCents: 12_999,
      brandId: 1,
      productLineId: 1,
      isInstallable: true,
      isCommercial: false,
      includesRoadHazard: false,
      roadHazardOption: 0 as const,
      loadIndex: "94",
    };
    const { totals } = priceCart({
      lines: [line],
      installPricePerTireInCents: 2_500,
      roadHazardOffered: true,
      automaticPromotions: [],
      coupons: [],
      shippingInCents: 0,
      now: new Date("2026-11-22T12:00:00Z"),
    });
    const shown = installedPrice({ salePriceInCents: 12_999, isInstallable: true }, 2_500, 4);
    expect(totals.installationInCents).toBe(shown?.installationInCents);
    expect(totals.totalInCents).toBe(shown?.totalInCents);
  });
});
