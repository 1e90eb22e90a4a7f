import {
  reviewedLinesQuerySchema,
  reviewedLinesSchema,
  reviewListQuerySchema,
  reviewListSchema,
  reviewSubmissionSchema,
  submitReviewResponseSchema,
} from "@treadkit/core/reviews";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { brandRestrictionOf } from "../../http/client-auth";
import { listReviewedLines, listReviews, submitReview } from "./reviews.service";

/**
 * Tire reviews (storefront.md §2 review pages, §3 "Review form"): the published reviews of a
 * product line, brand, category, tire type or the whole shop; the best-rated lines; and the
 * write-a-review form's submission. Read fresh, so a new review shows at once.
 */
export const reviewRoutes: FastifyPluginAsyncZod<{ db: Db; reviewModeration: boolean }> = async (
  app,
  { db, reviewModeration },
) => {
  const tags = ["reviews"];

  app.get(
    "/v1/reviews",
    {
      schema: {
        tags,
        summary:
          "Reviews of a product line (brand and line), brand, category, tire type or all, with their rating summary",
        querystring: reviewListQuerySchema,
        response: { 200: reviewListSchema },
      },
    },
    async (request) => listReviews(db, request.query, await brandRestrictionOf(request)),
  );

  app.get(
    "/v1/reviews/product-lines",
    {
      schema: {
        tags,
        summary: "Reviewed product lines, best rated first overall or for one aspect",
        querystring: reviewedLinesQuerySchema,
        response: { 200: reviewedLinesSchema },
      },
    },
    async (request) => listReviewedLines(db, request.query, await brandRestrictionOf(request)),
  );

  app.post(
    "/v1/reviews",
    {
      // Reviews one client address may post in an hour, whatever the e-mails it gives.
      config: { rateLimit: { max: 5, timeWindow: 60 * 60_000 } },
      schema: {
        tags,
        summary:
          "Publishes a review of a product line; one per e-mail address per line (409 for a second)",
        body: reviewSubmissionSchema,
        response: { 201: submitReviewResponseSchema },
      },
    },
    async (request, reply) => {
      const submitted = await submitReview(db, request.body, { moderated: reviewModeration });
      return reply.code(201).header("cache-control", "no-store").send(submitted);
    },
  );
};
