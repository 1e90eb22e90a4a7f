export * from "./api";
export * from "./billing";
export * from "./payment-choice";
export * from "./review";
export * from "./session";
export * from "./steps";
