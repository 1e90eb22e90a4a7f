export * from "./account-billing";
export { type BraintreeProviderOptions, createBraintreeProvider } from "./braintree";
export { toPaymentProviderError, withIntegrationTimeout } from "./braintree-errors";
export { BRAINTREE_MODULES, type BraintreeModules, GOOGLE_PAY_SCRIPT_URL } from "./braintree-sdk";
export * from "./card-entry";
export { type CardEntryStore, createCardEntryStore } from "./card-entry-store";
export {
  createPaymentProvider,
  loadPaymentProvider,
  type PaymentProviderOptions,
} from "./create-provider";
export { createPaymentDraft, type PaymentDraft, type PaymentDraftStore } from "./draft";
export * from "./exchange-api";
export * from "./exchange-checkout";
export * from "./exchange-field";
export * from "./exchange-form";
export { ExchangeOrderError, isExchangeOrderError } from "./exchange-order-error";
export * from "./exchange-xml";
export * from "./expiry";
export * from "./klarna";
export * from "./provider";
export * from "./provider-error";
export * from "./rules";
export * from "./sandbox";
export * from "./schemas";
export { createPaymentStore, type PaymentStore } from "./store";
export * from "./verification-groups";
