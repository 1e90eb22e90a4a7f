import type { Vehicle } from "@treadkit/core/catalog";
import type { LogoVariant } from "@treadkit/core/session";
import type {
  MapTiles,
  Notification,
  SiteChannel,
  SiteGlobals,
  SiteMenu,
} from "@treadkit/core/site";

/**
 * What every page shares: the site globals, the channel the host is served in (the consumer
 * site or a partner's simple shop), the cart count the cart cookie holds, and whether the
 * account cookie marks the browser signed in.
 */
export type RootData = {
  globals: SiteGlobals | null;
  channel: SiteChannel;
  cartCount: number;
  signedIn: boolean;
  /** The header's logo: a fleet's or special order's, else the default. */
  logo: LogoVariant;
  /** The header's menu; null when it could not be loaded (the header still works without). */
  menu: SiteMenu | null;
  /** The banners under the header, less those the shopper closed. */
  notifications: Notification[];
  /** The shopper's ZIP code and chosen shop, for the header's selected-shop block. */
  location: ShopperLocation;
  /** The vehicle the shopper is shopping for: named in the header, judged against on listings. */
  vehicle: Vehicle | null;
  /** The operator's street-map tiles for shop maps; null: the offline maps alone. */
  mapTiles: MapTiles | null;
  /** The site's origin as the shopper reached it: structured data names absolute URLs. */
  origin: string;
};

/** The shopper's ZIP code and chosen shop, as the header's selected-shop block shows them. */
export type ShopperLocation = { zip: string | null; shop: { id: string; name: string } | null };
