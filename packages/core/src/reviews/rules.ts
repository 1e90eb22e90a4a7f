import { brandPathSlug, slugify } from "../catalog/links";

/** Tire reviews (storefront.md §3 "Review form", §5): what is rated, the choices, the averages. */

/** The performance areas a reviewer rates, each 1 to 5 or not applicable. */
export const RATING_ASPECTS = ["dry", "wet", "winter", "comfort", "noise", "treadwear"] as const;
export type RatingAspect = (typeof RATING_ASPECTS)[number];

export const ASPECT_LABELS: Readonly<Record<RatingAspect, string>> = {
  dry: "Dry traction",
  wet: "Wet traction",
  winter: "Winter traction",
  comfort: "Ride comfort",
  noise: "Road noise",
  treadwear: "Treadwear",
};

/** What each star means; for noise, 5 is the quietest. */
export const RATING_VALUE_LABELS: Readonly<Record<1 | 2 | 3 | 4 | 5, string>> = {
  1: "Poor",
  2: "Fair",
  3: "Good",
  4: "Very good",
  5: "Excellent",
};

/** A reviewer's ratings: 1 to 5 where given, null where not applicable. */
export type AspectRatings = Record<RatingAspect, number | null>;

/** Miles driven on the tires: six bands. */
export const MILES_DRIVEN = {
  "under-5000": "Less than 5,000 miles",
  "5000-10000": "5,000 to 10,000 miles",
  "10000-20000": "10,000 to 20,000 miles",
  "20000-30000": "20,000 to 30,000 miles",
  "30000-50000": "30,000 to 50,000 miles",
  "over-50000": "More than 50,000 miles",
} as const;
export type MilesDriven = keyof typeof MILES_DRIVEN;

/** Driving style: four options. */
export const DRIVING_STYLES = {
  easy: "Easy-going",
  average: "Average",
  sporty: "Sporty",
  aggressive: "Aggressive",
} as const;
export type DrivingStyle = keyof typeof DRIVING_STYLES;

/** Where the tires are driven: six options. */
export const WHERE_DRIVEN = {
  city: "Mostly city",
  highway: "Mostly highway",
  mixed: "City and highway",
  rural: "Rural and back roads",
  "off-road": "Off-road",
  track: "Track days",
} as const;
export type WhereDriven = keyof typeof WHERE_DRIVEN;

/** The review summary's length limit, shown to the reviewer as a counter. */
export const SUMMARY_MAX_LENGTH = 150;
export const COMMENTS_MAX_LENGTH = 2_000;
export const VEHICLE_MAX_LENGTH = 60;

/** "12/150": the summary counter, counting the text as it will be kept. */
export function summaryCounter(summary: string): string {
  return `${summary.length}/${SUMMARY_MAX_LENGTH}`;
}

/**
 * The review's own rating: the mean of the aspects rated, to two decimals; null when every
 * aspect is not applicable (such a review is refused).
 */
export function reviewOverallRating(ratings: AspectRatings): number | null {
  const given = RATING_ASPECTS.map((aspect) => ratings[aspect]).filter(
    (value): value is number => value !== null,
  );
  if (given.length === 0) return null;
  const mean = given.reduce((sum, value) => sum + value, 0) / given.length;
  return Math.round(mean * 100) / 100;
}

/** Sums and counts of ratings across reviews: what the database adds up, or ratingTotals. */
export type RatingTotals = {
  reviewCount: number;
  /** Sum of the reviews' overall ratings. */
  overallSum: number;
  /** Reviews that would buy the tires again. */
  buyAgainCount: number;
  /** Reviews by their overall rating to the nearest whole star: one star first. */
  starCounts: StarCounts;
  aspects: Record<RatingAspect, { sum: number; count: number }>;
};

/** Five counts, one star first. */
export type StarCounts = number[];

/** The whole star a review's overall rating counts under in the histogram: 3.5 is four. */
export function wholeStars(overall: number): 1 | 2 | 3 | 4 | 5 {
  return Math.max(1, Math.min(5, Math.round(overall))) as 1 | 2 | 3 | 4 | 5;
}

export type AspectSummary = { average: number | null; count: number };

/** What a page shows of a set of reviews (a line's, a brand's, a category's…). */
export type RatingSummary = {
  /** Mean of the reviews' overall ratings, to one decimal; null without reviews. */
  average: number | null;
  count: number;
  /** Each aspect's mean over the reviews that rated it, to one decimal. */
  aspects: Record<RatingAspect, AspectSummary>;
  /** Share of reviewers who would buy the tires again, in whole percent. */
  buyAgainPercent: number | null;
  /** How many reviews gave each whole star, one star first: the rating histogram. */
  starCounts: StarCounts;
};

/** A mean rating as shown: to one decimal; null when nothing was rated. */
export function averageRating(sum: number, count: number): number | null {
  return count > 0 ? Math.round((sum / count) * 10) / 10 : null;
}

function emptyAspects(): RatingTotals["aspects"] {
  return Object.fromEntries(
    RATING_ASPECTS.map((aspect) => [aspect, { sum: 0, count: 0 }]),
  ) as RatingTotals["aspects"];
}

/** Adds up individual reviews; a not-applicable aspect counts for nothing. */
export function ratingTotals(
  reviews: readonly { ratings: AspectRatings; buyAgain: boolean }[],
): RatingTotals {
  const totals: RatingTotals = {
    reviewCount: 0,
    overallSum: 0,
    buyAgainCount: 0,
    starCounts: [0, 0, 0, 0, 0],
    aspects: emptyAspects(),
  };
  for (const review of reviews) {
    const overall = reviewOverallRating(review.ratings);
    if (overall === null) continue;
    totals.reviewCount += 1;
    totals.overallSum += overall;
    const star = wholeStars(overall) - 1;
    totals.starCounts[star] = (totals.starCounts[star] ?? 0) + 1;
    if (review.buyAgain) totals.buyAgainCount += 1;
    for (const aspect of RATING_ASPECTS) {
      const value = review.ratings[aspect];
      if (value === null) continue;
      totals.aspects[aspect].sum += value;
      totals.aspects[aspect].count += 1;
    }
  }
  return totals;
}

/** Averages from totals: the aggregation rule every rating on the site is shown by. */
export function summarizeRatings(totals: RatingTotals): RatingSummary {
  const { reviewCount } = totals;
  return {
    average: averageRating(totals.overallSum, reviewCount),
    count: reviewCount,
    aspects: Object.fromEntries(
      RATING_ASPECTS.map((aspect) => {
        const { sum, count } = totals.aspects[aspect];
        return [aspect, { average: averageRating(sum, count), count }];
      }),
    ) as RatingSummary["aspects"],
    buyAgainPercent:
      reviewCount > 0 ? Math.round((totals.buyAgainCount / reviewCount) * 100) : null,
    starCounts: totals.starCounts,
  };
}

/** The histogram's rows, five stars first, each with its share of the reviews in whole percent. */
export function starShares(
  starCounts: StarCounts,
): { stars: number; count: number; percent: number }[] {
  const total = starCounts.reduce((sum, n) => sum + n, 0);
  return [5, 4, 3, 2, 1].map((stars) => {
    const count = starCounts[stars - 1] ?? 0;
    return { stars, count, percent: total > 0 ? Math.round((count * 100) / total) : 0 };
  });
}

/** "4.3": a rating as shown, always with one decimal. */
export function formatRating(value: number): string {
  return value.toFixed(1);
}

/** "4.3 out of 5": the words a star row stands for. */
export function ratingText(value: number): string {
  return `${formatRating(value)} out of 5`;
}

/** Five stars, filled to the nearest whole star: "★★★★☆". Decorative; ratingText says it. */
export function ratingStars(value: number): string {
  const filled = Math.max(0, Math.min(5, Math.round(value)));
  return "★".repeat(filled) + "☆".repeat(5 - filled);
}

/** How far five drawn stars are filled for a rating, in percent: 4.3 → 86. */
export function ratingFillPercent(value: number): number {
  return Math.round(Math.max(0, Math.min(5, value)) * 20);
}

/** "1 review", "12 reviews". */
export function reviewCountText(count: number): string {
  return `${count} ${count === 1 ? "review" : "reviews"}`;
}

/**
 * A purchase date typed as MM/DD/YYYY (storefront.md §5), as an ISO date (YYYY-MM-DD); null
 * when it is not that form or not a day of the calendar (02/30/2024).
 */
export function parseUsDate(text: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [, mm, dd, yyyy] = match;
  const month = Number(mm);
  const day = Number(dd);
  const year = Number(yyyy);
  if (year < 1900 || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${yyyy}-${mm}-${dd}`;
}

/** An ISO date (YYYY-MM-DD) as MM/DD/YYYY. */
export function formatUsDate(iso: string): string {
  const [year, month, day] = iso.slice(0, 10).split("-");
  return `${month}/${day}/${year}`;
}

// --- Where reviews are ------------------------------------------------------------------

/** /brands/[brand]/[productLine]/reviews */
export function lineReviewsHref(brandSlug: string, lineSlug: string): string {
  return `/brands/${brandPathSlug(brandSlug)}/${lineSlug}/reviews`;
}

/** /brands/[brand]/[productLine]/write-a-review */
export function writeReviewHref(brandSlug: string, lineSlug: string): string {
  return `/brands/${brandPathSlug(brandSlug)}/${lineSlug}/write-a-review`;
}

/** /brands/[brand]/reviews */
export function brandReviewsHref(brandSlug: string): string {
  return `/brands/${brandPathSlug(brandSlug)}/reviews`;
}

/** /categories/[category]/reviews, from the category's name ("All Season"). */
export function categoryReviewsHref(categoryName: string): string {
  return `/categories/${slugify(categoryName)}/reviews`;
}

/** /types/[type]/reviews, from the tire type ("SUV/Crossover"). */
export function typeReviewsHref(type: string): string {
  return `/types/${slugify(type)}/reviews`;
}

/** A /tire-reviews/[section] page: the product lines reviewers rate best for one aspect. */
export type ReviewSection = { slug: string; aspect: RatingAspect; title: string };

export const REVIEW_SECTIONS: readonly ReviewSection[] = [
  { slug: "dry-traction", aspect: "dry", title: "Best rated tires for dry traction" },
  { slug: "wet-traction", aspect: "wet", title: "Best rated tires for wet traction" },
  { slug: "winter-traction", aspect: "winter", title: "Best rated tires for winter traction" },
  { slug: "ride-comfort", aspect: "comfort", title: "Best rated tires for ride comfort" },
  { slug: "road-noise", aspect: "noise", title: "Quietest tires, as reviewers rate them" },
  { slug: "treadwear", aspect: "treadwear", title: "Best rated tires for treadwear" },
];

export function reviewSectionBySlug(slug: string): ReviewSection | null {
  return REVIEW_SECTIONS.find((section) => section.slug === slug) ?? null;
}

export function reviewSectionHref(section: ReviewSection): string {
  return `/tire-reviews/${section.slug}`;
}

/** "May 2, 2024": when a review was written, the same on the server and in any browser. */
export function formatReviewDate(iso: string): string {
  return new Date(iso).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
}

// --- Review listings ----------------------------------------------------------------------

export const REVIEW_SORT_LABELS = {
  newest: "Newest",
  highest: "Highest rated",
  lowest: "Lowest rated",
} as const;
export type ReviewSortValue = keyof typeof REVIEW_SORT_LABELS;

/** Reviews shown per page of a listing. */
export const REVIEWS_PAGE_SIZE = 10;

/** A review listing's sort and page from its URL; anything unknown is the default. */
export function reviewPageParams(search: URLSearchParams): { sort: ReviewSortValue; page: number } {
  const sortParam = search.get("sort") ?? "";
  const sort = Object.hasOwn(REVIEW_SORT_LABELS, sortParam)
    ? (sortParam as ReviewSortValue)
    : "newest";
  const page = Math.max(1, Math.min(1000, Number.parseInt(search.get("page") ?? "1", 10) || 1));
  return { sort, page };
}
