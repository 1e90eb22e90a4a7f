import { describe, expect, it } from "vitest";
import type { ListingScope } from "./listing-filters";
import {
  diameterScope,
  listingPath,
  typeOrCategoryBySlug,
  typeOrCategoryName,
} from "./listing-paths";

describe("typeOrCategoryBySlug", () => {
  it.each([
    ["suv-crossover", { type: "SUV/Crossover" }],
    ["Light-Truck", { type: "Light Truck" }],
    ["all-season", { category: 1 }],
    ["uhp", { category: 8 }],
    ["track-competition", { category: 20 }],
  ])("reads %s", (slug, expected) => {
    expect(typeOrCategoryBySlug(slug)).toEqual(expected);
  });

  it.each(["snow", "", "suv", "all season", "1"])("knows no %j", (slug) => {
    expect(typeOrCategoryBySlug(slug)).toBeNull();
  });
});

describe("diameterScope", () => {
  it.each([
    ["17-inch-all-season-tires", { rimDiameter: 17, category: 1 }],
    ["20-inch-truck-tires", { rimDiameter: 20, type: "Light Truck" }],
    ["18-inch-suv-crossover-tires", { rimDiameter: 18, type: "SUV/Crossover" }],
    ["19.5-inch-commercial-tires", { rimDiameter: 19.5, type: "Commercial" }],
    // Every tire of the rim.
    ["17-inch-tires", { rimDiameter: 17 }],
  ])("reads %s", (slug, scope) => {
    expect(diameterScope(slug)).toEqual(scope);
  });

  it.each(["17-inch-tractor-tires", "17-inch--tires", "40-inch-tires", "225-50r17"])(
    "refuses %s",
    (slug) => {
      expect(diameterScope(slug)).toBeNull();
    },
  );
});

describe("listingPath", () => {
  it.each<[ListingScope, string]>([
    [{ size: "225-50r17" }, "/tire-sizes/225-50r17"],
    [{ size: "225-50r17", category: 1 }, "/tire-sizes/225-50r17/categories/all-season"],
    [{ size: "225-50r17", type: "Passenger" }, "/tire-sizes/225-50r17/types/passenger"],
    [{ size: "225-50r17", brand: "michelin" }, "/tire-sizes/225-50r17/brands/michelin-tires"],
    [
      { size: "225-50r17", brand: "michelin", type: "SUV/Crossover" },
      "/tire-sizes/225-50r17/brands/michelin-tires/types/suv-crossover",
    ],
    [
      { size: "225-50r17", brand: "michelin", category: 13 },
      "/tire-sizes/225-50r17/brands/michelin-tires/categories/all-weather",
    ],
    [{ rimDiameter: 17, category: 1 }, "/tire-sizes/diameter/17-inch-all-season-tires"],
    [{ rimDiameter: 20, type: "Light Truck" }, "/tire-sizes/diameter/20-inch-light-truck-tires"],
    [{ rimDiameter: 17 }, "/tire-sizes/diameter/17-inch-tires"],
    [{ brand: "michelin" }, "/brands/michelin-tires"],
    [{ brand: "michelin", line: "defender2" }, "/brands/michelin-tires/defender2"],
    [{ brand: "michelin", type: "Passenger" }, "/brands/michelin-tires/types/passenger"],
    [{ brand: "michelin", category: 8 }, "/brands/michelin-tires/categories/uhp"],
    [{ type: "Light Truck" }, "/types/light-truck"],
    [{ category: 4 }, "/categories/all-terrain"],
  ])("%j lives at %s", (scope, path) => {
    expect(listingPath(scope)).toBe(path);
  });

  it.each<ListingScope>([
    {},
    { line: "defender2" },
    { size: "225-50r17", brand: "michelin", line: "defender2" },
    { brand: "michelin", type: "Passenger", category: 1 },
    { brand: "michelin", line: "defender2", category: 1 },
  ])("has no page for %j", (scope) => {
    expect(listingPath(scope)).toBeNull();
  });

  it("round-trips every diameter page it builds", () => {
    const scope = { rimDiameter: 18, category: 11 };
    const path = listingPath(scope) ?? "";
    expect(diameterScope(path.split("/").at(-1) ?? "")).toEqual(scope);
  });
});

describe("typeOrCategoryName", () => {
  it("names the type or the category of a scope", () => {
    expect(typeOrCategoryName({ type: "Passenger" })).toBe("Passenger");
    expect(typeOrCategoryName({ category: 10 })).toBe("Summer");
    expect(typeOrCategoryName({ brand: "michelin" })).toBeNull();
  });
});
