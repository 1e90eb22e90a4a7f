import { describe, expect, it } from "vitest";
import type { Deal } from "../deals/schemas";
import { dealsForProduct, productDescription, productRecommendation } from "./product-page";
import type { ProductDetail } from "./schemas";

const product = {
  productId: "1",
  brand: { label: "Michelin", slug: "michelin" },
  name: "Defender2",
  productLine: { name: "Defender2", slug: "defender2" },
  size: "225/50R17",
  loadIndex: "94",
  speedRating: "H",
  categoryName: "All Season",
  type: "Passenger",
  warrantyMiles: 80000,
  specs: { isRunFlat: false },
} as unknown as ProductDetail["siteProduct"];

const deal = (over: Partial<Deal>): Deal =>
  ({
    slug: "d",
    isActive: true,
    target: "tires",
    brand: null,
    line: null,
    ...over,
  }) as Deal;

describe("product page", () => {
  it("alerts to running tire deals of the product's line, its brand, or every tire", () => {
    const deals = [
      deal({ slug: "all" }),
      deal({ slug: "brand", brand: { slug: "michelin", label: "Michelin" } }),
      deal({
        slug: "line",
        brand: { slug: "michelin", label: "Michelin" },
        line: { slug: "defender2", name: "Defender2" },
      }),
      deal({ slug: "other-brand", brand: { slug: "hankook", label: "Hankook" } }),
      deal({
        slug: "other-line",
        brand: { slug: "michelin", label: "Michelin" },
        line: { slug: "pilot-sport-4s", name: "Pilot Sport 4S" },
      }),
      deal({ slug: "ended", isActive: false }),
      deal({ slug: "install", target: "installation" }),
    ];
    expect(dealsForProduct(deals, product).map((d) => d.slug)).toEqual(["all", "brand", "line"]);
  });

  it("describes the tire from its facts and recommends it by category", () => {
    expect(productDescription(product)).toBe(
      "The Michelin Defender2 is an all season tire for cars and minivans, here in 225/50R17 with load index 94 and speed rating H. Its treadwear warranty covers 80,000 miles.",
    );
    expect(productRecommendation(product)).toMatch(/^Drivers who want one set/);
    expect(productRecommendation({ ...product, categoryName: "Racing" })).toBeNull();
  });
});
