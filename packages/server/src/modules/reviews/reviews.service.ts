import {
  CATEGORY_NAMES,
  categoryName,
  type LineRating,
  type TireType,
} from "@treadkit/core/catalog";
import {
  averageRating,
  REVIEW_DUPLICATE_MESSAGE,
  REVIEW_LINE_NOT_FOUND_MESSAGE,
  REVIEW_PENDING_MESSAGE,
  REVIEW_THANK_YOU_MESSAGE,
  type Review,
  type ReviewedLine,
  type ReviewedLines,
  type ReviewedLinesQuery,
  type ReviewList,
  type ReviewListQuery,
  type ReviewScope,
  reviewOverallRating,
  type SubmittedReview,
  summarizeRatings,
  type ValidReviewSubmission,
} from "@treadkit/core/reviews";
import type { Db } from "../../db/client";
import { HttpError, notFound } from "../../http/errors";
import {
  findBrand,
  findLine,
  findReviewRow,
  insertReview,
  listReviewRows,
  type RankedLineRow,
  type ReviewFilter,
  type ReviewRow,
  rankedLineRows,
  ratingsOf,
  ratingTotalsOf,
} from "./reviews.repository";

/** A stored review as the API shows it: never the reviewer's e-mail. */
function reshapeReview(row: ReviewRow): Review {
  return {
    reviewId: row.id,
    brand: { slug: row.brandSlug, label: row.brandName },
    productLine: {
      slug: row.lineSlug,
      name: row.lineName,
      type: row.tireType as TireType,
      categoryName: categoryName(row.categoryId),
    },
    ratings: ratingsOf(row),
    rating: row.overallRating,
    summary: row.summary,
    comments: row.comments,
    reviewerName: row.reviewerName,
    purchaseDate: row.purchasedOn,
    vehicle: row.vehicle,
    milesDriven: row.milesDriven as Review["milesDriven"],
    drivingStyle: row.drivingStyle as Review["drivingStyle"],
    whereDriven: row.whereDriven as Review["whereDriven"],
    buyAgain: row.buyAgain,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Publishes a review of a product line: one per e-mail address per line, which the database's
 * unique index enforces (a second, also sent at the same moment, is a 409).
 */
export async function submitReview(
  db: Db,
  submission: ValidReviewSubmission,
  /** Whether new reviews wait for the operator (the default) or are published at once. */
  options: { moderated: boolean } = { moderated: true },
): Promise<SubmittedReview> {
  const line = await findLine(db, submission.brand, submission.line);
  if (!line) throw notFound(REVIEW_LINE_NOT_FOUND_MESSAGE, "PRODUCT_LINE_NOT_FOUND");
  const { ratings } = submission;
  const overall = reviewOverallRating(ratings);
  // The schema already refused a review that rates nothing.
  if (overall === null) throw new HttpError(400, "VALIDATION_ERROR", "Nothing was rated");
  const inserted = await insertReview(db, {
    productLineId: line.id,
    dryRating: ratings.dry,
    wetRating: ratings.wet,
    winterRating: ratings.winter,
    comfortRating: ratings.comfort,
    noiseRating: ratings.noise,
    treadwearRating: ratings.treadwear,
    overallRating: overall,
    summary: submission.summary,
    comments: submission.comments,
    reviewerName: submission.name,
    email: submission.email,
    purchasedOn: submission.purchaseDate,
    vehicle: submission.vehicle,
    milesDriven: submission.milesDriven,
    drivingStyle: submission.drivingStyle,
    whereDriven: submission.whereDriven,
    buyAgain: submission.buyAgain,
    status: options.moderated ? "pending" : "published",
  });
  if (!inserted) throw new HttpError(409, "REVIEW_DUPLICATE", REVIEW_DUPLICATE_MESSAGE);
  const row = await findReviewRow(db, inserted.id);
  if (!row) throw new Error(`review ${inserted.id} was not stored`);
  return {
    message: options.moderated ? REVIEW_PENDING_MESSAGE : REVIEW_THANK_YOU_MESSAGE,
    status: options.moderated ? "pending" : "published",
    review: reshapeReview(row),
    summary: summarizeRatings(await ratingTotalsOf(db, { productLineId: line.id })),
  };
}

type ScopeQuery = Pick<ReviewListQuery, "brand" | "line" | "category" | "type">;

/** The scope a query names, checked against the catalogue: an unknown brand or line is a 404. */
async function resolveScope(
  db: Db,
  query: ScopeQuery,
  brandRestriction: string[] | null,
): Promise<{ scope: ReviewScope; filter: ReviewFilter }> {
  const scope: ReviewScope = { brand: null, line: null, category: null, type: query.type ?? null };
  const filter: ReviewFilter = { tireType: query.type, brandSlugs: brandRestriction };
  if (query.brand) {
    const brand = await findBrand(db, query.brand);
    if (!brand || (brandRestriction && !brandRestriction.includes(brand.slug)))
      throw notFound("Brand not found", "BRAND_NOT_FOUND");
    scope.brand = { slug: brand.slug, label: brand.name };
    filter.brandSlug = brand.slug;
  }
  if (query.brand && query.line) {
    const line = await findLine(db, query.brand, query.line);
    if (!line) throw notFound("Product line not found", "PRODUCT_LINE_NOT_FOUND");
    scope.line = { slug: line.slug, name: line.name };
    filter.productLineId = line.id;
  }
  if (query.category !== undefined) {
    const name = CATEGORY_NAMES[query.category];
    if (!name) throw notFound("Category not found", "CATEGORY_NOT_FOUND");
    scope.category = { id: query.category, name };
    filter.categoryId = query.category;
  }
  return { scope, filter };
}

/** Reviews of a scope, a page at a time, with the scope's rating summary. */
export async function listReviews(
  db: Db,
  query: ReviewListQuery,
  brandRestriction: string[] | null = null,
): Promise<ReviewList> {
  const { scope, filter } = await resolveScope(db, query, brandRestriction);
  const totals = await ratingTotalsOf(db, filter);
  const rows = await listReviewRows(db, filter, {
    sort: query.sort,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return {
    scope,
    summary: summarizeRatings(totals),
    reviews: rows.map(reshapeReview),
    pagination: { page: query.page, pageSize: query.pageSize, total: totals.reviewCount },
  };
}

function reshapeRankedLine(row: RankedLineRow, ranked: boolean): ReviewedLine {
  return {
    brand: { slug: row.brandSlug, label: row.brandName },
    productLine: {
      slug: row.lineSlug,
      name: row.lineName,
      type: row.tireType as TireType,
      categoryName: categoryName(row.categoryId),
    },
    rating: {
      average: averageRating(row.overallSum, row.reviewCount) ?? 0,
      count: row.reviewCount,
    },
    aspect:
      ranked && row.aspectCount > 0
        ? { average: averageRating(row.aspectSum, row.aspectCount) ?? 0, count: row.aspectCount }
        : null,
  };
}

/** Reviewed product lines of a scope, best rated first (overall, or for one aspect). */
export async function listReviewedLines(
  db: Db,
  query: ReviewedLinesQuery,
  brandRestriction: string[] | null = null,
): Promise<ReviewedLines> {
  const { filter } = await resolveScope(db, query, brandRestriction);
  const rows = await rankedLineRows(db, filter, query.aspect, query.limit);
  return { productLines: rows.map((row) => reshapeRankedLine(row, query.aspect !== undefined)) };
}

/** A product line's rating for its product pages; null while it has no reviews. */
export async function lineRating(db: Db, productLineId: number): Promise<LineRating | null> {
  const summary = summarizeRatings(await ratingTotalsOf(db, { productLineId }));
  return summary.average === null ? null : { average: summary.average, count: summary.count };
}
