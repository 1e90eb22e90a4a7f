import { fileURLToPath } from "node:url";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { Database } from "./client";

const MIGRATIONS_FOLDER = fileURLToPath(new URL("../../drizzle", import.meta.url));

/** Applies the committed SQL migrations in order; throws (and the server exits) on failure. */
export async function migrate(database: Database, migrationsFolder = MIGRATIONS_FOLDER) {
  await database.exclusive(async () => {
    if (database.kind === "pglite") {
      await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
    } else {
      await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder });
    }
  });
}
