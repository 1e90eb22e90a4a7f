import { clientContextQuerySchema } from "@treadkit/core";
import {
  shopCodeParamsSchema,
  shopDetailSchema,
  shopLandingSchema,
  urbanAreaParamsSchema,
  urbanAreaResponseSchema,
} from "@treadkit/core/shops";
import { ZIP_MESSAGE } from "@treadkit/core/validation";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { CATALOGUE_CACHE_SECONDS } from "../../http/cache-policy";
import {
  shopDetail,
  shopLanding,
  urbanAreaMap,
  urbanAreaShops,
  zipShopsMap,
} from "./shops.service";

/** The tire-shop pages' data (storefront.md §2 "Shops"): landing, urban areas, shop detail. */
export const shopRoutes: FastifyPluginAsyncZod<{ db: Db; now?: () => Date }> = async (
  app,
  { db, now = () => app.clock() },
) => {
  app.get(
    "/tire-shops",
    {
      config: { cacheSeconds: CATALOGUE_CACHE_SECONDS },
      schema: {
        tags: ["shops"],
        summary: "States with tire shops, and the cities within each, with their shop counts",
        querystring: clientContextQuerySchema,
        response: { 200: shopLandingSchema },
      },
    },
    async () => shopLanding(db),
  );

  app.get(
    "/tire-shops/areas/:urbanArea",
    {
      config: { cacheSeconds: CATALOGUE_CACHE_SECONDS },
      schema: {
        tags: ["shops"],
        summary: "The tire shops in and near a city (e.g. austin-tx), nearest its centre first",
        params: urbanAreaParamsSchema,
        querystring: clientContextQuerySchema,
        response: { 200: urbanAreaResponseSchema },
      },
    },
    async (request) => urbanAreaShops(db, request.params.urbanArea),
  );

  app.get(
    "/tire-shops/shops/:shopCode",
    {
      config: { cacheSeconds: CATALOGUE_CACHE_SECONDS },
      schema: {
        tags: ["shops"],
        summary: "One tire shop: address, phone, opening hours, rating, services and offers",
        params: shopCodeParamsSchema,
        querystring: clientContextQuerySchema,
        response: { 200: shopDetailSchema },
      },
    },
    async (request) => shopDetail(db, request.params.shopCode, now()),
  );
};

/**
 * GET /media/maps/tire-shops/{urbanArea}.svg: the map of an urban area's shops; and
 * GET /media/maps/shops-near/{zip}.svg: the map of the shops nearest a ZIP code.
 */
export const shopMapRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/media/maps/tire-shops/:file",
    {
      schema: {
        hide: true,
        params: z.object({ file: z.string().regex(/^[a-z0-9-]{1,80}\.svg$/) }),
      },
    },
    async (request, reply) => {
      const svg = await urbanAreaMap(db, request.params.file.replace(/\.svg$/, ""));
      return svgReply(reply, svg);
    },
  );
  app.get(
    "/media/maps/shops-near/:file",
    {
      schema: {
        hide: true,
        params: z.object({ file: z.string().regex(/^\d{5}\.svg$/, { error: ZIP_MESSAGE }) }),
      },
    },
    async (request, reply) => {
      const svg = await zipShopsMap(db, request.params.file.slice(0, 5));
      return svgReply(reply, svg);
    },
  );
};

function svgReply(reply: FastifyReply, svg: string): string {
  reply.header("content-type", "image/svg+xml; charset=utf-8");
  reply.header("cache-control", `public, max-age=${CATALOGUE_CACHE_SECONDS}`);
  return svg;
}
