import { clientContextQuerySchema } from "@treadkit/core";
import {
  contentPageListSchema,
  contentPageSchema,
  contentParamsSchema,
} from "@treadkit/core/content";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { CATALOGUE_CACHE_SECONDS } from "../../http/cache-policy";
import { contentPageList, getContentPage } from "./content.service";

/** Generic template pages (storefront.md §2 "Other" /[slug]): about, terms, returns… */
export const contentRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/content",
    {
      config: { cacheSeconds: CATALOGUE_CACHE_SECONDS },
      schema: {
        tags: ["content"],
        summary: "Every content page's slug and title",
        querystring: clientContextQuerySchema,
        response: { 200: contentPageListSchema },
      },
    },
    async () => contentPageList(db),
  );

  app.get(
    "/content/:slug",
    {
      config: { cacheSeconds: CATALOGUE_CACHE_SECONDS },
      schema: {
        tags: ["content"],
        summary: "A content page: title, description and body blocks",
        params: contentParamsSchema,
        querystring: clientContextQuerySchema,
        response: { 200: contentPageSchema },
      },
    },
    async (request) => getContentPage(db, request.params.slug),
  );
};
