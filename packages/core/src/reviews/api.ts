import type { TireType } from "../catalog/schemas";
import { type Client, RESPONSE_CHECKS, type Result } from "../client";
import type { RatingAspect } from "./rules";
import {
  type ReviewedLines,
  type ReviewList,
  type ReviewSort,
  type ReviewSubmission,
  reviewedLinesSchema,
  reviewListSchema,
  type SubmittedReview,
  submitReviewResponseSchema,
} from "./schemas";

/** Which reviews: all of them, a brand's, a product line's, a category's or a tire type's. */
export type ReviewScopeParams = {
  /** Brand slug without -tires ("michelin"). */
  brand?: string;
  /** Product line slug; needs the brand. */
  line?: string;
  /** Category id (storefront.md §3). */
  category?: number;
  type?: TireType;
};

/** GET /v1/reviews: published reviews of a scope, newest first unless sorted, with their summary. */
export function getReviews(
  client: Client,
  params: ReviewScopeParams & { sort?: ReviewSort; page?: number; pageSize?: number },
  signal?: AbortSignal,
): Promise<Result<ReviewList>> {
  return client.request({
    path: "/v1/reviews",
    query: params,
    schema: RESPONSE_CHECKS ? reviewListSchema : undefined,
    signal,
  });
}

/** GET /v1/reviews/product-lines: reviewed lines of a scope, best rated first (overall or one aspect). */
export function getReviewedLines(
  client: Client,
  params: ReviewScopeParams & { aspect?: RatingAspect; limit?: number },
  signal?: AbortSignal,
): Promise<Result<ReviewedLines>> {
  return client.request({
    path: "/v1/reviews/product-lines",
    query: params,
    schema: RESPONSE_CHECKS ? reviewedLinesSchema : undefined,
    signal,
  });
}

/**
 * POST /v1/reviews: publishes a review. A second review of the line from the same e-mail address
 * is refused (409, REVIEW_DUPLICATE_MESSAGE); an unknown line is NotFound.
 */
export function submitReview(
  client: Client,
  submission: ReviewSubmission,
): Promise<Result<SubmittedReview>> {
  return client.request({
    method: "POST",
    path: "/v1/reviews",
    json: submission,
    schema: RESPONSE_CHECKS ? submitReviewResponseSchema : undefined,
  });
}
