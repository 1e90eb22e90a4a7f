export * from "./attribution";
export * from "./rules";
export * from "./schemas";
