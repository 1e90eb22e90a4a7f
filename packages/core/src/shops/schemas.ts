import { z } from "zod";
import { installerPromotionSchema, ratingSchema } from "../installer/schemas";

const openingDaySchema = z.object({ open: z.number().int(), close: z.number().int() }).nullable();

/** /tire-shops/[urbanArea]: "austin-tx", a city's slug and a state code. */
export const urbanAreaParamsSchema = z.object({
  urbanArea: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*-[a-z]{2}$/, {
      error: "urbanArea takes a city and state slug, e.g. austin-tx",
    })
    .max(80),
});

/** A shop's code as its detail path names it, e.g. TX-AUS-008. */
export const shopCodeParamsSchema = z.object({
  shopCode: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,40}$/, { error: "shopCode takes a shop code, e.g. TX-AUS-008" }),
});

/** GET /tire-shops: states with shops, and the cities within each, with their shop counts. */
export const shopLandingSchema = z.object({
  states: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      count: z.number().int().min(1),
      areas: z.array(
        z.object({
          slug: z.string(),
          city: z.string(),
          state: z.string(),
          count: z.number().int().min(1),
        }),
      ),
    }),
  ),
  total: z.number().int().nonnegative(),
});
export type ShopLanding = z.infer<typeof shopLandingSchema>;

const shopServiceFlags = {
  isMobileInstall: z.boolean(),
  isElectricOptimized: z.boolean(),
  authorisedInstaller: z.boolean(),
};

/** A shop as an urban area lists it. */
export const shopSummarySchema = z.object({
  installerId: z.string(),
  shopCode: z.string(),
  company: z.string(),
  addressLine1: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  /** Miles from the city's centre. */
  distance: z.number().nonnegative(),
  geolocation: z.object({ latitude: z.number(), longitude: z.number() }),
  rating: ratingSchema,
  installationCostFor4TiresInCents: z.number().int().nonnegative(),
  ...shopServiceFlags,
});
export type ShopSummary = z.infer<typeof shopSummarySchema>;

/** GET /tire-shops/areas/{urbanArea}: the city and the shops in and near it, nearest first. */
export const urbanAreaResponseSchema = z.object({
  area: z.object({
    slug: z.string(),
    city: z.string(),
    state: z.string(),
    stateName: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    radiusMiles: z.number(),
  }),
  shops: z.array(shopSummarySchema),
});
export type UrbanAreaShops = z.infer<typeof urbanAreaResponseSchema>;

/** GET /tire-shops/shops/{shopCode}: one shop with what its page shows. */
export const shopDetailSchema = z.object({
  installerId: z.string(),
  shopCode: z.string(),
  company: z.string(),
  addressLine1: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  geolocation: z.object({ latitude: z.number(), longitude: z.number() }),
  rating: ratingSchema,
  installationHistoryCount: z.number().int().nonnegative(),
  installPricePerTireInCents: z.number().int().nonnegative(),
  installationCostFor4TiresInCents: z.number().int().nonnegative(),
  /** Sunday first, minutes after midnight; null for a closed day. */
  openingHours: z.array(openingDaySchema).length(7),
  /** The first day with a free install time within 30 days; null when none. */
  firstAvailableDate: z.string().nullable(),
  /** How far a mobile installer drives; null for a shop. */
  serviceRadiusMiles: z.number().int().nullable(),
  isSponsored: z.boolean(),
  promotionList: z.array(installerPromotionSchema),
  certificationList: z.array(z.object({ logo: z.string(), type: z.string() })),
  ...shopServiceFlags,
});
export type ShopDetail = z.infer<typeof shopDetailSchema>;
