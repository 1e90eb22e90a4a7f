import { describe, expect, it } from "vitest";
import { guidedAnswersFrom, guidedCategory, guidedShoppingHref } from "./guided";
import { SEARCH_PILLS, typeaheadQueryType } from "./rules";
import { FRONT_SIZE_INVALID, REAR_SIZE_INVALID, sizeSearchTarget } from "./size-search";

describe("search pills", () => {
  it("has one pill per search type of storefront.md §2, in order", () => {
    expect(SEARCH_PILLS.map((pill) => pill.label)).toEqual([
      "Vehicle",
      "Tire size",
      "Guided shopping",
      "Brand",
      "Tire type",
    ]);
  });

  it("asks the typeahead for the lock's query type, rear sizes from the secondary input", () => {
    expect(typeaheadQueryType("none", "primary")).toBeUndefined();
    expect(typeaheadQueryType("tireSize", "primary")).toBe("frontTireSize");
    expect(typeaheadQueryType("tireSize", "secondary")).toBe("rearTireSize");
    expect(typeaheadQueryType("vehicle", "primary")).toBe("vehicle");
    expect(typeaheadQueryType("yearMakeModel", "primary")).toBe("makeModelYearOption");
    expect(typeaheadQueryType("brand", "primary")).toBe("brand");
    expect(typeaheadQueryType("tireType", "primary")).toBe("tireType");
  });
});

describe("size search target", () => {
  it("goes to the front size's page, with a different rear size as rearSize", () => {
    expect(sizeSearchTarget("225/50R17")).toEqual({ ok: true, href: "/tire-sizes/225-50r17" });
    expect(sizeSearchTarget("245/40R18", "275 35 18")).toEqual({
      ok: true,
      href: "/tire-sizes/245-40r18?rearSize=275-35r18",
    });
    expect(sizeSearchTarget("225/50R17", "225/50R17")).toEqual({
      ok: true,
      href: "/tire-sizes/225-50r17",
    });
  });

  it("keeps an LT size's LT: its page with the light-truck filter on", () => {
    expect(sizeSearchTarget("LT265/70R17")).toEqual({
      ok: true,
      href: "/tire-sizes/265-70r17?lightTruck=true",
    });
    expect(sizeSearchTarget("lt 265 70 17", "LT285/70R17")).toEqual({
      ok: true,
      href: "/tire-sizes/265-70r17?lightTruck=true&rearSize=285-70r17",
    });
    // A P-metric size is the size's page, LT tires and all.
    expect(sizeSearchTarget("P265/70R17")).toEqual({ ok: true, href: "/tire-sizes/265-70r17" });
  });

  it("names the input whose size cannot be read", () => {
    expect(sizeSearchTarget("225")).toEqual({
      ok: false,
      field: "primary",
      message: FRONT_SIZE_INVALID,
    });
    expect(sizeSearchTarget("225/50R17", "abc")).toEqual({
      ok: false,
      field: "secondary",
      message: REAR_SIZE_INVALID,
    });
  });
});

describe("guided shopping", () => {
  it("leads snow to winter or all-weather tires before anything else", () => {
    expect(guidedCategory({ roads: "spirited", snow: "often", priority: "grip" })).toBe(3);
    expect(guidedCategory({ roads: "city", snow: "sometimes", priority: "comfort" })).toBe(13);
  });

  it("leads off-road driving to all-terrain, hard driving or grip to performance tires", () => {
    expect(guidedCategory({ roads: "offroad", snow: "never", priority: "comfort" })).toBe(4);
    expect(guidedCategory({ roads: "spirited", snow: "never", priority: "treadLife" })).toBe(2);
    expect(guidedCategory({ roads: "city", snow: "never", priority: "grip" })).toBe(2);
  });

  it("leads comfort to touring and tread life to highway tires", () => {
    expect(guidedCategory({ roads: "city", snow: "never", priority: "comfort" })).toBe(11);
    expect(guidedCategory({ roads: "city", snow: "never", priority: "treadLife" })).toBe(5);
    expect(guidedShoppingHref({ roads: "city", snow: "never", priority: "comfort" })).toBe(
      "/categories/touring?sort=price-asc",
    );
  });

  it("reads answers only when every question has a known answer", () => {
    expect(guidedAnswersFrom({ roads: "city", snow: "never" })).toBeNull();
    expect(guidedAnswersFrom({ roads: "moon", snow: "never", priority: "grip" })).toBeNull();
    expect(guidedAnswersFrom({ roads: "city", snow: "never", priority: "grip" })).toEqual({
      roads: "city",
      snow: "never",
      priority: "grip",
    });
  });
});
