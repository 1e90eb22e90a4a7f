export * from "./api";
export * from "./attribution";
export * from "./events";
export * from "./installer-shop";
export * from "./installer-shop-rules";
export * from "./rules";
export * from "./schemas";
