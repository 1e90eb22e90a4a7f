import { randomUUID } from "node:crypto";
import { analyticsBatchSchema, rudderMessageOf } from "@treadkit/core/analytics";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { HttpError } from "../../http/errors";
import { allowHit } from "../../http/rate-limit";
import type { AnalyticsRelay } from "./rudderstack";

/** Batches one client address may send in a minute while analytics is on. */
const ANALYTICS_BATCHES_PER_MINUTE = 120;

/**
 * POST /v1/analytics/events: the storefront's events, relayed to RudderStack. Only the events
 * the storefront fires are taken (anything else is a 400); without RudderStack configured they
 * are accepted and dropped, at no cost.
 */
export const analyticsRoutes: FastifyPluginAsyncZod<{ db: Db; relay: AnalyticsRelay }> = async (
  app,
  { db, relay },
) => {
  app.post(
    "/v1/analytics/events",
    {
      schema: {
        tags: ["analytics"],
        summary: "The storefront's analytics events, relayed to the operator's RudderStack",
        body: analyticsBatchSchema,
        response: { 202: z.object({ accepted: z.number().int() }) },
      },
    },
    async (request, reply) => {
      const { events, anonymousId = randomUUID() } = request.body;
      if (relay.state !== "off") {
        const window = { max: ANALYTICS_BATCHES_PER_MINUTE, windowMs: 60_000 };
        if (!(await allowHit(db, `analytics|${request.ip}`, window)))
          throw new HttpError(429, "ANALYTICS_LIMIT", "Too many analytics events; slow down.");
        const timestamp = request.server.clock();
        relay.send(
          events.map((event) =>
            rudderMessageOf(event, { anonymousId, messageId: randomUUID(), timestamp }),
          ),
        );
      }
      return reply.code(202).header("cache-control", "no-store").send({ accepted: events.length });
    },
  );
};
