export * from "./cost";
export * from "./install-location";
export * from "./pickup";
export * from "./rules";
export * from "./schemas";
