import { describe, expect, it } from "vitest";
import {
  effectiveSpeedRating,
  loadCapacityKg,
  loadIndexKg,
  loadIndexLbs,
  SPEED_RATINGS,
  speedRatingMph,
  speedRatingRank,
} from "./size-ratings";
import { parseTireSpec, type TireSpec } from "./size-spec";

function parsed(input: string): TireSpec {
  const spec = parseTireSpec(input);
  if (!spec) throw new Error(`expected ${JSON.stringify(input)} to parse`);
  return spec;
}

describe("load index", () => {
  it.each([
    [60, 250, 551],
    [75, 387, 853],
    [91, 615, 1356],
    [94, 670, 1477],
    [100, 800, 1764],
    [116, 1250, 2756],
    [121, 1450, 3197],
    [123, 1550, 3417],
    [150, 3350, 7385],
    [159, 4375, 9645],
  ])("index %i carries %i kg / %i lb", (index, kg, lbs) => {
    expect(loadIndexKg(index)).toBe(kg);
    expect(loadIndexLbs(index)).toBe(lbs);
  });

  it("rises with every index across the table", () => {
    for (let index = 61; index <= 159; index++) {
      expect(loadIndexKg(index)).toBeGreaterThan(loadIndexKg(index - 1) ?? Infinity);
    }
  });

  it.each([59, 160, -1, 93.5, Number.NaN])("has no entry for %s", (index) => {
    expect(loadIndexKg(index)).toBeNull();
    expect(loadIndexLbs(index)).toBeNull();
  });

  it("gives the single-fitment capacity of a spec", () => {
    expect(loadCapacityKg(parsed("225/50R17 94V"))).toBe(670);
    expect(loadCapacityKg(parsed("LT265/75R16 123/120R"))).toBe(1550);
    expect(loadCapacityKg(parsed("245/40ZR18"))).toBeNull();
  });
});

describe("speed rating", () => {
  it("orders L … H, V, then Z, W, Y", () => {
    const order = [..."LMNPQRSTUHV", "Z", "W", "Y"];
    expect([...SPEED_RATINGS]).toEqual(order);
    expect(speedRatingRank("L")).toBe(0);
    expect(speedRatingRank("H")).toBeLessThan(speedRatingRank("V"));
    expect(speedRatingRank("U")).toBeLessThan(speedRatingRank("H"));
    expect(speedRatingRank("Z")).toBeGreaterThan(speedRatingRank("V"));
    expect(speedRatingRank("Y")).toBeGreaterThan(speedRatingRank("W"));
  });

  it.each([
    ["L", 75],
    ["Q", 99],
    ["S", 112],
    ["T", 118],
    ["H", 130],
    ["V", 149],
    ["Z", 149],
    ["W", 168],
    ["Y", 186],
  ] as const)("%s is %i mph", (rating, mph) => {
    expect(speedRatingMph(rating)).toBe(mph);
  });

  it("never gets slower as the rank rises", () => {
    for (let rank = 1; rank < SPEED_RATINGS.length; rank++) {
      const slower = SPEED_RATINGS[rank - 1] ?? "L";
      const faster = SPEED_RATINGS[rank] ?? "L";
      expect(speedRatingMph(faster)).toBeGreaterThanOrEqual(speedRatingMph(slower));
    }
  });

  it("counts a ZR size without a service description as Z, at least 149 mph", () => {
    const rating = effectiveSpeedRating(parsed("245/40ZR18"));
    expect(rating).toBe("Z");
    expect(speedRatingMph(rating ?? "L")).toBeGreaterThanOrEqual(149);
    expect(effectiveSpeedRating(parsed("245/40ZR18 97Y"))).toBe("Y");
    expect(effectiveSpeedRating(parsed("245/40R18"))).toBeUndefined();
  });
});
