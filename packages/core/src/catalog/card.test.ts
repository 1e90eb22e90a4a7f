import { describe, expect, it } from "vitest";
import { cardBadges, cardPrice, deliveryEstimate } from "./card";
import type { CatalogProduct } from "./schemas";

const tire = (
  over: Partial<CatalogProduct> = {},
  sale = 10_000,
  list = 10_000,
): CatalogProduct => ({
  productId: "1",
  brand: { label: "Michelin", slug: "michelin" },
  name: "Pilot Sport 4S",
  productLine: { name: "Pilot Sport 4S", slug: "pilot-sport-4s" },
  size: "225/45R17",
  loadIndex: "94",
  speedRating: "Y",
  categoryName: "Summer",
  type: "Passenger",
  imageList: [],
  priceList: [{ salePriceInCents: sale, listPriceInCents: list }] as CatalogProduct["priceList"],
  link: { href: "/x" },
  minQuantityAllowedForCart: 1,
  curationType: null,
  availability: "ProductStatusAvailable",
  isInstallable: true,
  ...over,
});

describe("cardPrice", () => {
  it("prices the set at the sale price, with the saving on the list price", () => {
    expect(cardPrice(tire({}, 8_999, 10_799), 4)).toEqual({
      eachInCents: 8_999,
      listInCents: 10_799,
      setQuantity: 4,
      setInCents: 35_996,
      setSavingInCents: 7_200,
    });
  });
  it("strikes no list price through when the tire sells at it", () => {
    const price = cardPrice(tire({}, 10_000, 10_000), 4);
    expect(price?.listInCents).toBeNull();
    expect(price?.setSavingInCents).toBeNull();
  });
  it("has nothing to say of a tire without a price", () => {
    expect(cardPrice(tire({ priceList: [] }), 4)).toBeNull();
  });
});

describe("cardBadges", () => {
  it("puts the deal first, rounded down to a whole percent, then run-flat and XL", () => {
    expect(cardBadges(tire({ isRunFlat: true, isExtraLoad: true }, 8_999, 10_799))).toEqual([
      { kind: "deal", label: "Save 16%" },
      { kind: "info", label: "Run-flat" },
      { kind: "info", label: "XL" },
    ]);
  });
  it("calls a saving under one percent a deal", () => {
    expect(cardBadges(tire({}, 9_950, 10_000))).toEqual([{ kind: "deal", label: "Deal" }]);
  });
  it("gives a plain tire none", () => {
    expect(cardBadges(tire())).toEqual([]);
  });
});

describe("deliveryEstimate", () => {
  it("promises delivery only for tires sold from stock", () => {
    expect(deliveryEstimate("ProductStatusAvailable")).toBe("Free delivery in 2–4 business days");
    expect(deliveryEstimate("ProductStatusAvailableVolatile")).not.toBeNull();
    expect(deliveryEstimate("ProductStatusOutOfStock")).toBeNull();
    expect(deliveryEstimate("ProductStatusCallForPricing")).toBeNull();
  });
});
