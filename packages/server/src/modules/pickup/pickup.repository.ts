import { roundDistance } from "@treadkit/core/installer";
import { asc } from "drizzle-orm";
import type { Db } from "../../db/client";
import { milesFrom, type Point, withinMiles } from "../../db/geo";
import { pickupLocations } from "../../db/schema";

/** Carrier pickup points further than this from the shopper are not offered. */
export const PICKUP_RADIUS_MILES = 50;

/** Pickup points within the radius of a point, nearest first. */
export async function findPickupLocationsNear(db: Db, point: Point, limit: number) {
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
