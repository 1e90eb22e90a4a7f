import { describe, expect, it } from "vitest";
import type { FitmentTire, FitmentVehicle } from "./fitment";
import { fitmentVerdict } from "./fitment";
import { parseListingParams } from "./listing-filters";
import {
  BEST_MATCH_PRIOR_MEAN,
  bestMatchRating,
  bestMatchVehicleId,
  DEFAULT_LISTING_SORT,
  IN_STOCK_AVAILABILITIES,
  isInStock,
  rankByFit,
} from "./listing-order";
import type { Availability } from "./schemas";

// A 2019 Honda CR-V EX came on 235/60R18 103H.
const crv: FitmentVehicle = {
  year: 2019,
  make: "Honda",
  model: "CR-V",
  trim: "EX",
  frontSpec: "235/60R18 103H",
  rearSpec: "235/60R18 103H",
};

type Tire = FitmentTire & { name: string; availability: Availability };

const tire = (
  name: string,
  service: string,
  categoryName = "All Season",
  availability: Availability = "ProductStatusAvailable",
): Tire => ({
  name,
  size: "235/60R18",
  loadIndex: service.slice(0, -1),
  speedRating: service.slice(-1),
  categoryName,
  availability,
});

describe("the default sort", () => {
  it("is best match, not the lowest price", () => {
    expect(DEFAULT_LISTING_SORT).toBe("best-match");
    expect(parseListingParams(new URLSearchParams("")).sort).toBe("best-match");
  });
});

describe("in stock first", () => {
  it("counts in stock and limited stock as in stock, out of stock and call for pricing not", () => {
    expect(IN_STOCK_AVAILABILITIES).toEqual([
      "ProductStatusAvailable",
      "ProductStatusAvailableVolatile",
    ]);
    expect(isInStock("ProductStatusOutOfStock")).toBe(false);
    expect(isInStock("ProductStatusCallForPricing")).toBe(false);
  });
});

describe("best match for a vehicle", () => {
  const fits = tire("fits", "103H");
  const oneCaution = tire("winter", "103H", "Winter");
  const twoCautions = tire("winter, slower", "103T", "Winter");
  const refused = tire("too weak", "99H");
  const gone = tire("fits, out of stock", "103H", "All Season", "ProductStatusOutOfStock");

  it("puts the tires that fit first, then fewer cautions before more, then refusals", () => {
    expect(fitmentVerdict(crv, twoCautions).notes).toHaveLength(2);
    expect(fitmentVerdict(crv, oneCaution).notes).toHaveLength(1);
    // The cheapest first would be the winter tires: best match does not follow the price.
    const ranked = rankByFit(crv, [twoCautions, oneCaution, refused, fits]);
    expect(ranked.map((t) => t.name)).toEqual(["fits", "winter", "winter, slower", "too weak"]);
  });

  it("never puts a tire out of stock before one in stock, even one that fits", () => {
    const ranked = rankByFit(crv, [gone, twoCautions, refused]);
    expect(ranked.map((t) => t.name)).toEqual(["winter, slower", "too weak", "fits, out of stock"]);
  });

  it("keeps the order given (stock, then rating) within each rank", () => {
    const better = { ...fits, name: "better rated" };
    expect(rankByFit(crv, [better, fits]).map((t) => t.name)).toEqual(["better rated", "fits"]);
  });

  it("ranks by the shopper's chosen vehicle, else the vehicle the page lists", () => {
    expect(bestMatchVehicleId(7, 9)).toBe(7);
    expect(bestMatchVehicleId(null, 9)).toBe(9);
    expect(bestMatchVehicleId(undefined, undefined)).toBeNull();
  });
});

describe("best match's weighted rating", () => {
  it("weighs a rating by how many reviews back it", () => {
    expect(bestMatchRating(null)).toBe(BEST_MATCH_PRIOR_MEAN);
    expect(bestMatchRating({ average: 5, count: 1 })).toBeLessThan(
      bestMatchRating({ average: 4.7, count: 1000 }),
    );
    expect(bestMatchRating({ average: 4.7, count: 1000 })).toBeCloseTo(4.688, 3);
    // Below the prior, few reviews pull a line up towards it; many keep it low.
    expect(bestMatchRating({ average: 2, count: 2 })).toBeGreaterThan(
      bestMatchRating({ average: 2, count: 200 }),
    );
  });
});
