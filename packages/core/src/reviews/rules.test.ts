import { describe, expect, it } from "vitest";
import {
  type AspectRatings,
  averageRating,
  brandReviewsHref,
  categoryReviewsHref,
  formatRating,
  formatReviewDate,
  formatUsDate,
  lineReviewsHref,
  parseUsDate,
  ratingFillPercent,
  ratingStars,
  ratingText,
  ratingTotals,
  reviewCountText,
  reviewOverallRating,
  reviewPageParams,
  reviewSectionBySlug,
  starShares,
  summarizeRatings,
  summaryCounter,
  typeReviewsHref,
  wholeStars,
  writeReviewHref,
} from "./rules";

const none: AspectRatings = {
  dry: null,
  wet: null,
  winter: null,
  comfort: null,
  noise: null,
  treadwear: null,
};

describe("reviewOverallRating", () => {
  it("is the mean of the aspects rated, not-applicable ones left out", () => {
    expect(reviewOverallRating({ ...none, dry: 5, wet: 4 })).toBe(4.5);
    expect(reviewOverallRating({ ...none, dry: 5, wet: 4, winter: 4 })).toBe(4.33);
    expect(
      reviewOverallRating({ dry: 1, wet: 2, winter: 3, comfort: 4, noise: 5, treadwear: 5 }),
    ).toBe(3.33);
  });

  it("is null when nothing was rated", () => {
    expect(reviewOverallRating(none)).toBeNull();
  });
});

describe("summarizeRatings", () => {
  it("averages the reviews' ratings, each aspect over those who rated it", () => {
    const summary = summarizeRatings(
      ratingTotals([
        { ratings: { ...none, dry: 5, wet: 4 }, buyAgain: true },
        { ratings: { ...none, dry: 3, winter: 2 }, buyAgain: false },
        { ratings: { ...none, noise: 4 }, buyAgain: true },
      ]),
    );
    // Overall: (4.5 + 2.5 + 4) / 3 = 3.67, shown to one decimal.
    expect(summary.average).toBe(3.7);
    expect(summary.count).toBe(3);
    expect(summary.aspects.dry).toEqual({ average: 4, count: 2 });
    expect(summary.aspects.wet).toEqual({ average: 4, count: 1 });
    expect(summary.aspects.winter).toEqual({ average: 2, count: 1 });
    expect(summary.aspects.comfort).toEqual({ average: null, count: 0 });
    expect(summary.buyAgainPercent).toBe(67);
    // 4.5 counts under five stars, 2.5 under three, 4 under four.
    expect(summary.starCounts).toEqual([0, 0, 1, 1, 1]);
  });

  it("counts each review under its nearest whole star, within one and five", () => {
    expect([1, 1.49, 1.5, 3.5, 4.49, 5].map(wholeStars)).toEqual([1, 1, 2, 4, 4, 5]);
  });

  it("gives the histogram's rows five stars first, with their shares", () => {
    expect(starShares([1, 0, 0, 1, 2])).toEqual([
      { stars: 5, count: 2, percent: 50 },
      { stars: 4, count: 1, percent: 25 },
      { stars: 3, count: 0, percent: 0 },
      { stars: 2, count: 0, percent: 0 },
      { stars: 1, count: 1, percent: 25 },
    ]);
    expect(starShares([0, 0, 0, 0, 0]).every((row) => row.percent === 0)).toBe(true);
  });

  it("has no averages without reviews", () => {
    const summary = summarizeRatings(ratingTotals([]));
    expect(summary.average).toBeNull();
    expect(summary.count).toBe(0);
    expect(summary.buyAgainPercent).toBeNull();
    expect(summary.aspects.treadwear).toEqual({ average: null, count: 0 });
  });

  it("skips a review that rated nothing", () => {
    const totals = ratingTotals([
      { ratings: none, buyAgain: true },
      { ratings: { ...none, dry: 4 }, buyAgain: false },
    ]);
    expect(totals.reviewCount).toBe(1);
    expect(summarizeRatings(totals).average).toBe(4);
  });
});

describe("rating display", () => {
  it("shows one decimal, five stars filled to the nearest whole star, and words", () => {
    expect(formatRating(4)).toBe("4.0");
    expect(formatRating(4.25)).toBe("4.3");
    expect(ratingStars(4.3)).toBe("★★★★☆");
    expect(ratingStars(4.5)).toBe("★★★★★");
    expect(ratingStars(1)).toBe("★☆☆☆☆");
    expect(ratingText(3.7)).toBe("3.7 out of 5");
    expect(reviewCountText(1)).toBe("1 review");
    expect(reviewCountText(12)).toBe("12 reviews");
  });
  it("fills five drawn stars to the rating, within 0 and 5", () => {
    expect(ratingFillPercent(4.3)).toBe(86);
    expect(ratingFillPercent(5)).toBe(100);
    expect(ratingFillPercent(7)).toBe(100);
    expect(ratingFillPercent(-1)).toBe(0);
  });

  it("counts the summary against its limit", () => {
    expect(summaryCounter("")).toBe("0/150");
    expect(summaryCounter("Quiet and grippy")).toBe("16/150");
  });
});

describe("purchase dates", () => {
  it("reads MM/DD/YYYY as an ISO date", () => {
    expect(parseUsDate("03/15/2024")).toBe("2024-03-15");
    expect(parseUsDate(" 12/31/2023 ")).toBe("2023-12-31");
    expect(parseUsDate("02/29/2024")).toBe("2024-02-29");
    expect(formatUsDate("2024-03-15")).toBe("03/15/2024");
  });

  it("refuses other forms and days not on the calendar", () => {
    for (const text of [
      "2024-03-15",
      "3/15/2024",
      "13/01/2024",
      "02/30/2024",
      "02/29/2023",
      "00/10/2024",
      "01/01/1899",
      "",
    ]) {
      expect(parseUsDate(text), text).toBeNull();
    }
  });
});

describe("review links", () => {
  it("follow the route table, brand slugs ending in -tires", () => {
    expect(lineReviewsHref("michelin", "pilot-sport-4s")).toBe(
      "/brands/michelin-tires/pilot-sport-4s/reviews",
    );
    expect(writeReviewHref("michelin", "pilot-sport-4s")).toBe(
      "/brands/michelin-tires/pilot-sport-4s/write-a-review",
    );
    expect(brandReviewsHref("bfgoodrich")).toBe("/brands/bfgoodrich-tires/reviews");
    expect(categoryReviewsHref("All Season")).toBe("/categories/all-season/reviews");
    expect(typeReviewsHref("SUV/Crossover")).toBe("/types/suv-crossover/reviews");
  });

  it("names the sections of /tire-reviews by aspect", () => {
    expect(reviewSectionBySlug("wet-traction")?.aspect).toBe("wet");
    expect(reviewSectionBySlug("road-noise")?.aspect).toBe("noise");
    expect(reviewSectionBySlug("speed")).toBeNull();
  });
});

describe("review listings", () => {
  it("read their sort and page from the URL, defaults for anything else", () => {
    expect(reviewPageParams(new URLSearchParams("sort=highest&page=3"))).toEqual({
      sort: "highest",
      page: 3,
    });
    expect(reviewPageParams(new URLSearchParams("sort=toString&page=-2"))).toEqual({
      sort: "newest",
      page: 1,
    });
    expect(reviewPageParams(new URLSearchParams("page=abc"))).toEqual({ sort: "newest", page: 1 });
    expect(reviewPageParams(new URLSearchParams("page=99999")).page).toBe(1000);
  });

  it("date a review in words, whatever the reader's time zone", () => {
    expect(formatReviewDate("2024-05-02T23:10:00Z")).toBe("May 2, 2024");
  });

  it("average to one decimal, nothing without ratings", () => {
    expect(averageRating(13, 3)).toBe(4.3);
    expect(averageRating(0, 0)).toBeNull();
  });
});
