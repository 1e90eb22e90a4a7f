import {
  TRACKING_RATE_LIMITED_MESSAGE,
  trackOrderQuerySchema,
  trackOrderResponseSchema,
} from "@treadkit/core/order";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { HttpError } from "../../http/errors";
import { trackOrder } from "./tracking.service";

/** Order ID and ZIP are a weak secret: a few guesses a minute per address keep probing slow. */
export const TRACKING_RATE_LIMIT = { max: 10, timeWindowMs: 60_000 };

export type TrackingRoutesOptions = {
  db: Db;
  /** Requests per window per client address; tests pass a small one. */
  rateLimit?: { max: number; timeWindowMs: number };
};

/** Order tracking by Order ID and ZIP (storefront.md §4, §5, §8). */
export const trackingRoutes: FastifyPluginAsyncZod<TrackingRoutesOptions> = async (
  app,
  { db, rateLimit: limit = TRACKING_RATE_LIMIT },
) => {
  app.get(
    "/orders/track",
    {
      // Counted in the database, shared by every process (http/rate-limit.ts).
      config: {
        rateLimit: {
          max: limit.max,
          timeWindow: limit.timeWindowMs,
          errorResponseBuilder: () =>
            new HttpError(429, "TOO_MANY_REQUESTS", TRACKING_RATE_LIMITED_MESSAGE),
        },
      },
      schema: {
        tags: ["orders"],
        summary: "Where an order is, by Order ID and ZIP code",
        querystring: trackOrderQuerySchema,
        response: { 200: trackOrderResponseSchema },
      },
    },
    async (request, reply) => {
      // Personal data: no shared cache may keep it.
      reply.header("cache-control", "no-store");
      const member = await request.member();
      return {
        order: await trackOrder(
          db,
          request.query,
          { memberId: member?.user.id ?? null },
          app.clock(),
        ),
      };
    },
  );
};
