import { type BraintreeProviderOptions, createBraintreeProvider } from "./braintree";
import type { PaymentProvider } from "./provider";
import { createSandboxProvider } from "./sandbox";

export type PaymentProviderOptions = Omit<BraintreeProviderOptions, "authorization"> & {
  /** Braintree's tokenization key (checkout.md §7); without one, checkout runs offline. */
  tokenizationKey?: string | null;
};

// An unset environment variable often arrives as "" rather than missing.
const keyOf = (options: PaymentProviderOptions) => options.tokenizationKey?.trim() || null;

/** Braintree when a tokenization key is configured, otherwise the offline sandbox. */
export function createPaymentProvider(options: PaymentProviderOptions = {}): PaymentProvider {
  const { tokenizationKey: _, ...braintree } = options;
  const key = keyOf(options);
  if (!key) return createSandboxProvider();
  return createBraintreeProvider({ ...braintree, authorization: key });
}

/**
 * The same choice, with only the chosen adapter's code fetched: a live store never downloads
 * the sandbox, and an offline one never the Braintree adapter.
 */
export async function loadPaymentProvider(
  options: PaymentProviderOptions = {},
): Promise<PaymentProvider> {
  const { tokenizationKey: _, ...braintree } = options;
  const key = keyOf(options);
  if (!key) return (await import("./sandbox")).createSandboxProvider();
  return (await import("./braintree")).createBraintreeProvider({
    ...braintree,
    authorization: key,
  });
}
