export { getSiteGlobals } from "./api";
export {
  BRAND_NAME,
  EMPLOYEE_PORTAL_TITLE,
  type PageChannel,
  type PageKind,
  pageTitle,
  robotsContent,
} from "./meta";
export { DEFAULT_SITE_GLOBALS, GLOBALS_REFRESH_MS, mergeSiteGlobals } from "./rules";
export * from "./schemas";
