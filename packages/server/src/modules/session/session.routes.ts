import { clientContextQuerySchema } from "@treadkit/core";
import {
  personalizationUpdateSchema,
  recentSearchQuerySchema,
  recentSearchRecordSchema,
  recentSearchResponseSchema,
  SESSION_HEADER,
  searchHistoryBodySchema,
  searchHistoryResponseSchema,
  sessionQuerySchema,
  sessionResponseSchema,
  userPersonalizationSchema,
} from "@treadkit/core/session";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import {
  addSearchHistory,
  clearSearchHistory,
  getSearchHistory,
  openSession,
  recentTires,
  recordRecentView,
  updatePersonalization,
} from "./session.service";

const sessionIdOf = (request: FastifyRequest) => {
  const value = request.headers[SESSION_HEADER];
  return typeof value === "string" ? value : undefined;
};

export const sessionRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ["session"];
  app.get(
    "/users/session",
    { schema: { tags, querystring: sessionQuerySchema, response: { 200: sessionResponseSchema } } },
    async (request) => openSession(db, sessionIdOf(request), request.query.regionId),
  );
  app.put(
    "/users/me/personalization",
    {
      schema: {
        tags,
        querystring: clientContextQuerySchema,
        body: personalizationUpdateSchema,
        response: { 200: z.object({ userPersonalization: userPersonalizationSchema }) },
      },
    },
    async (request) => ({
      userPersonalization: await updatePersonalization(db, sessionIdOf(request), request.body),
    }),
  );
  app.get(
    "/users/recent-search",
    {
      schema: {
        tags,
        querystring: recentSearchQuerySchema,
        response: { 200: recentSearchResponseSchema },
      },
    },
    async (request) => recentTires(db, sessionIdOf(request), request.query),
  );
  app.post(
    "/users/recent-search",
    { schema: { tags, querystring: recentSearchRecordSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await recordRecentView(db, sessionIdOf(request), request.query);
      return reply.code(204).send(null);
    },
  );
  const history = {
    querystring: clientContextQuerySchema,
    response: { 200: searchHistoryResponseSchema },
  };
  app.get("/users/me/history/search", { schema: { tags, ...history } }, async (request) =>
    getSearchHistory(db, sessionIdOf(request)),
  );
  app.post(
    "/users/me/history/search",
    { schema: { tags, ...history, body: searchHistoryBodySchema } },
    async (request) => addSearchHistory(db, sessionIdOf(request), request.body),
  );
  app.delete("/users/me/history/search", { schema: { tags, ...history } }, async (request) =>
    clearSearchHistory(db, sessionIdOf(request)),
  );
};
