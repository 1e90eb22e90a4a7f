import { clientContextQuerySchema } from "@treadkit/core";
import {
  articleCategoryPageSchema,
  articleCategoryParamsSchema,
  articleHubSchema,
  articleListQuerySchema,
  articlePageSchema,
  articleParamsSchema,
  CONTENT_SECTIONS,
  contentPageListSchema,
  contentPageSchema,
  contentParamsSchema,
  SECTION_INFO,
} from "@treadkit/core/content";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { CATALOGUE_CACHE_SECONDS } from "../../http/cache-policy";
import { articleCategoryPage, articleHub, articlePage } from "./articles.service";
import { contentPageList, getContentPage } from "./content.service";
import { helpRoutes } from "./help.routes";

/**
 * Generic template pages (storefront.md §2 "Other" /[slug]): about, terms, returns…; the
 * articles of the learning center and the press room (§2 "Content"); and the help center's. The
 * sections are static path segments, so they take precedence over /content/:slug.
 */
export const contentRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  await app.register(helpRoutes, { db });

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

  for (const section of CONTENT_SECTIONS) {
    const name = SECTION_INFO[section].title;
    app.get(
      `/content/${section}`,
      {
        config: { cacheSeconds: CATALOGUE_CACHE_SECONDS },
        schema: {
          tags: ["content"],
          summary: `${name}: categories with article counts, and the newest articles`,
          querystring: clientContextQuerySchema,
          response: { 200: articleHubSchema },
        },
      },
      async () => articleHub(db, section),
    );

    app.get(
      `/content/${section}/:category`,
      {
        config: { cacheSeconds: CATALOGUE_CACHE_SECONDS },
        schema: {
          tags: ["content"],
          summary: `${name}: a category's articles, newest first, a page at a time`,
          params: articleCategoryParamsSchema,
          querystring: articleListQuerySchema,
          response: { 200: articleCategoryPageSchema },
        },
      },
      async (request) => articleCategoryPage(db, section, request.params.category, request.query),
    );

    app.get(
      `/content/${section}/:category/:slug`,
      {
        config: { cacheSeconds: CATALOGUE_CACHE_SECONDS },
        schema: {
          tags: ["content"],
          summary: `${name}: an article, its category and related articles`,
          params: articleParamsSchema,
          querystring: clientContextQuerySchema,
          response: { 200: articlePageSchema },
        },
      },
      async (request) => articlePage(db, section, request.params.category, request.params.slug),
    );
  }
};
