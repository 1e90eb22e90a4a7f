export { getSiteChannel, getSiteGlobals } from "./api";
export {
  CONSUMER_CHANNEL,
  cookieDomainFor,
  SIMPLE_SHOP_CARRIER_PICKUP_MESSAGE,
  type SimpleShop,
  type SiteChannel,
  showsAccountLink,
  simpleShopSubDomain,
  VALUE_PROPS,
  type ValueProp,
  type ValuePropId,
  valuePropsFor,
} from "./channel";
export * from "./menu";
export {
  BRAND_NAME,
  EMPLOYEE_PORTAL_TITLE,
  type PageChannel,
  type PageKind,
  pageTitle,
  robotsContent,
} from "./meta";
export {
  addNotification,
  type ClosedBanner,
  closeBanner,
  NOTIFICATION_CLOSURE_MS,
  type Notification,
  notificationsAfterRouteChange,
  purgeClosedBanners,
} from "./notifications";
export { DEFAULT_SITE_GLOBALS, GLOBALS_REFRESH_MS, mergeSiteGlobals } from "./rules";
export * from "./schemas";
