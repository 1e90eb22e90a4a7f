import {
  TRACKING_RATE_LIMITED_MESSAGE,
  trackOrderQuerySchema,
  trackOrderResponseSchema,
} from "@treadkit/core/order";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { HttpError } from "../../http/errors";
import { countHit, peekHits } from "../../http/rate-limit";
import { trackOrder } from "./tracking.service";

/**
 * Order ID and ZIP are a weak secret: an address that has guessed wrong this many times in the
 * window is answered 429, right or wrong, until the window ends. Lookups that find their order
 * do not count: a shopper moving between an order's pages looks it up again and again.
 */
const TRACKING_RATE_LIMIT = { max: 10, timeWindowMs: 60_000 };

export type TrackingRoutesOptions = {
  db: Db;
  /** Failed lookups per window per client address; tests pass a small one. */
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
      schema: {
        tags: ["orders"],
        summary: "Where an order is, by Order ID and ZIP code",
        querystring: trackOrderQuerySchema,
        response: { 200: trackOrderResponseSchema },
      },
    },
    async (request, reply) => {
      // Counted in the database, shared by every process (http/rate-limit.ts).
      const key = `track-miss|${request.ip}`;
      const misses = await peekHits(db, key, limit.timeWindowMs);
      if (misses.hits >= limit.max) {
        reply.header("retry-after", String(Math.max(1, Math.ceil(misses.resetsInMs / 1000))));
        throw new HttpError(429, "TOO_MANY_REQUESTS", TRACKING_RATE_LIMITED_MESSAGE);
      }
      // Personal data: no shared cache may keep it.
      reply.header("cache-control", "no-store");
      const member = await request.member();
      try {
        return {
          order: await trackOrder(
            db,
            request.query,
            { memberId: member?.user.id ?? null },
            app.clock(),
          ),
        };
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 404)
          await countHit(db, key, limit.timeWindowMs);
        throw error;
      }
    },
  );
};
