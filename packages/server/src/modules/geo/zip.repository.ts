import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { milesFrom, type Point, withinMiles } from "../../db/geo";
import { zipCodes } from "./geo.schema";

export type Place = {
  zip: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
};

export async function findZip(db: Db, zip: string): Promise<Place | null> {
  const [row] = await db.select().from(zipCodes).where(eq(zipCodes.zip, zip));
  return row ?? null;
}

/** The ZIP code whose centre is nearest the point, within radiusMiles; null when none is. */
export async function findNearestZip(
  db: Db,
  point: Point,
  radiusMiles: number,
): Promise<Place | null> {
  const [row] = await db
    .select()
    .from(zipCodes)
    .where(withinMiles(zipCodes.latitude, zipCodes.longitude, point, radiusMiles))
    .orderBy(asc(milesFrom(zipCodes.latitude, zipCodes.longitude, point)))
    .limit(1);
  return row ?? null;
}
