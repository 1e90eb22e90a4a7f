import { describe, expect, it } from "vitest";
import { parseTireSize, type TireSize, tireSizeSlug } from "./size";
import { alternateSizes, overallDiameterInches, withinDiameterTolerance } from "./size-diameter";

function size(input: string): TireSize {
  const parsed = parseTireSize(input);
  if (!parsed) throw new Error(`expected ${input} to parse`);
  return parsed;
}

function slugs(sizes: readonly { size: TireSize }[]): string[] {
  return sizes.map((entry) => tireSizeSlug(entry.size));
}

describe("overallDiameterInches", () => {
  it("adds two sidewalls to the rim for metric sizes", () => {
    // 17 + 2 × 225 × 0.50 / 25.4
    expect(overallDiameterInches(size("225/50R17"))).toBeCloseTo(25.8583, 4);
    expect(overallDiameterInches(size("LT265/75R16"))).toBeCloseTo(31.6496, 4);
    expect(overallDiameterInches(size("245/40ZR18"))).toBeCloseTo(25.7165, 4);
  });

  it("takes the stated diameter of a flotation size", () => {
    expect(overallDiameterInches(size("35x12.50R20LT"))).toBe(35);
    expect(overallDiameterInches(size("33x12.50R15"))).toBe(33);
  });
});

describe("alternateSizes", () => {
  const oe = size("225/50R17");
  const candidates = [
    "225/55R17", // +3.4%: too tall
    "215/55R17", // +1.75%
    "225/45R18", // +0.4%, plus-size
    "235/40R18", // -1.77%, plus-size
    "245/40R18", // -0.5%, plus-size
    "205/55R16", // -3.8%: too short
    "P225/50R17", // the OE size with a P
    "225/50R17", // the OE size itself
  ].map(size);

  it("keeps candidates within 3%, closest first, other rims included", () => {
    expect(slugs(alternateSizes(oe, candidates))).toEqual([
      "225-45r18",
      "245-40r18",
      "215-55r17",
      "235-40r18",
    ]);
  });

  it("reports the difference and the true speed at an indicated 60 mph", () => {
    const [closest, , taller] = alternateSizes(oe, candidates);
    expect(closest).toMatchObject({ diameterDifferencePercent: 0.4, speedometerAt60: 60.3 });
    expect(closest?.diameterInches).toBeCloseTo(25.9724, 4);
    expect(taller).toMatchObject({ diameterDifferencePercent: 1.8, speedometerAt60: 61.1 });
    const shorter = alternateSizes(oe, [size("235/40R18")])[0];
    expect(shorter).toMatchObject({ diameterDifferencePercent: -1.8, speedometerAt60: 58.9 });
  });

  it("shows a difference too small to print as 0, never -0", () => {
    // 285/35R18 is 0.015% shorter than 225/50R17.
    const [result] = alternateSizes(oe, [size("285/35R18")]);
    expect(Object.is(result?.diameterDifferencePercent, 0)).toBe(true);
    expect(result?.speedometerAt60).toBe(60);
  });

  it("leaves out the OE size whatever its prefix", () => {
    expect(alternateSizes(size("P225/50R17"), [size("225/50R17")])).toEqual([]);
  });

  it("honours a tighter tolerance", () => {
    expect(slugs(alternateSizes(oe, candidates, { tolerancePercent: 1 }))).toEqual([
      "225-45r18",
      "245-40r18",
    ]);
  });

  describe("at the 3% boundary", () => {
    // Flotation sizes carry their diameter, so the boundary can be hit exactly; in floating point
    // 41.2 against 40 comes out a hair above 3%, and must still count as 3%.
    const flotationOe = size("40x13.50R17");

    it.each([
      ["41.2x13.50R17", true, 3, 61.8],
      ["38.8x13.50R17", true, -3, 58.2],
      ["41.4x13.50R17", false, 3.5, 62.1],
      ["38.6x13.50R17", false, -3.5, 57.9],
    ])("%s against 40x13.50R17 kept: %s", (input, kept, percent, at60) => {
      const result = alternateSizes(flotationOe, [size(input)]);
      expect(result.length === 1).toBe(kept);
      expect(withinDiameterTolerance(flotationOe, size(input))).toBe(kept);
      const wide = alternateSizes(flotationOe, [size(input)], { tolerancePercent: 5 })[0];
      expect(wide).toMatchObject({ diameterDifferencePercent: percent, speedometerAt60: at60 });
    });

    it("treats a metric size just inside as inside and just outside as outside", () => {
      // 225/55R17 is 3.43% taller than 225/50R17: the unrounded figure decides, not "3.4".
      expect(withinDiameterTolerance(oe, size("225/55R17"), 3.5)).toBe(true);
      expect(withinDiameterTolerance(oe, size("225/55R17"), 3.4)).toBe(false);
      expect(withinDiameterTolerance(oe, size("225/55R17"))).toBe(false);
    });
  });
});
