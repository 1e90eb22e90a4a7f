import { clientContextQuerySchema } from "@treadkit/core";
import {
  IP_ZIP_UNKNOWN_MESSAGE,
  LOCATION_NO_RESULTS_MESSAGE,
  nearestZipQuerySchema,
  zipCodeParamsSchema,
  zipPlaceSchema,
} from "@treadkit/core/location";
import { US_ZIP_MESSAGE, zip5 } from "@treadkit/core/validation";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { notFound } from "../../http/errors";
import { zipNearPoint, zipOfAddress } from "./location.service";
import { findZip } from "./zip.repository";

/** The ZIP table changes only with a new data set. */
const ZIP_CODE_CACHE_SECONDS = 86_400;

/**
 * GET /v1/zip-codes/{zip}: the city and state of a ZIP code, which the address forms suggest.
 * GET /location/zip: the ZIP code nearest the position the shopper's browser shared ("Use my
 * location" in the header). Only the ZIP code is answered; the position is not kept.
 * GET /location/ip-zip: the ZIP code of the network the request came from, for a shopper who
 * refused the browser its location (storefront.md §4). The address is the connection's, or a
 * trusted proxy's X-Forwarded-For (TRUST_PROXY); it is not kept.
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
        response: { 200: zipPlaceSchema },
      },
    },
    async (request, reply) => {
      const { latitude, longitude } = request.query;
      const place = await zipNearPoint(db, { latitude, longitude });
      if (!place) throw notFound(LOCATION_NO_RESULTS_MESSAGE, "NO_ZIP_NEAR");
      reply.header("cache-control", "no-store");
      return { zip: place.zip, city: place.city, state: place.state };
    },
  );

  app.get(
    "/location/ip-zip",
    {
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags: ["location"],
        summary: "The ZIP code of the network the request came from",
        querystring: clientContextQuerySchema,
        response: { 200: zipPlaceSchema },
      },
    },
    async (request, reply) => {
      // Each client's own answer: no shared cache may hand it to another address.
      reply.header("cache-control", "private, no-store");
      const place = await zipOfAddress(db, request.ip);
      if (!place) throw notFound(IP_ZIP_UNKNOWN_MESSAGE, "UNKNOWN_NETWORK");
      return { zip: place.zip, city: place.city, state: place.state };
    },
  );

  app.get(
    "/v1/zip-codes/:zip",
    {
      config: { cacheSeconds: ZIP_CODE_CACHE_SECONDS },
      schema: {
        tags: ["location"],
        summary: "The city and state of a ZIP code (ZIP+4 looks up its first five digits)",
        params: zipCodeParamsSchema,
        querystring: clientContextQuerySchema,
        response: { 200: zipPlaceSchema },
      },
    },
    async (request) => {
      const place = await findZip(db, zip5(request.params.zip));
      if (!place) throw notFound(US_ZIP_MESSAGE, "UNKNOWN_ZIP");
      return { zip: place.zip, city: place.city, state: place.state };
    },
  );
};
