import { describe, expect, it } from "vitest";
import { productSpecs } from "./specs";

describe("productSpecs", () => {
  it("derives load in pounds, top speed and overall diameter", () => {
    expect(productSpecs({ size: "225/50R17", loadIndex: "94", speedRating: "V" })).toEqual({
      loadCapacityLbs: 1477,
      maxSpeedMph: 149,
      overallDiameterInches: 25.9,
    });
  });

  it("uses the single-wheel index of a dual load index", () => {
    expect(
      productSpecs({ size: "LT265/75R16", loadIndex: "123/120", speedRating: "R" }).loadCapacityLbs,
    ).toBe(3417);
  });

  it("leaves unknown figures empty", () => {
    expect(productSpecs({ size: "nonsense", loadIndex: "", speedRating: "?" })).toEqual({
      loadCapacityLbs: null,
      maxSpeedMph: null,
      overallDiameterInches: null,
    });
  });
});
