import { clientContextQuerySchema } from "@treadkit/core";
import { siteGlobalsResponseSchema } from "@treadkit/core/site";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { getSiteGlobals } from "./site.service";

export const siteRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
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
      return { siteGlobals: await getSiteGlobals(db) };
    },
  );
};
