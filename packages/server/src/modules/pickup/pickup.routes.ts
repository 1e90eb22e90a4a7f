import { cartIdQuerySchema } from "@treadkit/core/cart";
import { roundDistance } from "@treadkit/core/installer";
import { ZIP_MESSAGE, zip5, zipSchema } from "@treadkit/core/validation";
import { asc } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { milesFrom, type Point, withinMiles } from "../../db/geo";
import { pickupLocations } from "../../db/schema";
import { badRequest } from "../../http/errors";
import { findCart } from "../cart/cart.repository";
import { findZip } from "../geo/zip.repository";

/** Carrier pickup points further than this from the shopper are not offered. */
export const PICKUP_RADIUS_MILES = 50;

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

async function nearest(db: Db, point: Point, limit: number) {
  const distance = milesFrom(pickupLocations.latitude, pickupLocations.longitude, point);
  const rows = await db
    .select({ location: pickupLocations, distance: distance.mapWith(Number) })
    .from(pickupLocations)
    .where(
      withinMiles(pickupLocations.latitude, pickupLocations.longitude, point, PICKUP_RADIUS_MILES),
    )
    .orderBy(asc(distance), asc(pickupLocations.id))
    .limit(limit);
  return rows.map(({ location, distance: miles }) => ({
    shippingLocationId: String(location.id),
    carrier: location.carrier,
    name: location.name,
    addressLine1: location.addressLine1,
    city: location.city,
    state: location.state,
    zip: location.zip,
    distance: roundDistance(miles),
    geolocation: { latitude: location.latitude, longitude: location.longitude },
  }));
}

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
    async (request) => {
      const cart = request.query.cartId ? await findCart(db, request.query.cartId) : null;
      const zip = request.query.userZip ? zip5(request.query.userZip) : cart?.zip;
      if (!zip) throw badRequest(ZIP_MESSAGE, "ZIP_REQUIRED");
      const place = await findZip(db, zip);
      if (!place) throw badRequest(ZIP_MESSAGE, "UNKNOWN_ZIP");
      return { locations: await nearest(db, place, request.query.limit) };
    },
  );
};
