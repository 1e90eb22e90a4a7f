import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

export const brands = pgTable("brands", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
});

export const productLines = pgTable(
  "product_lines",
  {
    id: serial("id").primaryKey(),
    brandId: integer("brand_id")
      .notNull()
      .references(() => brands.id),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    tireType: text("tire_type").notNull(),
    categoryId: integer("category_id").notNull(),
    warrantyMiles: integer("warranty_miles"),
    utqg: text("utqg"),
    /** The maker covers road hazards itself, so the shop offers no coverage for the line. */
    includesRoadHazard: boolean("includes_road_hazard").notNull().default(false),
    /** Sold with raised or outlined white letters: the generated pictures print them white. */
    whiteLetters: boolean("white_letters").notNull().default(false),
  },
  (t) => [uniqueIndex("product_lines_brand_slug_idx").on(t.brandId, t.slug)],
);

/**
 * A line's video (storefront.md §3 "video type SiteYouTubeVideo"): the maker's YouTube video,
 * shown on the line's product pages behind a facade that loads nothing from YouTube before the
 * shopper asks for it.
 */
export const productLineVideos = pgTable("product_line_videos", {
  productLineId: integer("product_line_id")
    .primaryKey()
    .references(() => productLines.id),
  /** YouTube's 11-character video id. */
  youtubeId: text("youtube_id").notNull(),
  title: text("title").notNull(),
});

export const products = pgTable(
  "products",
  {
    id: serial("id").primaryKey(),
    sku: text("sku").notNull().unique(),
    productLineId: integer("product_line_id")
      .notNull()
      .references(() => productLines.id),
    sizeLabel: text("size_label").notNull(),
    sizeSlug: text("size_slug").notNull(),
    rimDiameter: numeric("rim_diameter", { precision: 4, scale: 1, mode: "number" }).notNull(),
    loadIndex: text("load_index").notNull(),
    speedRating: text("speed_rating").notNull(),
    /** Width, aspect ratio and construction, for filters and alternate-size searches. */
    sectionWidth: numeric("section_width", { precision: 5, scale: 2, mode: "number" }),
    aspectRatio: integer("aspect_ratio"),
    loadRange: text("load_range"),
    isRunFlat: boolean("is_run_flat").notNull().default(false),
    isExtraLoad: boolean("is_extra_load").notNull().default(false),
    salePriceCents: integer("sale_price_cents").notNull(),
    listPriceCents: integer("list_price_cents").notNull(),
    availability: text("availability").notNull(),
    isInstallable: boolean("is_installable").notNull().default(true),
    isOversize: boolean("is_oversize").notNull().default(false),
    minQuantityAllowedForCart: integer("min_quantity_allowed_for_cart").notNull().default(1),
    /** When the store first listed the tire: the "Newest" sort. */
    listedAt: timestamp("listed_at", { withTimezone: true }).notNull().defaultNow(),
    /** No longer sold: out of listings and carts; past orders still name it. */
    discontinuedAt: timestamp("discontinued_at", { withTimezone: true }),
  },
  (t) => [
    index("products_size_slug_idx").on(t.sizeSlug),
    index("products_line_idx").on(t.productLineId),
    index("products_rim_idx").on(t.rimDiameter),
    check("products_sale_price_nonnegative", sql`${t.salePriceCents} >= 0`),
    check("products_list_price_nonnegative", sql`${t.listPriceCents} >= 0`),
  ],
);
