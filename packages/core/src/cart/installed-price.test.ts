import { describe, expect, it } from "vitest";
import { installationInCents } from "./installed-price";
import { priceCart } from "./pricing";

describe("installation at a shop", () => {
  it("charges the shop's price for each tire, for the whole quantity", () => {
    expect(installationInCents({ quantity: 4, isInstallable: true }, 2_500)).toBe(10_000);
  });

  it("charges no installation for a tire that cannot be fitted, or without a shop price", () => {
    expect(installationInCents({ quantity: 4, isInstallable: false }, 2_500)).toBe(0);
    expect(installationInCents({ quantity: 4, isInstallable: true }, null)).toBe(0);
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
    expect(totals.installationInCents).toBe(installationInCents(line, 2_500));
  });
});
