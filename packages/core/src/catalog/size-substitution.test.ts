import { describe, expect, it } from "vitest";
import { parseTireSpec, type TireSpec } from "./size-spec";
import { checkSubstitution } from "./size-substitution";

function spec(input: string): TireSpec {
  const parsed = parseTireSpec(input);
  if (!parsed) throw new Error(`expected ${input} to parse`);
  return parsed;
}

function check(oe: string, candidate: string) {
  return checkSubstitution(spec(oe), spec(candidate));
}

describe("checkSubstitution: load", () => {
  it("refuses a passenger tire on a light truck once derated", () => {
    const result = check("LT265/75R16 123/120R", "265/75R16 116T");
    expect(result.allowed).toBe(false);
    expect(result.errors).toHaveLength(1);
    // 116 = 1250 kg, divided by 1.10 for light-truck use.
    expect(result.errors[0]).toContain("(1136 kg vs 1550 kg per tire)");
    expect(result.errors[0]).toContain("passenger tire carries 10% less on a light truck");
  });

  it("refuses on the derating alone when the rated load would have been enough", () => {
    // 107 = 975 kg ≥ 104 = 900 kg, but 975 / 1.10 = 886 kg is not.
    const result = check("LT235/75R15 104/101S", "P235/75R15 107S");
    expect(result.allowed).toBe(false);
    expect(result.errors[0]).toContain("(886 kg vs 900 kg per tire)");
    expect(check("P235/75R15 104S", "P235/75R15 107S").allowed).toBe(true);
  });

  it("allows a passenger tire whose derated load still covers the truck", () => {
    // 108 = 1000 kg / 1.10 = 909 kg ≥ 900 kg.
    expect(check("LT235/75R15 104/101S", "P235/75R15 108S")).toMatchObject({
      allowed: true,
      errors: [],
    });
  });

  it("derates on a flotation OE as well", () => {
    // 325/60R20 is 1.0% taller than 35x12.50R20; 121 = 1450 kg, 126 = 1700 kg.
    const refused = check("35x12.50R20LT 121Q", "325/60R20 121S");
    expect(refused.allowed).toBe(false);
    expect(refused.errors[0]).toContain("(1318 kg vs 1450 kg per tire)");
    expect(check("35x12.50R20LT 121Q", "325/60R20 126S").allowed).toBe(true);
  });

  it("does not derate a light-truck candidate", () => {
    expect(check("LT265/75R16 123/120R", "LT265/75R16 123/120S")).toEqual({
      allowed: true,
      errors: [],
      warnings: [],
    });
  });

  it("refuses a lower load index on a passenger car without mentioning light trucks", () => {
    const result = check("225/50R17 98W XL", "225/50R17 94W");
    expect(result.allowed).toBe(false);
    expect(result.errors).toEqual([
      "This tire carries less weight than your vehicle needs (670 kg vs 750 kg per tire).",
    ]);
  });

  it("allows an equal load index", () => {
    expect(check("225/50R17 94V", "P225/50R17 94V")).toMatchObject({ allowed: true, errors: [] });
  });

  it("refuses a lower dual load index when both tires print one", () => {
    const result = check("LT265/75R16 123/120R", "LT265/75R16 123/116R");
    expect(result.allowed).toBe(false);
    expect(result.errors[0]).toContain("dual rear wheels");
    expect(result.errors[0]).toContain("(1250 kg vs 1400 kg per tire)");
  });
});

describe("checkSubstitution: speed", () => {
  it("allows a lower speed rating with a warning", () => {
    const result = check("225/50R17 94V", "225/50R17 98H");
    expect(result.allowed).toBe(true);
    expect(result.errors).toEqual([]);
    expect(result.warnings).toHaveLength(1);
    expect(result.warnings[0]).toContain("lower top speed");
    expect(result.warnings[0]).toContain("(130 mph vs 149 mph)");
  });

  it("says nothing about an equal or higher rating", () => {
    expect(check("225/50R17 94H", "225/50R17 94V").warnings).toEqual([]);
    expect(check("225/50R17 94V", "225/50R17 94V").warnings).toEqual([]);
  });

  it("treats a ZR OE without a service description as over 149 mph", () => {
    const lower = check("245/40ZR18", "245/40R18 97V");
    expect(lower.warnings.some((w) => w.includes("(149 mph vs over 149 mph)"))).toBe(true);
    const higher = check("245/40ZR18", "245/40R18 97W");
    expect(higher.warnings.some((w) => w.includes("lower top speed"))).toBe(false);
  });
});

describe("checkSubstitution: missing service descriptions", () => {
  it("skips both comparisons and says so when the OE has none", () => {
    const result = check("225/50R17", "225/50R17 80L");
    expect(result.allowed).toBe(true);
    expect(result.warnings).toEqual([
      "We could not check that this tire carries enough weight: the load index of your original tire is not known.",
      "We could not compare speed ratings: the speed rating of your original tire is not known.",
    ]);
  });

  it("names the candidate when it is the one without", () => {
    const result = check("225/50R17 94V", "225/50R17");
    expect(result.allowed).toBe(true);
    expect(result.warnings).toHaveLength(2);
    expect(result.warnings.every((w) => w.includes("of this tire is not known"))).toBe(true);
  });
});

describe("checkSubstitution: diameter", () => {
  it("refuses a tire more than 3% taller", () => {
    const result = check("225/50R17 94V", "225/55R17 98V");
    expect(result.allowed).toBe(false);
    expect(result.errors).toEqual([
      "This tire is 3.4% taller than your original tires; more than 3% upsets the speedometer, ABS and stability control.",
    ]);
  });

  it("refuses a tire more than 3% shorter and notes the other wheel size", () => {
    const result = check("225/50R17 94V", "205/55R16 94V");
    expect(result.allowed).toBe(false);
    expect(result.errors[0]).toContain("3.8% shorter");
    expect(result.warnings).toEqual([
      "This tire fits 16-inch wheels; your original tires are on 17-inch wheels.",
    ]);
  });

  it("allows a plus-size within 3% with a note about the wheels", () => {
    const result = check("225/50R17 94V", "225/45R18 95V");
    expect(result.allowed).toBe(true);
    expect(result.warnings).toEqual([
      "This tire fits 18-inch wheels; your original tires are on 17-inch wheels.",
    ]);
  });

  it("allows exactly 3% and refuses just beyond it", () => {
    expect(check("40x13.50R17LT 123Q", "41.2x13.50R17LT 123Q").allowed).toBe(true);
    expect(check("40x13.50R17LT 123Q", "38.8x13.50R17LT 123Q").allowed).toBe(true);
    expect(check("40x13.50R17LT 123Q", "41.3x13.50R17LT 123Q").allowed).toBe(false);
    expect(check("40x13.50R17LT 123Q", "38.7x13.50R17LT 123Q").allowed).toBe(false);
  });
});
