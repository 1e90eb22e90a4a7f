export * from "./api";
export * from "./pricing";
export * from "./rules";
export * from "./schemas";
