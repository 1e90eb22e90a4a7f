import { cartIdQuerySchema } from "@treadkit/core/cart";
import { zipSchema } from "@treadkit/core/validation";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { listPickupLocations } from "./pickup.service";

const querySchema = cartIdQuerySchema
  .partial({ cartId: true })
  .extend({
    limit: z.coerce.number().int().min(1).max(20).default(4),
    userZip: zipSchema.optional(),
  })
  .strict();

const locationSchema = z.object({
  shippingLocationId: z.string(),
  carrier: z.string(),
  name: z.string(),
  addressLine1: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  distance: z.number(),
  geolocation: z.object({ latitude: z.number(), longitude: z.number() }),
});

/** GET /checkout/pickup-locations?limit: carrier pickup points nearest the cart's (or given) ZIP. */
export const pickupRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/checkout/pickup-locations",
    {
      schema: {
        tags: ["checkout"],
        querystring: querySchema,
        response: { 200: z.object({ locations: z.array(locationSchema) }) },
      },
    },
    async (request) => listPickupLocations(db, request.query),
  );
};
