export * from "./api";
export * from "./session";
export * from "./steps";
