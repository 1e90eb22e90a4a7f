import { describe, expect, it } from "vitest";
import { formatTireSpec } from "../../catalog/size-spec";
import { decideReading, readSidewallLines, SURE_SPEC_CONFIDENCE, specOfLine } from "./read";

const NOW = new Date("2026-11-20T15:00:00Z");
const spec = (line: string) => {
  const read = specOfLine(line);
  return read ? formatTireSpec(read) : null;
};

// Lines as tesseract gave them for generated sidewall photos (tests/support/sidewall-images.ts).
describe("specOfLine", () => {
  it("reads a clean line, and one with specks about it", () => {
    expect(spec("235/70R16 106S")).toBe("235/70R16 106S");
    expect(spec("© 235/55R17 99H |")).toBe("235/55R17 99H");
    expect(spec("P245/50R19 105S XL")).toBe("P245/50R19 105S XL");
  });

  it("reads look-alikes where a digit or a speed symbol must stand", () => {
    // T read as 7, S as 5, O as 0, I as 1.
    expect(spec("265/70R16 1127")).toBe("265/70R16 112T");
    expect(spec("235/70R16 1065")).toBe("235/70R16 106S");
    expect(spec("2O5/55RI6 91V")).toBe("205/55R16 91V");
  });

  it("reads a two-digit load index before XL, though a T could be a 7 of three digits", () => {
    expect(spec("215/45R18 93T XL")).toBe("215/45R18 93T XL");
    expect(spec("P23S/40R19 96T XL")).toBe("P235/40R19 96T XL");
    expect(spec("245/45R20 103Y XL")).toBe("245/45R20 103Y XL");
  });

  it("reads a rim and a service description run together", () => {
    expect(spec("235/50R1897H")).toBe("235/50R18 97H");
    expect(spec("335/25R20 99W")).toBe("335/25R20 99W");
  });

  it("reads light-truck, flotation and run-flat specs", () => {
    expect(spec("LT285/75R16 126/123Q")).toBe("LT285/75R16 126/123Q");
    expect(spec("35x12.50R18LT 123S")).toBe("35x12.50R18LT 123S");
    expect(spec("225/45R17 91W XL RFT")).toBe("225/45R17 91W XL RFT");
  });

  it("offers no spec a tire cannot have", () => {
    // An aspect ratio of 58, a width not ending in 5, no service description, a brand.
    expect(spec("225/5BRL16 95T")).toBeNull();
    expect(spec("221/55R16 95T")).toBeNull();
    expect(spec("225/55R16")).toBeNull();
    expect(spec("CONTINENTAL")).toBeNull();
    expect(spec("Z2H3/L L1/2V XL")).toBeNull();
  });
});

describe("readSidewallLines", () => {
  it("reads the spec and the DOT code from the lines of a sidewall", () => {
    const reading = readSidewallLines(
      [
        { text: "PIRELLI", confidence: 80 },
        { text: "265/70R16 1127", confidence: 84 },
        { text: "DOT 1XA P5 LXL 0824", confidence: 92 },
      ],
      NOW,
    );
    expect(reading.spec && formatTireSpec(reading.spec)).toBe("265/70R16 112T");
    expect(reading.specLine).toBe("265/70R16 1127");
    expect(reading.dot?.made).toEqual({ week: 8, year: 2024 });
    expect(reading.dot?.plantCode).toBe("1XA");
  });

  it("measures its confidence by the spec's own words, not the specks read beside them", () => {
    const reading = readSidewallLines(
      [
        {
          text: "CT 205/55R16 91V XL 0",
          confidence: 20,
          words: [
            { text: "CT", confidence: 5 },
            { text: "205/55R16", confidence: 80 },
            { text: "91V", confidence: 70 },
            { text: "XL", confidence: 90 },
            { text: "0", confidence: 10 },
          ],
        },
      ],
      NOW,
    );
    expect(reading.spec && formatTireSpec(reading.spec)).toBe("205/55R16 91V XL");
    expect(reading.specLine).toBe("205/55R16 91V XL");
    expect(reading.specConfidence).toBe(80);
  });

  it("reads DOT read as 0OT or D0T, and leaves a code that does not decode", () => {
    expect(
      readSidewallLines([{ text: "D0T 1U3 NN KWY 0123", confidence: 70 }], NOW).dot?.made,
    ).toEqual({ week: 1, year: 2023 });
    expect(
      readSidewallLines([{ text: "DOT 1U3 NN KWY 5723", confidence: 70 }], NOW).dot,
    ).toBeNull();
    expect(
      readSidewallLines([{ text: "DOT 1U3 NN KWY 0127", confidence: 70 }], NOW).dot,
    ).toBeNull();
  });
});

describe("decideReading", () => {
  const reading = (text: string, confidence: number) =>
    readSidewallLines([{ text, confidence }], NOW);
  const offered = (...reads: [string, number][]) => {
    const spec = decideReading(reads.map(([text, sure]) => reading(text, sure))).spec;
    return spec ? formatTireSpec(spec) : null;
  };

  it("offers a spec two readings agree on, however unsure", () => {
    expect(offered(["225/45R17 91W", 10], ["CONTINENTAL", 90], ["225/45R17 91W", 15])).toBe(
      "225/45R17 91W",
    );
  });

  it("offers a spec read once only when the recogniser was sure of it", () => {
    expect(offered(["225/45R17 91W", SURE_SPEC_CONFIDENCE], ["CONTINENTAL", 90])).toBe(
      "225/45R17 91W",
    );
    expect(offered(["225/45R17 91W", SURE_SPEC_CONFIDENCE - 1], ["CONTINENTAL", 90])).toBeNull();
  });

  it("offers the surer of readings that differ, or none when none is sure", () => {
    expect(offered(["225/45R17 91W", 85], ["225/45R17 94W", 95], ["225/46R17", 99])).toBe(
      "225/45R17 94W",
    );
    expect(offered(["225/45R17 91W", 40], ["225/45R17 94W", 50])).toBeNull();
  });

  it("keeps the DOT code of the first reading that decoded one", () => {
    const coarse = readSidewallLines(
      [
        { text: "225/45R17 91W", confidence: 90 },
        { text: "DOT 1U3 NN KWY 0123", confidence: 70 },
      ],
      NOW,
    );
    const fine = readSidewallLines([{ text: "DOT 1U3 NN KWY 0223", confidence: 70 }], NOW);
    expect(decideReading([fine, coarse]).dot?.made).toEqual({ week: 2, year: 2023 });
    expect(decideReading([reading("", 0), coarse]).dot?.made).toEqual({ week: 1, year: 2023 });
  });
});
