export * from "./cost";
export * from "./install-location";
export * from "./rules";
export * from "./schemas";
