export {
  getSiteChannel,
  getSiteGlobals,
  getSiteMenu,
  getSiteNotifications,
  getSiteStats,
} from "./api";
export {
  CONSUMER_CHANNEL,
  cookieDomainFor,
  SIMPLE_SHOP_CARRIER_PICKUP_MESSAGE,
  type SimpleShop,
  type SiteChannel,
  showsAccountLink,
  showsSearchButton,
  simpleShopSubDomain,
  VALUE_PROPS,
  type ValueProp,
  type ValuePropId,
  valuePropsFor,
} from "./channel";
export { isCrawler } from "./crawlers";
export {
  afterErrorRetry,
  COMPONENT_ERROR_RETRIES,
  type ErrorRetries,
  errorRetriesLeft,
  NO_ERROR_RETRIES,
} from "./error-retries";
export * from "./menu";
export {
  BRAND_NAME,
  canonicalPath,
  EMPLOYEE_PORTAL_TITLE,
  type PageAudience,
  type PageChannel,
  type PageKind,
  pageTitle,
  robotsContent,
  SHARE_IMAGE,
  type ShareInput,
  type ShareTag,
  shareSiteName,
  shareTags,
  showsShareTags,
} from "./meta";
export {
  addNotification,
  CLOSED_BANNERS_COOKIE,
  type ClosedBanner,
  closeBanner,
  NOTIFICATION_CLOSURE_MS,
  type Notification,
  notificationsAfterRouteChange,
  purgeClosedBanners,
  readClosedBanners,
  visibleNotifications,
} from "./notifications";
export { DEFAULT_SITE_GLOBALS, GLOBALS_REFRESH_MS, mergeSiteGlobals } from "./rules";
export * from "./schemas";
export {
  DISALLOWED_PATHS,
  getSitemapIndex,
  INDEXABLE_PAGES,
  robotsTxt,
  SITEMAP_MAX_URLS,
  type SitemapSize,
  sitemapPaths,
  sitemapXml,
  sizesByRimDiameter,
} from "./seo";
export { type SitemapIndex, sitemapIndexSchema } from "./sitemap-schema";
export {
  type SiteStats,
  siteStatsSchema,
  type TrustSignal,
  trustSignals,
} from "./stats";
export * from "./timing";
