import { cookieDomainFor, type SiteChannel, simpleShopSubDomain } from "@treadkit/core/site";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { widgetApps } from "../widget-apps/widget-apps.schema";

export type ChannelOptions = {
  /** Each partner's simple shop is a sub-domain of this one (SIMPLE_SHOP_DOMAIN). */
  simpleShopDomain: string;
  /** The consumer site's cookie domain (COOKIE_DOMAIN); host-only when null. */
  cookieDomain: string | null;
};

export const DEFAULT_CHANNEL_OPTIONS: ChannelOptions = {
  simpleShopDomain: "shop.localhost",
  cookieDomain: null,
};

/**
 * The channel a request's host is served in: the simple shop registered (identifier simpleshop)
 * for the sub-domain it names, else the consumer site. An unregistered sub-domain is the consumer
 * site too, so a mistyped shop address still sells tires rather than failing.
 */
export async function siteChannelOf(
  db: Db,
  host: string,
  options: ChannelOptions,
): Promise<SiteChannel> {
  const subDomain = simpleShopSubDomain(host, options.simpleShopDomain);
  if (subDomain) {
    const [app] = await db
      .select()
      .from(widgetApps)
      .where(and(eq(widgetApps.identifier, "simpleshop"), eq(widgetApps.subDomain, subDomain)));
    if (app) {
      return {
        channel: "simpleShop",
        shop: {
          id: String(app.id),
          name: app.name,
          logoUrl: app.logoUrl,
          installerId: app.installerId === null ? null : String(app.installerId),
        },
        cookieDomain: null,
      };
    }
  }
  return {
    channel: "consumer",
    shop: null,
    cookieDomain: cookieDomainFor("consumer", options.cookieDomain),
  };
}
