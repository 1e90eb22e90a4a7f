import { z } from "zod";
import { clientContextQueryShape } from "../client-context";

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

export const priceSchema = z.object({
  salePriceInCents: z.number().int().nonnegative(),
  listPriceInCents: z.number().int().nonnegative(),
});

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
});
export type CatalogProduct = z.infer<typeof catalogProductSchema>;

export const tireSizeListingQuerySchema = z.strictObject({
  ...clientContextQueryShape,
  size: z.string().min(1).max(40),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(60).default(24),
  sort: z.enum(["price-asc", "price-desc", "name"]).default("price-asc"),
});
export type TireSizeListingQuery = z.infer<typeof tireSizeListingQuerySchema>;

export const tireSizeListingSchema = z.object({
  size: z.object({ label: z.string(), slug: z.string(), rimDiameter: z.number() }),
  siteCatalogProducts: z.array(catalogProductSchema),
  pagination: z.object({ page: z.number(), pageSize: z.number(), total: z.number() }),
});
export type TireSizeListing = z.infer<typeof tireSizeListingSchema>;
