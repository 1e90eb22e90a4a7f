import { roundDistance } from "@treadkit/core/installer";
import { and, asc, eq, gte, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { milesFrom, type Point, withinMiles } from "../../db/geo";
import { cartItems } from "../cart/cart.schema";
import { stock } from "../orders/orders.schema";
import { pickupLocations, warehouses } from "./pickup.schema";

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

/** Units of a product a warehouse must hold to hand the order over. */
export type StockNeed = { productId: number; quantity: number };

/** Units of each product in a cart. */
export async function findCartQuantities(db: Db, cartId: string): Promise<Map<number, number>> {
  const rows = await db
    .select({ productId: cartItems.productId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId));
  return new Map(rows.map((row) => [row.productId, row.quantity]));
}

/**
 * Warehouses holding every need, nearest the point first (by name without one). One stock row
 * per product and warehouse, so a warehouse qualifies when each need matches a row of its own.
 */
export async function findWarehousesStocking(
  db: Db,
  needs: readonly StockNeed[],
  point: Point | null,
) {
  const distance = point
    ? milesFrom(warehouses.latitude, warehouses.longitude, point)
    : sql<number | null>`null::float8`;
  const rows = await db
    .select({ warehouse: warehouses, distance: distance.mapWith(Number) })
    .from(warehouses)
    .innerJoin(stock, eq(stock.warehouseId, warehouses.id))
    .where(
      or(
        ...needs.map((need) =>
          and(eq(stock.productId, need.productId), gte(stock.quantity, need.quantity)),
        ),
      ),
    )
    .groupBy(warehouses.id)
    .having(sql`count(*) = ${needs.length}::int`)
    .orderBy(point ? asc(distance) : asc(warehouses.name), asc(warehouses.id));
  return rows.map(({ warehouse, distance: miles }) => ({
    warehouseId: String(warehouse.id),
    name: warehouse.name,
    addressLine1: warehouse.addressLine1,
    city: warehouse.city,
    state: warehouse.state,
    zip: warehouse.zip,
    distance: point ? roundDistance(miles) : null,
    geolocation: { latitude: warehouse.latitude, longitude: warehouse.longitude },
  }));
}
