import { clientContextQuerySchema } from "@treadkit/core";
import {
  type MapTiles,
  notificationsResponseSchema,
  siteChannelSchema,
  siteGlobalsResponseSchema,
  siteMenuQuerySchema,
  siteMenuSchema,
  siteStatsSchema,
} from "@treadkit/core/site";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { CATALOGUE_CACHE_SECONDS } from "../../http/cache-policy";
import { type ChannelOptions, siteChannelOf } from "./channel";
import { getNotifications, getSiteGlobals, getSiteMenu, getSiteStats } from "./site.service";

export const siteRoutes: FastifyPluginAsyncZod<{
  db: Db;
  channels: ChannelOptions;
  /** The operator's street-map tiles, told to the storefront with the globals. */
  mapTiles?: MapTiles | null;
}> = async (app, { db, channels, mapTiles = null }) => {
  app.get(
    "/v1/site/channel",
    {
      schema: {
        tags: ["site"],
        summary: "The channel the request's host is served in: the consumer site or a simple shop",
        response: { 200: siteChannelSchema },
      },
    },
    async (request, reply) => {
      // Answers differ by host: a cache keyed by URL alone must not share them.
      reply.header("vary", "host");
      return siteChannelOf(db, request.host, channels);
    },
  );
  app.get(
    "/v1/site/globals",
    {
      schema: {
        tags: ["site"],
        summary: "Site globals (storefront.md §3), refreshed by clients every 10 minutes",
        querystring: clientContextQuerySchema,
        response: { 200: siteGlobalsResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "public, max-age=60");
      return { siteGlobals: await getSiteGlobals(db), mapTiles };
    },
  );
  app.get(
    "/v1/site/notifications",
    {
      schema: {
        tags: ["site"],
        querystring: clientContextQuerySchema,
        response: { 200: notificationsResponseSchema },
      },
    },
    async () => getNotifications(db),
  );
  const menu = {
    tags: ["site"],
    querystring: siteMenuQuerySchema,
    response: { 200: siteMenuSchema },
  };
  const cached = { cacheSeconds: CATALOGUE_CACHE_SECONDS };
  app.get(
    "/v1/site/stats",
    {
      config: cached,
      schema: {
        tags: ["site"],
        summary: "The store's size: tires, brands, shops, reviews and the longest warranty",
        response: { 200: siteStatsSchema },
      },
    },
    async () => getSiteStats(db),
  );
  app.get("/v1/site/menu", { config: cached, schema: menu }, async (request) =>
    getSiteMenu(db, request.query.channel),
  );
  // The same menu under the path the checkout document names.
  app.get("/menu", { config: cached, schema: menu }, async (request) =>
    getSiteMenu(db, request.query.channel),
  );
};
