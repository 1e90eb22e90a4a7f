import { describe, expect, it } from "vitest";
import { formatTireSize, tireSizeSlug } from "./size";
import {
  formatTireSpec,
  isLightTruckSpec,
  isPassengerSpec,
  parseTireSpec,
  type TireSpec,
} from "./size-spec";

function parsed(input: string): TireSpec {
  const spec = parseTireSpec(input);
  if (!spec) throw new Error(`expected ${JSON.stringify(input)} to parse`);
  return spec;
}

describe("parseTireSpec", () => {
  it("reads a P-metric spec", () => {
    const spec = parsed("P225/50R17 93V");
    expect(spec.size).toMatchObject({ kind: "metric", prefix: "P", width: 225, aspectRatio: 50 });
    expect(spec.loadIndex).toEqual({ single: 93 });
    expect(spec.speedRating).toBe("V");
    expect(spec).toMatchObject({ extraLoad: false, runFlat: false });
  });

  it("reads a Euro-metric extra-load spec", () => {
    const spec = parsed("225/50R17 98W XL");
    expect(spec.size).toMatchObject({ prefix: "", rimDiameter: 17 });
    expect(spec).toMatchObject({ loadIndex: { single: 98 }, speedRating: "W", extraLoad: true });
  });

  it("reads ZR sizes with and without a service description", () => {
    expect(parsed("245/40ZR18 97Y")).toMatchObject({
      size: { construction: "ZR", rimDiameter: 18 },
      loadIndex: { single: 97 },
      speedRating: "Y",
    });
    const bare = parsed("245/40ZR18");
    expect(bare.size).toMatchObject({ construction: "ZR" });
    expect(bare.loadIndex).toBeUndefined();
    expect(bare.speedRating).toBeUndefined();
  });

  it.each(["LT265/75R16/E 123/120R", "LT265/75R16 E 123/120R", "LT265/75R16 123/120R E"])(
    "reads the LT load range wherever %s puts it",
    (input) => {
      const spec = parsed(input);
      expect(spec.size).toMatchObject({ prefix: "LT", width: 265, aspectRatio: 75 });
      expect(spec).toMatchObject({ loadRange: "E", loadIndex: { single: 123, dual: 120 } });
      expect(spec.speedRating).toBe("R");
    },
  );

  it.each([
    ["LT235/75R15 LRC 104/101S", "C"],
    ["LT235/75R15 104/101S LR-D", "D"],
    ["LT235/75R15 104/101S load range e", "E"],
  ])("reads the load range spelt out in %s", (input, range) => {
    expect(parsed(input).loadRange).toBe(range);
  });

  it("reads a dual load index", () => {
    expect(parsed("LT245/75R17 121/118S").loadIndex).toEqual({ single: 121, dual: 118 });
  });

  it("reads flotation sizes", () => {
    expect(parsed("35x12.50R20LT 121Q")).toMatchObject({
      size: { kind: "flotation", diameter: 35, width: 12.5, rimDiameter: 20 },
      loadIndex: { single: 121 },
      speedRating: "Q",
    });
    expect(parsed("33x12.50R15").size).toEqual({
      kind: "flotation",
      diameter: 33,
      width: 12.5,
      rimDiameter: 15,
    });
  });

  it.each([
    "225/45R17 91W RFT",
    "225/45R17 91W ROF",
    "225/45R17 91W ZP",
    "225/45R17 91W SSR",
    "225/45R17 91W RF",
    "225/45R17 91W RUN FLAT",
    "225/45R17 91W run-flat",
    "225/45R17 91W XL RUN FLAT",
  ])("reads the run-flat marker in %s", (input) => {
    const spec = parsed(input);
    expect(spec.runFlat).toBe(true);
    expect(spec.loadIndex).toEqual({ single: 91 });
  });

  // ETRTO Standards Manual: European commercial (C) sizes carry a dual service description, the
  // load on single and on dual wheels ("215/65R16C 109/107T" on a Ford Transit).
  it("reads a European commercial size with its dual service description", () => {
    const spec = parsed("215/65R16C 109/107T");
    expect(spec).toMatchObject({
      size: { width: 215, aspectRatio: 65, rimDiameter: 16, commercial: true },
      loadIndex: { single: 109, dual: 107 },
      speedRating: "T",
    });
    expect(isLightTruckSpec(spec)).toBe(true);
    expect(isPassengerSpec(spec)).toBe(false);
    expect(formatTireSpec(spec)).toBe("215/65R16C 109/107T");
    expect(parsed("195R14C 106/104R").size).toMatchObject({ aspectRatio: 82, commercial: true });
  });

  // ETRTO's run-flat construction letters inside the size (Continental SSR sidewall:
  // "225/45 RF 17 91W").
  it.each(["225/45RF17 91W", "225/45 RF 17 91W", "245/40ZRF18 97Y XL"])(
    "reads the run-flat construction inside %s",
    (input) => {
      const spec = parsed(input);
      expect(spec.runFlat).toBe(true);
      expect(spec.size).toMatchObject({ construction: expect.stringMatching(/^Z?R$/) });
    },
  );

  // Makers' own run-flat marks: Hankook HRS, Kumho XRP, BMW RSC (their catalogues' size tables).
  it.each(["225/45R17 91W HRS", "225/45R17 91W XRP", "225/45R17 91W RSC *"])(
    "reads the maker's run-flat mark in %s",
    (input) => {
      expect(parsed(input).runFlat).toBe(true);
    },
  );

  // Carmakers' OE markings after the service description, as Pirelli's and Michelin's OE marking
  // tables list them: BMW's star, Mercedes MO and MOE (run-flat), Audi AO, Porsche N0.
  it.each([
    ["245/40R18 97Y XL *", "*", "BMW", false],
    ["245/40R18 97Y XL STAR", "*", "BMW", false],
    ["255/40R19 100Y XL MO", "MO", "Mercedes-Benz", false],
    ["245/45R18 100Y XL MOE", "MOE", "Mercedes-Benz", true],
    ["245/40R19 98Y XL AO", "AO", "Audi", false],
    ["295/35ZR20 105Y XL N0", "N0", "Porsche", false],
    ["235/45R19 99W XL T0", "T0", "Tesla", false],
  ])("reads the OE marking of %s", (input, marking, carmaker, runFlat) => {
    const spec = parsed(input);
    expect(spec.oe).toEqual({ marking, carmaker });
    expect(spec.runFlat).toBe(runFlat);
    expect(parseTireSpec(formatTireSpec(spec))).toEqual(spec);
  });

  it("refuses two OE markings", () => {
    expect(parseTireSpec("245/40R18 97Y MO AO")).toBeNull();
  });

  it("reads markers in any order after the service description", () => {
    expect(parsed("245/40R18 97Y RFT XL")).toMatchObject({ extraLoad: true, runFlat: true });
    expect(parsed("245/40R18 97Y SL").extraLoad).toBe(false);
    expect(parsed("245/40R18 97Y EXTRA LOAD").extraLoad).toBe(true);
  });

  it("keeps the rating of a parenthesised service description", () => {
    expect(parsed("275/35ZR20 (102Y)")).toMatchObject({
      loadIndex: { single: 102 },
      speedRating: "Y",
    });
  });

  it.each(["2255017", "225 50 17", "225/50-17", "225/50r17", "  225 / 50 R 17  ", "225-50r17"])(
    "reads %j as shoppers type it",
    (input) => {
      expect(tireSizeSlug(parsed(input).size)).toBe("225-50r17");
    },
  );

  it("reads lower case and extra spaces in a full spec", () => {
    expect(formatTireSpec(parsed("  lt265/75r16   123/120r   e "))).toBe("LT265/75R16 123/120R E");
    expect(formatTireSpec(parsed("225 50 17 98w xl"))).toBe("225/50R17 98W XL");
  });

  it.each([
    "",
    "   ",
    "hello",
    "225/50R17; DROP TABLE tires;--",
    "225/50R17' OR '1'='1",
    "225/50R17 93V 94W",
    "LT265/75R16 E E 123/120R",
    "225/50R17 93A",
    "225/50R17 93Z",
    "225/50R17 10V",
    "225/50R17 200V",
    "LT265/75R16 120/123R",
    "93V 225/50R17",
    "225/50R17 XL XL drop",
    ".*+?^$()|[]{}\\",
    "(((((((((((a*)*)*)*)*)*)*)*)*)*)*",
    "225/50R17 ZZZZ",
  ])("refuses %j", (input) => {
    expect(parseTireSpec(input)).toBeNull();
  });

  it("refuses very long input", () => {
    expect(parseTireSpec("2".repeat(10_000))).toBeNull();
    expect(parseTireSpec(`225/50R17 93V${" ".repeat(10_000)}`)).toBeNull();
    expect(parseTireSpec(`${"225/50R17 XL ".repeat(800)}`)).toBeNull();
    expect(parseTireSpec(`${"a".repeat(9_999)}!`)).toBeNull();
  });

  it("cuts off before reading, even when a valid spec is padded past 64 characters", () => {
    const padded = (length: number) => "LT265/75R16 123/120R E".padEnd(length, " ");
    expect(parseTireSpec(padded(64))?.loadRange).toBe("E");
    expect(parseTireSpec(padded(65))).toBeNull();
  });
});

describe("formatTireSpec", () => {
  it.each([
    ["P225/50R17 93V", "P225/50R17 93V"],
    ["225/50R17 98W XL", "225/50R17 98W XL"],
    ["245/40ZR18 97Y", "245/40ZR18 97Y"],
    ["245/40ZR18", "245/40ZR18"],
    ["LT265/75R16/E 123/120R", "LT265/75R16 123/120R E"],
    ["LT265/75R16 E 123/120R", "LT265/75R16 123/120R E"],
    ["LT265/75R16 123/120R E", "LT265/75R16 123/120R E"],
    ["LT245/75R17 121/118S", "LT245/75R17 121/118S"],
    ["35x12.50R20LT 121Q", "35x12.50R20LT 121Q"],
    ["33x12.50R15", "33x12.50R15LT"],
    ["35x12.50R20LT 121Q F", "35x12.50R20LT 121Q F"],
    ["225/45R17 91W RUN FLAT", "225/45R17 91W RFT"],
    ["225/45R17 91W XL ZP", "225/45R17 91W XL RFT"],
    ["2255017", "225/50R17"],
    ["225 50 17", "225/50R17"],
    ["225/50-17", "225/50R17"],
  ])("prints %s as %s and reads it back unchanged", (input, label) => {
    const spec = parsed(input);
    expect(formatTireSpec(spec)).toBe(label);
    expect(parseTireSpec(formatTireSpec(spec))).toEqual(spec);
  });

  it("starts with the size label the size page uses", () => {
    const spec = parsed("P225/50R17 93V");
    expect(formatTireSpec(spec).startsWith(formatTireSize(spec.size))).toBe(true);
  });
});

describe("construction", () => {
  it.each([
    ["LT265/75R16 123/120R", true, false],
    ["35x12.50R20LT 121Q", true, false],
    ["265/75R16 123/120R", true, false],
    ["265/75R16 116T", false, true],
    ["P265/75R16 114T", false, true],
    ["ST225/75R15 117/112L", true, false],
    ["ST205/75R15 101M", false, false],
  ])("%s: light truck %s, passenger %s", (input, lightTruck, passenger) => {
    const spec = parsed(input);
    expect(isLightTruckSpec(spec)).toBe(lightTruck);
    expect(isPassengerSpec(spec)).toBe(passenger);
  });
});
