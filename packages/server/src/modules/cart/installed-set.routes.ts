import {
  installedSetQuerySchema,
  installedSetSchema,
  installedSetsQuerySchema,
  installedSetsSchema,
  productDetailParamsSchema,
} from "@treadkit/core/catalog";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { quoteInstalledSet, quoteInstalledSets } from "./installed-set.service";
import { cartContextOf } from "./request-context";

/**
 * GET /catalog/products/:productId/installed-set: the out-the-door price of four of a tire (or
 * `quantity`, 1 to the most a cart line takes), installed at the shop chosen or else the nearest
 * one to the ZIP, priced as the cart prices it for this buyer. Personal (a buyer's own prices), so never shared by caches. Nothing is stored
 * and no install time is held.
 */
export const installedSetRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/catalog/products/:productId/installed-set",
    {
      schema: {
        tags: ["catalog"],
        params: productDetailParamsSchema,
        querystring: installedSetQuerySchema,
        response: { 200: installedSetSchema },
      },
    },
    async (request) =>
      quoteInstalledSet(
        db,
        request.params.productId,
        request.query,
        await cartContextOf(db, request),
      ),
  );

  /** GET /catalog/installed-sets: the same price for each tire of a listing's page, at one shop. */
  app.get(
    "/catalog/installed-sets",
    {
      schema: {
        tags: ["catalog"],
        querystring: installedSetsQuerySchema,
        response: { 200: installedSetsSchema },
      },
    },
    async (request) => {
      const { productIds, ...where } = request.query;
      return {
        installedSets: await quoteInstalledSets(
          db,
          productIds,
          where,
          await cartContextOf(db, request),
        ),
      };
    },
  );
};
