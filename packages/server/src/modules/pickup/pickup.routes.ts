import { cartIdQuerySchema } from "@treadkit/core/cart";
import { isDealerTireAccount } from "@treadkit/core/session";
import {
  pickupLocationsResponseSchema,
  WAREHOUSE_DEALER_ONLY_MESSAGE,
  warehousesResponseSchema,
} from "@treadkit/core/shipping";
import { zipSchema } from "@treadkit/core/validation";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { HttpError } from "../../http/errors";
import { buyerOf } from "../account/buyer";
import { listPickupLocations, listWarehousePickupLocations } from "./pickup.service";

const querySchema = cartIdQuerySchema
  .partial({ cartId: true })
  .extend({
    limit: z.coerce.number().int().min(1).max(20).default(4),
    userZip: zipSchema.optional(),
  })
  .strict();

const PRODUCT_IDS_MESSAGE = "productIds must be a comma-separated list of product ids, e.g. 12,34";
const MAX_PRODUCT_IDS = 20;

/**
 * Who may collect at a warehouse: dealer-tire accounts (checkout.md §6), and a partner's server
 * signed in with its API credentials on their behalf.
 */
async function canUseWarehousePickup(db: Db, request: FastifyRequest): Promise<boolean> {
  if (request.apiClient !== null) return true;
  const buyer = await buyerOf(db, request);
  return buyer !== null && isDealerTireAccount(buyer.detail);
}

const productIdsSchema = z
  .string({ error: PRODUCT_IDS_MESSAGE })
  .transform((text) => text.split(",").map((id) => id.trim()))
  .pipe(
    z
      // Nine digits at most: ids are int4, and a longer one names no product anyway.
      .array(z.string().regex(/^[1-9]\d{0,8}$/, { error: PRODUCT_IDS_MESSAGE }))
      .max(MAX_PRODUCT_IDS, { error: `productIds may name at most ${MAX_PRODUCT_IDS} products` }),
  )
  .transform((ids) => [...new Set(ids.map(Number))]);

const warehouseQuerySchema = cartIdQuerySchema
  .partial({ cartId: true })
  .extend({
    productIds: productIdsSchema,
    zip: zipSchema.optional(),
    userZip: zipSchema.optional(),
  })
  .strict();

/**
 * GET /checkout/pickup-locations?limit: carrier pickup points nearest the cart's (or given) ZIP;
 * GET /checkout/warehouse-pickup-locations?productIds: warehouses stocking them, for dealer-tire.
 */
export const pickupRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/checkout/pickup-locations",
    {
      schema: {
        tags: ["checkout"],
        querystring: querySchema,
        response: { 200: pickupLocationsResponseSchema },
      },
    },
    async (request) => listPickupLocations(db, request.query),
  );

  app.get(
    "/checkout/warehouse-pickup-locations",
    {
      schema: {
        tags: ["checkout"],
        querystring: warehouseQuerySchema,
        response: {
          200: warehousesResponseSchema,
        },
      },
      // Refused before the query is read: who may ask comes before what was asked.
      onRequest: async (request) => {
        if (!(await canUseWarehousePickup(db, request))) {
          throw new HttpError(403, "WAREHOUSE_PICKUP_FORBIDDEN", WAREHOUSE_DEALER_ONLY_MESSAGE);
        }
      },
    },
    async (request) => listWarehousePickupLocations(db, request.query),
  );
};
