import { describe, expect, it } from "vitest";
import {
  lineRimSearch,
  lineSizeChoice,
  lineSizeGroups,
  lineSizesByRim,
  serviceDescription,
} from "./line-sizes";

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

describe("lineSizeChoice", () => {
  const sizes = [
    { slug: "215-70r16", label: "215/70R16", rimDiameter: 16, count: 2 },
    { slug: "235-65r17", label: "235/65R17", rimDiameter: 17, count: 3 },
    { slug: "245-65r17", label: "245/65R17", rimDiameter: 17, count: 1 },
  ];
  const read = (query: string) => lineSizeChoice(sizes, new URLSearchParams(query));

  it("offers the line's rims with their tire counts and every size without a choice", () => {
    const choice = read("");
    expect(choice.rims).toEqual([
      { rimDiameter: 16, label: "16-inch", count: 2 },
      { rimDiameter: 17, label: "17-inch", count: 4 },
    ]);
    expect(choice.sizes).toHaveLength(3);
    expect(choice).toMatchObject({ size: null, rimDiameter: null, removed: false });
  });

  it("narrows the sizes to a rim, and a size sets its own rim", () => {
    expect(read("rim=17").sizes.map((s) => s.slug)).toEqual(["235-65r17", "245-65r17"]);
    const sized = read("size=235-65R17&rim=16");
    expect(sized.size?.slug).toBe("235-65r17");
    expect(sized.rimDiameter).toBe(17);
  });

  it("drops a size or rim the line does not have", () => {
    expect(read("size=999-99r99")).toMatchObject({ size: null, removed: true });
    expect(read("rim=22")).toMatchObject({ rimDiameter: null, removed: true });
  });

  it("links another rim keeping the other filters, without the size or page", () => {
    const params = new URLSearchParams("sort=price-asc&size=235-65r17&page=2");
    expect(lineRimSearch(params, 16)).toBe("?sort=price-asc&rim=16");
    expect(lineRimSearch(new URLSearchParams("rim=17"), null)).toBe("");
  });
});
