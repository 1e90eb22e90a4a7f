import { sql } from "drizzle-orm";
import {
  boolean,
  char,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { carts } from "../cart/cart.schema";

/**
 * Companies behind business accounts (storefront.md §3 accountTypeCompany): what they may pay
 * with, how their members may receive tires, and what their employees are offered.
 */
export const companies = pgTable("companies", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
  paymentGroups: text("payment_groups").array().notNull().default(sql`'{}'::text[]`),
  deliveryMethods: text("delivery_methods").array().notNull().default(sql`'{}'::text[]`),
  tireReplacementCoverage: boolean("tire_replacement_coverage").notNull().default(false),
  occupationDiscounts: boolean("occupation_discounts").notNull().default(false),
});

/** Members: shoppers with an account, and the business buyers of §3 and §6. */
export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Kept lower-case; the sign-in name. */
    email: text("email").notNull(),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    /** scrypt hash for the built-in identity provider; null for members of an external one. */
    passwordHash: text("password_hash"),
    accountType: text("account_type").notNull().default("retail"),
    userType: text("user_type").notNull().default("retail"),
    companyId: integer("company_id").references(() => companies.id),
    /** The account's own delivery methods and payment groups (the first account type's). */
    deliveryMethods: text("delivery_methods").array().notNull().default(sql`'{}'::text[]`),
    paymentGroups: text("payment_groups").array().notNull().default(sql`'{}'::text[]`),
    /** A brand-restricted account sees only these brands; null for every brand. */
    brandSlugs: text("brand_slugs").array(),
    taxExempt: boolean("tax_exempt").notNull().default(false),
    /** The group identity verification proved from the account (student, teacher, ...). */
    verifiedGroup: text("verified_group"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    passwordChangedAt: timestamp("password_changed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("users_email_idx").on(t.email),
    check(
      "users_user_type",
      sql`${t.userType} in ('none', 'epp', 'fleet', 'special_order', 'partner_program', 'retail_member', 'retail', 'simple_sales_tool', 'whole_sale')`,
    ),
    check(
      "users_account_type",
      sql`${t.accountType} in ('none', 'retail', 'retail member', 'fleet', 'partner program', 'special order', 'simple sales tool')`,
    ),
  ],
);

/** A member's account at an external identity provider: (issuer, subject) names it for good. */
export const userIdentities = pgTable(
  "user_identities",
  {
    issuer: text("issuer").notNull(),
    subject: text("subject").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.issuer, t.subject] })],
);

/**
 * Signed-in sessions, kept on the server: the browser holds a random token whose SHA-256 is the
 * id, so a copy of this table signs nobody in. Each has its own CSRF value.
 */
export const memberSessions = pgTable(
  "member_sessions",
  {
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    csrfToken: text("csrf_token").notNull(),
    /** The anonymous shopper session linked at sign-in (§4 login sequence). */
    shopperSessionId: uuid("shopper_session_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("member_sessions_user_idx").on(t.userId)],
);

/** Vehicles a member saved (My Garage); search starts from them. */
export const garageVehicles = pgTable(
  "garage_vehicles",
  {
    id: serial("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    year: integer("year").notNull(),
    make: text("make").notNull(),
    model: text("model").notNull(),
    trim: text("trim").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("garage_vehicles_unique_idx").on(t.userId, t.year, t.make, t.model, t.trim)],
);

/** Quotes a sales-tool member sent a customer: the cart as priced then, to be paid by them. */
export const salesQuotes = pgTable(
  "sales_quotes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    cartId: uuid("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    customerEmail: text("customer_email").notNull(),
    customerPhone: char("customer_phone", { length: 10 }).notNull(),
    totalCents: integer("total_cents").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    emailedAt: timestamp("emailed_at", { withTimezone: true }),
  },
  (t) => [
    index("sales_quotes_user_idx").on(t.userId, t.createdAt),
    check("sales_quotes_phone_digits", sql`${t.customerPhone} ~ '^[0-9]{10}$'`),
  ],
);
