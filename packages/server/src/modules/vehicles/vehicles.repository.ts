import { and, asc, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { vehicles } from "../../db/schema";

export async function findMakes(db: Db) {
  return db
    .selectDistinct({ value: vehicles.makeSlug, label: vehicles.make })
    .from(vehicles)
    .orderBy(asc(vehicles.make));
}

export async function findModels(db: Db, makeSlug: string) {
  return db
    .selectDistinct({ value: vehicles.modelSlug, label: vehicles.model })
    .from(vehicles)
    .where(eq(vehicles.makeSlug, makeSlug))
    .orderBy(asc(vehicles.model));
}

export async function findYears(db: Db, makeSlug: string, modelSlug: string) {
  const rows = await db
    .selectDistinct({ year: vehicles.year })
    .from(vehicles)
    .where(and(eq(vehicles.makeSlug, makeSlug), eq(vehicles.modelSlug, modelSlug)))
    .orderBy(desc(vehicles.year));
  return rows.map((row) => row.year);
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
