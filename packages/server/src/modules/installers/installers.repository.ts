import { and, asc, between, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { installers } from "../../db/schema";

export type InstallerRow = typeof installers.$inferSelect & { distance: number };

const EARTH_RADIUS_MILES = 3958.8;

/**
 * Installers within radiusMiles of a point, nearest first. A bounding box on the indexed
 * coordinates narrows the rows before the great-circle distance is computed.
 */
export async function findInstallersNear(
  db: Db,
  point: { latitude: number; longitude: number },
  options: { radiusMiles: number; limit: number; mobileInstall?: boolean | undefined },
): Promise<InstallerRow[]> {
  const latDelta = options.radiusMiles / 69;
  const lonDelta =
    options.radiusMiles / (69 * Math.max(0.01, Math.cos((point.latitude * Math.PI) / 180)));
  // Parameters are cast: PostgreSQL cannot infer their type inside arithmetic.
  const lat = sql`${point.latitude}::float8`;
  const lon = sql`${point.longitude}::float8`;
  const distance = sql<number>`(${sql.raw(String(EARTH_RADIUS_MILES))} * 2 * asin(sqrt(
      power(sin(radians(${installers.latitude} - ${lat}) / 2), 2) +
      cos(radians(${lat})) * cos(radians(${installers.latitude})) *
      power(sin(radians(${installers.longitude} - ${lon}) / 2), 2))))`;

  const rows = await db
    .select({ installer: installers, distance: distance.mapWith(Number) })
    .from(installers)
    .where(
      and(
        between(installers.latitude, point.latitude - latDelta, point.latitude + latDelta),
        between(installers.longitude, point.longitude - lonDelta, point.longitude + lonDelta),
        options.mobileInstall === undefined
          ? undefined
          : eq(installers.isMobileInstall, options.mobileInstall),
        sql`${distance} <= ${options.radiusMiles}::float8`,
      ),
    )
    .orderBy(asc(distance), asc(installers.id))
    .limit(options.limit);
  return rows.map(({ installer, distance: miles }) => ({ ...installer, distance: miles }));
}
