/** Column helpers and custom types the schema files share: modules' `*.schema.ts` and db/'s. */
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  char,
  customType,
  doublePrecision,
  smallint,
  text,
} from "drizzle-orm/pg-core";

/** The street address of a place on a US ZIP. */
export function placeColumnsWithoutCoordinates() {
  return {
    addressLine1: text("address_line1").notNull(),
    city: text("city").notNull(),
    state: char("state", { length: 2 }).notNull(),
    zip: char("zip", { length: 5 }).notNull(),
  };
}

/** Address and coordinates of a place on a US ZIP: shops, warehouses, pickup points. */
export function placeColumns() {
  return {
    ...placeColumnsWithoutCoordinates(),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
  };
}

/** A DOT date code's week and year; both or neither (stock an operator added without one). */
export const productionWeekColumns = () => ({
  productionYear: smallint("production_year"),
  productionWeek: smallint("production_week"),
});

export const productionWeekCheck = (t: {
  productionYear: AnyPgColumn;
  productionWeek: AnyPgColumn;
}) =>
  sql`(${t.productionYear} is null) = (${t.productionWeek} is null) and ${t.productionWeek} between 1 and 53`;

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});
