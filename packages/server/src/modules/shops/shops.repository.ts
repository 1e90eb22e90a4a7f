import { slugify } from "@treadkit/core/catalog";
import { asc, count, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { zipCodes } from "../geo/geo.schema";
import { installers } from "../installers/installers.schema";

/** How many shops each city has, by state then city. */
export function countShopsByCity(db: Db) {
  return db
    .select({ state: installers.state, city: installers.city, count: count() })
    .from(installers)
    .groupBy(installers.state, installers.city)
    .orderBy(asc(installers.state), asc(installers.city));
}

/**
 * A city's centre: the mean of its ZIP codes' coordinates. The city is found by its slug among
 * the state's cities; when two spellings share a slug, the one with more ZIP codes wins.
 */
export async function findCityCentre(
  db: Db,
  state: string,
  citySlug: string,
): Promise<{ city: string; state: string; latitude: number; longitude: number } | null> {
  const rows = await db
    .select({
      city: zipCodes.city,
      zips: count(),
      // The median, not the mean: one misplaced ZIP in the table (New York's 10200 sits at
      // +73.95 longitude, in China) must not move a city's centre off its shops.
      latitude:
        sql<number>`percentile_cont(0.5) within group (order by ${zipCodes.latitude})`.mapWith(
          Number,
        ),
      longitude:
        sql<number>`percentile_cont(0.5) within group (order by ${zipCodes.longitude})`.mapWith(
          Number,
        ),
    })
    .from(zipCodes)
    .where(eq(zipCodes.state, state))
    .groupBy(zipCodes.city);
  const matches = rows
    .filter((row) => slugify(row.city) === citySlug)
    .sort((a, b) => b.zips - a.zips);
  const found = matches[0];
  return found
    ? { city: found.city, state, latitude: found.latitude, longitude: found.longitude }
    : null;
}

/** The shop with this code, whatever its letter case. */
export async function findShopById(db: Db, id: number) {
  const [row] = await db.select().from(installers).where(eq(installers.id, id));
  return row ?? null;
}

export async function findShopByCode(db: Db, code: string) {
  const [row] = await db
    .select()
    .from(installers)
    .where(sql`upper(${installers.code}) = ${code.toUpperCase()}`);
  return row ?? null;
}
