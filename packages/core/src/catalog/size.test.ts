import { describe, expect, it } from "vitest";
import { formatTireSize, normaliseTireSizeSlug, parseTireSize, tireSizeSlug } from "./size";

describe("parseTireSize", () => {
  it.each([
    ["225/50R17", "225/50R17", "225-50r17"],
    ["P225/50R17", "P225/50R17", "225-50r17"],
    ["225-50r17", "225/50R17", "225-50r17"],
    ["2255017", "225/50R17", "225-50r17"],
    ["225 50 17", "225/50R17", "225-50r17"],
    ["245/40ZR18", "245/40ZR18", "245-40zr18"],
    ["LT265/75R16", "LT265/75R16", "265-75r16"],
    ["35x12.50R20LT", "35x12.50R20LT", "35x12-50r20"],
  ])("reads %s as %s with slug %s", (input, label, slug) => {
    const size = parseTireSize(input);
    expect(size).not.toBeNull();
    if (!size) return;
    expect(formatTireSize(size)).toBe(label);
    expect(tireSizeSlug(size)).toBe(slug);
  });

  it.each(["", "abc", "225/50R99", "999/50R17", "225/5R17", "225/50R17; drop table"])(
    "refuses %j",
    (input) => {
      expect(parseTireSize(input)).toBeNull();
    },
  );

  it("reads the dash people type between aspect ratio and rim as radial", () => {
    expect(normaliseTireSizeSlug("225/50-17")).toBe("225-50r17");
  });

  it("reads a flotation size written without LT", () => {
    const size = parseTireSize("33x12.50R15");
    expect(size && tireSizeSlug(size)).toBe("33x12-50r15");
  });

  it("refuses very long input before reading it", () => {
    expect(parseTireSize(`225/50R17${" ".repeat(10_000)}`)).toBeNull();
    expect(normaliseTireSizeSlug("2".repeat(10_000))).toBeNull();
  });

  it("round-trips a flotation slug", () => {
    expect(normaliseTireSizeSlug("35x12-50r20")).toBe("35x12-50r20");
  });
});
