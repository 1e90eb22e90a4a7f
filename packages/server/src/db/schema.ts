import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  char,
  check,
  cidr,
  customType,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/** The street address of a place on a US ZIP. */
function placeColumnsWithoutCoordinates() {
  return {
    addressLine1: text("address_line1").notNull(),
    city: text("city").notNull(),
    state: char("state", { length: 2 }).notNull(),
    zip: char("zip", { length: 5 }).notNull(),
  };
}

/** Address and coordinates of a place on a US ZIP: shops, warehouses, pickup points. */
function placeColumns() {
  return {
    ...placeColumnsWithoutCoordinates(),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
  };
}

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

export const brands = pgTable("brands", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
});

export const productLines = pgTable(
  "product_lines",
  {
    id: serial("id").primaryKey(),
    brandId: integer("brand_id")
      .notNull()
      .references(() => brands.id),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    tireType: text("tire_type").notNull(),
    categoryId: integer("category_id").notNull(),
    warrantyMiles: integer("warranty_miles"),
    utqg: text("utqg"),
    /** The maker covers road hazards itself, so the shop offers no coverage for the line. */
    includesRoadHazard: boolean("includes_road_hazard").notNull().default(false),
    /** Sold with raised or outlined white letters: the generated pictures print them white. */
    whiteLetters: boolean("white_letters").notNull().default(false),
  },
  (t) => [uniqueIndex("product_lines_brand_slug_idx").on(t.brandId, t.slug)],
);

/**
 * A line's video (storefront.md §3 "video type SiteYouTubeVideo"): the maker's YouTube video,
 * shown on the line's product pages behind a facade that loads nothing from YouTube before the
 * shopper asks for it.
 */
export const productLineVideos = pgTable("product_line_videos", {
  productLineId: integer("product_line_id")
    .primaryKey()
    .references(() => productLines.id),
  /** YouTube's 11-character video id. */
  youtubeId: text("youtube_id").notNull(),
  title: text("title").notNull(),
});

export const products = pgTable(
  "products",
  {
    id: serial("id").primaryKey(),
    sku: text("sku").notNull().unique(),
    productLineId: integer("product_line_id")
      .notNull()
      .references(() => productLines.id),
    sizeLabel: text("size_label").notNull(),
    sizeSlug: text("size_slug").notNull(),
    rimDiameter: numeric("rim_diameter", { precision: 4, scale: 1, mode: "number" }).notNull(),
    loadIndex: text("load_index").notNull(),
    speedRating: text("speed_rating").notNull(),
    /** Width, aspect ratio and construction, for filters and alternate-size searches. */
    sectionWidth: numeric("section_width", { precision: 5, scale: 2, mode: "number" }),
    aspectRatio: integer("aspect_ratio"),
    loadRange: text("load_range"),
    isRunFlat: boolean("is_run_flat").notNull().default(false),
    isExtraLoad: boolean("is_extra_load").notNull().default(false),
    salePriceCents: integer("sale_price_cents").notNull(),
    listPriceCents: integer("list_price_cents").notNull(),
    availability: text("availability").notNull(),
    isInstallable: boolean("is_installable").notNull().default(true),
    isOversize: boolean("is_oversize").notNull().default(false),
    minQuantityAllowedForCart: integer("min_quantity_allowed_for_cart").notNull().default(1),
    /** When the store first listed the tire: the "Newest" sort. */
    listedAt: timestamp("listed_at", { withTimezone: true }).notNull().defaultNow(),
    /** No longer sold: out of listings and carts; past orders still name it. */
    discontinuedAt: timestamp("discontinued_at", { withTimezone: true }),
  },
  (t) => [
    index("products_size_slug_idx").on(t.sizeSlug),
    index("products_line_idx").on(t.productLineId),
    index("products_rim_idx").on(t.rimDiameter),
    check("products_sale_price_nonnegative", sql`${t.salePriceCents} >= 0`),
    check("products_list_price_nonnegative", sql`${t.listPriceCents} >= 0`),
  ],
);

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

/**
 * Fixed-window request counters shared by every server process (http/rate-limit.ts): one row
 * per key (a route and a client address, an account, an API client), counted by one atomic
 * upsert, so concurrent requests in any number of processes cannot pass a limit together.
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
    hits: integer("hits").notNull(),
  },
  (t) => [index("rate_limits_window_idx").on(t.windowStartedAt)],
);

/** Operator overrides of the site globals, merged over the defaults of the core. */
export const siteSettings = pgTable("site_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A DOT date code's week and year; both or neither (stock an operator added without one). */
const productionWeekColumns = () => ({
  productionYear: smallint("production_year"),
  productionWeek: smallint("production_week"),
});

const productionWeekCheck = (t: { productionYear: AnyPgColumn; productionWeek: AnyPgColumn }) =>
  sql`(${t.productionYear} is null) = (${t.productionWeek} is null) and ${t.productionWeek} between 1 and 53`;

/** Distribution centres that ship tires and, for dealer-tire accounts, hand them over. */
export const warehouses = pgTable("warehouses", {
  id: serial("id").primaryKey(),
  code: text("code").notNull().unique(),
  name: text("name").notNull(),
  ...placeColumns(),
});

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

/** Vehicles with their original-equipment sizes; staggered fitments have a different rear. */
export const vehicles = pgTable(
  "vehicles",
  {
    id: serial("id").primaryKey(),
    year: integer("year").notNull(),
    make: text("make").notNull(),
    makeSlug: text("make_slug").notNull(),
    model: text("model").notNull(),
    modelSlug: text("model_slug").notNull(),
    trim: text("trim").notNull(),
    frontSize: text("front_size").notNull(),
    frontSizeSlug: text("front_size_slug").notNull(),
    rearSize: text("rear_size").notNull(),
    rearSizeSlug: text("rear_size_slug").notNull(),
    /** The original tires' service descriptions, "94V" or "121/118S"; the fitment rules read them. */
    frontService: text("front_service").notNull().default(""),
    rearService: text("rear_service").notNull().default(""),
    /** Make and model in lower-case letters and digits, "fordf150": what vehicle search matches. */
    searchKey: text("search_key").generatedAlwaysAs(
      sql`regexp_replace(lower(make || model), '[^a-z0-9]', '', 'g')`,
    ),
  },
  (t) => [
    uniqueIndex("vehicles_ymmt_idx").on(t.year, t.makeSlug, t.modelSlug, t.trim),
    index("vehicles_make_model_idx").on(t.makeSlug, t.modelSlug),
    // A typed "camry" is matched anywhere in the key (like '%camry%'): a trigram index finds it
    // without reading every vehicle on each keystroke.
    index("vehicles_search_key_trgm_idx").using("gin", t.searchKey.op("gin_trgm_ops")),
  ],
);

/** One row per size sold, for size search; search_key holds the digits ("2255017"). */
export const tireSizes = pgTable(
  "tire_sizes",
  {
    slug: text("slug").primaryKey(),
    label: text("label").notNull(),
    searchKey: text("search_key").notNull(),
    rimDiameter: numeric("rim_diameter", { precision: 4, scale: 1, mode: "number" }).notNull(),
    productCount: integer("product_count").notNull(),
  },
  (t) => [index("tire_sizes_search_key_idx").on(t.searchKey)],
);

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

/** Shopping carts; the id is a random UUID, so a cart cannot be guessed from another. */
export const carts = pgTable("carts", {
  id: uuid("id").primaryKey().defaultRandom(),
  cartUuid: uuid("cart_uuid").notNull().defaultRandom().unique(),
  zip: char("zip", { length: 5 }),
  email: text("email"),
  installerId: integer("installer_id").references(() => installers.id),
  vehicleMake: text("vehicle_make"),
  vehicleModel: text("vehicle_model"),
  vehicleTrim: text("vehicle_trim"),
  vehicleYear: text("vehicle_year"),
  widgetSource: text("widget_source"),
  widgetSourceId: text("widget_source_id"),
  subSource: text("sub_source"),
  preShippingSelection: text("pre_shipping_selection"),
  idMeVerifiedStatus: text("id_me_verified_status"),
  /** The occupation an employee chose for its discount (OCCUPATION_DISCOUNTS' id). */
  occupationDiscount: text("occupation_discount"),
  excludeShipping: boolean("exclude_shipping").notNull().default(false),
  /** Set when the shop was taken off because it cannot install the cart's tires; until seen. */
  shopRemoved: boolean("shop_removed").notNull().default(false),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A product in a cart; the price is read from products whenever the cart is priced. */
export const cartItems = pgTable(
  "cart_items",
  {
    cartId: uuid("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    quantity: integer("quantity").notNull(),
    /** Road-hazard option bought for the line: 0 none, 1 one year, 2 three years (TRC option). */
    roadHazardOption: integer("road_hazard_option").notNull().default(0),
    /**
     * The catalogue price when the shopper added the line or last saw the price-changed notice;
     * the cart is always priced from today's catalogue, this only tells whether it moved.
     */
    seenPriceCents: integer("seen_price_cents"),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.cartId, t.productId] }),
    check("cart_items_quantity_positive", sql`${t.quantity} > 0`),
    check("cart_items_road_hazard_option", sql`${t.roadHazardOption} between 0 and 2`),
  ],
);

/**
 * A place taken in a shop's slot: held by a cart until held_until, or kept by an order. One row
 * is one place, so what a slot has left is always its capacity less its live rows (a cart's
 * until its hold runs out, an order's until it is cancelled): there is no counter to drift.
 * Bookings lock the slot (an advisory lock on installer and key) before they count and insert.
 */
export const slotHolds = pgTable(
  "slot_holds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    installerId: integer("installer_id")
      .notNull()
      .references(() => installers.id),
    slotKey: text("slot_key").notNull(),
    /** A cart holds at most one place; deleting the cart frees it. */
    cartId: uuid("cart_id")
      .unique()
      .references(() => carts.id, { onDelete: "cascade" }),
    /** Once ordered the place is the order's: the cart no longer moves or frees it. */
    orderId: uuid("order_id")
      .unique()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** When a cart's hold runs out; null for an order's place, which does not expire. */
    heldUntil: timestamp("held_until", { withTimezone: true }),
    /**
     * The address of the client that chose the cart's time: one address holds only a few live
     * places across all its carts. Null for an order's place and a hold taken at placement.
     */
    clientAddress: text("client_address"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("slot_holds_slot_idx").on(t.installerId, t.slotKey),
    index("slot_holds_client_idx")
      .on(t.clientAddress, t.heldUntil)
      .where(sql`${t.clientAddress} is not null`),
    check("slot_holds_one_holder", sql`(${t.cartId} is null) <> (${t.orderId} is null)`),
    check(
      "slot_holds_expiry",
      sql`(${t.cartId} is not null and ${t.heldUntil} is not null) or (${t.orderId} is not null and ${t.heldUntil} is null)`,
    ),
  ],
);

/** Days a shop is closed outside its weekly hours (holidays, stock-taking). */
export const installerClosures = pgTable(
  "installer_closures",
  {
    installerId: integer("installer_id")
      .notNull()
      .references(() => installers.id, { onDelete: "cascade" }),
    date: date("date", { mode: "string" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.installerId, t.date] })],
);

/** A cart's install appointment; a cart has at most one. */
export const cartAppointments = pgTable("cart_appointments", {
  cartId: uuid("cart_id")
    .primaryKey()
    .references(() => carts.id, { onDelete: "cascade" }),
  installerId: integer("installer_id")
    .notNull()
    .references(() => installers.id),
  slotKey: text("slot_key").notNull(),
  date: date("date", { mode: "string" }).notNull(),
  slotTime: text("slot_time").notNull(),
  isDropOff: boolean("is_drop_off").notNull(),
  startTime: text("start_time").notNull(),
  amOrPm: text("am_or_pm").notNull(),
  dropOffWindow: text("drop_off_window"),
});

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

/**
 * Promotions (storefront.md §3): automatic ones (no code) apply to the lines they name; coupons
 * (a code) apply once entered. amount is a percentage for Percentage and, for Flat Amount, dollars
 * with two decimals as an operator enters them (60.00 for $60 off): core turns it into integer
 * cents once, where the discount is priced (cart/pricing.ts) or described (deals/rules.ts).
 */
export const promotions = pgTable(
  "promotions",
  {
    id: serial("id").primaryKey(),
    promoCode: text("promo_code").unique(),
    title: text("title").notNull(),
    discountType: text("discount_type").notNull(),
    /** What the discount applies to: tires, installation or roadHazard. */
    target: text("target").notNull().default("tires"),
    amount: numeric("amount", { precision: 10, scale: 2, mode: "number" }).notNull().default(0),
    brandId: integer("brand_id").references(() => brands.id),
    productLineId: integer("product_line_id").references(() => productLines.id),
    minCartQuantity: integer("min_cart_quantity"),
    maxCartQuantity: integer("max_cart_quantity"),
    alertMessage: text("alert_message"),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    /** Published at /tire-deals/[slug] while it runs; a promotion without one is not listed. */
    slug: text("slug").unique(),
    /** The sale it belongs to (storefront.md §3 promotion themes). */
    theme: text("theme").notNull().default("default"),
    description: text("description"),
  },
  (t) => [
    check(
      "promotions_theme",
      sql`${t.theme} in ('blackFriday', 'blackFridayPreSale', 'cyberMonday', 'cyberWeekend', 'default', 'lastChance', 'taxTimeSale')`,
    ),
    check("promotions_slug_format", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check(
      "promotions_discount_type",
      sql`${t.discountType} in ('Flat Amount', 'Buy3Get1', 'Free', 'Percentage')`,
    ),
    check("promotions_target", sql`${t.target} in ('tires', 'installation', 'roadHazard')`),
    check("promotions_amount_nonnegative", sql`${t.amount} >= 0`),
    index("promotions_line_idx").on(t.productLineId),
    index("promotions_brand_idx").on(t.brandId),
  ],
);

/** Coupons entered on a cart, as entered; whether each applies is decided when pricing. */
export const cartCoupons = pgTable(
  "cart_coupons",
  {
    cartId: uuid("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    promotionId: integer("promotion_id")
      .notNull()
      .references(() => promotions.id),
    promoCode: text("promo_code").notNull(),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.promotionId] })],
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

/** Work to do after a commit (e-mails, fulfilment), written in the same transaction as its cause. */
export const outbox = pgTable(
  "outbox",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    topic: text("topic").notNull(),
    payload: jsonb("payload").notNull(),
    attempts: integer("attempts").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp("processed_at", { withTimezone: true }),
  },
  (t) => [index("outbox_pending_idx").on(t.createdAt).where(sql`${t.processedAt} is null`)],
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

/**
 * What the built-in OpenID Connect provider stores (sessions, interactions, codes, grants), one
 * row per model and id, so every server process sees the same sign-in state.
 */
export const oidcPayloads = pgTable(
  "oidc_payloads",
  {
    model: text("model").notNull(),
    id: text("id").notNull(),
    payload: jsonb("payload").notNull(),
    grantId: text("grant_id"),
    userCode: text("user_code"),
    uid: text("uid"),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index("oidc_payloads_grant_idx").on(t.grantId),
    index("oidc_payloads_uid_idx").on(t.uid),
    index("oidc_payloads_expires_idx").on(t.expiresAt),
  ],
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

/**
 * Failed sign-ins per e-mail in the current window: past the limit the e-mail must wait, on
 * every server process alike (storefront.md §6 sign-in; password guessing).
 */
export const signInFailures = pgTable("sign_in_failures", {
  email: text("email").primaryKey(),
  failures: integer("failures").notNull(),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
});

// --- Referral programme (storefront.md §1) -----------------------------------------------

/**
 * A member's referral code, one for good. Its promotion (promo code = the referral code) is what
 * a friend's cart holds as a coupon; the friend's terms are priced from the core's constants.
 */
export const referralCodes = pgTable("referral_codes", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  code: text("code").notNull().unique(),
  promotionId: integer("promotion_id")
    .notNull()
    .unique()
    .references(() => promotions.id),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Friends an advocate e-mailed the link to; the address is kept lower-case, once per advocate. */
export const referralInvites = pgTable(
  "referral_invites",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    advocateUserId: uuid("advocate_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    friendEmail: text("friend_email").notNull(),
    friendFirstName: text("friend_first_name"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    emailedAt: timestamp("emailed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("referral_invites_friend_idx").on(t.advocateUserId, t.friendEmail),
    index("referral_invites_recent_idx").on(t.advocateUserId, t.createdAt),
  ],
);

/**
 * A friend's first order placed with an advocate's code. A friend (by e-mail, and by account
 * when signed in) is referred once, ever: the unique indexes hold also under concurrent orders.
 */
export const referrals = pgTable(
  "referrals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    advocateUserId: uuid("advocate_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    friendEmail: text("friend_email").notNull(),
    friendUserId: uuid("friend_user_id").references(() => users.id, { onDelete: "set null" }),
    orderId: uuid("order_id")
      .notNull()
      .unique()
      .references(() => orders.id),
    discountCents: integer("discount_cents").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("referrals_friend_email_idx").on(t.friendEmail),
    uniqueIndex("referrals_friend_user_idx")
      .on(t.friendUserId)
      .where(sql`${t.friendUserId} is not null`),
    index("referrals_advocate_idx").on(t.advocateUserId, t.createdAt),
    check("referrals_discount_nonnegative", sql`${t.discountCents} >= 0`),
  ],
);

/**
 * The advocate's reward for a referral: a single-use promo code of their own. Redeeming it sets
 * the order in the same transaction as the order, only while it is still unset.
 */
export const referralRewards = pgTable(
  "referral_rewards",
  {
    referralId: uuid("referral_id")
      .primaryKey()
      .references(() => referrals.id, { onDelete: "cascade" }),
    advocateUserId: uuid("advocate_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    promotionId: integer("promotion_id")
      .notNull()
      .unique()
      .references(() => promotions.id),
    amountCents: integer("amount_cents").notNull(),
    redeemedOrderId: uuid("redeemed_order_id").references(() => orders.id),
    redeemedAt: timestamp("redeemed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    emailedAt: timestamp("emailed_at", { withTimezone: true }),
  },
  (t) => [
    index("referral_rewards_advocate_idx").on(t.advocateUserId, t.createdAt),
    check("referral_rewards_amount_positive", sql`${t.amountCents} > 0`),
  ],
);

// --- Tire reviews (storefront.md §3 "Review form") ---------------------------------------

/**
 * A shopper's review of a product line, one per e-mail address (kept lower-case) per line: the
 * unique index holds also when the same form is sent twice at once. Aspect ratings are 1 to 5,
 * null where the reviewer chose "not applicable"; at least one is given. The overall rating is
 * the mean of those given (core reviews/rules.ts), kept for sorting and the line's average.
 */
export const reviews = pgTable(
  "reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    productLineId: integer("product_line_id")
      .notNull()
      .references(() => productLines.id),
    dryRating: integer("dry_rating"),
    wetRating: integer("wet_rating"),
    winterRating: integer("winter_rating"),
    comfortRating: integer("comfort_rating"),
    noiseRating: integer("noise_rating"),
    treadwearRating: integer("treadwear_rating"),
    overallRating: numeric("overall_rating", { precision: 3, scale: 2, mode: "number" }).notNull(),
    summary: text("summary").notNull(),
    comments: text("comments").notNull(),
    reviewerName: text("reviewer_name").notNull(),
    email: text("email").notNull(),
    purchasedOn: date("purchased_on", { mode: "string" }),
    vehicle: text("vehicle").notNull(),
    milesDriven: text("miles_driven").notNull(),
    drivingStyle: text("driving_style").notNull(),
    whereDriven: text("where_driven").notNull(),
    buyAgain: boolean("buy_again").notNull(),
    /**
     * "pending" until the operator approves it (REVIEW_MODERATION, on by default), then
     * "published"; "rejected" ones stay out. Only published reviews are shown and counted.
     */
    status: text("status").notNull().default("published"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("reviews_status", sql`${t.status} in ('pending', 'published', 'rejected')`),
    index("reviews_pending_idx").on(t.createdAt).where(sql`${t.status} = 'pending'`),
    uniqueIndex("reviews_line_email_idx").on(t.productLineId, t.email),
    index("reviews_line_recent_idx").on(t.productLineId, t.createdAt),
    index("reviews_recent_idx").on(t.createdAt),
    check(
      "reviews_ratings_range",
      sql`${t.dryRating} between 1 and 5 and ${t.wetRating} between 1 and 5 and ${t.winterRating} between 1 and 5 and ${t.comfortRating} between 1 and 5 and ${t.noiseRating} between 1 and 5 and ${t.treadwearRating} between 1 and 5`,
    ),
    check(
      "reviews_some_rating",
      sql`coalesce(${t.dryRating}, ${t.wetRating}, ${t.winterRating}, ${t.comfortRating}, ${t.noiseRating}, ${t.treadwearRating}) is not null`,
    ),
    check("reviews_overall_range", sql`${t.overallRating} between 1 and 5`),
  ],
);

/**
 * The categories of the learning center (/learn/[category]), the press room (/press/[category])
 * and the help center's topics (/help-center), listed in `position` order.
 */
export const contentCategories = pgTable(
  "content_categories",
  {
    section: text("section").notNull(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.section, t.slug] }),
    check("content_categories_section", sql`${t.section} in ('learn', 'press', 'help')`),
    check("content_categories_slug_format", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
);

/**
 * Content pages: generic template pages (/about, /terms, /returns-and-refunds…) and, with a
 * section, the articles of the learning center and the press room (/learn/[category]/[slug],
 * /press/[category]/[slug]). The body is structured blocks (contentBlockSchema of the core),
 * rendered as elements, never as HTML. A slug names one page across the site, so an article
 * keeps its identity when it moves to another category.
 */
export const contentPages = pgTable(
  "content_pages",
  {
    slug: text("slug").primaryKey(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    body: jsonb("body").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** learn, press or help for an article; null for a generic page. */
    section: text("section"),
    categorySlug: text("category_slug"),
    publishedOn: date("published_on", { mode: "string" }),
    /** The writer of an article, or the source of a press release. */
    author: text("author"),
    summary: text("summary"),
  },
  (t) => [
    check("content_pages_slug_format", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    // An article has all of its article fields; a generic page has none of them.
    check(
      "content_pages_article_fields",
      sql`(${t.section} is null and ${t.categorySlug} is null and ${t.publishedOn} is null and ${t.author} is null and ${t.summary} is null) or (${t.section} is not null and ${t.categorySlug} is not null and ${t.publishedOn} is not null and ${t.author} is not null and ${t.summary} is not null)`,
    ),
    foreignKey({
      name: "content_pages_category_fk",
      columns: [t.section, t.categorySlug],
      foreignColumns: [contentCategories.section, contentCategories.slug],
    }),
    index("content_pages_category_recent_idx").on(t.section, t.categorySlug, t.publishedOn),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

/**
 * A message to customer service: the contact page's form (with its attachments) and the
 * tire-sales inquiry form. Kept so that an e-mail lost downstream can be sent again, and so that
 * the attachments reach the outbox worker without riding in its payload.
 */
export const supportMessages = pgTable(
  "support_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** contact (the contact page) or sales-inquiry (the tire-sales inquiry form). */
    kind: text("kind").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: char("phone", { length: 10 }),
    /** The topic the shopper chose, or the inquiry's subject. */
    topic: text("topic").notNull(),
    orderNumber: text("order_number"),
    companyName: text("company_name"),
    poNumber: text("po_number"),
    /** Further answers of the form (an inquiry's fleet size, tire sizes, quantities…). */
    details: jsonb("details").$type<Record<string, string | number>>().notNull().default({}),
    message: text("message").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("support_messages_kind", sql`${t.kind} in ('contact', 'sales-inquiry')`),
    check("support_messages_phone_digits", sql`${t.phone} ~ '^[0-9]{10}$'`),
    index("support_messages_recent_idx").on(t.createdAt),
  ],
);

/** A file sent with a support message; its type is decided from its bytes, not its name. */
export const supportAttachments = pgTable(
  "support_attachments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    messageId: uuid("message_id")
      .notNull()
      .references(() => supportMessages.id, { onDelete: "cascade" }),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    data: bytea("data").notNull(),
  },
  (t) => [
    check("support_attachments_size", sql`${t.size} > 0 and ${t.size} = octet_length(${t.data})`),
    index("support_attachments_message_idx").on(t.messageId),
  ],
);

/**
 * The mailing list, with double opt-in: an address is pending until its owner follows the
 * confirmation link, and leaves with one click (RFC 8058). Tokens are stored as SHA-256 hashes.
 */
export const mailingListSubscribers = pgTable(
  "mailing_list_subscribers",
  {
    email: text("email").primaryKey(),
    /** pending, confirmed or unsubscribed. */
    status: text("status").notNull(),
    /** Where the address was given (footer, checkout…), for the operator. */
    source: text("source").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
  },
  (t) => [
    check(
      "mailing_list_subscribers_status",
      sql`${t.status} in ('pending', 'confirmed', 'unsubscribed')`,
    ),
    check("mailing_list_subscribers_email_lower", sql`${t.email} = lower(${t.email})`),
  ],
);

/**
 * The links mailing-list e-mails carry, by the SHA-256 of their token (the token itself is only
 * in the e-mail). Every e-mail's links keep working: a confirm link for CONFIRM_LINK_DAYS, an
 * unsubscribe link for as long as the address is on file.
 */
export const mailingListLinks = pgTable(
  "mailing_list_links",
  {
    tokenHash: text("token_hash").primaryKey(),
    email: text("email")
      .notNull()
      .references(() => mailingListSubscribers.email, { onDelete: "cascade" }),
    /** confirm or unsubscribe. */
    kind: text("kind").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When a confirm link stops working; null for unsubscribe links, which never do. */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
  },
  (t) => [
    check("mailing_list_links_kind", sql`${t.kind} in ('confirm', 'unsubscribe')`),
    index("mailing_list_links_email_idx").on(t.email),
  ],
);

/**
 * An installer's application from /installer-signup (storefront.md §5): the shop, its contact,
 * and the installer agreement it accepted. The operator approves or rejects it.
 */
export const installerApplications = pgTable(
  "installer_applications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    company: text("company").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: char("phone", { length: 10 }).notNull(),
    ...placeColumnsWithoutCoordinates(),
    website: text("website"),
    bays: integer("bays"),
    offersMobileInstall: boolean("offers_mobile_install").notNull().default(false),
    /** The agreement's terms as accepted: rim range in inches, smallest aspect ratio, minutes. */
    agreement: jsonb("agreement")
      .$type<{ rimMin: number; rimMax: number; aspectRatioMin: number; takeInMinutes: number }>()
      .notNull(),
    /** pending, approved or rejected. */
    status: text("status").notNull().default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    reviewNote: text("review_note"),
  },
  (t) => [
    check("installer_applications_status", sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check("installer_applications_phone_digits", sql`${t.phone} ~ '^[0-9]{10}$'`),
    check("installer_applications_zip_digits", sql`${t.zip} ~ '^[0-9]{5}$'`),
    index("installer_applications_status_idx").on(t.status, t.createdAt),
    // One application waiting per address, whatever races the service's lock might miss.
    uniqueIndex("installer_applications_pending_email_idx")
      .on(t.email)
      .where(sql`${t.status} = 'pending'`),
  ],
);

// --- Sign-up offer (storefront.md §1, §9) ------------------------------------------------

/**
 * The order that took a member's sign-up offer. One per member, held by the key also when two
 * orders of the member are placed at once; a cancelled order's row is removed, giving it back.
 */
export const signUpOfferUses = pgTable(
  "sign_up_offer_uses",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    orderId: uuid("order_id")
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: "cascade" }),
    amountCents: integer("amount_cents").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("sign_up_offer_uses_amount_positive", sql`${t.amountCents} > 0`)],
);
