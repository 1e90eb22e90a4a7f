import { describe, expect, it } from "vitest";
import {
  allowedOptions,
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
