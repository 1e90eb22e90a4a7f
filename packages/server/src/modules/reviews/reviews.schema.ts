import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { productLines } from "../catalog/catalog.schema";

// --- Tire reviews (storefront.md §3 "Review form") ---------------------------------------

/**
 * A shopper's review of a product line, one per e-mail address (kept lower-case) per line: the
 * unique index holds also when the same form is sent twice at once. Aspect ratings are 1 to 5,
 * null where the reviewer chose "not applicable"; at least one is given. The overall rating is
 * the mean of those given (core reviews/rules.ts), kept for sorting and the line's average.
 */
export const reviews = pgTable(
  "reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    productLineId: integer("product_line_id")
      .notNull()
      .references(() => productLines.id),
    dryRating: integer("dry_rating"),
    wetRating: integer("wet_rating"),
    winterRating: integer("winter_rating"),
    comfortRating: integer("comfort_rating"),
    noiseRating: integer("noise_rating"),
    treadwearRating: integer("treadwear_rating"),
    overallRating: numeric("overall_rating", { precision: 3, scale: 2, mode: "number" }).notNull(),
    summary: text("summary").notNull(),
    comments: text("comments").notNull(),
    reviewerName: text("reviewer_name").notNull(),
    email: text("email").notNull(),
    purchasedOn: date("purchased_on", { mode: "string" }),
    vehicle: text("vehicle").notNull(),
    milesDriven: text("miles_driven").notNull(),
    drivingStyle: text("driving_style").notNull(),
    whereDriven: text("where_driven").notNull(),
    buyAgain: boolean("buy_again").notNull(),
    /**
     * "pending" until the operator approves it (REVIEW_MODERATION, on by default), then
     * "published"; "rejected" ones stay out. Only published reviews are shown and counted.
     */
    status: text("status").notNull().default("published"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("reviews_status", sql`${t.status} in ('pending', 'published', 'rejected')`),
    index("reviews_pending_idx").on(t.createdAt).where(sql`${t.status} = 'pending'`),
    uniqueIndex("reviews_line_email_idx").on(t.productLineId, t.email),
    index("reviews_line_recent_idx").on(t.productLineId, t.createdAt),
    index("reviews_recent_idx").on(t.createdAt),
    check(
      "reviews_ratings_range",
      sql`${t.dryRating} between 1 and 5 and ${t.wetRating} between 1 and 5 and ${t.winterRating} between 1 and 5 and ${t.comfortRating} between 1 and 5 and ${t.noiseRating} between 1 and 5 and ${t.treadwearRating} between 1 and 5`,
    ),
    check(
      "reviews_some_rating",
      sql`coalesce(${t.dryRating}, ${t.wetRating}, ${t.winterRating}, ${t.comfortRating}, ${t.noiseRating}, ${t.treadwearRating}) is not null`,
    ),
    check("reviews_overall_range", sql`${t.overallRating} between 1 and 5`),
  ],
);
