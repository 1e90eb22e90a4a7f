import { describe, expect, it } from "vitest";
import { diameterSlug, isTireSizePath, parseDiameterSlug } from "./size-paths";

describe("parseDiameterSlug", () => {
  it.each([
    ["17-inch-all-season-tires", 17, "all-season"],
    ["20-inch-truck-tires", 20, "truck"],
    ["18-inch-all-terrain-mud-tires", 18, "all-terrain-mud"],
    ["19.5-inch-commercial-tires", 19.5, "commercial"],
    ["16-Inch-Winter-Tires", 16, "winter"],
    ["17-inch-tires", 17, ""],
  ])("reads %s", (slug, rimDiameter, word) => {
    expect(parseDiameterSlug(slug)).toEqual({ rimDiameter, word });
  });

  it.each([
    "",
    "17-inch--tires",
    "17-inch-all-season",
    "inch-all-season-tires",
    "17-inches-all-season-tires",
    "9-inch-all-season-tires",
    "31-inch-all-season-tires",
    "17-inch--all-season-tires",
    "17-inch-all-season-tires/extra",
    "17-inch-all season-tires",
    "225-50r17",
    `17-inch-${"a-".repeat(5_000)}tires`,
  ])("refuses %j", (slug) => {
    expect(parseDiameterSlug(slug)).toBeNull();
  });
});

describe("diameterSlug", () => {
  it.each([
    [17, "all-season", "17-inch-all-season-tires"],
    [20, "Truck", "20-inch-truck-tires"],
    [18, "All Terrain", "18-inch-all-terrain-tires"],
    [22, "truck-tires", "22-inch-truck-tires"],
  ])("builds (%i, %j) as %s", (rim, word, slug) => {
    expect(diameterSlug(rim, word)).toBe(slug);
  });

  it.each(["17-inch-all-season-tires", "20-inch-truck-tires", "19.5-inch-commercial-tires"])(
    "round-trips %s",
    (slug) => {
      const parsed = parseDiameterSlug(slug);
      expect(parsed && diameterSlug(parsed.rimDiameter, parsed.word)).toBe(slug);
    },
  );
});

describe("isTireSizePath", () => {
  it.each([
    "/tire-sizes/225-50r17",
    "/tire-sizes/225-50r17/",
    "/tire-sizes/245-40zr18",
    "/tire-sizes/35x12-50r20",
    "/tire-sizes/225-50r17/categories/all-season",
    "/tire-sizes/225-50r17/brands/michelin-tires",
    "/tire-sizes/225-50r17/brands/michelin-tires/types/touring",
    "/tire-sizes/225-50r17/brands/michelin-tires/categories/all-season",
    "/tire-sizes/225-50r17/types/performance",
    "/tire-sizes/225-50r17?page=2",
    "/tire-sizes/diameter/17-inch-all-season-tires",
    "/tire-sizes/diameter/20-inch-truck-tires",
    "/tire-sizes/diameter/17-inch-tires",
  ])("recognises %s", (path) => {
    expect(isTireSizePath(path)).toBe(true);
  });

  it.each([
    "/",
    "/tire-sizes",
    "/tire-sizes/",
    "/tire-sizes/diameter",
    "/tire-sizes/diameter/17-inch--tires",
    "/tire-sizes/diameter/17-inch-all-season-tires/extra",
    "/tire-sizes/michelin",
    "/tire-sizes/225-50r99",
    "/tire-sizes/225-50r17/brands",
    "/tire-sizes/225-50r17/reviews/all",
    "/tire-sizes/225-50r17/brands/michelin-tires/reviews/all",
    "/tire-sizes/225-50r17/brands/michelin-tires/types",
    "/tire-sizes/225-50r17/brands/<script>",
    "/tire-sizes/225-50r17/categories/all-season/extra",
    "/brands/michelin-tires",
    "/vehicles/honda/civic/2020",
    "tire-sizes/225-50r17",
    "//tire-sizes/225-50r17",
    "/tire-sizes/225-50r17' OR '1'='1",
    `/tire-sizes/225-50r17/${"a/".repeat(5_000)}`,
  ])("does not recognise %s", (path) => {
    expect(isTireSizePath(path)).toBe(false);
  });
});
