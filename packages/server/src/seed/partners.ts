import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { apiClients, installers, widgetApps } from "../db/schema";
import { hashSecret } from "../modules/auth/tokens";

/** Demo credentials, printed in the README: a partner server and the example shop's widget. */
export const DEMO_PARTNER_CLIENT = {
  clientId: "demo-partner",
  clientSecret: "demo-partner-secret",
};
export const DEMO_WIDGET_CLIENT = "pk_demo_sunrise_tire_pros";
/** A maker's partner programme: its account sees Michelin tires only. */
export const DEMO_BRAND_PARTNER_CLIENT = {
  clientId: "demo-michelin-partner",
  clientSecret: "demo-michelin-partner-secret",
  brandSlugs: ["michelin"],
};
/** The example shop's white-label storefront: http://sunrise.shop.localhost:3000 by default. */
export const DEMO_SIMPLE_SHOP = { subDomain: "sunrise", name: "Sunrise Tire Pros" };
/** Sunrise Tire Pros (facts/partner-shops.ts), in Fort Lauderdale: the example shop. */
export const DEMO_SHOP_CODE = "FL-FTL-002";
export const DEMO_WIDGET_ORIGINS = ["http://localhost:3000", "https://www.sunrisetirepros.example"];

/**
 * The example partner shop with its installer widget and its simple shop, and the demo API
 * clients.
 */
export async function seedPartners(db: Db): Promise<void> {
  const [shop] = await db
    .select({ id: installers.id })
    .from(installers)
    .where(eq(installers.code, DEMO_SHOP_CODE));
  if (!shop) throw new Error(`the data set has no shop ${DEMO_SHOP_CODE}`);
  const [app] = await db
    .insert(widgetApps)
    .values({
      identifier: "installer-widget",
      name: "Sunrise Tire Pros",
      logoUrl: null,
      subDomain: "sunrise-tire-pros",
      siteUrl: "https://www.sunrisetirepros.example",
      installerId: shop.id,
      allowedOrigins: DEMO_WIDGET_ORIGINS,
    })
    .returning({ id: widgetApps.id });
  await db.insert(widgetApps).values({
    identifier: "simpleshop",
    name: DEMO_SIMPLE_SHOP.name,
    logoUrl: null,
    subDomain: DEMO_SIMPLE_SHOP.subDomain,
    installerId: shop.id,
  });
  await db.insert(apiClients).values([
    {
      clientId: DEMO_PARTNER_CLIENT.clientId,
      secretHash: hashSecret(DEMO_PARTNER_CLIENT.clientSecret),
    },
    {
      clientId: DEMO_WIDGET_CLIENT,
      allowedOrigins: DEMO_WIDGET_ORIGINS,
      widgetAppId: app?.id ?? null,
    },
    {
      clientId: DEMO_BRAND_PARTNER_CLIENT.clientId,
      secretHash: hashSecret(DEMO_BRAND_PARTNER_CLIENT.clientSecret),
      brandSlugs: DEMO_BRAND_PARTNER_CLIENT.brandSlugs,
    },
  ]);
}
