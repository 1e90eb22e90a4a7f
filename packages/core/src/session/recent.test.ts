import { describe, expect, it } from "vitest";
import type { CatalogProduct } from "../catalog/schemas";
import { recentlyViewedBesides, visitDate } from "./recent";

describe("recently viewed", () => {
  it("dates a visit yyyy-MM-dd in the shopper's calendar", () => {
    expect(visitDate(new Date(2026, 0, 5, 23, 59))).toBe("2026-01-05");
    expect(visitDate(new Date(2026, 10, 23, 0, 1))).toBe("2026-11-23");
  });

  it("lists the other tires, newest first, at most six", () => {
    const tires = Array.from({ length: 9 }, (_, i) => ({ productId: String(i) }) as CatalogProduct);
    expect(recentlyViewedBesides(tires, "0").map((t) => t.productId)).toEqual([
      "1",
      "2",
      "3",
      "4",
      "5",
      "6",
    ]);
    expect(recentlyViewedBesides(tires.slice(0, 3), "1", 6).map((t) => t.productId)).toEqual([
      "0",
      "2",
    ]);
  });
});
