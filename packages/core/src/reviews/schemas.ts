import { z } from "zod";
import { tireTypeSchema } from "../catalog/schemas";
import { clientContextQueryShape } from "../client-context";
import { emailSchema } from "../validation/email";
import { nameSchema } from "../validation/names";
import { stripSpecialCharacters } from "../validation/text";
import {
  ASPECT_LABELS,
  COMMENTS_MAX_LENGTH,
  DRIVING_STYLES,
  type DrivingStyle,
  MILES_DRIVEN,
  type MilesDriven,
  parseUsDate,
  RATING_ASPECTS,
  type RatingAspect,
  REVIEW_SORT_LABELS,
  type ReviewSortValue,
  SUMMARY_MAX_LENGTH,
  VEHICLE_MAX_LENGTH,
  WHERE_DRIVEN,
  type WhereDriven,
} from "./rules";

/** The review calls: GET /api/v1/reviews, GET /api/v1/reviews/product-lines, POST /api/v1/reviews. */

// --- Messages ------------------------------------------------------------------------------

export const RATING_REQUIRED_MESSAGE = "Rate at least one performance area from 1 to 5";
export const SUMMARY_REQUIRED_MESSAGE = "Please write a summary";
export const SUMMARY_TOO_LONG_MESSAGE = `Keep the summary to ${SUMMARY_MAX_LENGTH} characters`;
export const COMMENTS_REQUIRED_MESSAGE = "Please write your comments";
export const COMMENTS_TOO_LONG_MESSAGE = `Keep your comments to ${COMMENTS_MAX_LENGTH.toLocaleString("en-US")} characters`;
export const REVIEW_NAME_MESSAGE = "Please enter valid Name";
export const PURCHASE_DATE_MESSAGE = "Please enter the purchase date as MM/DD/YYYY";
export const VEHICLE_MESSAGE = "Please enter your vehicle";
export const VEHICLE_TOO_LONG_MESSAGE = `Keep the vehicle to ${VEHICLE_MAX_LENGTH} characters`;
export const MILES_DRIVEN_MESSAGE = "Please choose how many miles you have driven on these tires";
export const DRIVING_STYLE_MESSAGE = "Please choose your driving style";
export const WHERE_DRIVEN_MESSAGE = "Please choose where you drive most";
export const BUY_AGAIN_MESSAGE = "Please say whether you would buy these tires again";
/** Shown by the disabled submit button while a field is still empty (storefront.md §5). */
export const REVIEW_INCOMPLETE_MESSAGE = "Complete all fields to submit";
export const REVIEW_DUPLICATE_MESSAGE =
  "You have already reviewed this tire with this e-mail address";
export const REVIEW_LINE_NOT_FOUND_MESSAGE = "We could not find this tire to review";
export const REVIEW_THANK_YOU_MESSAGE = "Thank you for your review";
/** What a reviewer is told when reviews are moderated. */
export const REVIEW_PENDING_MESSAGE =
  "We check every review before it is published; yours will appear once it has been checked.";

export function aspectRatingMessage(aspect: RatingAspect): string {
  return `Rate ${ASPECT_LABELS[aspect].toLowerCase()} from 1 to 5, or choose Not applicable`;
}

// --- Pieces --------------------------------------------------------------------------------

const keys = <T extends string>(record: Record<T, string>) => Object.keys(record) as [T, ...T[]];

export const milesDrivenSchema = z.enum(keys<MilesDriven>(MILES_DRIVEN), {
  error: MILES_DRIVEN_MESSAGE,
});
export const drivingStyleSchema = z.enum(keys<DrivingStyle>(DRIVING_STYLES), {
  error: DRIVING_STYLE_MESSAGE,
});
export const whereDrivenSchema = z.enum(keys<WhereDriven>(WHERE_DRIVEN), {
  error: WHERE_DRIVEN_MESSAGE,
});
export const ratingAspectSchema = z.enum(RATING_ASPECTS, {
  error: `aspect takes one of ${RATING_ASPECTS.join(", ")}`,
});

const slugSchema = z
  .string()
  .regex(/^[a-z0-9-]{1,80}$/, { error: "brand and line take lower-case slugs, e.g. michelin" });

/** One aspect's rating: 1 to 5, or null for not applicable. */
function aspectRatingSchema(aspect: RatingAspect) {
  const message = aspectRatingMessage(aspect);
  return z
    .number({ error: message })
    .int({ error: message })
    .min(1, { error: message })
    .max(5, { error: message })
    .nullable();
}

const ratingsSchema = z
  .strictObject(
    Object.fromEntries(RATING_ASPECTS.map((aspect) => [aspect, aspectRatingSchema(aspect)])) as {
      [A in RatingAspect]: ReturnType<typeof aspectRatingSchema>;
    },
    { error: RATING_REQUIRED_MESSAGE },
  )
  .refine((ratings) => RATING_ASPECTS.some((aspect) => ratings[aspect] !== null), {
    error: RATING_REQUIRED_MESSAGE,
  });

/**
 * Free text as kept: the special characters of storefront.md §5 stripped, repeated hyphens
 * collapsed, trimmed, then required and limited in length.
 */
function reviewText(max: number, required: string, tooLong: string) {
  return z
    .string({ error: required })
    .transform((text) => stripSpecialCharacters(text).trim())
    .pipe(z.string().min(1, { error: required }).max(max, { error: tooLong }));
}

// --- POST /api/v1/reviews ------------------------------------------------------------------

/**
 * A review as submitted: the product line (brand and line slugs) and every field of the review
 * form. The e-mail is kept lower-case: one review per address per line.
 */
export const reviewSubmissionSchema = z.strictObject({
  brand: slugSchema,
  line: slugSchema,
  ratings: ratingsSchema,
  summary: reviewText(SUMMARY_MAX_LENGTH, SUMMARY_REQUIRED_MESSAGE, SUMMARY_TOO_LONG_MESSAGE),
  comments: reviewText(COMMENTS_MAX_LENGTH, COMMENTS_REQUIRED_MESSAGE, COMMENTS_TOO_LONG_MESSAGE),
  name: nameSchema(REVIEW_NAME_MESSAGE),
  email: emailSchema.transform((email) => email.toLowerCase()),
  /** MM/DD/YYYY; optional. Kept as an ISO date. */
  purchaseDate: z
    .string({ error: PURCHASE_DATE_MESSAGE })
    .max(10, { error: PURCHASE_DATE_MESSAGE })
    .optional()
    .transform((text, ctx) => {
      if (text === undefined || text.trim() === "") return null;
      const iso = parseUsDate(text);
      if (iso === null) {
        ctx.addIssue({ code: "custom", message: PURCHASE_DATE_MESSAGE });
        return z.NEVER;
      }
      return iso;
    }),
  vehicle: reviewText(VEHICLE_MAX_LENGTH, VEHICLE_MESSAGE, VEHICLE_TOO_LONG_MESSAGE),
  milesDriven: milesDrivenSchema,
  drivingStyle: drivingStyleSchema,
  whereDriven: whereDrivenSchema,
  buyAgain: z.boolean({ error: BUY_AGAIN_MESSAGE }),
  ssoUid: z.string().max(128).optional(),
});
/** What a caller sends. */
export type ReviewSubmission = z.input<typeof reviewSubmissionSchema>;
/** What is kept, once checked and cleaned. */
export type ValidReviewSubmission = z.output<typeof reviewSubmissionSchema>;

// --- Answers -------------------------------------------------------------------------------

const aspectRatingsSchema = z.object(
  Object.fromEntries(
    RATING_ASPECTS.map((aspect) => [aspect, z.number().int().min(1).max(5).nullable()]),
  ) as { [A in RatingAspect]: z.ZodNullable<z.ZodNumber> },
);

const brandRefSchema = z.object({ slug: z.string(), label: z.string() });
const lineRefSchema = z.object({ slug: z.string(), name: z.string() });

/** A published review. The reviewer's e-mail is never part of it. */
export const reviewSchema = z.object({
  reviewId: z.string(),
  brand: brandRefSchema,
  productLine: lineRefSchema.extend({ type: tireTypeSchema, categoryName: z.string() }),
  ratings: aspectRatingsSchema,
  /** The review's own rating: the mean of its aspects. */
  rating: z.number().min(1).max(5),
  summary: z.string(),
  comments: z.string(),
  reviewerName: z.string(),
  /** ISO date, when the reviewer gave one. */
  purchaseDate: z.string().nullable(),
  vehicle: z.string(),
  milesDriven: milesDrivenSchema,
  drivingStyle: drivingStyleSchema,
  whereDriven: whereDrivenSchema,
  buyAgain: z.boolean(),
  /** When it was written (ISO timestamp). */
  createdAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

const aspectSummarySchema = z.object({
  average: z.number().nullable(),
  count: z.number().int().nonnegative(),
});

export const ratingSummarySchema = z.object({
  average: z.number().nullable(),
  count: z.number().int().nonnegative(),
  aspects: z.object(
    Object.fromEntries(RATING_ASPECTS.map((aspect) => [aspect, aspectSummarySchema])) as {
      [A in RatingAspect]: typeof aspectSummarySchema;
    },
  ),
  buyAgainPercent: z.number().int().min(0).max(100).nullable(),
  /** How many reviews gave each whole star, one star first. */
  starCounts: z.array(z.number().int().nonnegative()).length(5),
});

export const submitReviewResponseSchema = z.object({
  message: z.string(),
  /** "pending" while it waits for moderation (not shown yet), "published" once it is shown. */
  status: z.enum(["pending", "published"]),
  review: reviewSchema,
  /** The line's rating with this review counted. */
  summary: ratingSummarySchema,
});
export type SubmittedReview = z.infer<typeof submitReviewResponseSchema>;

// --- GET /api/v1/reviews -------------------------------------------------------------------

export type ReviewSort = ReviewSortValue;
const REVIEW_SORTS = keys<ReviewSort>(REVIEW_SORT_LABELS);

const categoryIdSchema = z.coerce
  .number({ error: "category takes a category id, e.g. 1" })
  .int({ error: "category takes a category id, e.g. 1" })
  .min(1, { error: "category takes a category id, e.g. 1" })
  .max(99, { error: "category takes a category id, e.g. 1" });

/** Which reviews: all, a brand's, a product line's (brand and line), a category's or a type's. */
const reviewScopeShape = {
  brand: slugSchema.optional(),
  line: slugSchema.optional(),
  category: categoryIdSchema.optional(),
  type: tireTypeSchema.optional(),
};

export const reviewListQuerySchema = z
  .strictObject({
    ...clientContextQueryShape,
    ...reviewScopeShape,
    sort: z.enum(REVIEW_SORTS).default("newest"),
    page: z.coerce.number().int().min(1).max(1000).default(1),
    pageSize: z.coerce.number().int().min(1).max(50).default(10),
  })
  .refine((q) => !q.line || q.brand, { error: "line needs a brand" });
export type ReviewListQuery = z.infer<typeof reviewListQuerySchema>;

export const reviewScopeSchema = z.object({
  brand: brandRefSchema.nullable(),
  line: lineRefSchema.nullable(),
  category: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  type: tireTypeSchema.nullable(),
});
export type ReviewScope = z.infer<typeof reviewScopeSchema>;

export const reviewListSchema = z.object({
  scope: reviewScopeSchema,
  summary: ratingSummarySchema,
  reviews: z.array(reviewSchema),
  pagination: z.object({
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  }),
});
export type ReviewList = z.infer<typeof reviewListSchema>;

// --- GET /api/v1/reviews/product-lines -----------------------------------------------------

export const reviewedLinesQuerySchema = z
  .strictObject({
    ...clientContextQueryShape,
    ...reviewScopeShape,
    /** Rank by this aspect's average (lines that rated it only); by the overall rating if absent. */
    aspect: ratingAspectSchema.optional(),
    limit: z.coerce.number().int().min(1).max(50).default(10),
  })
  .refine((q) => !q.line || q.brand, { error: "line needs a brand" });
export type ReviewedLinesQuery = z.infer<typeof reviewedLinesQuerySchema>;

export const reviewedLineSchema = z.object({
  brand: brandRefSchema,
  productLine: lineRefSchema.extend({ type: tireTypeSchema, categoryName: z.string() }),
  rating: z.object({ average: z.number(), count: z.number().int().positive() }),
  /** The ranked aspect's average and how many rated it, when ranked by an aspect. */
  aspect: z.object({ average: z.number(), count: z.number().int().positive() }).nullable(),
});
export type ReviewedLine = z.infer<typeof reviewedLineSchema>;

export const reviewedLinesSchema = z.object({ productLines: z.array(reviewedLineSchema) });
export type ReviewedLines = z.infer<typeof reviewedLinesSchema>;
