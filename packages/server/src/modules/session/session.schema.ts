import {
  char,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { products } from "../catalog/catalog.schema";

/** Anonymous shopper sessions (x-user-session-id) and their personalization. */
export const userSessions = pgTable("user_sessions", {
  id: uuid("id").primaryKey().defaultRandom(),
  regionId: integer("region_id"),
  customerType: text("customer_type").notNull().default("retail"),
  gaClientId: text("ga_client_id"),
  rudderAnonymousId: text("rudder_anonymous_id"),
  rudderSessionId: text("rudder_session_id"),
  userLocationZip: char("user_location_zip", { length: 5 }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Past search result items a shopper chose, newest first in the overlay. */
export const searchHistory = pgTable(
  "search_history",
  {
    id: serial("id").primaryKey(),
    sessionId: uuid("session_id")
      .notNull()
      .references(() => userSessions.id, { onDelete: "cascade" }),
    label: text("label").notNull(),
    link: text("link").notNull(),
    typeName: text("type_name").notNull(),
    detailLabel: text("detail_label"),
    vehicleMetadata: jsonb("vehicle_metadata"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("search_history_session_idx").on(t.sessionId, t.createdAt),
    uniqueIndex("search_history_session_link_idx").on(t.sessionId, t.link),
  ],
);

/** Products a shopper viewed (recently viewed), one row per product and session. */
export const recentViews = pgTable(
  "recent_views",
  {
    sessionId: uuid("session_id")
      .notNull()
      .references(() => userSessions.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    source: text("source").notNull(),
    dateOfVisit: date("date_of_visit", { mode: "string" }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.productId] })],
);
