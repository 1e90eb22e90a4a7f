import { sql } from "drizzle-orm";
import { boolean, char, check, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Sales tax by state (and DC): the rate, the local rate for destinations without one of their
 * own, what is taxed besides tires, and the fee per new tire. Loaded from the data set where a
 * state has no row; an operator's change (`source` operator) is never overwritten.
 */
export const taxRates = pgTable(
  "tax_rates",
  {
    state: char("state", { length: 2 }).primaryKey(),
    stateRatePpm: integer("state_rate_ppm").notNull(),
    localRatePpm: integer("local_rate_ppm").notNull(),
    taxesInstallation: boolean("taxes_installation").notNull(),
    taxesShipping: boolean("taxes_shipping").notNull(),
    taxesRoadHazard: boolean("taxes_road_hazard").notNull(),
    tireFeeCents: integer("tire_fee_cents").notNull().default(0),
    taxesTireFee: boolean("taxes_tire_fee").notNull().default(false),
    /** data-set or operator. */
    source: text("source").notNull().default("data-set"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "tax_rates_rates",
      sql`${t.stateRatePpm} between 0 and 200000 and ${t.localRatePpm} between 0 and 200000`,
    ),
    check("tax_rates_tire_fee", sql`${t.tireFeeCents} between 0 and 10000`),
    check("tax_rates_source", sql`${t.source} in ('data-set', 'operator')`),
  ],
);

/** A destination's own local rate, by ZIP, in place of its state's average. */
export const taxLocalRates = pgTable(
  "tax_local_rates",
  {
    zip: char("zip", { length: 5 }).primaryKey(),
    localRatePpm: integer("local_rate_ppm").notNull(),
    source: text("source").notNull().default("data-set"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("tax_local_rates_rate", sql`${t.localRatePpm} between 0 and 200000`),
    check("tax_local_rates_source", sql`${t.source} in ('data-set', 'operator')`),
  ],
);
