export * from "./beacon";
export * from "./events";
export * from "./rudderstack";
export * from "./schemas";
