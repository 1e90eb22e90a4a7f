import { describe, expect, it } from "vitest";
import {
  canonicalTireSizeHref,
  formatTireSize,
  isLightTruckSize,
  lightTruckSearch,
  normaliseTireSizeSlug,
  parseTireSize,
  parseTireSizeSlug,
  tireSizeSlug,
} from "./size";

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

  it.each(["LT265/75R16", "lt265-75r16", "265/75R16LT", "LT 265 75 16"])(
    "reads %s as the light-truck size",
    (input) => {
      const size = parseTireSize(input);
      expect(size && formatTireSize(size)).toBe("LT265/75R16");
      expect(size && isLightTruckSize(size)).toBe(true);
    },
  );

  it("reads a P-metric or Euro-metric size as not light-truck", () => {
    for (const input of ["P265/75R16", "265/75R16", "265-75r16"]) {
      const size = parseTireSize(input);
      expect(size && isLightTruckSize(size)).toBe(false);
    }
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

  // ETRTO Standards Manual, "Commercial vehicle tyres (C)": a C after the rim marks a European
  // commercial size for vans (Mercedes Sprinter, Ford Transit: 215/65R16C, 235/65R16C).
  it.each([
    ["215/65R16C", "215/65R16C", "215-65r16c"],
    ["235/65 R16 C", "235/65R16C", "235-65r16c"],
    ["215-65r16c", "215/65R16C", "215-65r16c"],
  ])("reads the European commercial size %s", (input, label, slug) => {
    const size = parseTireSize(input);
    expect(size).toMatchObject({ kind: "metric", commercial: true });
    expect(size && formatTireSize(size)).toBe(label);
    expect(size && tireSizeSlug(size)).toBe(slug);
    expect(normaliseTireSizeSlug(slug)).toBe(slug);
  });

  // ETRTO: a commercial size printed without an aspect ratio (195R14C, 185R14C on older vans and
  // pickups) is of the nominal 82 series.
  it("reads a commercial size without an aspect ratio as the 82 series", () => {
    expect(parseTireSize("195R14C")).toMatchObject({
      width: 195,
      aspectRatio: 82,
      rimDiameter: 14,
      commercial: true,
    });
    expect(parseTireSize("LT215/65R16C")).toBeNull();
  });

  // ETRTO run-flat marking: an F after the construction letter inside the size (Continental SSR
  // and Bridgestone RFT sidewalls print "225/45 RF 17"); the size is the radial one.
  it.each([
    ["225/45RF17", "225/45R17"],
    ["225/45 RF 17", "225/45R17"],
    ["245/40ZRF18", "245/40ZR18"],
  ])("reads the run-flat construction letters in %s as the size %s", (input, label) => {
    const size = parseTireSize(input);
    expect(size && formatTireSize(size)).toBe(label);
  });

  // The older dash before the rim: "P205/60R-15" in 1980s–90s P-metric catalogues, and bias-ply
  // flotation sizes such as "31x10.50-15LT" (Tire and Rim Association year book).
  it.each([
    ["P205/60R-15", "P205/60R15"],
    ["205/60 R-15", "205/60R15"],
    ["31x10.50-15LT", "31x10.50R15LT"],
    ["33x12.50-15", "33x12.50R15LT"],
  ])("reads the dash before the rim in %s", (input, label) => {
    const size = parseTireSize(input);
    expect(size && formatTireSize(size)).toBe(label);
  });
});

describe("lightTruckSearch", () => {
  it("turns the light-truck filter on for an LT size, keeping the rest of the query", () => {
    const lt = parseTireSizeSlug("lt265-75r16");
    const metric = parseTireSizeSlug("265-75r16");
    if (!lt || !metric) throw new Error("sizes read");
    expect(lightTruckSearch(lt, "")).toBe("?lightTruck=true");
    expect(lightTruckSearch(lt, "?sort=rating")).toBe("?sort=rating&lightTruck=true");
    expect(lightTruckSearch(lt, "?lightTruck=false")).toBe("?lightTruck=true");
    expect(lightTruckSearch(lt, "?lightTruck=true")).toBe("?lightTruck=true");
    expect(lightTruckSearch(metric, "?sort=rating")).toBe("?sort=rating");
  });
});

describe("canonicalTireSizeHref", () => {
  it("keeps an LT size light-truck on its canonical page", () => {
    expect(canonicalTireSizeHref("lt265-75r16")).toBe("/tire-sizes/265-75r16?lightTruck=true");
    expect(canonicalTireSizeHref("LT265/75R16", "?sort=rating")).toBe(
      "/tire-sizes/265-75r16?sort=rating&lightTruck=true",
    );
    expect(canonicalTireSizeHref("lt265-75r16", "?lightTruck=false")).toBe(
      "/tire-sizes/265-75r16?lightTruck=true",
    );
  });

  it("leaves a canonical address as it is, so it is never moved again", () => {
    for (const [slug, search] of [
      ["265-75r16", "?lightTruck=true"],
      ["265-75r16", "?brand=a,b&lightTruck=true"],
      ["225-50r17", ""],
      ["225-50r17", "?brand=michelin,goodyear"],
    ] as const) {
      expect(canonicalTireSizeHref(slug, search)).toBe(`/tire-sizes/${slug}${search}`);
    }
    expect(canonicalTireSizeHref("lt265-75r16", "?lightTruck=true")).toBe(
      "/tire-sizes/265-75r16?lightTruck=true",
    );
  });

  it("moves a typed P-metric size to its slug and refuses what is not a size", () => {
    expect(canonicalTireSizeHref("P225/50R17")).toBe("/tire-sizes/225-50r17");
    expect(canonicalTireSizeHref("hello")).toBeNull();
  });
});
