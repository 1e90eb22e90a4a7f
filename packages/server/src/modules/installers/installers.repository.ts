import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { milesFrom, withinMiles } from "../../db/geo";
import { installers } from "../../db/schema";

export type InstallerRow = typeof installers.$inferSelect & { distance: number };

/**
 * Installers within radiusMiles of a point, nearest first. A bounding box on the indexed
 * coordinates narrows the rows before the great-circle distance is computed.
 */
export async function findInstallersNear(
  db: Db,
  point: { latitude: number; longitude: number },
  options: { radiusMiles: number; limit: number; mobileInstall?: boolean | undefined },
): Promise<InstallerRow[]> {
  const distance = milesFrom(installers.latitude, installers.longitude, point);

  const rows = await db
    .select({ installer: installers, distance: distance.mapWith(Number) })
    .from(installers)
    .where(
      and(
        withinMiles(installers.latitude, installers.longitude, point, options.radiusMiles),
        options.mobileInstall === undefined
          ? undefined
          : eq(installers.isMobileInstall, options.mobileInstall),
      ),
    )
    .orderBy(asc(distance), asc(installers.id))
    .limit(options.limit);
  return rows.map(({ installer, distance: miles }) => ({ ...installer, distance: miles }));
}
