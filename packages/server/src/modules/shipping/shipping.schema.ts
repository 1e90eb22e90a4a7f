import { sql } from "drizzle-orm";
import { boolean, char, check, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { carts } from "../cart/cart.schema";
import { installers } from "../installers/installers.schema";
import { pickupLocations, warehouses } from "../pickup/pickup.schema";

/** How a cart's tires reach the shopper (checkout.md §3 "Cart shipping"); one per cart. */
export const cartShipping = pgTable(
  "cart_shipping",
  {
    cartId: uuid("cart_id")
      .primaryKey()
      .references(() => carts.id, { onDelete: "cascade" }),
    shippingOption: text("shipping_option").notNull(),
    firstName: text("first_name"),
    lastName: text("last_name"),
    companyName: text("company_name"),
    addressLine1: text("address_line1"),
    addressLine2: text("address_line2"),
    city: text("city"),
    state: char("state", { length: 2 }),
    zip: char("zip", { length: 5 }),
    phone: char("phone", { length: 10 }),
    phoneType: text("phone_type").notNull().default("mobile"),
    email: text("email"),
    poNumber: text("po_number"),
    country: char("country", { length: 2 }).notNull().default("US"),
    shippingLocationId: integer("shipping_location_id").references(() => pickupLocations.id),
    warehouseId: integer("warehouse_id").references(() => warehouses.id),
    installerId: integer("installer_id").references(() => installers.id),
    isMobileInstall: boolean("is_mobile_install").notNull().default(false),
    vehicleDescription: text("vehicle_description"),
    specialInstructions: text("special_instructions"),
  },
  (t) => [check("cart_shipping_phone_digits", sql`${t.phone} ~ '^[0-9]{10}$'`)],
);

/** The billing address of a cart (siteCartBillingResponse). */
export const cartBilling = pgTable(
  "cart_billing",
  {
    cartId: uuid("cart_id")
      .primaryKey()
      .references(() => carts.id, { onDelete: "cascade" }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    companyName: text("company_name"),
    addressLine1: text("address_line1").notNull(),
    addressLine2: text("address_line2"),
    city: text("city").notNull(),
    state: char("state", { length: 2 }).notNull(),
    zip: char("zip", { length: 5 }).notNull(),
    phone: char("phone", { length: 10 }).notNull(),
    phoneType: text("phone_type").notNull().default("mobile"),
    email: text("email").notNull(),
    poNumber: text("po_number"),
  },
  (t) => [check("cart_billing_phone_digits", sql`${t.phone} ~ '^[0-9]{10}$'`)],
);

/** Where a mobile installer comes to fit the tires (cartInstallLocation). */
export const cartInstallLocations = pgTable("cart_install_locations", {
  cartId: uuid("cart_id")
    .primaryKey()
    .references(() => carts.id, { onDelete: "cascade" }),
  installerId: integer("installer_id")
    .notNull()
    .references(() => installers.id),
  addressLine1: text("address_line1").notNull(),
  addressLine2: text("address_line2"),
  city: text("city").notNull(),
  state: char("state", { length: 2 }).notNull(),
  zip: char("zip", { length: 5 }).notNull(),
  specialInstructions: text("special_instructions"),
  /** The vehicle the installer comes to work on; saved with every install location since 0048. */
  vehicle: text("vehicle"),
});
