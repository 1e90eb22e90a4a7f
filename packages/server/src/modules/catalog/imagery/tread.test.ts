import { describe, expect, it } from "vitest";
import { hasSnowflakeMark, treadDesign, treadEdge, treadFamily, treadPattern } from "./tread";

const pattern = (categoryId: number) => treadPattern(treadDesign(categoryId, "Line"), "t", 0, 120);

describe("tread by category", () => {
  it.each([
    [1, "rib"],
    [5, "rib"],
    [11, "rib"],
    [13, "all-weather"],
    [3, "winter"],
    [4, "all-terrain"],
    [6, "mud-terrain"],
    [2, "performance"],
    [7, "performance"],
    [8, "performance"],
    [10, "performance"],
    [20, "performance"],
  ])("draws category %i with the %s tread", (categoryId, family) => {
    expect(treadFamily(categoryId)).toBe(family);
  });

  it("draws an unknown category with the everyday rib tread", () => {
    expect(treadFamily(99)).toBe("rib");
  });

  it("gives every family a pattern of its own", () => {
    const patterns = [1, 13, 3, 4, 6, 10].map(pattern);
    expect(new Set(patterns).size).toBe(6);
  });

  it("cuts sipes into winter and all-weather treads, more of them into winter, none into summer", () => {
    const sipes = (categoryId: number) => pattern(categoryId).match(/class="sipe"/g)?.length ?? 0;
    expect(sipes(3)).toBeGreaterThan(0);
    expect(sipes(13)).toBeGreaterThan(0);
    expect(sipes(10)).toBe(0);
    expect(sipes(6)).toBe(0);
    // Winter's sipes zig-zag across the whole face, four rows to a pitch.
    expect(pattern(3).match(/l4-1.6 4 1.6/g)?.length).toBeGreaterThanOrEqual(4);
  });

  it("gives track tires two grooves where summer tires have three", () => {
    expect(treadDesign(20, "Line").grooves).toBe(2);
    expect(treadDesign(7, "Line").grooves).toBe(2);
    expect(treadDesign(10, "Line").grooves).toBe(3);
    expect(pattern(20)).not.toBe(pattern(10));
  });

  it("notches the edge of mud-terrain deepest, with lugs down the sidewall, performance least", () => {
    expect(treadEdge("mud-terrain").notch).toBeGreaterThan(treadEdge("all-terrain").notch);
    expect(treadEdge("all-terrain").notch).toBeGreaterThan(treadEdge("rib").notch);
    expect(treadEdge("rib").notch).toBeGreaterThan(treadEdge("performance").notch);
    expect(treadEdge("mud-terrain").sidewallLugs).toBe(true);
    expect(treadEdge("performance").sidewallLugs).toBe(false);
  });

  it("marks winter and all-weather tires with the mountain snowflake only", () => {
    expect(hasSnowflakeMark("winter")).toBe(true);
    expect(hasSnowflakeMark("all-weather")).toBe(true);
    expect(hasSnowflakeMark("rib")).toBe(false);
    expect(hasSnowflakeMark("all-terrain")).toBe(false);
  });

  it("varies the slant of the grooves by line, the same for every size of a line", () => {
    const slants = new Set(["A", "B", "C", "D", "E", "F", "G"].map((l) => treadDesign(1, l).slant));
    expect(slants.size).toBeGreaterThan(1);
    expect(treadDesign(1, "Defender2")).toEqual(treadDesign(1, "Defender2"));
  });
});
