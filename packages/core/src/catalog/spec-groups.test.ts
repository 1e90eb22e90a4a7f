import { describe, expect, it } from "vitest";
import type { ProductDetail } from "./schemas";
import { productSpecGroups } from "./spec-groups";

const product = (over: Partial<ProductDetail["siteProduct"]> = {}) =>
  ({
    size: "225/45R17",
    loadIndex: "94",
    speedRating: "Y",
    categoryName: "Summer",
    type: "Passenger",
    utqg: null,
    warrantyMiles: null,
    specs: {
      loadRange: null,
      isRunFlat: true,
      isExtraLoad: false,
      isOversize: false,
      loadCapacityLbs: 1477,
      maxSpeedMph: 186,
      overallDiameterInches: 25,
    },
    ...over,
  }) as ProductDetail["siteProduct"];

describe("productSpecGroups", () => {
  it("groups the specs and leaves out what the catalogue does not know", () => {
    expect(productSpecGroups(product())).toEqual([
      {
        title: "Size and fit",
        rows: [
          ["Size", "225/45R17"],
          ["Load index and speed rating", "94Y"],
          ["Load capacity", "1,477 lbs"],
          ["Overall diameter", "25 in"],
        ],
      },
      {
        title: "Performance",
        rows: [
          ["Category", "Summer"],
          ["Type", "Passenger"],
          ["Maximum speed", "186 mph"],
        ],
      },
      {
        title: "Construction",
        rows: [
          ["Run flat", "Yes"],
          ["Extra load", "No"],
        ],
      },
    ]);
  });

  it("has a warranty group when the line has one", () => {
    const groups = productSpecGroups(product({ warrantyMiles: 45_000, utqg: "300 AA A" }));
    expect(groups.at(-1)).toEqual({
      title: "Warranty",
      rows: [["Treadwear warranty", "45,000 miles"]],
    });
    expect(groups[1]?.rows).toContainEqual(["UTQG", "300 AA A"]);
  });
});
