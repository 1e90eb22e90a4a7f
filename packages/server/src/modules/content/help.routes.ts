import { clientContextQuerySchema } from "@treadkit/core";
import {
  helpArticlePageSchema,
  helpArticleParamsSchema,
  helpCenterSchema,
  helpSearchQuerySchema,
  helpSearchResultSchema,
  helpTopicPageSchema,
  helpTopicParamsSchema,
} from "@treadkit/core/content";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { CATALOGUE_CACHE_SECONDS } from "../../http/cache-policy";
import { helpArticle, helpCenter, helpTopic, searchHelp } from "./help.service";

/**
 * The help center (storefront.md §2 "Support and info"): topics, articles and the search over
 * them. /content/help/search is a static path, so it takes precedence over a topic.
 */
export const helpRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ["content"];
  const cache = { cacheSeconds: CATALOGUE_CACHE_SECONDS };

  app.get(
    "/content/help",
    {
      config: cache,
      schema: {
        tags,
        summary: "Help center: every topic with its articles",
        querystring: clientContextQuerySchema,
        response: { 200: helpCenterSchema },
      },
    },
    async () => helpCenter(db),
  );

  // Not kept in the response cache: every visitor's words would push catalogue answers out.
  app.get(
    "/content/help/search",
    {
      schema: {
        tags,
        summary: "Help center: the articles holding every word of q, best match first",
        querystring: helpSearchQuerySchema,
        response: { 200: helpSearchResultSchema },
      },
    },
    async (request) => searchHelp(db, request.query.q),
  );

  app.get(
    "/content/help/:topic",
    {
      config: cache,
      schema: {
        tags,
        summary: "Help center: a topic and its articles",
        params: helpTopicParamsSchema,
        querystring: clientContextQuerySchema,
        response: { 200: helpTopicPageSchema },
      },
    },
    async (request) => helpTopic(db, request.params.topic),
  );

  app.get(
    "/content/help/:topic/:slug",
    {
      config: cache,
      schema: {
        tags,
        summary: "Help center: an article, its topic and the topic's other articles",
        params: helpArticleParamsSchema,
        querystring: clientContextQuerySchema,
        response: { 200: helpArticlePageSchema },
      },
    },
    async (request) => helpArticle(db, request.params.topic, request.params.slug),
  );
};
