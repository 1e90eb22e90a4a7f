import { describe, expect, it } from "vitest";
import { menuForChannel } from "./menu";

const browse = [
  { title: "Shop by brand", links: [{ label: "Michelin", href: "/brands/michelin-tires" }] },
];

describe("menuForChannel", () => {
  it("adds deals and the learn section on the consumer site", () => {
    const menu = menuForChannel(browse, "consumer");
    expect(menu.siteMenuBrowseList.map((s) => s.title)).toEqual(["Shop by brand", "Deals"]);
    expect(menu.siteMenuLearn).toHaveLength(1);
  });

  it("drops the learn section in the co-branded shop and deals outside the consumer site", () => {
    expect(menuForChannel(browse, "simpleShop")).toEqual({
      siteMenuBrowseList: browse,
      siteMenuLearn: [],
    });
    expect(menuForChannel(browse, "employeePortal").siteMenuBrowseList).toEqual(browse);
  });
});
