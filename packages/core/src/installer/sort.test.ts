import { describe, expect, it } from "vitest";
import {
  INSTALLER_SORT_OPTIONS,
  INSTALLER_SORT_OPTIONS_WITHOUT_DISTANCE,
  type InstallerSort,
  sortInstallers,
} from "./sort";

function shop(
  id: string,
  distance: number,
  rating: number,
  reviews: number,
  costFor4: number,
  isSponsored = false,
) {
  return {
    id,
    distance,
    isSponsored,
    rating: { value: rating, quantity: reviews },
    installationCostFor4TiresInCents: costFor4,
  };
}

const shops = [
  shop("near", 0.5, 4.2, 100, 9_600),
  shop("cheap", 3, 4.6, 20, 7_600),
  shop("sponsored", 8, 4.4, 50, 8_800, true),
  shop("popular", 12, 4.8, 900, 10_000),
  shop("rated", 15, 4.8, 40, 8_000),
];
const order = (sort: InstallerSort, list = shops) => sortInstallers(list, sort).map((s) => s.id);

describe("installer sort options", () => {
  it("labels the four options of the spec, and a set without Distance", () => {
    expect(INSTALLER_SORT_OPTIONS.map((o) => o.label)).toEqual([
      "All installers",
      "Distance",
      "Top rated",
      "Price: Low to High",
    ]);
    expect(INSTALLER_SORT_OPTIONS_WITHOUT_DISTANCE.map((o) => o.value)).toEqual([
      "all",
      "rating",
      "price",
    ]);
  });

  it("lists all installers with sponsored shops first, then the nearest", () => {
    expect(order("all")).toEqual(["sponsored", "near", "cheap", "popular", "rated"]);
  });

  it("sorts by distance, nearest first", () => {
    expect(order("distance")).toEqual(["near", "cheap", "sponsored", "popular", "rated"]);
  });

  it("puts the best rated first, more reviews winning a tie on stars", () => {
    expect(order("rating")).toEqual(["popular", "rated", "cheap", "sponsored", "near"]);
  });

  it("sorts by the price for four tires, lowest first", () => {
    expect(order("price")).toEqual(["cheap", "rated", "sponsored", "near", "popular"]);
  });

  it("breaks a tie on price by distance, and a full tie by the order given", () => {
    const tied = [shop("far", 9, 4, 1, 8_000), shop("close", 2, 4, 1, 8_000)];
    expect(order("price", tied)).toEqual(["close", "far"]);
    const same = [shop("first", 2, 4, 1, 8_000), shop("second", 2, 4, 1, 8_000)];
    expect(order("rating", same)).toEqual(["first", "second"]);
  });

  it("does not reorder the list it was given", () => {
    const list = [...shops];
    sortInstallers(list, "price");
    expect(list).toEqual(shops);
  });
});
