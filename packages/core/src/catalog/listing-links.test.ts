import { describe, expect, it } from "vitest";
import { listingBreadcrumbs, listingName, relatedListings } from "./listing-links";
import type { CatalogListing } from "./schemas";

const facets: CatalogListing["facets"] = {
  brands: [
    { value: "michelin", label: "Michelin", count: 3 },
    { value: "pirelli", label: "Pirelli", count: 2 },
  ],
  lines: [{ value: "defender2", label: "Defender2", count: 3 }],
  categories: [{ value: "1", label: "All Season", count: 3 }],
  types: [{ value: "Passenger", label: "Passenger", count: 5 }],
  speedRatings: [],
  price: null,
};

describe("listingName", () => {
  it.each([
    [{ size: "225-50r17" }, "225/50R17"],
    [{ size: "225-50r17", brand: "michelin", category: 1 }, "Michelin 225/50R17 All Season"],
    [{ brand: "michelin", line: "defender2" }, "Michelin Defender2"],
    [{ rimDiameter: 17, type: "Light Truck" as const }, "17-inch Light Truck"],
    [{ category: 13 }, "All Weather"],
  ])("names %j %j", (scope, name) => {
    expect(listingName(scope, { brand: "Michelin", line: "Defender2", size: "225/50R17" })).toBe(
      name,
    );
  });
});

it("names a staggered size search by its front and rear sizes", () => {
  expect(
    listingName(
      { size: "225-45r17", rearSize: "245-40r18" },
      { size: "225/45R17", rearSize: "245/40R18" },
    ),
  ).toBe("225/45R17 front and 245/40R18 rear");
});

describe("listingBreadcrumbs", () => {
  const labels = { brand: "Michelin", size: "225/50R17" };
  it("leads from a size's brand and type back to the size and the sizes hub", () => {
    expect(
      listingBreadcrumbs({ size: "225-50r17", brand: "michelin", type: "Passenger" }, labels),
    ).toEqual([
      { href: "/tire-sizes", label: "Tire sizes" },
      { href: "/tire-sizes/225-50r17", label: "225/50R17" },
      { href: "/tire-sizes/225-50r17/brands/michelin-tires", label: "Michelin" },
    ]);
  });

  it("leads from a brand's category to its categories and the brand", () => {
    expect(listingBreadcrumbs({ brand: "michelin", category: 1 }, labels)).toEqual([
      { href: "/brands", label: "All brands" },
      { href: "/brands/michelin-tires", label: "Michelin" },
      { href: "/brands/michelin-tires/categories", label: "Categories" },
    ]);
    expect(listingBreadcrumbs({ brand: "michelin" }, labels)).toEqual([
      { href: "/brands", label: "All brands" },
    ]);
    expect(listingBreadcrumbs({ type: "Passenger" }, labels)).toEqual([
      { href: "/types", label: "Tire types" },
    ]);
  });
});

describe("relatedListings", () => {
  it("links a size to its brands, categories and types", () => {
    const groups = relatedListings({ size: "225-50r17" }, { size: "225/50R17" }, facets);
    expect(groups.map((g) => g.title)).toEqual([
      "225/50R17 tires by brand",
      "225/50R17 tires by category",
      "225/50R17 tires by type",
    ]);
    expect(groups[0]?.links[0]).toEqual({
      href: "/tire-sizes/225-50r17/brands/michelin-tires",
      label: "Michelin 225/50R17 tires",
      count: 3,
    });
  });

  it("links a brand to its lines, and a category to its brands", () => {
    const brand = relatedListings({ brand: "michelin" }, { brand: "Michelin" }, facets);
    expect(brand[0]?.links[0]?.href).toBe("/brands/michelin-tires/defender2");
    expect(brand[1]?.links[0]?.href).toBe("/brands/michelin-tires/categories/all-season");
    const category = relatedListings({ category: 1 }, {}, facets);
    expect(category[0]?.links.map((l) => l.href)).toEqual([
      "/brands/michelin-tires/categories/all-season",
      "/brands/pirelli-tires/categories/all-season",
    ]);
  });

  it("has none for a combined page", () => {
    expect(relatedListings({ size: "225-50r17", brand: "michelin" }, {}, facets)).toEqual([]);
  });
});
