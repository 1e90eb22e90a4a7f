export { getSession, putPersonalization } from "./api";
export { regionOfState } from "./regions";
export * from "./rules";
export * from "./schemas";
export { createSessionStore, type LocationChanged, SESSION_STORAGE_KEY } from "./store";
