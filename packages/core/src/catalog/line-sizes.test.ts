import { describe, expect, it } from "vitest";
import { lineSizeGroups, lineSizesByRim, serviceDescription } from "./line-sizes";

const tire = (productId: string, size: string, price: number, extra: object = {}) => ({
  productId,
  size,
  salePriceInCents: price,
  href: `/brands/x/y/p/${productId}`,
  serviceDescription: "94H",
  ...extra,
});

describe("the line's sizes", () => {
  it("list each size once, in the order given, its tires as variants", () => {
    const groups = lineSizeGroups([
      tire("1", "205/55R16", 9_000),
      tire("2", "205/55R16", 8_000, { serviceDescription: "91T" }),
      tire("3", "225/50R17", 11_000, { isCurrent: true }),
      tire("4", "225/50R17", 10_000, { serviceDescription: "94T" }),
      tire("5", "245/40R18", 13_000),
    ]);
    expect(groups.map((g) => g.size)).toEqual(["205/55R16", "225/50R17", "245/40R18"]);
    // Cheapest first, the page's own tire before the rest.
    expect(groups[0]?.variants.map((v) => v.productId)).toEqual(["2", "1"]);
    expect(groups[1]?.variants.map((v) => v.productId)).toEqual(["3", "4"]);
    expect(groups.map((g) => g.isCurrent)).toEqual([false, true, false]);
  });

  it("name each tire by its service description, as catalogues print it", () => {
    const base = { loadIndex: "94", speedRating: "H", isExtraLoad: false, isRunFlat: false };
    expect(serviceDescription({ ...base, loadRange: null })).toBe("94H");
    expect(serviceDescription({ ...base, isExtraLoad: true, loadRange: null })).toBe("94H XL");
    expect(serviceDescription({ ...base, isRunFlat: true, loadRange: null })).toBe("94H Run-flat");
    expect(
      serviceDescription({ ...base, loadIndex: "121/118", speedRating: "S", loadRange: "E" }),
    ).toBe("121/118S LR E");
  });

  it("group by rim diameter for the size picker, smallest rim first", () => {
    const byRim = lineSizesByRim(
      lineSizeGroups([
        tire("1", "245/40R18", 13_000),
        tire("2", "205/55R16", 9_000),
        tire("3", "225/45R18", 12_000),
      ]),
    );
    expect(byRim.map((rim) => [rim.label, rim.groups.map((g) => g.size)])).toEqual([
      ["16-inch rims", ["205/55R16"]],
      ["18-inch rims", ["245/40R18", "225/45R18"]],
    ]);
  });
});
