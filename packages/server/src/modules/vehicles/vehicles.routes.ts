import {
  vehicleMakesQuerySchema,
  vehicleMakesSchema,
  vehicleModelsQuerySchema,
  vehicleModelsSchema,
  vehicleParamsSchema,
  vehicleSchema,
  vehicleTrimsQuerySchema,
  vehicleTrimsSchema,
  vehicleYearsQuerySchema,
  vehicleYearsSchema,
} from "@treadkit/core/catalog";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { CATALOGUE_CACHE_SECONDS } from "../../http/cache-policy";
import { findMakes, findModels, findTrims, findYears } from "./vehicles.repository";
import { vehicleOf } from "./vehicles.service";

/** Year, make, model and trim pickers; a trim carries its OE front and rear sizes. */
export const vehicleRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ["vehicles"];
  const config = { cacheSeconds: CATALOGUE_CACHE_SECONDS };
  app.get(
    "/vehicles/makes",
    {
      config,
      schema: {
        tags,
        querystring: vehicleMakesQuerySchema,
        response: { 200: vehicleMakesSchema },
      },
    },
    async (request) => ({ makes: await findMakes(db, request.query.year) }),
  );
  app.get(
    "/vehicles/models",
    {
      config,
      schema: {
        tags,
        querystring: vehicleModelsQuerySchema,
        response: { 200: vehicleModelsSchema },
      },
    },
    async (request) => ({
      models: await findModels(db, request.query.make, request.query.year),
    }),
  );
  app.get(
    "/vehicles/years",
    {
      config,
      schema: { tags, querystring: vehicleYearsQuerySchema, response: { 200: vehicleYearsSchema } },
    },
    async (request) => ({ years: await findYears(db, request.query.make, request.query.model) }),
  );
  app.get(
    "/vehicles/trims",
    {
      config,
      schema: { tags, querystring: vehicleTrimsQuerySchema, response: { 200: vehicleTrimsSchema } },
    },
    async (request) => {
      const rows = await findTrims(db, request.query.make, request.query.model, request.query.year);
      return {
        trims: rows.map((row) => ({
          vehicleId: row.vehicleId,
          trim: row.trim,
          frontSize: row.frontSize,
          rearSize: row.rearSize,
          isStaggered: row.frontSizeSlug !== row.rearSizeSlug,
        })),
      };
    },
  );
  app.get(
    "/vehicles/:vehicleId",
    {
      config,
      schema: { tags, params: vehicleParamsSchema, response: { 200: vehicleSchema } },
    },
    async (request) => vehicleOf(db, request.params.vehicleId),
  );
};
