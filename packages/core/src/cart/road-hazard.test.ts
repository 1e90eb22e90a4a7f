import { describe, expect, it } from "vitest";
import {
  allowedOptions,
  type CoverageChoice,
  cartCoverageOption,
  coverageChoices,
  coverageToRecommend,
  coverageTotalText,
  hasCommercialTires,
  isCommercialTire,
  planByUuid,
  ROAD_HAZARD_PLANS,
  roadHazardCostPerTire,
  roadHazardState,
} from "./road-hazard";

describe("road-hazard plans", () => {
  it("has the one-year and three-year plans as TRC options 1 and 2", () => {
    expect(ROAD_HAZARD_PLANS.map((p) => [p.key, p.option, p.months])).toEqual([
      ["oneYear", 1, 12],
      ["threeYear", 2, 36],
    ]);
    const three = ROAD_HAZARD_PLANS[1];
    expect(three && planByUuid(three.trcUuid)?.key).toBe("threeYear");
    expect(planByUuid("00000000-0000-4000-8000-000000000000")).toBeUndefined();
  });

  it("offers commercial tires one year only", () => {
    expect(isCommercialTire("Commercial")).toBe(true);
    expect(isCommercialTire("Light Truck")).toBe(false);
    expect(allowedOptions(true)).toEqual([0, 1]);
    expect(allowedOptions(false)).toEqual([0, 1, 2]);
  });
});

describe("roadHazardCostPerTire", () => {
  it("prices one year by the tire's price band, three years at twice that", () => {
    const cost = (salePriceInCents: number, option: 0 | 1 | 2) =>
      roadHazardCostPerTire({ salePriceInCents, option, isCommercial: false });
    expect(cost(7_500, 1)).toBe(900);
    expect(cost(7_501, 1)).toBe(1_400);
    expect(cost(40_000, 1)).toBe(4_200);
    expect(cost(10_000, 2)).toBe(2_800);
    expect(cost(10_000, 0)).toBe(0);
  });

  it("prices commercial tires at one and a half times", () => {
    expect(roadHazardCostPerTire({ salePriceInCents: 10_000, option: 1, isCommercial: true })).toBe(
      2_100,
    );
  });
});

describe("roadHazardState", () => {
  it("is 2 with the maker's protection, 1 when selected, 0 otherwise", () => {
    expect(roadHazardState({ includesRoadHazard: true, option: 0 })).toBe(2);
    expect(roadHazardState({ includesRoadHazard: false, option: 2 })).toBe(1);
    expect(roadHazardState({ includesRoadHazard: false, option: 0 })).toBe(0);
  });
});

describe("the cart's coverage choice", () => {
  const line = (over: Partial<Parameters<typeof cartCoverageOption>[0][number]> = {}) => ({
    productSubType: "All-Season",
    quantity: 4,
    price: { salePriceInCents: 10_000 },
    roadHazardState: 0,
    trcOption: 0,
    ...over,
  });

  it("reads null with nothing chosen, one year when any line is covered, three when all are", () => {
    expect(cartCoverageOption([line(), line()])).toBeNull();
    expect(cartCoverageOption([line({ trcOption: 1, roadHazardState: 1 }), line()])).toBe(
      "oneYear",
    );
    expect(cartCoverageOption([line({ trcOption: 2 }), line({ trcOption: 1 })])).toBe("oneYear");
    expect(cartCoverageOption([line({ trcOption: 2 }), line({ trcOption: 2 })])).toBe("threeYear");
    // A tire its maker protects does not count either way.
    expect(cartCoverageOption([line({ trcOption: 2 }), line({ roadHazardState: 2 })])).toBe(
      "threeYear",
    );
  });

  it("prices each plan for every coverable tire of the cart", () => {
    const choices = coverageChoices([line(), line({ quantity: 2, roadHazardState: 2 })]);
    expect(choices.map((c) => [c.plan.key, c.totalInCents])).toEqual([
      ["oneYear", 4 * 1_400],
      ["threeYear", 4 * 2_800],
    ]);
    expect(coverageChoices([line({ roadHazardState: 2 })])).toEqual([]);
  });

  it("tells a plan's price as the set's, with the number of tires it covers", () => {
    const [fourTires] = coverageChoices([line(), line({ quantity: 2, roadHazardState: 2 })]);
    expect(fourTires?.tires).toBe(4);
    expect(coverageTotalText(fourTires as CoverageChoice)).toBe(
      "$56.00 covers all 4 tires in your cart.",
    );
    const [one] = coverageChoices([line({ quantity: 1 })]);
    expect(coverageTotalText(one as CoverageChoice)).toBe("$14.00 covers the tire in your cart.");
  });

  it("offers three years unless every coverable tire is commercial, which stay at one year", () => {
    const commercial = line({ productSubType: "Commercial", quantity: 2 });
    expect(hasCommercialTires([line(), commercial])).toBe(true);
    expect(coverageChoices([line(), commercial]).map((c) => [c.plan.key, c.totalInCents])).toEqual([
      ["oneYear", 4 * 1_400 + 2 * 2_100],
      ["threeYear", 4 * 2_800 + 2 * 2_100],
    ]);
    expect(coverageChoices([commercial]).map((c) => c.plan.key)).toEqual(["oneYear"]);
  });
});

describe("coverageToRecommend", () => {
  const line = {
    productSubType: "All-Season",
    quantity: 4,
    price: { salePriceInCents: 10_000 },
    roadHazardState: 0,
    trcOption: 0,
  };
  const guest = { userType: "none", alreadySeen: false };

  it("offers the longest plan with one year or nothing chosen, once a visit", () => {
    const cart = { roadHazardOffered: true, siteProducts: [line] };
    expect(coverageToRecommend(cart, guest)?.plan.key).toBe("threeYear");
    const oneYear = { ...cart, siteProducts: [{ ...line, trcOption: 1, roadHazardState: 1 }] };
    expect(coverageToRecommend(oneYear, guest)?.totalInCents).toBe(4 * 2_800);
    expect(coverageToRecommend(cart, { ...guest, alreadySeen: true })).toBeNull();
  });

  it("offers nothing with three years chosen, for fleet buyers, commercial tires or no road hazard", () => {
    const threeYears = { roadHazardOffered: true, siteProducts: [{ ...line, trcOption: 2 }] };
    expect(coverageToRecommend(threeYears, guest)).toBeNull();
    const cart = { roadHazardOffered: true, siteProducts: [line] };
    expect(coverageToRecommend(cart, { ...guest, userType: "fleet" })).toBeNull();
    const commercial = { ...cart, siteProducts: [{ ...line, productSubType: "Commercial" }] };
    expect(coverageToRecommend(commercial, guest)).toBeNull();
    expect(coverageToRecommend({ ...cart, roadHazardOffered: false }, guest)).toBeNull();
  });
});
