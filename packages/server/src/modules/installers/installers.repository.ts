import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { milesFrom, withinMiles } from "../../db/geo";
import { carts } from "../cart/cart.schema";
import { cartAppointments } from "../schedule/schedule.schema";
import { installers } from "./installers.schema";

export type InstallerRow = typeof installers.$inferSelect & { distance: number };

/**
 * Every installer within radiusMiles of a point, nearest first. A bounding box on the indexed
 * coordinates narrows the rows before the great-circle distance is computed.
 */
export async function findInstallersNear(
  db: Db,
  point: { latitude: number; longitude: number },
  options: {
    radiusMiles: number;
    mobileInstall?: boolean | undefined;
    installerIds?: readonly number[] | undefined;
  },
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
        options.installerIds === undefined
          ? undefined
          : inArray(installers.id, [...options.installerIds]),
      ),
    )
    .orderBy(asc(distance), asc(installers.id));
  return rows.map(({ installer, distance: miles }) => ({ ...installer, distance: miles }));
}

/** The installer a cart has chosen and its appointment, if any; null for an unknown cart. */
export async function findCartSelection(db: Db, cartId: string) {
  const [row] = await db
    .select({
      installerId: carts.installerId,
      appointment: {
        installerId: cartAppointments.installerId,
        slotTime: cartAppointments.slotTime,
        dropOffWindow: cartAppointments.dropOffWindow,
      },
    })
    .from(carts)
    .leftJoin(cartAppointments, eq(cartAppointments.cartId, carts.id))
    .where(eq(carts.id, cartId));
  return row ?? null;
}
