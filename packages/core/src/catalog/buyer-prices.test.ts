import { describe, expect, it } from "vitest";
import { buyerPrice } from "../session/rules";
import { listingForBuyer, productForBuyer } from "./buyer-prices";

const product = (sale: number, list: number) => ({
  productId: String(sale),
  priceList: [{ salePriceInCents: sale, listPriceInCents: list }],
});
const listing = {
  siteCatalogProducts: [product(10_000, 10_000), product(12_000, 15_000)],
  rearSiteCatalogProducts: [product(20_000, 20_000)],
};

describe("listingForBuyer", () => {
  it("prices every tire, front and rear, at the fleet price with its label", () => {
    const fleet = listingForBuyer(listing, "fleet");
    expect(fleet.priceLabel).toBe("Fleet");
    expect(fleet.siteCatalogProducts.map((p) => p.priceList[0])).toEqual([
      { salePriceInCents: buyerPrice(10_000, "fleet"), listPriceInCents: 10_000 },
      { salePriceInCents: buyerPrice(12_000, "fleet"), listPriceInCents: 15_000 },
    ]);
    expect(fleet.siteCatalogProducts[0]?.priceList[0]?.salePriceInCents).toBe(9_000);
    expect(fleet.rearSiteCatalogProducts[0]?.priceList[0]?.salePriceInCents).toBe(18_000);
  });

  it("labels an employee's prices Employee", () => {
    expect(listingForBuyer(listing, "epp").priceLabel).toBe("Employee");
  });

  it("leaves a retail buyer's listing as it is, without a label", () => {
    expect(listingForBuyer(listing, "retail")).toBe(listing);
    expect(listingForBuyer(listing, "none")).toBe(listing);
  });
});

describe("productForBuyer", () => {
  it("prices a product page for an employee and labels it, and leaves retail alone", () => {
    const detail = { siteProduct: product(10_000, 10_000), otherSizes: [] };
    const employee = productForBuyer(detail, "epp");
    expect(employee.priceLabel).toBe("Employee");
    expect(employee.siteProduct.priceList[0]?.salePriceInCents).toBe(buyerPrice(10_000, "epp"));
    expect(productForBuyer(detail, "retail")).toBe(detail);
  });
});
