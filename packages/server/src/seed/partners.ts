import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { hashSecret } from "../http/tokens";
import { installers } from "../modules/installers/installers.schema";
import { apiClients, widgetApps } from "../modules/widget-apps/widget-apps.schema";

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
const DEMO_SHOP_CODE = "FL-FTL-002";
const DEMO_SUB_DOMAIN = "sunrise-tire-pros";
/** The example shop's own site, registered for its widget. */
export const DEMO_PARTNER_SITE = "https://www.sunrisetirepros.example";
/** Where the store serves its example pages when neither PUBLIC_ORIGIN nor PORT says otherwise. */
export const DEFAULT_STORE_ORIGIN = "http://localhost:3000";
/** The seeded demo origins as the tests' store (on DEFAULT_STORE_ORIGIN) has them. */
export const DEMO_WIDGET_ORIGINS = demoWidgetOrigins(DEFAULT_STORE_ORIGIN);

/**
 * The origins the example shop's widget is registered for: the shop's site, and the store's own
 * origin, where the example pages (`/examples/…`) embed it from the store's other name.
 */
function demoWidgetOrigins(storeOrigin: string): string[] {
  return [new URL(storeOrigin).origin, DEMO_PARTNER_SITE];
}

/** The store's public origin: PUBLIC_ORIGIN, else the port on localhost. */
export function storeOriginOf(env: { PUBLIC_ORIGIN?: string | undefined; PORT: number }): string {
  return env.PUBLIC_ORIGIN ? new URL(env.PUBLIC_ORIGIN).origin : `http://localhost:${env.PORT}`;
}

const isLoopback = (origin: string) => {
  const { protocol, hostname } = new URL(origin);
  return protocol === "http:" && ["localhost", "127.0.0.1", "[::1]"].includes(hostname);
};

/**
 * The demo rows follow the store's origin on every start: a data folder seeded on one port (or
 * PUBLIC_ORIGIN) and served on another keeps its example pages working. The store origin the demo
 * rows were seeded with, and any other loopback origin, give way to this one; origins an operator
 * added stay.
 */
export async function followDemoOrigins(db: Db, storeOrigin: string): Promise<void> {
  const current = new URL(storeOrigin).origin;
  const follow = (origins: string[]) => [
    current,
    ...origins.filter((origin) => origin !== current && !isLoopback(origin)),
  ];
  const demoApp = and(
    eq(widgetApps.identifier, "installer-widget"),
    eq(widgetApps.subDomain, DEMO_SUB_DOMAIN),
  );
  const [app] = await db
    .select({ id: widgetApps.id, allowed: widgetApps.allowedOrigins })
    .from(widgetApps)
    .where(demoApp);
  if (app) {
    await db
      .update(widgetApps)
      .set({ allowedOrigins: follow(app.allowed) })
      .where(eq(widgetApps.id, app.id));
  }
  const [client] = await db
    .select({ allowed: apiClients.allowedOrigins })
    .from(apiClients)
    .where(eq(apiClients.clientId, DEMO_WIDGET_CLIENT));
  if (client) {
    await db
      .update(apiClients)
      .set({ allowedOrigins: follow(client.allowed) })
      .where(eq(apiClients.clientId, DEMO_WIDGET_CLIENT));
  }
}

/**
 * The example partner shop with its installer widget and its simple shop, and the demo API
 * clients.
 */
export async function seedPartners(db: Db, storeOrigin = DEFAULT_STORE_ORIGIN): Promise<void> {
  const origins = demoWidgetOrigins(storeOrigin);
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
      subDomain: DEMO_SUB_DOMAIN,
      siteUrl: DEMO_PARTNER_SITE,
      installerId: shop.id,
      allowedOrigins: origins,
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
      allowedOrigins: origins,
      widgetAppId: app?.id ?? null,
    },
    {
      clientId: DEMO_BRAND_PARTNER_CLIENT.clientId,
      secretHash: hashSecret(DEMO_BRAND_PARTNER_CLIENT.clientSecret),
      brandSlugs: DEMO_BRAND_PARTNER_CLIENT.brandSlugs,
    },
  ]);
}
