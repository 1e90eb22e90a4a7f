import { type BraintreeProviderOptions, createBraintreeProvider } from "./braintree";
import type { PaymentProvider } from "./provider";
import { createSandboxProvider } from "./sandbox";

export type PaymentProviderOptions = Omit<BraintreeProviderOptions, "authorization"> & {
  /** Braintree's tokenization key (checkout.md §7); without one, checkout runs offline. */
  tokenizationKey?: string | null;
};

/** Braintree when a tokenization key is configured, otherwise the offline sandbox. */
export function createPaymentProvider(options: PaymentProviderOptions = {}): PaymentProvider {
  const { tokenizationKey, ...braintree } = options;
  // An unset environment variable often arrives as "" rather than missing.
  const key = tokenizationKey?.trim();
  if (!key) return createSandboxProvider();
  return createBraintreeProvider({ ...braintree, authorization: key });
}
