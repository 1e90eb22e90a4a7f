import { char, cidr, doublePrecision, index, pgTable, text } from "drizzle-orm/pg-core";

export const zipCodes = pgTable(
  "zip_codes",
  {
    zip: char("zip", { length: 5 }).primaryKey(),
    city: text("city").notNull(),
    state: char("state", { length: 2 }).notNull(),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
  },
  (t) => [index("zip_codes_state_city_idx").on(t.state, t.city)],
);

/**
 * Where IP networks are, for the ZIP code of a shopper who refuses the browser its location
 * (storefront.md §4): a GeoLite2-City style table loaded by `npm run geo:ip-networks`, the
 * data set's own rows covering only the documentation ranges. Networks may nest; the most
 * specific one containing an address answers.
 */
export const ipNetworks = pgTable(
  "ip_networks",
  {
    network: cidr("network").primaryKey(),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
  },
  // "Which networks contain this address" (>>=) is answered by a GiST index, not the key's B-tree.
  (t) => [index("ip_networks_containing_idx").using("gist", t.network.op("inet_ops"))],
);
