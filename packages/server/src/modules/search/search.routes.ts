import { typeaheadQuerySchema, typeaheadResponseSchema } from "@treadkit/core/search";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { CATALOGUE_CACHE_SECONDS } from "../../http/cache-policy";
import { brandRestrictionOf } from "../../http/client-auth";
import { typeahead } from "./search.service";

export const searchRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/search-typeahead",
    {
      config: { cacheSeconds: CATALOGUE_CACHE_SECONDS },
      schema: {
        tags: ["search"],
        summary: "Typeahead: sizes, brands, product lines, vehicles, tire types and categories",
        querystring: typeaheadQuerySchema,
        response: { 200: typeaheadResponseSchema },
      },
    },
    async (request) => typeahead(db, request.query, await brandRestrictionOf(request)),
  );
};
