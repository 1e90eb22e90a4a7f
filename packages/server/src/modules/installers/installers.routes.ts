import { installerListQuerySchema, installerListResponseSchema } from "@treadkit/core/installer";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { CATALOGUE_CACHE_SECONDS } from "../../http/cache-policy";
import { listInstallersNear } from "./installers.service";

export const installerRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/installers",
    {
      config: { cacheSeconds: CATALOGUE_CACHE_SECONDS },
      schema: {
        tags: ["installers"],
        summary: "Installers near the shopper's ZIP, nearest first (limit 4 by default)",
        querystring: installerListQuerySchema,
        response: { 200: installerListResponseSchema },
      },
    },
    async (request) => listInstallersNear(db, request.query),
  );
};
