export * from "./api";
export * from "./pricing";
export * from "./receipt";
export * from "./reorder";
export * from "./returns";
export * from "./rules";
export * from "./schemas";
export * from "./tracking";
