import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { formatTireSpec } from "../../catalog/size-spec";
import { settleOnKnownSpec, specsOnSaleIn } from "./known";
import { decideReading, readSidewallLines } from "./read";

const NOW = new Date("2026-11-26T12:00:00Z");

/** The specs on sale in the data set the store ships, as /api/catalog/sidewall-specs lists them. */
const ON_SALE = [
  ...new Set(
    gunzipSync(
      readFileSync(
        join(import.meta.dirname, "../../../../server/src/seed/data/products.ndjson.gz"),
      ),
    )
      .toString("utf8")
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { size: string; loadIndex: string; speedRating: string })
      .map((row) => `${row.size.replace(/^P(?=\d)/, "")} ${row.loadIndex}${row.speedRating}`),
  ),
];

/** Readings as tesseract gave them for generated photos: fine, middle and coarse smoothing. */
const lines = (...texts: string[]) => texts.map((text) => ({ text, confidence: 30 }));
const settled = (readings: string[][]) => {
  const match = settleOnKnownSpec(
    readings.map((texts) => lines(...texts)),
    ON_SALE,
  );
  return match ? formatTireSpec(match.spec) : null;
};

describe("settleOnKnownSpec", () => {
  it("reads through look-alikes, lost slashes and a speed rating read as 7 to the spec on sale", () => {
    expect(settled([["235/50R17 S6T"], ["235/50R17 S6T"], ["235/50R17 96T"]])).toBe(
      "235/50R17 96T",
    );
    expect(
      settled([["L1245/75116 1200/1165"], ["LT245/75416 120/116S"], ["LT24575716 120/116S"]]),
    ).toBe("LT245/75R16 120/116S");
    expect(
      settled([["CL 0 288170RAT7 112H 0"], ["0 258170R1T7 112H"], ["LT 255170R17 112H"]]),
    ).toBe("255/70R17 112H");
  });

  it("keeps the P before a metric size and the marks after it, from the line that holds it", () => {
    expect(
      settled([
        ["SUMITOMO", "TL. 7 P23S/40R1996T XL 0 TT", "DOTY 107 EL N2C S228"],
        ["SUMITOMO", "P235/40R19 96T XL", "DOTY 107 EL N2C S229"],
        ["SUMITOMO", "P23S/40R19 967 XL", "DOT 107 GL N2C 3229"],
      ]),
    ).toBe("P235/40R19 96T XL");
    expect(
      settled([
        ["CT MEXEN", "CO TU RABISORIT GSH XL", "CT BOT 18F YR D200 5228 TT"],
        ["CUT UT NEXEN", "CT UT 215/50R1I7 95H XL", "CT BOT 18F V3 D2O 5228 0"],
        ["", "C0 7 215/50R17 95H XL - 0", "DOT 18FE V3 D200 5228"],
      ]),
    ).toBe("215/50R17 95H XL");
  });

  it("offers nothing when two specs on sale are about as near", () => {
    // 94V and 98V are one symbol from "9V" alike.
    expect(settled([["225/50R17 9V"], ["225/50R17 9V"], ["225/50R17 9V"]])).toBeNull();
  });

  it("offers nothing when no spec on sale is near", () => {
    expect(settled([["GOODYEAR"], ["P22 H", "DOT F 26"], ["SP H"]])).toBeNull();
    expect(settled([["135/80R12 68T"], ["135/80R12 68T"], ["135/80R12 68T"]])).toBeNull();
  });

  it("lets readings that missed the spec's line count for nothing either way", () => {
    const missed = ["TTT YVHAUQ09 TTT"];
    expect(settled([missed, ["225/50R17 94V"], ["225/50R1794V"]])).toBe("225/50R17 94V");
    // One reading alone is not enough where specs on sale differ from it by one symbol.
    expect(settled([missed, missed, ["225/50R17 94V"]])).toBeNull();
  });

  it("reads against nothing when the specs on sale could not be had", () => {
    expect(settleOnKnownSpec([lines("225/50R17 94V")], [])).toBeNull();
  });
});

describe("decideReading with the specs on sale", () => {
  const reading = (...texts: string[]) => readSidewallLines(lines(...texts), NOW);

  it("offers the spec on sale the readings settle on, where the parser alone offers none", () => {
    const readings = [
      reading("L1245/75116 1200/1165"),
      reading("LT245/75416 120/116S"),
      reading("LT24575716 120/116S"),
    ];
    expect(decideReading(readings).spec).toBeNull();
    expect(formatTireSpec(decideReading(readings, ON_SALE).spec ?? never())).toBe(
      "LT245/75R16 120/116S",
    );
  });

  it("still offers a size the store does not sell when two readings parse it alike", () => {
    const readings = [reading("135/80R12 68T"), reading("135/80R12 68T"), reading("GOODYEAR")];
    expect(formatTireSpec(decideReading(readings, ON_SALE).spec ?? never())).toBe("135/80R12 68T");
  });
});

function never(): never {
  throw new Error("no spec offered");
}

describe("specsOnSaleIn", () => {
  it("takes the specs of the catalogue's answer, and nothing from anything else", () => {
    expect(specsOnSaleIn({ specs: ["225/50R17 94V", "LT265/75R16 123/120R"] })).toEqual([
      "225/50R17 94V",
      "LT265/75R16 123/120R",
    ]);
    expect(specsOnSaleIn({ specs: ["225/50R17 94V", 7, null, "x".repeat(41)] })).toEqual([
      "225/50R17 94V",
    ]);
    expect(specsOnSaleIn({ specs: "225/50R17 94V" })).toEqual([]);
    expect(specsOnSaleIn(null)).toEqual([]);
    expect(specsOnSaleIn("<html>")).toEqual([]);
  });
});
