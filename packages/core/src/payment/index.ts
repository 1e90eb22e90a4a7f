export { ExchangeOrderError, isExchangeOrderError } from "./exchange-order-error";
export * from "./exchange-xml";
export * from "./rules";
export * from "./schemas";
export { createPaymentStore, type PaymentStore } from "./store";
