import { describe, expect, it } from "vitest";
import { catalogProduct } from "../catalog/test-support";
import { lineSizes, quantityOptions, rimGroups, sizeQueryLabel } from "./tiremaker-catalog";
import { brandLines } from "./tiremaker-lines";

const product = catalogProduct;

describe("brandLines", () => {
  it("reads the lines facet in the API's name order", () => {
    const facets = {
      lines: [
        { value: "crossclimate2", label: "CrossClimate2", count: 5 },
        { value: "pilot-sport-4s", label: "Pilot Sport 4S", count: 4 },
      ],
    };
    expect(brandLines({ facets } as never)).toEqual([
      { slug: "crossclimate2", name: "CrossClimate2", sizeCount: 5 },
      { slug: "pilot-sport-4s", name: "Pilot Sport 4S", sizeCount: 4 },
    ]);
  });
});

describe("lineSizes", () => {
  it("orders by rim, then width, then aspect ratio", () => {
    const sizes = lineSizes([
      product("1", "235/45R18"),
      product("2", "225/50R17"),
      product("3", "205/55R16"),
      product("4", "225/45R17"),
      product("5", "35X12.50R17"),
    ]);
    expect(sizes.map((s) => s.size)).toEqual([
      "205/55R16",
      "225/45R17",
      "225/50R17",
      "35X12.50R17",
      "235/45R18",
    ]);
  });

  it("merges a further page into the sizes shown, once each", () => {
    const shown = lineSizes([product("2", "225/50R17"), product("1", "235/45R18")]);
    const merged = lineSizes([product("1", "235/45R18"), product("3", "205/55R16")], shown);
    expect(merged.map((s) => s.productId)).toEqual(["3", "2", "1"]);
  });

  it("keeps the sale price in cents and the load and speed", () => {
    expect(lineSizes([product("1", "225/50R17")])[0]).toEqual({
      productId: "1",
      size: "225/50R17",
      lineName: product("1", "225/50R17").productLine.name,
      service: "94H",
      priceInCents: 18_999,
      canAdd: true,
      minQuantity: 1,
    });
  });

  it("shows out-of-stock and call-for-pricing sizes that cannot be added", () => {
    const [outOfStock, onRequest] = lineSizes([
      product("1", "205/55R16", { availability: "ProductStatusOutOfStock" }),
      product("2", "225/50R17", { availability: "ProductStatusCallForPricing" }),
    ]);
    expect(outOfStock).toMatchObject({ canAdd: false, priceInCents: 18_999 });
    expect(onRequest).toMatchObject({ canAdd: false, priceInCents: null });
  });
});

describe("quantityOptions", () => {
  it("offers 1 to 8, and a larger quantity already chosen", () => {
    expect(quantityOptions()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(quantityOptions(10)).toHaveLength(10);
    expect(quantityOptions(2)).toHaveLength(8);
  });
});

describe("rimGroups", () => {
  it("folds sizes by rim, smallest first, keeping their order, and puts what does not parse last", () => {
    const sizes = lineSizes([
      product("1", "235/40R18"),
      product("2", "205/55R16"),
      product("3", "225/45R17"),
      product("4", "245/40R18"),
      product("5", "weird size"),
    ]);
    expect(rimGroups(sizes).map((g) => [g.label, g.sizes.map((s) => s.size)])).toEqual([
      ["16-inch rims", ["205/55R16"]],
      ["17-inch rims", ["225/45R17"]],
      ["18-inch rims", ["235/40R18", "245/40R18"]],
      ["Other sizes", ["weird size"]],
    ]);
  });
});

describe("the size finder", () => {
  it("says what it looked for", () => {
    expect(sizeQueryLabel({ kind: "rim", rimDiameter: 17, width: null })).toBe(
      "Sizes on 17-inch rims",
    );
    expect(sizeQueryLabel({ kind: "rim", rimDiameter: 18, width: 235 })).toBe(
      "235 mm wide sizes on 18-inch rims",
    );
    expect(
      sizeQueryLabel({ kind: "vehicle", vehicle: "2020 Toyota Camry SE", size: "235/45R18" }),
    ).toBe("Sizes that fit a 2020 Toyota Camry SE (235/45R18)");
  });
});
