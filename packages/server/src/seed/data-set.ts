import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { gunzipSync } from "node:zlib";
import tzLookup from "@photostructure/tz-lookup";
import { parseTireSize, slugify, tireSizeSlug } from "@treadkit/core/catalog";
import { eq, isNull } from "drizzle-orm";
import type { Db } from "../db/client";
import {
  brands,
  installers,
  pickupLocations,
  productLines,
  products,
  stock,
  vehicles,
  warehouses,
} from "../db/schema";
import { oeServiceDescription } from "./facts/oe-service";
import type {
  BrandRow,
  InstallerRow,
  PickupLocationRow,
  ProductRow,
  VehicleRow,
  WarehouseRow,
} from "./facts/types";

/** The generated catalogue (scripts/generate-catalog.ts), committed as gzip'd NDJSON. */
export const DATA_DIR = fileURLToPath(new URL("./data/", import.meta.url));
const BATCH = 1_000;

export function hasDataSet(): boolean {
  return existsSync(new URL("./data/products.ndjson.gz", import.meta.url));
}

/** Reads one generated file: gzip'd NDJSON, one row per line. */
export function readRows<T>(file: string): T[] {
  const text = gunzipSync(readFileSync(new URL(`./data/${file}`, import.meta.url))).toString(
    "utf8",
  );
  return text
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as T);
}

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

function sizeColumns(label: string) {
  const size = parseTireSize(label);
  if (!size) throw new Error(`data set size ${label} does not parse`);
  return {
    sizeSlug: tireSizeSlug(size),
    rimDiameter: size.rimDiameter,
    sectionWidth: size.width,
    aspectRatio: size.kind === "metric" ? size.aspectRatio : null,
  };
}

/** A vehicle as stored: slugs for its make and model, and the slugs of its OE sizes. */
export function vehicleColumns(v: VehicleRow) {
  return {
    year: v.year,
    make: v.make,
    makeSlug: slugify(v.make),
    model: v.model,
    modelSlug: slugify(v.model),
    trim: v.trim,
    frontSize: v.frontSize,
    frontSizeSlug: sizeColumns(v.frontSize).sizeSlug,
    rearSize: v.rearSize,
    rearSizeSlug: sizeColumns(v.rearSize).sizeSlug,
    frontService: oeServiceDescription(v.frontSize),
    rearService: oeServiceDescription(v.rearSize),
  };
}

/** Loads brands, lines, products with stock, vehicles, installers, warehouses and pickup points. */
export async function loadDataSet(db: Db): Promise<void> {
  const warehouseRows = readRows<WarehouseRow>("warehouses.ndjson.gz");
  const insertedWarehouses = await db
    .insert(warehouses)
    .values(warehouseRows)
    .returning({ id: warehouses.id, code: warehouses.code });
  const warehouseIds = new Map(insertedWarehouses.map((w) => [w.code, w.id]));

  /** Each line's id and listing day, by brand and line name. */
  const lineOf = new Map<string, { id: number; listedOn: string }>();
  for (const brand of readRows<BrandRow>("brands.ndjson.gz")) {
    const [inserted] = await db
      .insert(brands)
      .values({ name: brand.name, slug: brand.slug })
      .returning({ id: brands.id });
    if (!inserted) throw new Error(`brand ${brand.name} was not inserted`);
    const lines = await db
      .insert(productLines)
      .values(
        brand.lines.map((line) => ({
          brandId: inserted.id,
          slug: line.slug,
          name: line.name,
          tireType: line.tireType,
          categoryId: line.categoryId,
          warrantyMiles: line.warrantyMiles,
          utqg: line.utqg,
          whiteLetters: line.whiteLetters,
        })),
      )
      .returning({ id: productLines.id, name: productLines.name });
    const listedOn = new Map(brand.lines.map((line) => [line.name, line.listedOn]));
    for (const { id, name } of lines) {
      const day = listedOn.get(name);
      if (day === undefined) throw new Error(`line ${brand.name} ${name} has no listing day`);
      lineOf.set(`${brand.name}\u0000${name}`, { id, listedOn: day });
    }
  }

  const productRows = readRows<ProductRow>("products.ndjson.gz");
  const productIds = new Map<string, number>();
  await insertInBatches(productRows, async (batch) => {
    const inserted = await db
      .insert(products)
      .values(
        batch.map((row) => {
          const line = lineOf.get(`${row.brand}\u0000${row.line}`);
          if (line === undefined) throw new Error(`product ${row.sku} has no line`);
          return {
            sku: row.sku,
            productLineId: line.id,
            sizeLabel: row.size,
            ...sizeColumns(row.size),
            loadIndex: row.loadIndex,
            speedRating: row.speedRating,
            loadRange: row.loadRange,
            isRunFlat: row.runFlat,
            isExtraLoad: row.extraLoad,
            salePriceCents: row.salePriceCents,
            listPriceCents: row.listPriceCents,
            availability: row.availability,
            isInstallable: row.isInstallable,
            isOversize: row.isOversize,
            minQuantityAllowedForCart: row.minQuantityAllowedForCart,
            listedAt: new Date(`${line.listedOn}T00:00:00Z`),
          };
        }),
      )
      .returning({ id: products.id, sku: products.sku });
    for (const p of inserted) productIds.set(p.sku, p.id);
  });

  // Only units on hand are stored; a missing row means none.
  const stockRows = productRows.flatMap((row) =>
    Object.entries(row.stock)
      .filter(([, quantity]) => quantity > 0)
      .map(([code, quantity]) => {
        const productId = productIds.get(row.sku);
        const warehouseId = warehouseIds.get(code);
        if (productId === undefined || warehouseId === undefined) {
          throw new Error(`stock of ${row.sku} at ${code} has no product or warehouse`);
        }
        return { productId, warehouseId, quantity };
      }),
  );
  await insertInBatches(stockRows, (batch) => db.insert(stock).values(batch));

  const vehicleRows = readRows<VehicleRow>("vehicles.ndjson.gz").map(vehicleColumns);
  await insertInBatches(vehicleRows, (batch) =>
    db.insert(vehicles).values(batch).onConflictDoNothing(),
  );

  const installerRows = readRows<InstallerRow>("installers.ndjson.gz").map((row) => ({
    ...row,
    timeZone: timeZoneAt(row),
  }));
  await insertInBatches(installerRows, (batch) => db.insert(installers).values(batch));
  const pickupRows = readRows<PickupLocationRow>("pickup-locations.ndjson.gz");
  await insertInBatches(pickupRows, (batch) => db.insert(pickupLocations).values(batch));
}

/** The IANA time zone at a place's coordinates (those of its ZIP, within half a mile). */
export function timeZoneAt(place: { latitude: number; longitude: number }): string {
  return tzLookup(place.latitude, place.longitude);
}

/** Gives each shop stored without a time zone the zone of its place. */
export async function fillInstallerTimeZones(db: Db): Promise<number> {
  const missing = await db
    .select({ id: installers.id, latitude: installers.latitude, longitude: installers.longitude })
    .from(installers)
    .where(isNull(installers.timeZone));
  for (const shop of missing) {
    await db
      .update(installers)
      .set({ timeZone: timeZoneAt(shop) })
      .where(eq(installers.id, shop.id));
  }
  return missing.length;
}
