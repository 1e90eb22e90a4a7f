export * from "./api";
export * from "./payment-choice";
export * from "./session";
export * from "./steps";
