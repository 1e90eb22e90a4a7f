export { getInstallers, type InstallerListParams } from "./api";
export { distanceMiles, installationCostFor4Tires, roundDistance } from "./rules";
export * from "./schemas";
export { createInstallerSearch, type InstallerSearch, type InstallerSearchState } from "./store";
