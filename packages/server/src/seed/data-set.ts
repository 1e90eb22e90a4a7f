import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import tzLookup from "@photostructure/tz-lookup";
import { parseTireSize, slugify, tireSizeSlug } from "@treadkit/core/catalog";
import { productionWeekOf } from "@treadkit/core/sidewall";
import { count, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import {
  brands,
  installers,
  pickupLocations,
  productLines,
  products,
  siteSettings,
  stock,
  vehicles,
  warehouses,
} from "../db/tables";
import { inTransaction } from "../db/transaction";
import { oeServiceDescription } from "./facts/oe-service";
import type {
  BrandRow,
  InstallerRow,
  PickupLocationRow,
  ProductRow,
  VehicleRow,
  WarehouseRow,
} from "./facts/types";

const BATCH = 1_000;

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
function vehicleColumns(v: VehicleRow) {
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

const WEEK_MS = 7 * 86_400_000;

/** The production week of a shelf's units: their age in the data set, counted back from asOf. */
function madeWeeksBefore(
  asOf: Date,
  row: ProductRow,
  code: string,
): { productionYear: number; productionWeek: number } | Record<string, never> {
  const weeks = row.stockAgeWeeks[code];
  if (weeks === undefined) return {};
  const { week, year } = productionWeekOf(new Date(asOf.getTime() - weeks * WEEK_MS));
  return { productionYear: year, productionWeek: week };
}

/**
 * Gives the data set's shelves that have none their production week, once: a store loaded before
 * stock carried DOT date codes. Shelves an operator added stay as they are.
 */
export async function fillStockProductionWeeks(
  database: Db,
  asOf: Date = new Date(),
): Promise<number> {
  return inTransaction(database, (tx) => fillInTransaction(tx, asOf));
}

async function fillInTransaction(db: Db, asOf: Date): Promise<number> {
  const [missing] = await db.select({ n: count() }).from(stock).where(isNull(stock.productionYear));
  const [filled] = await db
    .select({ n: count() })
    .from(siteSettings)
    .where(eq(siteSettings.key, PRODUCTION_WEEKS_FILLED));
  if ((missing?.n ?? 0) === 0 || (filled?.n ?? 0) > 0) return 0;
  const skus = new Map(
    (await db.select({ id: products.id, sku: products.sku }).from(products)).map((p) => [
      p.sku,
      p.id,
    ]),
  );
  const codes = new Map(
    (await db.select({ id: warehouses.id, code: warehouses.code }).from(warehouses)).map((w) => [
      w.code,
      w.id,
    ]),
  );
  const weeks = readRows<ProductRow>("products.ndjson.gz").flatMap((row) =>
    Object.keys(row.stockAgeWeeks).flatMap((code) => {
      const productId = skus.get(row.sku);
      const warehouseId = codes.get(code);
      const made = madeWeeksBefore(asOf, row, code);
      if (productId === undefined || warehouseId === undefined || !("productionYear" in made))
        return [];
      return [sql`(${productId}, ${warehouseId}, ${made.productionYear}, ${made.productionWeek})`];
    }),
  );
  // Staged in a table of their own, then joined in one update: the planner knows its size.
  await db.execute(
    sql`create temporary table shelf_weeks (product_id int, warehouse_id int, year smallint, week smallint) on commit drop`,
  );
  await insertInBatches(weeks, (batch) =>
    db.execute(sql`insert into shelf_weeks values ${sql.join(batch, sql`, `)}`),
  );
  await db.execute(sql`analyze shelf_weeks`);
  await db.execute(sql`
    update ${stock} set production_year = w.year, production_week = w.week
    from shelf_weeks w
    where ${stock.productId} = w.product_id and ${stock.warehouseId} = w.warehouse_id
      and ${stock.productionYear} is null`);
  await db.insert(siteSettings).values({ key: PRODUCTION_WEEKS_FILLED, value: true });
  return weeks.length;
}

const PRODUCTION_WEEKS_FILLED = "dataSet.stockProductionWeeks";

/** Loads brands, lines, products with stock, vehicles, installers, warehouses and pickup points. */
export async function loadDataSet(db: Db, asOf: Date = new Date()): Promise<void> {
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
        return { productId, warehouseId, quantity, ...madeWeeksBefore(asOf, row, code) };
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
function timeZoneAt(place: { latitude: number; longitude: number }): string {
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
