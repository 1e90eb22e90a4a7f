import { index, pgTable, serial, text } from "drizzle-orm/pg-core";
import { placeColumns } from "../../db/columns";

/** Distribution centres that ship tires and, for dealer-tire accounts, hand them over. */
export const warehouses = pgTable("warehouses", {
  id: serial("id").primaryKey(),
  code: text("code").notNull().unique(),
  name: text("name").notNull(),
  ...placeColumns(),
});

/** Parcel-carrier pickup points ("Pick up at carrier"). */
export const pickupLocations = pgTable(
  "pickup_locations",
  {
    id: serial("id").primaryKey(),
    code: text("code").notNull().unique(),
    carrier: text("carrier").notNull(),
    name: text("name").notNull(),
    ...placeColumns(),
  },
  (t) => [index("pickup_locations_lat_lon_idx").on(t.latitude, t.longitude)],
);
