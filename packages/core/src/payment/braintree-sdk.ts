import { PaymentProviderError } from "./provider-error";

/** Getting braintree-web's modules and the browser globals they rely on. */

/** The SDK modules, each behind its own dynamic import. */
export type BraintreeModules = {
  client(): Promise<typeof import("braintree-web/client")>;
  hostedFields(): Promise<typeof import("braintree-web/hosted-fields")>;
  paypal(): Promise<typeof import("braintree-web/paypal")>;
  venmo(): Promise<typeof import("braintree-web/venmo")>;
  applePay(): Promise<typeof import("braintree-web/apple-pay")>;
  googlePayment(): Promise<typeof import("braintree-web/google-payment")>;
  dataCollector(): Promise<typeof import("braintree-web/data-collector")>;
};

// The modules are CommonJS: bundlers hand them over as the namespace or under `default`.
const interop = <T>(mod: T): T => (mod as { default?: T }).default ?? mod;

export const BRAINTREE_MODULES: BraintreeModules = {
  client: () => import("braintree-web/client").then(interop),
  hostedFields: () => import("braintree-web/hosted-fields").then(interop),
  paypal: () => import("braintree-web/paypal").then(interop),
  venmo: () => import("braintree-web/venmo").then(interop),
  applePay: () => import("braintree-web/apple-pay").then(interop),
  googlePayment: () => import("braintree-web/google-payment").then(interop),
  dataCollector: () => import("braintree-web/data-collector").then(interop),
};

export const GOOGLE_PAY_SCRIPT_URL = "https://pay.google.com/gp/p/js/pay.js";

// Apple Pay JS is a Safari global with no types in lib.dom; only what is used here.
type ApplePaySessionLike = {
  onvalidatemerchant: ((event: { validationURL: string }) => void) | null;
  /** The token Braintree tokenizes; its paymentMethod names the card the shopper chose. */
  onpaymentauthorized:
    | ((event: {
        payment: {
          token: { paymentMethod?: { displayName?: string; network?: string } | null };
        };
      }) => void)
    | null;
  oncancel: (() => void) | null;
  begin(): void;
  abort(): void;
  completeMerchantValidation(merchantSession: unknown): void;
  completePayment(status: number): void;
};
export type ApplePaySessionClass = {
  new (version: number, request: unknown): ApplePaySessionLike;
  canMakePayments(): boolean;
  readonly STATUS_SUCCESS: number;
  readonly STATUS_FAILURE: number;
};

export const applePaySession = () =>
  (globalThis as { ApplePaySession?: ApplePaySessionClass }).ApplePaySession;
export const googlePayApi = () => (globalThis as { google?: typeof google }).google?.payments?.api;

export function loadScriptTag(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () =>
      reject(new PaymentProviderError("CLIENT_SCRIPT_FAILED_TO_LOAD", `${src} failed to load`));
    document.head.append(script);
  });
}

/** Every SDK instance can be torn down, though @types leaves it off some (GooglePayment). */
export function release(instance: object): Promise<unknown> {
  const { teardown } = instance as { teardown?: () => unknown };
  return Promise.resolve().then(() =>
    typeof teardown === "function" ? teardown.call(instance) : undefined,
  );
}

/** A value made once on first use; a failed attempt is forgotten so the next call retries. */
export function lazy<T>(create: () => Promise<T>) {
  let pending: Promise<T> | null = null;
  const cell = {
    current: null as T | null,
    get(): Promise<T> {
      pending ??= create().then(
        (value) => {
          cell.current = value;
          return value;
        },
        (error: unknown) => {
          pending = null;
          throw error;
        },
      );
      return pending;
    },
  };
  return cell;
}
