import { sql } from "drizzle-orm";
import { integer, pgTable, serial, text } from "drizzle-orm/pg-core";
import { installers } from "../installers/installers.schema";

/** Partner sites that embed a widget, and the configuration the widget loads. */
export const widgetApps = pgTable("widget_apps", {
  id: serial("id").primaryKey(),
  identifier: text("identifier").notNull(),
  name: text("name").notNull(),
  logoUrl: text("logo_url"),
  subDomain: text("sub_domain").unique(),
  siteUrl: text("site_url").unique(),
  installerId: integer("installer_id").references(() => installers.id),
  allowedOrigins: text("allowed_origins").array().notNull().default(sql`'{}'::text[]`),
});

/**
 * API clients of the client-credential login. Confidential clients prove a secret (stored as a
 * scrypt hash); publishable clients (widgets) have none and are bound to their allowed origins.
 */
export const apiClients = pgTable("api_clients", {
  clientId: text("client_id").primaryKey(),
  secretHash: text("secret_hash"),
  allowedOrigins: text("allowed_origins").array().notNull().default(sql`'{}'::text[]`),
  widgetAppId: integer("widget_app_id").references(() => widgetApps.id),
  /** Brand-restricted accounts (e.g. a maker's partner programme) see only these brands. */
  brandSlugs: text("brand_slugs").array(),
});
