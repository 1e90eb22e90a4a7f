import { desc, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { Point } from "../../db/geo";
import { ipNetworks } from "./geo.schema";

/** A network of the IP table and the point its addresses are placed at. */
export type IpNetworkRow = { network: string; latitude: number; longitude: number };

/** Where the most specific network containing the address is placed; null when none does. */
export async function findNetworkPoint(db: Db, address: string): Promise<Point | null> {
  const [row] = await db
    .select({ latitude: ipNetworks.latitude, longitude: ipNetworks.longitude })
    .from(ipNetworks)
    .where(sql`${ipNetworks.network} >>= ${address}::inet`)
    .orderBy(desc(sql`masklen(${ipNetworks.network})`))
    .limit(1);
  return row ?? null;
}

/** Adds the networks, or moves those already there: loading a table twice changes nothing. */
export async function upsertNetworks(db: Db, rows: IpNetworkRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(ipNetworks)
    .values(rows)
    .onConflictDoUpdate({
      target: ipNetworks.network,
      set: { latitude: sql`excluded.latitude`, longitude: sql`excluded.longitude` },
    });
}

/** Adds the networks that are not there yet, leaving any already loaded as they are. */
export async function addMissingNetworks(db: Db, rows: IpNetworkRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(ipNetworks).values(rows).onConflictDoNothing();
}

/** Empties the table, for a load that replaces it. */
export async function deleteAllNetworks(db: Db): Promise<void> {
  await db.delete(ipNetworks);
}
