export * from "./attribution";
export * from "./events";
export * from "./rules";
export * from "./schemas";
