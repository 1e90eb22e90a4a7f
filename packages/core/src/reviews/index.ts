export * from "./api";
export * from "./form";
export * from "./insights";
export * from "./rules";
export * from "./schemas";
