export {
  getInstallers,
  getInstallersByLocation,
  type InstallerListParams,
  type InstallersByLocationParams,
} from "./api";
export {
  ALL_SHOPS_LIMIT,
  USER_ZIP_COOKIE,
  USER_ZIP_MAX_AGE_S,
  userZipFromCookie,
} from "./location";
export {
  defaultSelectMobileInstall,
  distanceMiles,
  type InstallerAvailability,
  type InstallerScheduleSummary,
  installationCostFor4Tires,
  installerAvailability,
  roundDistance,
} from "./rules";
export * from "./schemas";
export * from "./sort";
export { createInstallerSearch, type InstallerSearch, type InstallerSearchState } from "./store";
