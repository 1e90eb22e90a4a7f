import { and, between, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

const EARTH_RADIUS_MILES = 3958.8;

export type Point = { latitude: number; longitude: number };

/** Great-circle distance in miles from a point to a row's coordinates (haversine, in SQL). */
export function milesFrom(
  latitude: AnyPgColumn,
  longitude: AnyPgColumn,
  point: Point,
): SQL<number> {
  // Parameters are cast: PostgreSQL cannot infer their type inside arithmetic.
  const lat = sql`${point.latitude}::float8`;
  const lon = sql`${point.longitude}::float8`;
  return sql<number>`(${sql.raw(String(EARTH_RADIUS_MILES))} * 2 * asin(sqrt(
      power(sin(radians(${latitude} - ${lat}) / 2), 2) +
      cos(radians(${lat})) * cos(radians(${latitude})) *
      power(sin(radians(${longitude} - ${lon}) / 2), 2))))`;
}

/** Rows within radiusMiles: an indexable bounding box, then the exact distance. */
export function withinMiles(
  latitude: AnyPgColumn,
  longitude: AnyPgColumn,
  point: Point,
  radiusMiles: number,
) {
  const latDelta = radiusMiles / 69;
  const lonDelta = radiusMiles / (69 * Math.max(0.01, Math.cos((point.latitude * Math.PI) / 180)));
  return and(
    between(latitude, point.latitude - latDelta, point.latitude + latDelta),
    between(longitude, point.longitude - lonDelta, point.longitude + lonDelta),
    sql`${milesFrom(latitude, longitude, point)} <= ${radiusMiles}::float8`,
  );
}
