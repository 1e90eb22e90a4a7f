import { count, sql } from "drizzle-orm";
import type { Database, Db } from "../db/client";
import { inTransaction } from "../db/transaction";
import { brands } from "../modules/catalog/catalog.schema";
import { zipCodes } from "../modules/geo/geo.schema";
import { addMissingNetworks } from "../modules/geo/ip-network.repository";
import { fillTaxRates } from "../modules/tax/tax.service";
import { seedAccounts } from "./accounts";
import { seedContentPages } from "./content-pages";
import { fillInstallerTimeZones, fillStockProductionWeeks, loadDataSet } from "./data-set";
import { DOCUMENTATION_IP_NETWORKS } from "./facts/ip-networks";
import { fillLineVideos } from "./line-videos";
import { DEFAULT_STORE_ORIGIN, followDemoOrigins, seedPartners } from "./partners";
import { seedPromotions } from "./promotions";
import { seedReviews } from "./reviews";
import { refreshTireSizes } from "./tire-sizes";

const BATCH = 1_000;

export type SeedOptions = {
  /**
   * The day the data is loaded as: seeded sales, deals and reviews are dated relative to it, so
   * a new store always has running deals and its seasonal sales fall in the right season.
   */
  asOf?: Date;
  /** Where the store serves its example pages, registered for the demo widget (partners.ts). */
  storeOrigin?: string;
};

/**
 * Loads the data set (seed/data, the catalogue `npm start` serves) once: a database that already
 * has brands is left alone. Shops stored without a time zone get theirs on every start, and a
 * store made before the IP table gets the documentation networks (an operator's rows stay).
 */
export async function seed(
  database: Database,
  options: SeedOptions = {},
): Promise<{ seeded: boolean }> {
  const asOf = options.asOf ?? new Date();
  const storeOrigin = options.storeOrigin ?? DEFAULT_STORE_ORIGIN;
  return database.exclusive(async () => {
    const [row] = await database.db.select({ n: count() }).from(brands);
    if ((row?.n ?? 0) > 0) {
      await fillInstallerTimeZones(database.db);
      await fillTaxRates(database.db);
      await fillStockProductionWeeks(database.db, asOf);
      await followDemoOrigins(database.db, storeOrigin);
      await fillLineVideos(database.db);
      await addMissingNetworks(database.db, DOCUMENTATION_IP_NETWORKS);
      return { seeded: false };
    }
    await inTransaction(database.db, async (db) => {
      await seedZipCodes(db);
      await addMissingNetworks(db, DOCUMENTATION_IP_NETWORKS);
      await fillTaxRates(db);
      await loadDataSet(db, asOf);
      await refreshTireSizes(db);
      await seedPartners(db, storeOrigin);
      await seedPromotions(db, asOf);
      await seedContentPages(db);
      await seedAccounts(db);
      await seedReviews(db, asOf);
      await fillLineVideos(db);
    });
    // Statistics for the planner at once: without them it takes a size's 176 tires for one row
    // and picks nested loops, until autovacuum gets round to the new tables.
    await database.db.execute(sql`analyze`);
    return { seeded: true };
  });
}

async function seedZipCodes(db: Db) {
  // Loaded only to seed: the package's table of every ZIP code costs a server 80 MB resident.
  const { default: zipcodes } = await import("zipcodes");
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
