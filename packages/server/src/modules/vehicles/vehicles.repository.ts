import { vehicleIdFromCookie } from "@treadkit/core/catalog";
import { and, asc, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { vehicles } from "./vehicles.schema";

export async function findMakes(db: Db, year?: number) {
  return db
    .selectDistinct({ value: vehicles.makeSlug, label: vehicles.make })
    .from(vehicles)
    .where(year === undefined ? undefined : eq(vehicles.year, year))
    .orderBy(asc(vehicles.make));
}

export async function findModels(db: Db, makeSlug: string, year?: number) {
  return db
    .selectDistinct({ value: vehicles.modelSlug, label: vehicles.model })
    .from(vehicles)
    .where(
      and(
        eq(vehicles.makeSlug, makeSlug),
        year === undefined ? undefined : eq(vehicles.year, year),
      ),
    )
    .orderBy(asc(vehicles.model));
}

/** Model years, newest first: every one, or a make's, or a model's. */
export async function findYears(db: Db, makeSlug?: string, modelSlug?: string) {
  const rows = await db
    .selectDistinct({ year: vehicles.year })
    .from(vehicles)
    .where(
      and(
        makeSlug === undefined ? undefined : eq(vehicles.makeSlug, makeSlug),
        modelSlug === undefined ? undefined : eq(vehicles.modelSlug, modelSlug),
      ),
    )
    .orderBy(desc(vehicles.year));
  return rows.map((row) => row.year);
}

/** One vehicle with its original tires; undefined when there is none of that id. */
export async function findVehicle(db: Db, vehicleId: number) {
  const [row] = await db.select().from(vehicles).where(eq(vehicles.id, vehicleId));
  return row;
}

export async function findTrims(db: Db, makeSlug: string, modelSlug: string, year: number) {
  return db
    .select({
      vehicleId: vehicles.id,
      trim: vehicles.trim,
      frontSize: vehicles.frontSize,
      frontSizeSlug: vehicles.frontSizeSlug,
      rearSize: vehicles.rearSize,
      rearSizeSlug: vehicles.rearSizeSlug,
    })
    .from(vehicles)
    .where(
      and(
        eq(vehicles.makeSlug, makeSlug),
        eq(vehicles.modelSlug, modelSlug),
        eq(vehicles.year, year),
      ),
    )
    .orderBy(asc(vehicles.trim));
}

/** Every make with its models, by name: the /sitemap page's vehicles. */
export async function findVehicleIndex(db: Db) {
  const rows = await db
    .selectDistinct({
      make: vehicles.make,
      makeSlug: vehicles.makeSlug,
      model: vehicles.model,
      modelSlug: vehicles.modelSlug,
    })
    .from(vehicles)
    .orderBy(asc(vehicles.make), asc(vehicles.model));
  const makes: { label: string; slug: string; models: { label: string; slug: string }[] }[] = [];
  for (const row of rows) {
    let make = makes.at(-1);
    if (make?.slug !== row.makeSlug) {
      make = { label: row.make, slug: row.makeSlug, models: [] };
      makes.push(make);
    }
    make.models.push({ label: row.model, slug: row.modelSlug });
  }
  return makes;
}

/**
 * The cart's vehicle fields for the vehicle the shopper chose (the VEHICLE cookie), so that tires
 * added while shopping for it are kept with it; none when no known vehicle is chosen.
 */
export async function chosenVehicleFields(
  db: Db,
  cookieHeader: string | undefined,
): Promise<{
  vehicleYear?: string;
  vehicleMake?: string;
  vehicleModel?: string;
  vehicleTrim?: string;
}> {
  const vehicleId = vehicleIdFromCookie(cookieHeader);
  const vehicle = vehicleId === null ? undefined : await findVehicle(db, vehicleId);
  if (!vehicle) return {};
  return {
    vehicleYear: String(vehicle.year),
    vehicleMake: vehicle.make,
    vehicleModel: vehicle.model,
    vehicleTrim: vehicle.trim,
  };
}
