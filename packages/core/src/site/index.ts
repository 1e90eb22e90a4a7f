export { getSiteGlobals } from "./api";
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
