import { describe, expect, it } from "vitest";
import {
  activeFilterCount,
  applicableFilters,
  filterChips,
  type ListingState,
  listingRequest,
  listingSearch,
  listingSearchParams,
  NO_FILTERS,
  parseListingParams,
  priceRangeHints,
} from "./listing-filters";
import type { CatalogListing } from "./schemas";

const parse = (query: string) => parseListingParams(new URLSearchParams(query));

const facets: CatalogListing["facets"] = {
  brands: [
    { value: "michelin", label: "Michelin", count: 3 },
    { value: "pirelli", label: "Pirelli", count: 2 },
  ],
  lines: [],
  categories: [
    { value: "1", label: "All Season", count: 3 },
    { value: "10", label: "Summer", count: 2 },
  ],
  types: [{ value: "Passenger", label: "Passenger", count: 5 }],
  speedRatings: [
    { value: "H", label: "H", count: 2 },
    { value: "V", label: "V", count: 3 },
  ],
  price: { minInCents: 10_000, maxInCents: 30_000 },
};

describe("parseListingParams", () => {
  it("reads nothing as no filter, best match, page 1", () => {
    expect(parse("")).toEqual({
      filters: NO_FILTERS,
      sort: "best-match",
      page: 1,
      removed: false,
    });
  });

  it("reads every filter as a GET form submits it", () => {
    const state = parse(
      "brand=michelin&brand=pirelli&category=all-season&category=summer&type=suv-crossover" +
        "&speedRating=V&speedRating=h&minLoadIndex=95&runFlat=true&lightTruck=true&deals=on" +
        "&minPrice=100&maxPrice=199.5&sort=price-desc&page=3",
    );
    expect(state).toEqual({
      filters: {
        brand: ["michelin", "pirelli"],
        category: [1, 10],
        type: "SUV/Crossover",
        speedRating: ["H", "V"],
        minLoadIndex: 95,
        runFlat: true,
        lightTruck: true,
        deals: true,
        minPriceInCents: 10_000,
        maxPriceInCents: 19_950,
      },
      sort: "price-desc",
      page: 3,
      removed: false,
    });
  });

  it("takes comma-separated lists, category ids, -tires brand slugs and skips blank fields", () => {
    const state = parse(
      "brand=michelin-tires,Pirelli&category=1,13&minPrice=&maxPrice=&type=&minLoadIndex=",
    );
    expect(state.filters.brand).toEqual(["michelin", "pirelli"]);
    expect(state.filters.category).toEqual([1, 13]);
    expect(state.filters.type).toBeNull();
    expect(state.filters.minPriceInCents).toBeNull();
    expect(state.removed).toBe(false);
  });

  it.each([
    ["brand=Michelin!"],
    ["category=snow"],
    ["category=9"],
    ["type=bicycle"],
    ["speedRating=X"],
    ["minLoadIndex=heavy"],
    ["minLoadIndex=500"],
    ["runFlat=maybe"],
    ["minPrice=cheap"],
    ["maxPrice=-5"],
    ["sort=cheapest"],
  ])("drops %s and says so", (query) => {
    const state = parse(query);
    expect(state.removed).toBe(true);
    expect(activeFilterCount(state.filters)).toBe(0);
    expect(state.sort).toBe("best-match");
  });

  it("keeps the valid values next to an invalid one", () => {
    const state = parse("speedRating=V&speedRating=X&brand=pirelli&brand=%3Cscript%3E");
    expect(state.filters.speedRating).toEqual(["V"]);
    expect(state.filters.brand).toEqual(["pirelli"]);
    expect(state.removed).toBe(true);
  });

  it("turns a price range typed backwards round and clamps the page", () => {
    const state = parse("minPrice=300&maxPrice=100&page=99999");
    expect(state.filters.minPriceInCents).toBe(10_000);
    expect(state.filters.maxPriceInCents).toBe(30_000);
    expect(state.page).toBe(1);
    expect(parse("page=0").page).toBe(1);
    expect(parse("page=1000").page).toBe(1000);
  });

  it("caps brands at the API's 20 and reports the rest as removed", () => {
    const many = Array.from({ length: 25 }, (_, i) => `brand=b${i}`).join("&");
    const state = parse(many);
    expect(state.filters.brand).toHaveLength(20);
    expect(state.removed).toBe(true);
  });
});

describe("listingSearchParams", () => {
  const state: ListingState = {
    filters: {
      ...NO_FILTERS,
      brand: ["michelin"],
      category: [1],
      type: "Light Truck",
      speedRating: ["V"],
      minLoadIndex: 90,
      runFlat: true,
      lightTruck: true,
      deals: true,
      minPriceInCents: 10_000,
      maxPriceInCents: 15_050,
    },
    sort: "name",
    page: 2,
  };

  it("writes the canonical query, and reads back the same state", () => {
    const query = listingSearchParams(state).toString();
    expect(query).toBe(
      "brand=michelin&category=all-season&type=light-truck&speedRating=V&minLoadIndex=90" +
        "&runFlat=true&lightTruck=true&deals=true&minPrice=100&maxPrice=150.50&sort=name&page=2",
    );
    const { removed, ...back } = parse(query);
    expect(back).toEqual(state);
    expect(removed).toBe(false);
  });

  it("leaves the defaults out and keeps keys that are not the listing's", () => {
    const base = new URLSearchParams("trim=EX&sort=name&page=4&brand=old");
    expect(listingSearch({ filters: NO_FILTERS, sort: "best-match", page: 1 })).toBe("");
    expect(listingSearch({ filters: NO_FILTERS, sort: "best-match", page: 1 }, base)).toBe(
      "?trim=EX",
    );
    // Lowest price is a sort the shopper asks for: it stays in the link.
    expect(listingSearch({ filters: NO_FILTERS, sort: "price-asc", page: 1 })).toBe(
      "?sort=price-asc",
    );
  });
});

describe("applicableFilters", () => {
  it("drops values the scope has no tire of, and says so", () => {
    const { filters, removed } = applicableFilters(
      {
        ...NO_FILTERS,
        brand: ["michelin", "nosuchbrand"],
        category: [1, 3],
        type: "Trailer",
        speedRating: ["V", "Z"],
      },
      facets,
      { size: "225-50r17" },
    );
    expect(filters).toMatchObject({
      brand: ["michelin"],
      category: [1],
      type: null,
      speedRating: ["V"],
    });
    expect(removed).toBe(true);
  });

  it("keeps the light-truck filter only where the scope has LT tires", () => {
    const wanted = { ...NO_FILTERS, lightTruck: true };
    const none = applicableFilters(wanted, facets, { size: "225-50r17" });
    expect(none.filters.lightTruck).toBe(false);
    expect(none.removed).toBe(true);
    const some = applicableFilters(wanted, { ...facets, lightTruck: 4 }, { size: "265-70r17" });
    expect(some.filters.lightTruck).toBe(true);
    expect(some.removed).toBe(false);
  });

  it("drops a filter on what the page itself is about", () => {
    const result = applicableFilters({ ...NO_FILTERS, brand: ["pirelli"] }, facets, {
      brand: "michelin",
    });
    expect(result.filters.brand).toEqual([]);
    expect(result.removed).toBe(true);
  });

  it("keeps filters that apply, price and flags included", () => {
    const wanted = {
      ...NO_FILTERS,
      brand: ["pirelli"],
      type: "Passenger" as const,
      deals: true,
      runFlat: true,
      minPriceInCents: 1,
    };
    expect(applicableFilters(wanted, facets, { size: "225-50r17" })).toEqual({
      filters: wanted,
      removed: false,
    });
  });
});

describe("listingRequest", () => {
  it("asks for a staggered fitment's rear size with the front one", () => {
    expect(
      listingRequest(
        { size: "225-45r17", rearSize: "245-40r18" },
        { filters: NO_FILTERS, sort: "price-asc", page: 1 },
      ),
    ).toMatchObject({ size: "225-45r17", rearSize: "245-40r18" });
  });

  it("puts the scope first and the filters after it", () => {
    const state = parse("brand=pirelli&category=summer&speedRating=V&runFlat=true&maxPrice=150");
    expect(listingRequest({ size: "225-50r17" }, state)).toEqual({
      size: "225-50r17",
      brand: ["pirelli"],
      category: [10],
      speedRating: ["V"],
      runFlat: true,
      maxPriceInCents: 15_000,
      sort: "best-match",
      page: 1,
    });
    expect(listingRequest({ brand: "michelin", category: 1 }, state, 1)).toMatchObject({
      brand: ["michelin"],
      category: [1],
      pageSize: 1,
    });
  });
});

describe("filterChips", () => {
  it("names each active filter and removes only it, back on page 1", () => {
    const state = { ...parse("brand=michelin&brand=pirelli&minPrice=100&deals=true"), page: 3 };
    const chips = filterChips(state, facets);
    expect(chips.map((c) => c.label)).toEqual(["Michelin", "Pirelli", "$100 and up", "Deals"]);
    const [michelin] = chips;
    expect(michelin && listingSearch(michelin.state)).toBe(
      "?brand=pirelli&deals=true&minPrice=100",
    );
  });

  it("labels a price range both ways, the load index, run-flat, type and speed rating", () => {
    const chips = filterChips(
      parse("minPrice=50&maxPrice=99.99&minLoadIndex=95&runFlat=true&type=passenger&speedRating=H"),
      facets,
    );
    expect(chips.map((c) => c.label)).toEqual([
      "Passenger",
      "Speed rating H",
      "$50 to $99.99",
      "Load index 95+",
      "Run-flat",
    ]);
    expect(filterChips(parse("maxPrice=80"), facets)[0]?.label).toBe("Up to $80");
  });
});

describe("priceRangeHints", () => {
  it("rounds the cheapest tire down and the dearest up to whole dollars", () => {
    expect(priceRangeHints({ minInCents: 8_999, maxInCents: 23_401 })).toEqual({
      min: "89",
      max: "235",
    });
    expect(priceRangeHints(null)).toBeNull();
  });
});
