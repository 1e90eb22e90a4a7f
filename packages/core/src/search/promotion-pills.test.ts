import { describe, expect, it } from "vitest";
import type { Deal } from "../deals/schemas";
import { promotionPills } from "./promotion-pills";

const deal = (over: Partial<Deal>): Deal =>
  ({
    slug: "d",
    isActive: true,
    target: "tires",
    theme: "default",
    brand: null,
    line: null,
    ...over,
  }) as Deal;

describe("promotion pills", () => {
  it("has one pill per running sale theme, leading to its sale page", () => {
    expect(
      promotionPills([
        deal({ theme: "blackFridayPreSale" }),
        deal({ theme: "blackFridayPreSale", slug: "other" }),
        deal({ theme: "cyberMonday", isActive: false }),
        deal({ theme: "lastChance" }),
      ]),
    ).toEqual([
      {
        type: "bfPreSalePill",
        label: "Black Friday early access deals",
        href: "/tire-deals/black-friday-sale",
      },
      { type: "lastChanceDealsPill", label: "Last chance deals", href: "/tire-deals" },
    ]);
  });

  it("labels a brand's deal pill with the brand plus deals, leading to its tires on deal", () => {
    expect(
      promotionPills([
        deal({ brand: { slug: "michelin", label: "Michelin" } }),
        deal({ brand: { slug: "michelin", label: "Michelin" }, slug: "again" }),
        deal({ brand: { slug: "bridgestone", label: "Bridgestone" }, target: "roadHazard" }),
      ]),
    ).toEqual([
      {
        type: "customFilterPill",
        label: "Michelin deals",
        href: "/brands/michelin-tires?deals=true",
      },
    ]);
  });
});
