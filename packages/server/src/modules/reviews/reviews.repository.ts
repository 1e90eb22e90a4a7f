import {
  type AspectRatings,
  RATING_ASPECTS,
  type RatingAspect,
  type RatingTotals,
  type ReviewSort,
} from "@treadkit/core/reviews";
import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { brands, productLines } from "../catalog/catalog.schema";
import { reviews } from "./reviews.schema";

/** Which reviews; every field is optional and they combine with AND. */
export type ReviewFilter = {
  productLineId?: number | undefined;
  brandSlug?: string | undefined;
  categoryId?: number | undefined;
  tireType?: string | undefined;
  /** A brand-restricted buyer's brands; an empty list matches nothing. */
  brandSlugs?: string[] | null | undefined;
};

const ASPECT_COLUMNS = {
  dry: reviews.dryRating,
  wet: reviews.wetRating,
  winter: reviews.winterRating,
  comfort: reviews.comfortRating,
  noise: reviews.noiseRating,
  treadwear: reviews.treadwearRating,
} as const satisfies Record<RatingAspect, unknown>;

/** Only published reviews are shown or counted: pending ones wait for moderation. */
function conditions(filter: ReviewFilter): SQL | undefined {
  return and(
    eq(reviews.status, "published"),
    filter.productLineId !== undefined
      ? eq(reviews.productLineId, filter.productLineId)
      : undefined,
    filter.brandSlug ? eq(brands.slug, filter.brandSlug) : undefined,
    filter.categoryId !== undefined ? eq(productLines.categoryId, filter.categoryId) : undefined,
    filter.tireType ? eq(productLines.tireType, filter.tireType) : undefined,
    filter.brandSlugs
      ? filter.brandSlugs.length
        ? inArray(brands.slug, filter.brandSlugs)
        : sql`false`
      : undefined,
  );
}

export type LineRow = {
  id: number;
  slug: string;
  name: string;
  tireType: string;
  categoryId: number;
  brandSlug: string;
  brandName: string;
};

const lineColumns = {
  id: productLines.id,
  slug: productLines.slug,
  name: productLines.name,
  tireType: productLines.tireType,
  categoryId: productLines.categoryId,
  brandSlug: brands.slug,
  brandName: brands.name,
};

export async function findLine(
  db: Db,
  brandSlug: string,
  lineSlug: string,
): Promise<LineRow | null> {
  const [row] = await db
    .select(lineColumns)
    .from(productLines)
    .innerJoin(brands, eq(productLines.brandId, brands.id))
    .where(and(eq(brands.slug, brandSlug), eq(productLines.slug, lineSlug)));
  return row ?? null;
}

export async function findBrand(
  db: Db,
  slug: string,
): Promise<{ slug: string; name: string } | null> {
  const [row] = await db
    .select({ slug: brands.slug, name: brands.name })
    .from(brands)
    .where(eq(brands.slug, slug));
  return row ?? null;
}

export type NewReviewRow = typeof reviews.$inferInsert;

/** Stores a review; null when the line already has one from that e-mail address. */
export async function insertReview(db: Db, row: NewReviewRow): Promise<{ id: string } | null> {
  const [inserted] = await db
    .insert(reviews)
    .values(row)
    .onConflictDoNothing({ target: [reviews.productLineId, reviews.email] })
    .returning({ id: reviews.id });
  return inserted ?? null;
}

const reviewColumns = {
  id: reviews.id,
  dryRating: reviews.dryRating,
  wetRating: reviews.wetRating,
  winterRating: reviews.winterRating,
  comfortRating: reviews.comfortRating,
  noiseRating: reviews.noiseRating,
  treadwearRating: reviews.treadwearRating,
  overallRating: reviews.overallRating,
  summary: reviews.summary,
  comments: reviews.comments,
  reviewerName: reviews.reviewerName,
  purchasedOn: reviews.purchasedOn,
  vehicle: reviews.vehicle,
  milesDriven: reviews.milesDriven,
  drivingStyle: reviews.drivingStyle,
  whereDriven: reviews.whereDriven,
  buyAgain: reviews.buyAgain,
  createdAt: reviews.createdAt,
  lineSlug: productLines.slug,
  lineName: productLines.name,
  tireType: productLines.tireType,
  categoryId: productLines.categoryId,
  brandSlug: brands.slug,
  brandName: brands.name,
};

/** The aspect ratings of a stored review. */
export function ratingsOf(row: {
  dryRating: number | null;
  wetRating: number | null;
  winterRating: number | null;
  comfortRating: number | null;
  noiseRating: number | null;
  treadwearRating: number | null;
}): AspectRatings {
  return {
    dry: row.dryRating,
    wet: row.wetRating,
    winter: row.winterRating,
    comfort: row.comfortRating,
    noise: row.noiseRating,
    treadwear: row.treadwearRating,
  };
}

const ORDER: Record<ReviewSort, SQL[]> = {
  newest: [desc(reviews.createdAt), asc(reviews.id)],
  highest: [desc(reviews.overallRating), desc(reviews.createdAt), asc(reviews.id)],
  lowest: [asc(reviews.overallRating), desc(reviews.createdAt), asc(reviews.id)],
};

export async function listReviewRows(
  db: Db,
  filter: ReviewFilter,
  page: { sort: ReviewSort; limit: number; offset: number },
) {
  return db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(productLines, eq(reviews.productLineId, productLines.id))
    .innerJoin(brands, eq(productLines.brandId, brands.id))
    .where(conditions(filter))
    .orderBy(...ORDER[page.sort])
    .limit(page.limit)
    .offset(page.offset);
}

export type ReviewRow = Awaited<ReturnType<typeof listReviewRows>>[number];

export async function findReviewRow(db: Db, id: string): Promise<ReviewRow | null> {
  const [row] = await db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(productLines, eq(reviews.productLineId, productLines.id))
    .innerJoin(brands, eq(productLines.brandId, brands.id))
    .where(eq(reviews.id, id));
  return row ?? null;
}

/** Sums and counts of the ratings of a set of reviews, for the core's summarizeRatings. */
export async function ratingTotalsOf(db: Db, filter: ReviewFilter): Promise<RatingTotals> {
  const aspectTotals = Object.fromEntries(
    RATING_ASPECTS.flatMap((aspect) => [
      [`${aspect}Sum`, sql<number>`coalesce(sum(${ASPECT_COLUMNS[aspect]}), 0)::int`],
      [`${aspect}Count`, sql<number>`count(${ASPECT_COLUMNS[aspect]})::int`],
    ]),
  ) as Record<string, SQL.Aliased<number> | SQL<number>>;
  const [row] = (await db
    .select({
      reviewCount: sql<number>`count(*)::int`,
      overallSum: sql<string>`coalesce(sum(${reviews.overallRating}), 0)`,
      buyAgainCount: sql<number>`count(*) filter (where ${reviews.buyAgain})::int`,
      // The core's wholeStars: to the nearest whole star, halves up, within 1 and 5.
      ...Object.fromEntries(
        [1, 2, 3, 4, 5].map((stars) => [
          `stars${stars}`,
          sql<number>`count(*) filter (where greatest(1, least(5, round(${reviews.overallRating}))) = ${stars})::int`,
        ]),
      ),
      ...aspectTotals,
    })
    .from(reviews)
    .innerJoin(productLines, eq(reviews.productLineId, productLines.id))
    .innerJoin(brands, eq(productLines.brandId, brands.id))
    .where(conditions(filter))) as unknown as Record<string, number | string>[];
  const number = (key: string) => Number(row?.[key] ?? 0);
  return {
    reviewCount: number("reviewCount"),
    overallSum: number("overallSum"),
    buyAgainCount: number("buyAgainCount"),
    starCounts: [1, 2, 3, 4, 5].map((stars) => number(`stars${stars}`)),
    aspects: Object.fromEntries(
      RATING_ASPECTS.map((aspect) => [
        aspect,
        { sum: number(`${aspect}Sum`), count: number(`${aspect}Count`) },
      ]),
    ) as RatingTotals["aspects"],
  };
}

export type RankedLineRow = {
  brandSlug: string;
  brandName: string;
  lineSlug: string;
  lineName: string;
  tireType: string;
  categoryId: number;
  reviewCount: number;
  overallSum: number;
  aspectSum: number;
  aspectCount: number;
};

/**
 * Product lines with reviews, best rated first: by one aspect's average (lines where someone
 * rated it), else by the overall rating; more reviews first among equals.
 */
export async function rankedLineRows(
  db: Db,
  filter: ReviewFilter,
  aspect: RatingAspect | undefined,
  limit: number,
): Promise<RankedLineRow[]> {
  const column = aspect ? ASPECT_COLUMNS[aspect] : null;
  const aspectSum = column ? sql<number>`coalesce(sum(${column}), 0)::int` : sql<number>`0`;
  const aspectCount = column ? sql<number>`count(${column})::int` : sql<number>`0`;
  const rank = column ? sql`avg(${column})` : sql`avg(${reviews.overallRating})`;
  const rows = await db
    .select({
      brandSlug: brands.slug,
      brandName: brands.name,
      lineSlug: productLines.slug,
      lineName: productLines.name,
      tireType: productLines.tireType,
      categoryId: productLines.categoryId,
      reviewCount: sql<number>`count(*)::int`,
      overallSum: sql<string>`sum(${reviews.overallRating})`,
      aspectSum,
      aspectCount,
    })
    .from(reviews)
    .innerJoin(productLines, eq(reviews.productLineId, productLines.id))
    .innerJoin(brands, eq(productLines.brandId, brands.id))
    .where(conditions(filter))
    .groupBy(productLines.id, brands.slug, brands.name)
    .having(column ? sql`count(${column}) > 0` : undefined)
    .orderBy(sql`${rank} desc`, sql`count(*) desc`, asc(brands.name), asc(productLines.name))
    .limit(limit);
  return rows.map((row) => ({ ...row, overallSum: Number(row.overallSum) }));
}
