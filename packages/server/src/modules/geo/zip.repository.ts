import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { zipCodes } from "../../db/schema";

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
