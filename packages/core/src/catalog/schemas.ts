import { z } from "zod";
import { clientContextQueryShape } from "../client-context";
import { DB_ID_PATTERN, MAX_DB_ID } from "../validation/ids";
import { SPEED_RATINGS } from "./size-ratings";
import { siteYouTubeVideoSchema } from "./video";

export const tireTypeSchema = z.enum([
  "Commercial",
  "Electric Vehicle",
  "Light Truck",
  "Passenger",
  "SUV/Crossover",
  "Trailer",
]);
export type TireType = z.infer<typeof tireTypeSchema>;

export const availabilitySchema = z.enum([
  "ProductStatusAvailable",
  "ProductStatusAvailableVolatile",
  "ProductStatusCallForPricing",
  "ProductStatusOutOfStock",
]);
export type Availability = z.infer<typeof availabilitySchema>;

export const productImageSchema = z.object({
  type: z.literal("SiteCatalogProductImage"),
  view: z.enum(["sidetread", "sidewall", "treadfull", "treadonly", "unavailable", "view360"]),
  src: z.string(),
  altText: z.string(),
});
export type ProductImageView = z.infer<typeof productImageSchema>["view"];

/** How a picture's view is named to a shopper: in its alt text, on the gallery's buttons. */
export const PRODUCT_IMAGE_VIEW_NAMES: Readonly<Record<ProductImageView, string>> = {
  sidewall: "side view",
  treadonly: "tread view",
  sidetread: "angled view",
  treadfull: "full tread view",
  view360: "360° view",
  unavailable: "picture",
};

export const priceSchema = z.object({
  salePriceInCents: z.number().int().nonnegative(),
  listPriceInCents: z.number().int().nonnegative(),
});

/** A product line's reviews in short: the average rating (1 to 5) and how many reviews. */
export const lineRatingSchema = z.object({
  average: z.number().min(1).max(5),
  count: z.number().int().positive(),
});
export type LineRating = z.infer<typeof lineRatingSchema>;

/** Catalogue product of storefront.md §3. */
export const catalogProductSchema = z.object({
  productId: z.string(),
  brand: z.object({ label: z.string(), slug: z.string() }),
  name: z.string(),
  productLine: z.object({ name: z.string(), slug: z.string() }),
  size: z.string(),
  loadIndex: z.string(),
  speedRating: z.string(),
  categoryName: z.string(),
  type: tireTypeSchema,
  imageList: z.array(productImageSchema),
  priceList: z.array(priceSchema),
  link: z.object({ href: z.string() }),
  minQuantityAllowedForCart: z.number().int().positive(),
  curationType: z.string().nullable(),
  availability: availabilitySchema,
  isInstallable: z.boolean(),
  /** Its line's reviews, for the stars on a listing card; null while the line has none. */
  rating: lineRatingSchema.nullable().optional(),
  /** Built to run flat; extra load (XL): badges on a listing card. */
  isRunFlat: z.boolean().optional(),
  isExtraLoad: z.boolean().optional(),
  /** The units shipped first were made within FRESH_STOCK_MONTHS: a badge on a listing card. */
  isFreshStock: z.boolean().optional(),
});
export type CatalogProduct = z.infer<typeof catalogProductSchema>;

const csv = (item: z.ZodType<string, string>, max: number) =>
  z
    .string()
    .max(max * 40)
    .transform((value) =>
      value
        .split(",")
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item).max(max));

/** The orders a listing can come in (the storefront offers all but discount, which deals use). */
export const CATALOG_SORTS = [
  "best-match",
  "price-asc",
  "price-desc",
  "name",
  "discount",
  "rating",
  "reviews",
  "newest",
] as const;
export type CatalogSort = (typeof CATALOG_SORTS)[number];

const booleanQuery = z.enum(["true", "false"]).transform((value) => value === "true");
const slugSchema = z
  .string()
  .regex(/^[a-z0-9-]{1,80}$/, { error: "brand and line take lower-case slugs, e.g. michelin" });
const cents = z.coerce.number().int().min(0).max(10_000_000);

/**
 * Catalogue listings: by size (front and optional rear), vehicle, brand, product line, type,
 * category or deals, with filters, sort and pagination. At least one scope is required.
 */
export const catalogListingQuerySchema = z
  .strictObject({
    ...clientContextQueryShape,
    size: z.string().min(1).max(40).optional(),
    rearSize: z.string().min(1).max(40).optional(),
    vehicleId: z.coerce.number().int().positive().max(MAX_DB_ID).optional(),
    /** Tires of every size on this rim diameter in inches (a diameter page: 17, 19.5). */
    rimDiameter: z.coerce.number().min(10).max(30).multipleOf(0.5).optional(),
    /** Section width in millimetres, with a rim diameter: the size finder's "225 mm wide". */
    width: z.coerce.number().int().min(100).max(400).optional(),
    brand: csv(slugSchema, 20).optional(),
    line: slugSchema.optional(),
    type: tireTypeSchema.optional(),
    category: csv(
      z.string().regex(/^\d{1,2}$/, { error: "category takes category ids, e.g. 1,13" }),
      12,
    ).optional(),
    speedRating: csv(
      z.enum(SPEED_RATINGS, { error: "speedRating takes speed rating letters, e.g. H,V,W" }),
      14,
    ).optional(),
    minLoadIndex: z.coerce.number().int().min(60).max(160).optional(),
    runFlat: booleanQuery.optional(),
    /** Light-truck (LT) construction only. */
    lightTruck: booleanQuery.optional(),
    minPriceInCents: cents.optional(),
    maxPriceInCents: cents.optional(),
    deals: booleanQuery.optional(),
    page: z.coerce.number().int().min(1).max(1000).default(1),
    pageSize: z.coerce.number().int().min(1).max(60).default(24),
    /** Best match when absent (core listing-order's DEFAULT_LISTING_SORT, applied by the server). */
    sort: z.enum(CATALOG_SORTS).optional(),
    /** The shopper's vehicle: best match ranks the tires that fit it first. */
    fitVehicleId: z.coerce.number().int().positive().max(MAX_DB_ID).optional(),
  })
  .refine(
    (q) => q.size || q.vehicleId || q.rimDiameter || q.brand || q.type || q.category || q.deals,
    { error: "Choose a size, vehicle, rim diameter, brand, type, category or deals to list tires" },
  )
  .refine((q) => !q.line || q.brand?.length === 1, { error: "line needs exactly one brand" })
  .refine(
    (q) =>
      q.minPriceInCents === undefined ||
      q.maxPriceInCents === undefined ||
      q.minPriceInCents <= q.maxPriceInCents,
    {
      error: "minPriceInCents must not exceed maxPriceInCents",
    },
  );
export type CatalogListingQuery = z.infer<typeof catalogListingQuerySchema>;

const sizeInfoSchema = z.object({ label: z.string(), slug: z.string(), rimDiameter: z.number() });
const facetSchema = z.object({ value: z.string(), label: z.string(), count: z.number().int() });

export const catalogListingSchema = z.object({
  size: sizeInfoSchema.nullable(),
  rearSize: sizeInfoSchema.nullable(),
  vehicle: z
    .object({
      vehicleId: z.number(),
      year: z.number(),
      make: z.string(),
      model: z.string(),
      trim: z.string(),
    })
    .nullable(),
  siteCatalogProducts: z.array(catalogProductSchema),
  /**
   * Set when the prices are a signed-in buyer's own (storefront.md §3 price labels: Fleet,
   * Special Order, Partner Program, Retail Member, Employee); absent for retail prices.
   */
  priceLabel: z.string().optional(),
  /** Staggered fitments: the rear axle's tires, same filters. */
  rearSiteCatalogProducts: z.array(catalogProductSchema),
  facets: z.object({
    brands: z.array(facetSchema),
    /** Product lines (value: line slug); a brand's page lists its lines from this facet. */
    lines: z.array(facetSchema),
    categories: z.array(facetSchema),
    types: z.array(facetSchema),
    speedRatings: z.array(facetSchema),
    price: z.object({ minInCents: z.number().int(), maxInCents: z.number().int() }).nullable(),
    /** Light-truck (LT) tires the other filters list; the LT filter is offered when there are. */
    lightTruck: z.number().int().optional(),
  }),
  pagination: z.object({ page: z.number(), pageSize: z.number(), total: z.number() }),
});
export type CatalogListing = z.infer<typeof catalogListingSchema>;

export const productDetailParamsSchema = z.object({
  productId: z.string().regex(DB_ID_PATTERN, { error: "productId must be a product id" }),
});

/** The ISO week and year a tire was made, as its DOT date code gives them. */
export const productionWeekSchema = z.object({
  week: z.number().int().min(1).max(53),
  year: z.number().int(),
});

/** Product detail: the catalogue product plus its line, specs, stock and the line's other sizes. */
export const productDetailSchema = z.object({
  siteProduct: catalogProductSchema.extend({
    sku: z.string(),
    warrantyMiles: z.number().int().nullable(),
    utqg: z.string().nullable(),
    specs: z.object({
      loadRange: z.string().nullable(),
      isRunFlat: z.boolean(),
      isExtraLoad: z.boolean(),
      isOversize: z.boolean(),
      loadCapacityLbs: z.number().int().nullable(),
      maxSpeedMph: z.number().int().nullable(),
      overallDiameterInches: z.number().nullable(),
    }),
    stock: z.object({
      totalQuantity: z.number().int().nonnegative(),
      warehouseCount: z.number().int(),
      /**
       * When the units shipped first were made (the freshest shelf's DOT date code), and whether
       * that is within FRESH_STOCK_MONTHS; null when no shelf with units has a date code.
       */
      madeIn: productionWeekSchema.extend({ isFresh: z.boolean() }).nullable(),
    }),
  }),
  /** Set when the price is a signed-in buyer's own (as on listings). */
  priceLabel: z.string().optional(),
  /** The line's reviews; null while it has none. */
  rating: lineRatingSchema.nullable().optional(),
  /** The line's video, shown behind a click-to-load facade; null when it has none. */
  video: siteYouTubeVideoSchema.nullable().optional(),
  /**
   * Every size the line is sold in, this tire's own among them: one entry per tire, so a size
   * made in more than one load and speed rating has one entry for each (`lineSizeGroups` groups
   * them by size for the page).
   */
  otherSizes: z.array(
    z.object({
      productId: z.string(),
      size: z.string(),
      salePriceInCents: z.number().int(),
      href: z.string(),
      /** Load index and speed rating, and XL, run-flat or load range where they apply: "93H XL". */
      serviceDescription: z.string().optional(),
      /** This page's own tire. */
      isCurrent: z.boolean().optional(),
    }),
  ),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

/**
 * Every size and service description on sale, once each, the P of a P-metric size left off
 * ("225/50R17 94V", "LT265/75R16 123/120R"): what a sidewall photo is read against
 * (sidewall/scan/known.ts).
 */
export const specsOnSaleSchema = z.object({
  specs: z.array(z.string().max(40)).max(50_000),
});

/** GET /catalog/lines: a brand's product lines, or one line's sizes with `line`. */
export const catalogLinesQuerySchema = z.strictObject({
  ...clientContextQueryShape,
  brand: slugSchema,
  line: slugSchema.optional(),
});
export type CatalogLinesQuery = z.infer<typeof catalogLinesQuerySchema>;

/** One size of a line on sale, with how many of its tires are. */
export const lineSizeOptionSchema = z.object({
  slug: z.string(),
  label: z.string(),
  rimDiameter: z.number(),
  count: z.number().int().positive(),
});
export type LineSizeOption = z.infer<typeof lineSizeOptionSchema>;

/**
 * A product line as a brand page's card: its picture (its cheapest tire's), name, rating, the
 * lowest price of one of its tires and its sizes on sale, each once.
 */
export const lineSummarySchema = z.object({
  slug: z.string(),
  name: z.string(),
  image: z.object({ src: z.string(), altText: z.string() }),
  rating: lineRatingSchema.nullable(),
  fromPriceInCents: z.number().int().nonnegative(),
  sizes: z.array(lineSizeOptionSchema),
});
export type LineSummary = z.infer<typeof lineSummarySchema>;

export const catalogLinesSchema = z.object({
  brand: z.object({ slug: z.string(), label: z.string() }),
  lines: z.array(lineSummarySchema),
});
export type CatalogLines = z.infer<typeof catalogLinesSchema>;
