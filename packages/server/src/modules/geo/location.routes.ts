import {
  LOCATION_NO_RESULTS_MESSAGE,
  LOCATION_ZIP_RADIUS_MILES,
  nearestZipQuerySchema,
  nearestZipResponseSchema,
} from "@treadkit/core/location";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { notFound } from "../../http/errors";
import { findNearestZip } from "./zip.repository";

/**
 * GET /location/zip: the ZIP code nearest the position the shopper's browser shared ("Use my
 * location" in the header). Only the ZIP code is answered; the position is not kept.
 */
export const locationRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/location/zip",
    {
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags: ["location"],
        summary: "The ZIP code nearest a latitude and longitude",
        querystring: nearestZipQuerySchema,
        response: { 200: nearestZipResponseSchema },
      },
    },
    async (request, reply) => {
      const { latitude, longitude } = request.query;
      const place = await findNearestZip(db, { latitude, longitude }, LOCATION_ZIP_RADIUS_MILES);
      if (!place) throw notFound(LOCATION_NO_RESULTS_MESSAGE, "NO_ZIP_NEAR");
      reply.header("cache-control", "no-store");
      return { zip: place.zip, city: place.city, state: place.state };
    },
  );
};
