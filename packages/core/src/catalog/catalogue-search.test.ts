import { describe, expect, it } from "vitest";
import {
  isCatalogueRoute,
  parseProductHash,
  productHash,
  productLinkWithHash,
  startsCatalogueSearch,
} from "./catalogue-search";

describe("catalogue searches", () => {
  it("knows the catalogue routes", () => {
    for (const path of ["/tire-sizes/225-50r17", "/brands", "/vehicles/honda/civic", "/types/x"]) {
      expect(isCatalogueRoute(path), path).toBe(true);
    }
    for (const path of ["/", "/checkout/shipping", "/brandsx", "/learn"]) {
      expect(isCatalogueRoute(path), path).toBe(false);
    }
  });

  it("starts a new search on a move to another catalogue path, not on the first page or a shallow change", () => {
    expect(startsCatalogueSearch("/", "/tire-sizes/225-50r17")).toBe(true);
    expect(startsCatalogueSearch("/brands", "/brands/michelin-tires")).toBe(true);
    expect(startsCatalogueSearch(null, "/brands")).toBe(false);
    expect(startsCatalogueSearch("/brands", "/brands")).toBe(false);
    expect(startsCatalogueSearch("/brands", "/checkout/shipping")).toBe(false);
  });
});

describe("product page hash", () => {
  it("names the item and its size, and reads back", () => {
    const hash = productHash("123", "225-50r17");
    expect(hash).toBe("#itemid=123&tireSize=225-50r17");
    expect(parseProductHash(hash)).toEqual({ itemId: "123", tireSize: "225-50r17" });
    expect(parseProductHash("#reviews")).toBeNull();
    expect(parseProductHash("#itemid=abc")).toBeNull();
    expect(
      productLinkWithHash({
        productId: "123",
        size: "225/50R17",
        link: { href: "/brands/michelin/defender2/p/123" },
      }),
    ).toBe("/brands/michelin/defender2/p/123#itemid=123&tireSize=225-50r17");
    expect(
      productLinkWithHash(
        { productId: "1", size: "225/45R17", link: { href: "/p/1" } },
        "?rearSize=245-40r18",
      ),
    ).toBe("/p/1?rearSize=245-40r18#itemid=1&tireSize=225-45r17");
  });
});
