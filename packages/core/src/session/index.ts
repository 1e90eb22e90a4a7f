export * from "./account";
export * from "./account-api";
export * from "./account-view";
export { getSession, putPersonalization } from "./api";
export * from "./cookies";
export * from "./occupation-discounts";
export {
  getRecentTires,
  type RecentSource,
  recentlyViewedBesides,
  recordRecentView,
  visitDate,
} from "./recent";
export { regionOfState } from "./regions";
export * from "./rules";
export * from "./saved-addresses";
export * from "./schemas";
export * from "./signed-in";
export { createSessionStore, type LocationChanged, SESSION_STORAGE_KEY } from "./store";
