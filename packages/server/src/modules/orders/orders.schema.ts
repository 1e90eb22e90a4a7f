import { sql } from "drizzle-orm";
import {
  boolean,
  char,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { productionWeekCheck, productionWeekColumns } from "../../db/columns";
import { users } from "../account/account.schema";
import { products } from "../catalog/catalog.schema";
import { installers } from "../installers/installers.schema";
import { warehouses } from "../pickup/pickup.schema";

/** Units on hand per product and warehouse; the check keeps stock from going below zero. */
export const stock = pgTable(
  "stock",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    warehouseId: integer("warehouse_id")
      .notNull()
      .references(() => warehouses.id),
    quantity: integer("quantity").notNull(),
    /** The DOT date code of the units on the shelf: the ISO week and year they were made. */
    ...productionWeekColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.warehouseId] }),
    check("stock_quantity_nonnegative", sql`${t.quantity} >= 0`),
    check("stock_production_week", productionWeekCheck(t)),
  ],
);

/**
 * Placed orders. Every amount is computed on the server when the order is placed and kept as it
 * was charged; the Idempotency-Key makes a repeated placement return this same order.
 */
export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The order ID shoppers see and track with. */
    orderNumber: integer("order_number").notNull().unique().generatedAlwaysAsIdentity({
      startWith: 1_000_001,
    }),
    cartId: uuid("cart_id").notNull().unique(),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    requestHash: text("request_hash").notNull(),
    status: text("status").notNull().default("placed"),
    email: text("email").notNull(),
    /**
     * The origin the order was placed on (https://shop.example): its e-mails link there when the
     * store has no PUBLIC_ORIGIN. Null on orders placed before it was kept.
     */
    siteOrigin: text("site_origin"),
    zip: char("zip", { length: 5 }).notNull(),
    customerType: text("customer_type"),
    /** The member who placed it while signed in; null for a guest. */
    userId: uuid("user_id").references(() => users.id),
    channel: text("channel").notNull().default("web"),
    paymentMethod: text("payment_method").notNull(),
    paymentTransactionId: text("payment_transaction_id").notNull(),
    paymentStatus: text("payment_status").notNull(),
    cardBrand: text("card_brand"),
    last4: char("last4", { length: 4 }),
    /** The financing provider's loan (its charge id), for an order paid with a pay-later plan. */
    loanId: text("loan_id"),
    productsCents: integer("products_cents").notNull(),
    installationCents: integer("installation_cents").notNull(),
    roadHazardCents: integer("road_hazard_cents").notNull(),
    discountCents: integer("discount_cents").notNull(),
    /** The member's sign-up offer the order took (its use is in sign_up_offer_uses). */
    signUpOfferCents: integer("sign_up_offer_cents").notNull().default(0),
    paymentDiscountCents: integer("payment_discount_cents").notNull(),
    militaryDiscountCents: integer("military_discount_cents").notNull(),
    /** An employee's occupation discount, and the occupation it was given for. */
    occupationDiscountCents: integer("occupation_discount_cents").notNull().default(0),
    occupationDiscount: text("occupation_discount"),
    shippingCents: integer("shipping_cents").notNull(),
    federalExciseTaxCents: integer("federal_excise_tax_cents").notNull(),
    /** Sales tax charged at the place the tires were handed over (0 where none applied). */
    salesTaxCents: integer("sales_tax_cents").notNull().default(0),
    /** The state's fee per new tire, for the order's tires. */
    tireFeeCents: integer("tire_fee_cents").notNull().default(0),
    /** The state the tax was worked out for, and its combined rate in parts per million. */
    taxState: char("tax_state", { length: 2 }),
    taxRatePpm: integer("tax_rate_ppm"),
    /** The buyer was tax-exempt (an exempt account, the military exchange). */
    taxExempt: boolean("tax_exempt").notNull().default(false),
    totalCents: integer("total_cents").notNull(),
    shippingOption: text("shipping_option").notNull(),
    shippingAddress: jsonb("shipping_address").notNull(),
    billingAddress: jsonb("billing_address"),
    installerId: integer("installer_id").references(() => installers.id),
    appointment: jsonb("appointment"),
    /** The booked slot, released when the order is cancelled. */
    slotKey: text("slot_key"),
    carrier: text("carrier"),
    trackingNumber: text("tracking_number"),
    estimatedDeliveryDate: date("estimated_delivery_date", { mode: "string" }),
    /** The last day of the roadside assistance that came with the order (4+ tires installed). */
    roadsideAssistanceUntil: date("roadside_assistance_until", { mode: "string" }),
    /** The group identity verification proved for the buyer (military, student, ...), if any. */
    verifiedGroup: text("verified_group"),
    receiptEmailSentAt: timestamp("receipt_email_sent_at", { withTimezone: true }),
    placedAt: timestamp("placed_at", { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
  },
  (t) => [
    check(
      "orders_status",
      sql`${t.status} in ('placed', 'processing', 'pending_pickup', 'in_transit', 'delivered', 'cancelled')`,
    ),
    check("orders_total_nonnegative", sql`${t.totalCents} >= 0`),
    index("orders_user_idx").on(t.userId, t.placedAt),
    // Whether a shopper has ordered before is asked by e-mail, in any case (first-order offers).
    index("orders_email_idx").on(sql`lower(${t.email})`),
  ],
);

/**
 * A payment for an order placement, keyed by its Idempotency-Key and committed before the
 * provider is called: "started" (the provider may or may not have authorised: ask it),
 * "authorized" (the answer is recorded), then "ordered" once the order is written, or
 * "refused" (the provider said no) or "voided" (the order could not be written, or the checkout
 * was abandoned and the sweeper released the money). A retry with the key resumes from here.
 */
export const paymentAttempts = pgTable(
  "payment_attempts",
  {
    idempotencyKey: text("idempotency_key").primaryKey(),
    cartId: uuid("cart_id").notNull(),
    requestHash: text("request_hash").notNull(),
    paymentMethod: text("payment_method").notNull(),
    amountCents: integer("amount_cents").notNull(),
    status: text("status").notNull().default("started"),
    transactionId: text("transaction_id"),
    /** The provider's answer: status (authorized or processing), card brand and last four. */
    authorization: jsonb("authorization").$type<{
      status: "authorized" | "processing";
      cardBrand: string | null;
      last4: string | null;
    }>(),
    /** Why the provider refused, to give a retry the same answer. */
    errorCode: text("error_code"),
    /**
     * Until when one request (or the sweeper) has the attempt to itself while it asks the
     * provider; a crashed holder's claim runs out and a retry takes over.
     */
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "payment_attempts_status",
      sql`${t.status} in ('started', 'authorized', 'ordered', 'refused', 'voided')`,
    ),
    index("payment_attempts_open_idx")
      .on(t.updatedAt)
      .where(sql`${t.status} in ('started', 'authorized')`),
  ],
);

/** What an order charged for, line by line, as the receipt and the exchange document list it. */
export const orderLines = pgTable(
  "order_lines",
  {
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    lineNo: integer("line_no").notNull(),
    kind: text("kind").notNull(),
    productId: integer("product_id").references(() => products.id),
    sku: text("sku").notNull(),
    description: text("description").notNull(),
    quantity: integer("quantity").notNull(),
    unitPriceCents: integer("unit_price_cents").notNull(),
    totalCents: integer("total_cents").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.lineNo] }),
    check(
      "order_lines_kind",
      sql`${t.kind} in ('tire', 'roadHazard', 'installation', 'shipping', 'fee', 'federalExciseTax', 'salesTax', 'discount')`,
    ),
  ],
);

/** Units taken from a warehouse for an order, returned to it when the order is cancelled. */
export const orderStock = pgTable(
  "order_stock",
  {
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    warehouseId: integer("warehouse_id")
      .notNull()
      .references(() => warehouses.id),
    quantity: integer("quantity").notNull(),
    /** When the units shipped were made, as their shelf said when the order took them. */
    ...productionWeekColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.productId, t.warehouseId] }),
    check("order_stock_production_week", productionWeekCheck(t)),
  ],
);

/** A return request on a delivered order (storefront.md §4, checkout.md §9). */
export const orderReturns = pgTable(
  "order_returns",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    /** The tires sent back: [{ productId, quantity }]. */
    items: jsonb("items").$type<{ productId: number; quantity: number }[]>().notNull(),
    /** Waived when the shopper reorders in the correct size. */
    reorderInCorrectSize: boolean("reorder_in_correct_size").notNull().default(false),
    handlingFeeCents: integer("handling_fee_cents").notNull(),
    refundCents: integer("refund_cents").notNull(),
    imageContentType: text("image_content_type"),
    image: text("image"),
    status: text("status").notNull().default("requested"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    receivedAt: timestamp("received_at", { withTimezone: true }),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
  },
  (t) => [
    check("order_returns_status", sql`${t.status} in ('requested', 'received', 'refunded')`),
    index("order_returns_order_idx").on(t.orderId),
  ],
);
