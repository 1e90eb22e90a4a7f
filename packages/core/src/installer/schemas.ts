import { z } from "zod";
import { clientContextQueryShape } from "../client-context";
import { zipSchema } from "../validation/zip";

/** checkout.md §9 and storefront.md §9: installer lists show 4 by default. */
export const INSTALLER_LIST_LIMIT = 4;

const booleanQuery = z.enum(["true", "false"]).transform((value) => value === "true");

/** Query of GET /installers (storefront.md §7, checkout.md §7). */
export const installerListQuerySchema = z.strictObject({
  ...clientContextQueryShape,
  userZip: zipSchema,
  limit: z.coerce.number().int().min(1).max(50).default(INSTALLER_LIST_LIMIT),
  cartId: z.string().max(64).optional(),
  frontQuantity: z.coerce.number().int().min(0).max(20).optional(),
  rearQuantity: z.coerce.number().int().min(0).max(20).optional(),
  installerIds: z.string().max(500).optional(),
  itemId: z.string().max(64).optional(),
  mobileInstall: booleanQuery.optional(),
  source: z.enum(["checkout", "catalog", "home", "pdp", "tire shops", "widget"]).optional(),
});
export type InstallerListQuery = z.input<typeof installerListQuerySchema>;

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
  schedule: z.unknown().nullable(),
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
