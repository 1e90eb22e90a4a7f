import { sql } from "drizzle-orm";
import {
  boolean,
  char,
  check,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { products } from "../catalog/catalog.schema";
import { promotions } from "../deals/deals.schema";
import { installers } from "../installers/installers.schema";

/** Shopping carts; the id is a random UUID, so a cart cannot be guessed from another. */
export const carts = pgTable("carts", {
  id: uuid("id").primaryKey().defaultRandom(),
  cartUuid: uuid("cart_uuid").notNull().defaultRandom().unique(),
  zip: char("zip", { length: 5 }),
  email: text("email"),
  installerId: integer("installer_id").references(() => installers.id),
  vehicleMake: text("vehicle_make"),
  vehicleModel: text("vehicle_model"),
  vehicleTrim: text("vehicle_trim"),
  vehicleYear: text("vehicle_year"),
  widgetSource: text("widget_source"),
  widgetSourceId: text("widget_source_id"),
  subSource: text("sub_source"),
  preShippingSelection: text("pre_shipping_selection"),
  idMeVerifiedStatus: text("id_me_verified_status"),
  /** The occupation an employee chose for its discount (OCCUPATION_DISCOUNTS' id). */
  occupationDiscount: text("occupation_discount"),
  excludeShipping: boolean("exclude_shipping").notNull().default(false),
  /** Set when the shop was taken off because it cannot install the cart's tires; until seen. */
  shopRemoved: boolean("shop_removed").notNull().default(false),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A product in a cart; the price is read from products whenever the cart is priced. */
export const cartItems = pgTable(
  "cart_items",
  {
    cartId: uuid("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    quantity: integer("quantity").notNull(),
    /** Road-hazard option bought for the line: 0 none, 1 one year, 2 three years (TRC option). */
    roadHazardOption: integer("road_hazard_option").notNull().default(0),
    /**
     * The catalogue price when the shopper added the line or last saw the price-changed notice;
     * the cart is always priced from today's catalogue, this only tells whether it moved.
     */
    seenPriceCents: integer("seen_price_cents"),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.cartId, t.productId] }),
    check("cart_items_quantity_positive", sql`${t.quantity} > 0`),
    check("cart_items_road_hazard_option", sql`${t.roadHazardOption} between 0 and 2`),
  ],
);

/** Coupons entered on a cart, as entered; whether each applies is decided when pricing. */
export const cartCoupons = pgTable(
  "cart_coupons",
  {
    cartId: uuid("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    promotionId: integer("promotion_id")
      .notNull()
      .references(() => promotions.id),
    promoCode: text("promo_code").notNull(),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.promotionId] })],
);
