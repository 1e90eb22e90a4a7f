import { z } from "zod";
import { clientContextQueryShape } from "../client-context";
import { slotSchema } from "../schedule/schemas";
import { zipSchema } from "../validation/zip-schema";
import { INSTALLER_SORTS } from "./sort";

/** checkout.md §9 and storefront.md §9: installer lists show 4 by default. */
export const INSTALLER_LIST_LIMIT = 4;
/** checkout.md §9 "Installer page size constant": the tire-shops page shows 10 a page. */
export const INSTALLER_PAGE_SIZE = 10;

export const INSTALLER_IDS_MESSAGE =
  "installerIds must be a comma-separated list of installer ids, e.g. 12,34";
const MAX_INSTALLER_IDS = 50;

const booleanQuery = z.enum(["true", "false"]).transform((value) => value === "true");

/** ?sort=all|distance|rating|price; "all" (sponsored first, then nearest) when absent. */
const sortQuery = z.enum(INSTALLER_SORTS).default("all");

const installerIdsQuery = z
  .string({ error: INSTALLER_IDS_MESSAGE })
  .transform((text) => text.split(",").map((id) => id.trim()))
  .pipe(
    z
      // Nine digits at most: ids are int4, and a longer one names no installer anyway.
      .array(z.string().regex(/^[1-9]\d{0,8}$/, { error: INSTALLER_IDS_MESSAGE }))
      .max(MAX_INSTALLER_IDS, {
        error: `installerIds may name at most ${MAX_INSTALLER_IDS} installers`,
      }),
  )
  .transform((ids) => [...new Set(ids.map(Number))]);

/** Query of GET /installers (storefront.md §7, checkout.md §7). */
export const installerListQuerySchema = z.strictObject({
  ...clientContextQueryShape,
  userZip: zipSchema,
  limit: z.coerce.number().int().min(1).max(50).default(INSTALLER_LIST_LIMIT),
  sort: sortQuery,
  /** The shopper's cart: its installer is marked isSelected, with its appointment time. */
  cartId: z.uuid({ error: "cartId must be a cart id" }).optional(),
  // Accepted as the spec's callers send them; the price shown stays the one for 4 tires.
  frontQuantity: z.coerce.number().int().min(0).max(20).optional(),
  rearQuantity: z.coerce.number().int().min(0).max(20).optional(),
  /** Only these installers, still within reach of the ZIP. */
  installerIds: installerIdsQuery.optional(),
  itemId: z.string().max(64).optional(),
  mobileInstall: booleanQuery.optional(),
  source: z.enum(["checkout", "catalog", "home", "pdp", "tire shops", "widget"]).optional(),
  // The catalogue, home, pdp and tire-shops lists also send these (checkout.md §7); every shop
  // fits every tire the catalogue sells, so they do not narrow the list.
  brand: z.string().max(80).optional(),
  dominantSubType: z.string().max(40).optional(),
  productSubType: z.string().max(40).optional(),
  productQuantity: z.coerce.number().int().min(0).max(20).optional(),
});
export type InstallerListQuery = z.input<typeof installerListQuerySchema>;

/** Query of GET /installers-by-location: a page of the shops near a ZIP (tire-shops page). */
export const installersByLocationQuerySchema = z.strictObject({
  ...clientContextQueryShape,
  userZip: zipSchema,
  limit: z.coerce.number().int().min(1).max(50).default(INSTALLER_PAGE_SIZE),
  /** 1-based. */
  page: z.coerce.number().int().min(1).max(1_000).default(1),
  sort: sortQuery,
});
export type InstallersByLocationQuery = z.input<typeof installersByLocationQuerySchema>;

export const ratingSchema = z.object({
  type: z.string(),
  quantity: z.number().int().nonnegative(),
  value: z.number().min(0).max(5),
  url: z.string().nullable(),
});

export const installerPromotionSchema = z.object({
  icon: z.string(),
  label: z.string(),
  style: z.string(),
  showInInstallationOnPDP: z.boolean(),
  showInPDPAbovePrice: z.boolean(),
  siteDynamicModal: z.unknown().nullable(),
});

/** Installer list item of storefront.md §3 and checkout.md §3. */
export const installerSchema = z.object({
  installerId: z.string(),
  company: z.string(),
  addressLine1: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  distance: z.number().nonnegative(),
  geolocation: z.object({ latitude: z.number(), longitude: z.number() }),
  logo: z.object({ altText: z.string(), src: z.string(), type: z.string() }).nullable(),
  installationHistoryCount: z.number().int().nonnegative(),
  rating: ratingSchema,
  photos: z.array(z.object({ src: z.string(), altText: z.string() })),
  priceList: z.array(z.object({ salePriceInCents: z.number().int().nonnegative() })),
  promotionList: z.array(installerPromotionSchema),
  certificationList: z.array(z.object({ logo: z.string(), type: z.string() })),
  installTomorrow: z.boolean(),
  isSponsored: z.boolean(),
  isInstallMonday: z.boolean(),
  isSelected: z.boolean(),
  selectedTime: z
    .object({ dropOffWindow: z.string().nullable(), slotTime: z.string().nullable() })
    .nullable(),
  installationCostFor4TiresInCents: z.number().int().nonnegative(),
  /** The first day with a free slot and that day's slots; null when nothing is free. */
  schedule: z
    .object({ firstAvailableDate: z.string(), day: z.string(), slots: z.array(slotSchema) })
    .nullable(),
  savingCost: z.number().int().nonnegative(),
  isMobileInstall: z.boolean(),
  isElectricOptimized: z.boolean(),
  authorisedInstaller: z.boolean(),
  website: z.string().nullable(),
});
export type Installer = z.infer<typeof installerSchema>;

export const installerListResponseSchema = z.object({
  siteInstallers: z.object({ siteInstallerList: z.array(installerSchema) }),
  verifiedCount: z.number().int().nonnegative(),
  defaultSelectMobileInstall: z.boolean(),
  brandPromotionList: z.array(installerPromotionSchema),
});
export type InstallerListResponse = z.infer<typeof installerListResponseSchema>;

export const installerPageResponseSchema = z.object({
  siteInstallers: z.object({ siteInstallerList: z.array(installerSchema) }),
  /** Installers near the ZIP in all, over every page. */
  total: z.number().int().nonnegative(),
});
export type InstallerPageResponse = z.infer<typeof installerPageResponseSchema>;
