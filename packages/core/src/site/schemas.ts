import { z } from "zod";
import { PROMOTION_THEMES } from "../deals/rules";

export const paymentTypeDiscountSchema = z.object({
  affirm: z.number().int().min(0).max(100),
  katapult: z.number().int().min(0).max(100),
  klarna: z.number().int().min(0).max(100),
  synchrony: z.number().int().min(0).max(100),
});

export const footerLinkSchema = z.object({ label: z.string(), href: z.string() });

export const customFilterPillSchema = z.object({
  displayName: z.string(),
  displayOnHomePageWithShortCutFilter: z.boolean(),
  promotionId: z.string(),
  customPill: z.boolean(),
  promotionShortTitle: z.string(),
});

/** The site's theme is one of the promotion themes (storefront.md §3). */
export const siteThemeSchema = z.enum(PROMOTION_THEMES);

/** Site globals of storefront.md §3. */
export const siteGlobalsSchema = z.object({
  coreShipHandlingMode: z.number().int().min(1).max(4),
  customerServiceEnabled: z.boolean(),
  customerServiceNumber: z.object({ display: z.string(), value: z.string() }),
  customFilterPills: z.array(customFilterPillSchema),
  footerLinks: z.array(footerLinkSchema),
  paymentTypeDiscountInPercentage: paymentTypeDiscountSchema,
  priceDisplayInAddtoCart: z.boolean(),
  crewPromo: z.object({ enabled: z.boolean(), title: z.string(), description: z.string() }),
  siteTheme: siteThemeSchema,
});

export type SiteGlobals = z.infer<typeof siteGlobalsSchema>;

/**
 * The operator's street-map tiles (MAP_TILE_URL): a raster XYZ template and the attribution its
 * provider asks for. Without them shop maps are drawn offline, as SVG from the bundled atlas.
 */
export const mapTilesSchema = z.object({ url: z.string(), attribution: z.string() });
export type MapTiles = z.infer<typeof mapTilesSchema>;

export const siteGlobalsResponseSchema = z.object({
  siteGlobals: siteGlobalsSchema,
  mapTiles: mapTilesSchema.nullable().optional(),
});
export type SiteGlobalsResponse = z.infer<typeof siteGlobalsResponseSchema>;

export const simpleShopSchema = z.object({
  id: z.string(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  installerId: z.string().nullable(),
});

/** GET /v1/site/channel: the channel the request's host is served in (site/channel.ts). */
export const siteChannelSchema = z.discriminatedUnion("channel", [
  z.object({ channel: z.literal("consumer"), shop: z.null(), cookieDomain: z.string().nullable() }),
  z.object({ channel: z.literal("simpleShop"), shop: simpleShopSchema, cookieDomain: z.null() }),
]);
