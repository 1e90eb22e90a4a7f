export * from "./labels";
export * from "./rules";
export * from "./schemas";
