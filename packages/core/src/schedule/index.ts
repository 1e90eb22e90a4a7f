export * from "./holidays";
export * from "./labels";
export * from "./rules";
export * from "./schemas";
export * from "./zone";
