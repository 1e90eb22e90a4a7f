export * from "./api";
export * from "./store";
