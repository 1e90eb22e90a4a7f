import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";

/** Vehicles with their original-equipment sizes; staggered fitments have a different rear. */
export const vehicles = pgTable(
  "vehicles",
  {
    id: serial("id").primaryKey(),
    year: integer("year").notNull(),
    make: text("make").notNull(),
    makeSlug: text("make_slug").notNull(),
    model: text("model").notNull(),
    modelSlug: text("model_slug").notNull(),
    trim: text("trim").notNull(),
    frontSize: text("front_size").notNull(),
    frontSizeSlug: text("front_size_slug").notNull(),
    rearSize: text("rear_size").notNull(),
    rearSizeSlug: text("rear_size_slug").notNull(),
    /** The original tires' service descriptions, "94V" or "121/118S"; the fitment rules read them. */
    frontService: text("front_service").notNull().default(""),
    rearService: text("rear_service").notNull().default(""),
    /** Make and model in lower-case letters and digits, "fordf150": what vehicle search matches. */
    searchKey: text("search_key").generatedAlwaysAs(
      sql`regexp_replace(lower(make || model), '[^a-z0-9]', '', 'g')`,
    ),
  },
  (t) => [
    uniqueIndex("vehicles_ymmt_idx").on(t.year, t.makeSlug, t.modelSlug, t.trim),
    index("vehicles_make_model_idx").on(t.makeSlug, t.modelSlug),
    // A typed "camry" is matched anywhere in the key (like '%camry%'): a trigram index finds it
    // without reading every vehicle on each keystroke.
    index("vehicles_search_key_trgm_idx").using("gin", t.searchKey.op("gin_trgm_ops")),
  ],
);
