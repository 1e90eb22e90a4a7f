import { parseTireSize, slugify, tireSizeSlug } from "@treadkit/core/catalog";
import { count, ne } from "drizzle-orm";
import zipcodes from "zipcodes";
import type { Database, Db } from "../db/client";
import {
  brands,
  installers,
  pickupLocations,
  productLines,
  products,
  stock,
  vehicles,
  warehouses,
  zipCodes,
} from "../db/schema";
import { seedAccounts } from "./accounts";
import { seedContentPages } from "./content-pages";
import { hasDataSet, loadDataSet, vehicleColumns } from "./data-set";
import { DEMO_INSTALLERS, DEMO_LINES, DEMO_VEHICLES, demoLoadIndex } from "./demo-catalog";
import { seedPartners } from "./partners";
import { seedPromotions } from "./promotions";
import { seedReviews } from "./reviews";
import { refreshTireSizes } from "./tire-sizes";

const BATCH = 1_000;

export type SeedOptions = {
  /**
   * "full": the generated catalogue of seed/data (tens of thousands of tires, every vehicle,
   * installers across the US); "demo": a small catalogue for tests. Default: full when present.
   */
  dataSet?: "full" | "demo";
};

/** Loads the data set once; a database that already has brands is left alone. */
export async function seed(
  database: Database,
  options: SeedOptions = {},
): Promise<{ seeded: boolean }> {
  const dataSet = options.dataSet ?? (hasDataSet() ? "full" : "demo");
  return database.exclusive(async () => {
    const [row] = await database.db.select({ n: count() }).from(brands);
    if ((row?.n ?? 0) > 0) return { seeded: false };
    await database.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      await seedZipCodes(db);
      if (dataSet === "full") {
        await loadDataSet(db);
      } else {
        await seedCatalog(db);
        await seedInstallers(db);
        await seedVehicles(db);
        await seedDemoStock(db);
        await seedDemoPickupLocations(db);
      }
      await refreshTireSizes(db);
      await seedPartners(db);
      await seedPromotions(db);
      await seedContentPages(db);
      await seedAccounts(db);
      await seedReviews(db);
    });
    return { seeded: true };
  });
}

async function seedZipCodes(db: Db) {
  const rows = Object.values(zipcodes.codes)
    .filter((z) => z.country === "US" && /^\d{5}$/.test(z.zip))
    .map((z) => ({
      zip: z.zip,
      city: z.city,
      state: z.state,
      latitude: z.latitude,
      longitude: z.longitude,
    }));
  for (let i = 0; i < rows.length; i += BATCH) {
    await db
      .insert(zipCodes)
      .values(rows.slice(i, i + BATCH))
      .onConflictDoNothing();
  }
}

/** Rounds to a price that ends in 99 cents. */
function retailPrice(cents: number): number {
  return Math.max(99, Math.round(cents / 100) * 100 - 1);
}

async function seedCatalog(db: Db) {
  const brandIds = new Map<string, number>();
  for (const name of new Set(DEMO_LINES.map((line) => line.brand))) {
    const [brand] = await db
      .insert(brands)
      .values({ name, slug: slugify(name) })
      .returning({ id: brands.id });
    if (brand) brandIds.set(name, brand.id);
  }

  for (const [lineIndex, line] of DEMO_LINES.entries()) {
    const brandId = brandIds.get(line.brand);
    if (brandId === undefined) throw new Error(`brand ${line.brand} was not seeded`);
    const lineSlug = slugify(line.name);
    const [inserted] = await db
      .insert(productLines)
      .values({
        brandId,
        slug: lineSlug,
        name: line.name,
        tireType: line.tireType,
        categoryId: line.categoryId,
        warrantyMiles: line.warrantyMiles,
        utqg: line.utqg,
      })
      .returning({ id: productLines.id });
    if (!inserted) throw new Error(`line ${line.name} was not seeded`);

    const rows = line.sizes.map((label, sizeIndex) => {
      const size = parseTireSize(label);
      if (!size) throw new Error(`demo size ${label} does not parse`);
      const sale = retailPrice(line.basePriceCents * (1 + 0.08 * (size.rimDiameter - 16)));
      // One size in seven is short or out of stock, so listings show every availability.
      const marker = (lineIndex * 5 + sizeIndex) % 7;
      return {
        sku: `${slugify(line.brand)}-${lineSlug}-${tireSizeSlug(size)}`.toUpperCase(),
        productLineId: inserted.id,
        sizeLabel: label,
        sizeSlug: tireSizeSlug(size),
        rimDiameter: size.rimDiameter,
        loadIndex: demoLoadIndex(label),
        speedRating: line.speedRating,
        salePriceCents: sale,
        listPriceCents: line.discounted === false ? sale : retailPrice(sale * 1.15),
        isRunFlat: line.runFlat ?? false,
        availability:
          marker === 3
            ? "ProductStatusOutOfStock"
            : marker === 5
              ? "ProductStatusAvailableVolatile"
              : "ProductStatusAvailable",
      };
    });
    await db.insert(products).values(rows);
  }
}

/** A small, stable offset (under a mile) so that shops in one ZIP do not sit on one point. */
function offset(code: string, salt: number): number {
  let hash = salt;
  for (const char of code) hash = (hash * 31 + char.charCodeAt(0)) % 1_000;
  return (hash - 500) / 50_000;
}

async function seedInstallers(db: Db) {
  const rows = DEMO_INSTALLERS.map((shop) => {
    const place = zipcodes.lookup(shop.zip);
    if (!place) throw new Error(`demo installer ZIP ${shop.zip} is unknown`);
    return {
      code: shop.code,
      company: shop.company,
      addressLine1: shop.addressLine1,
      city: place.city,
      state: place.state,
      zip: shop.zip,
      latitude: place.latitude + offset(shop.code, 7),
      longitude: place.longitude + offset(shop.code, 13),
      phone: shop.phone,
      website: `https://www.${slugify(shop.company)}.example`,
      installPricePerTireCents: shop.installPricePerTireCents,
      ratingValue: shop.ratingValue,
      ratingCount: shop.ratingCount,
      installationHistoryCount: shop.installationHistoryCount,
      isMobileInstall: shop.isMobileInstall ?? false,
      isSponsored: shop.isSponsored ?? false,
      isElectricOptimized: shop.isElectricOptimized ?? false,
      openingHours: shop.openingHours ?? null,
      serviceRadiusMiles: shop.serviceRadiusMiles ?? null,
      promotions: shop.promotions ?? [],
      certifications: shop.certifications ?? [],
    };
  });
  await db.insert(installers).values(rows);
}

async function seedVehicles(db: Db) {
  await db
    .insert(vehicles)
    .values(
      DEMO_VEHICLES.map((v) => vehicleColumns({ ...v, rearSize: v.rearSize ?? v.frontSize })),
    );
}

/** Two distribution centres; tires that are not out of stock have units in both. */
async function seedDemoStock(db: Db) {
  const centres = [
    {
      code: "MIA",
      name: "Miami distribution center",
      addressLine1: "8200 NW 41st St",
      zip: "33166",
    },
    {
      code: "CHI",
      name: "Chicago distribution center",
      addressLine1: "6500 S Archer Ave",
      zip: "60638",
    },
  ];
  const inserted = await db
    .insert(warehouses)
    .values(
      centres.map((c) => {
        const place = zipcodes.lookup(c.zip);
        if (!place) throw new Error(`demo warehouse ZIP ${c.zip} is unknown`);
        return {
          ...c,
          city: place.city,
          state: place.state,
          latitude: place.latitude,
          longitude: place.longitude,
        };
      }),
    )
    .returning({ id: warehouses.id });
  const inStock = await db
    .select({ id: products.id })
    .from(products)
    .where(ne(products.availability, "ProductStatusOutOfStock"));
  await db.insert(stock).values(
    inStock.flatMap((p) =>
      inserted.map((w, i) => ({
        productId: p.id,
        warehouseId: w.id,
        // Miami holds enough for a busy demo day (and the browser suite's orders) of any one
        // tire; Chicago a few, so that a large order fits one warehouse and not the other.
        quantity: i === 0 ? 120 : 8,
      })),
    ),
  );
}

/** FedEx pickup points near the demo shops. */
async function seedDemoPickupLocations(db: Db) {
  const points = [
    {
      code: "FDX-33301",
      name: "FedEx Office Print & Ship Center",
      addressLine1: "501 E Las Olas Blvd",
      zip: "33301",
    },
    {
      code: "FDX-33304",
      name: "FedEx Ship Center",
      addressLine1: "2501 E Sunrise Blvd",
      zip: "33304",
    },
    {
      code: "FDX-33020",
      name: "FedEx Office Print & Ship Center",
      addressLine1: "1909 Tyler St",
      zip: "33020",
    },
    {
      code: "FDX-60657",
      name: "FedEx Office Print & Ship Center",
      addressLine1: "2940 N Broadway",
      zip: "60657",
    },
  ];
  await db.insert(pickupLocations).values(
    points.map((p) => {
      const place = zipcodes.lookup(p.zip);
      if (!place) throw new Error(`demo pickup ZIP ${p.zip} is unknown`);
      return {
        ...p,
        carrier: "FedEx",
        city: place.city,
        state: place.state,
        latitude: place.latitude,
        longitude: place.longitude,
      };
    }),
  );
}
