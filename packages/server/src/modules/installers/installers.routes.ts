import {
  installerListQuerySchema,
  installerListResponseSchema,
  installerPageResponseSchema,
  installersByLocationQuerySchema,
} from "@treadkit/core/installer";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { CATALOGUE_CACHE_SECONDS } from "../../http/cache-policy";
import { listInstallersByLocation, listInstallersNear } from "./installers.service";

/**
 * Installer lists carry availability (installTomorrow, schedule) that may be a minute stale in
 * the response cache, as catalogue answers may: booking checks the slot again. An answer about a
 * cart (isSelected) is never cached, so a new choice shows at once.
 */
export const installerRoutes: FastifyPluginAsyncZod<{ db: Db; now?: () => Date }> = async (
  app,
  { db, now = () => app.clock() },
) => {
  app.get(
    "/installers",
    {
      config: { cacheSeconds: CATALOGUE_CACHE_SECONDS },
      schema: {
        tags: ["installers"],
        summary:
          "Installers within reach of the shopper's ZIP (limit 4 by default), sponsored then nearest unless sorted",
        querystring: installerListQuerySchema,
        response: { 200: installerListResponseSchema },
      },
    },
    async (request, reply) => {
      if (request.query.cartId) reply.header("cache-control", "no-store");
      return listInstallersNear(db, request.query, now());
    },
  );

  app.get(
    "/installers-by-location",
    {
      config: { cacheSeconds: CATALOGUE_CACHE_SECONDS },
      schema: {
        tags: ["installers"],
        summary: "A page of the installers near a ZIP (10 a page by default), with the total",
        querystring: installersByLocationQuerySchema,
        response: { 200: installerPageResponseSchema },
      },
    },
    async (request) => listInstallersByLocation(db, request.query, now()),
  );
};
