export * from "./api-error";
export * from "./catalog";
export * from "./client-context";
export * from "./installer";
export { formatCents } from "./money";
export * from "./site";
export * from "./validation";
