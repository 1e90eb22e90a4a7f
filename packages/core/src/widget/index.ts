export * from "./attribution";
export * from "./events";
export * from "./partner-mode";
export * from "./rules";
export * from "./schemas";
export * from "./tiremaker-catalog";
export * from "./tiremaker-store";
