import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { brands, productLines } from "../catalog/catalog.schema";

/**
 * Promotions (storefront.md §3): automatic ones (no code) apply to the lines they name; coupons
 * (a code) apply once entered. amount is a percentage for Percentage and, for Flat Amount, dollars
 * with two decimals as an operator enters them (60.00 for $60 off): core turns it into integer
 * cents once, where the discount is priced (cart/pricing.ts) or described (deals/rules.ts).
 */
export const promotions = pgTable(
  "promotions",
  {
    id: serial("id").primaryKey(),
    promoCode: text("promo_code").unique(),
    title: text("title").notNull(),
    discountType: text("discount_type").notNull(),
    /** What the discount applies to: tires, installation or roadHazard. */
    target: text("target").notNull().default("tires"),
    amount: numeric("amount", { precision: 10, scale: 2, mode: "number" }).notNull().default(0),
    brandId: integer("brand_id").references(() => brands.id),
    productLineId: integer("product_line_id").references(() => productLines.id),
    minCartQuantity: integer("min_cart_quantity"),
    maxCartQuantity: integer("max_cart_quantity"),
    alertMessage: text("alert_message"),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    /** Published at /tire-deals/[slug] while it runs; a promotion without one is not listed. */
    slug: text("slug").unique(),
    /** The sale it belongs to (storefront.md §3 promotion themes). */
    theme: text("theme").notNull().default("default"),
    description: text("description"),
  },
  (t) => [
    check(
      "promotions_theme",
      sql`${t.theme} in ('blackFriday', 'blackFridayPreSale', 'cyberMonday', 'cyberWeekend', 'default', 'lastChance', 'taxTimeSale')`,
    ),
    check("promotions_slug_format", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check(
      "promotions_discount_type",
      sql`${t.discountType} in ('Flat Amount', 'Buy3Get1', 'Free', 'Percentage')`,
    ),
    check("promotions_target", sql`${t.target} in ('tires', 'installation', 'roadHazard')`),
    check("promotions_amount_nonnegative", sql`${t.amount} >= 0`),
    index("promotions_line_idx").on(t.productLineId),
    index("promotions_brand_idx").on(t.brandId),
  ],
);
