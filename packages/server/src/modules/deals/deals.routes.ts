import { clientContextQuerySchema } from "@treadkit/core";
import {
  dealListQuerySchema,
  dealListSchema,
  dealParamsSchema,
  dealSchema,
} from "@treadkit/core/deals";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { CATALOGUE_CACHE_SECONDS } from "../../http/cache-policy";
import { getDeal, listDeals } from "./deals.service";

/** The tire-deal pages' data (storefront.md §2 "Deals"): published promotions. */
export const dealRoutes: FastifyPluginAsyncZod<{ db: Db; now?: () => Date }> = async (
  app,
  { db, now = () => app.clock() },
) => {
  app.get(
    "/tire-deals",
    {
      config: { cacheSeconds: CATALOGUE_CACHE_SECONDS },
      schema: {
        tags: ["deals"],
        summary: "The deals running now (optionally of one theme), those ending soonest first",
        querystring: dealListQuerySchema,
        response: { 200: dealListSchema },
      },
    },
    async (request) => listDeals(db, request.query, now()),
  );

  app.get(
    "/tire-deals/:slug",
    {
      config: { cacheSeconds: CATALOGUE_CACHE_SECONDS },
      schema: {
        tags: ["deals"],
        summary: "One deal by its slug, with whether it runs now",
        params: dealParamsSchema,
        querystring: clientContextQuerySchema,
        response: { 200: dealSchema },
      },
    },
    async (request) => getDeal(db, request.params.slug, now()),
  );
};
