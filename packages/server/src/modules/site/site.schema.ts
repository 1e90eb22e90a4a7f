import { index, integer, jsonb, numeric, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Operator overrides of the site globals, merged over the defaults of the core. */
export const siteSettings = pgTable("site_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** One row per size sold, for size search; search_key holds the digits ("2255017"). */
export const tireSizes = pgTable(
  "tire_sizes",
  {
    slug: text("slug").primaryKey(),
    label: text("label").notNull(),
    searchKey: text("search_key").notNull(),
    rimDiameter: numeric("rim_diameter", { precision: 4, scale: 1, mode: "number" }).notNull(),
    productCount: integer("product_count").notNull(),
  },
  (t) => [index("tire_sizes_search_key_idx").on(t.searchKey)],
);
