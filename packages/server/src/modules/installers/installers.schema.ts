import { sql } from "drizzle-orm";
import {
  boolean,
  char,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
} from "drizzle-orm/pg-core";
import { placeColumns } from "../../db/columns";

export const installers = pgTable(
  "installers",
  {
    id: serial("id").primaryKey(),
    code: text("code").notNull().unique(),
    company: text("company").notNull(),
    ...placeColumns(),
    /** Ten digits (checkout.md §5), like every phone the store keeps; formatted for display. */
    phone: char("phone", { length: 10 }).notNull(),
    website: text("website"),
    /**
     * The shop's IANA time zone, derived from its ZIP's coordinates when the shop is stored:
     * its schedule, "today" and hold times are on this clock.
     */
    timeZone: text("time_zone"),
    /** Public holidays (core/schedule/holidays.ts) the shop opens on; closed on the others. */
    openOnHolidays: text("open_on_holidays").array().notNull().default(sql`'{}'::text[]`),
    installPricePerTireCents: integer("install_price_per_tire_cents").notNull(),
    ratingValue: numeric("rating_value", { precision: 2, scale: 1, mode: "number" }).notNull(),
    ratingCount: integer("rating_count").notNull().default(0),
    installationHistoryCount: integer("installation_history_count").notNull().default(0),
    isMobileInstall: boolean("is_mobile_install").notNull().default(false),
    isSponsored: boolean("is_sponsored").notNull().default(false),
    isElectricOptimized: boolean("is_electric_optimized").notNull().default(false),
    authorisedInstaller: boolean("authorised_installer").notNull().default(true),
    /** Cars a shop takes per slot. */
    slotCapacity: integer("slot_capacity").notNull().default(2),
    /** Opening hours by weekday (WeeklyHours of the core); null means the default week. */
    openingHours:
      jsonb("opening_hours").$type<readonly ({ open: number; close: number } | null)[]>(),
    /** Miles a mobile installer travels from its base; null means the core's default radius. */
    serviceRadiusMiles: integer("service_radius_miles"),
    /** Badges shown with the shop (promotionList, certificationList of checkout.md §3). */
    promotions: jsonb("promotions")
      .$type<
        {
          icon: string;
          label: string;
          style: string;
          showInInstallationOnPDP: boolean;
          showInPDPAbovePrice: boolean;
        }[]
      >()
      .notNull()
      .default([]),
    certifications: jsonb("certifications")
      .$type<{ logo: string; type: string }[]>()
      .notNull()
      .default([]),
  },
  (t) => [
    index("installers_lat_lon_idx").on(t.latitude, t.longitude),
    check("installers_price_nonnegative", sql`${t.installPricePerTireCents} >= 0`),
    check("installers_phone_digits", sql`${t.phone} ~ '^[0-9]{10}$'`),
    check(
      "installers_open_on_holidays",
      sql`${t.openOnHolidays} <@ array['newYearsDay', 'memorialDay', 'independenceDay', 'laborDay', 'thanksgiving', 'christmasDay']::text[]`,
    ),
  ],
);
