import { LOCATION_ZIP_RADIUS_MILES } from "@treadkit/core/location";
import type { Db } from "../../db/client";
import type { Point } from "../../db/geo";
import { lookupAddress } from "./client-address";
import { findNetworkPoint } from "./ip-network.repository";
import { findNearestZip, type Place } from "./zip.repository";

/** The ZIP code nearest a point (within LOCATION_ZIP_RADIUS_MILES); null when none is near. */
export function zipNearPoint(db: Db, point: Point): Promise<Place | null> {
  return findNearestZip(db, point, LOCATION_ZIP_RADIUS_MILES);
}

/**
 * The ZIP code of a client address (storefront.md §4, a refused location): the ZIP nearest the
 * point of the most specific network in the IP table that contains it; null when no network
 * does, or no ZIP code is near its point.
 */
export async function zipOfAddress(db: Db, ip: string | undefined): Promise<Place | null> {
  const address = lookupAddress(ip);
  if (!address) return null;
  const point = await findNetworkPoint(db, address);
  return point ? zipNearPoint(db, point) : null;
}
