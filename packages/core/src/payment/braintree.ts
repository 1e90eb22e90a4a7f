import type { Client } from "braintree-web/client";
import type { GooglePayment } from "braintree-web/google-payment";
import { runApplePaySession } from "./braintree-apple-pay";
import { toPaymentProviderError, withIntegrationTimeout } from "./braintree-errors";
import {
  cardFieldOfHostedField,
  cardOnly,
  HOSTED_FIELD_NAMES,
  hostedFieldsOptions,
  reshapeCard,
  reshapeCardState,
  reshapeGooglePay,
  reshapeWallet,
  tokenizedExpiry,
} from "./braintree-payloads";
import {
  applePaySession,
  BRAINTREE_MODULES,
  type BraintreeModules,
  GOOGLE_PAY_SCRIPT_URL,
  googlePayApi,
  lazy,
  loadScriptTag,
  release,
} from "./braintree-sdk";
import {
  type CardFields,
  type CardFieldsEvent,
  type CardFieldsOptions,
  centsToAmount,
  chargePayload,
  type PaymentProvider,
} from "./provider";
import { afterTeardownError, PaymentProviderError } from "./provider-error";
import type { PaymentMethod } from "./schemas";

/**
 * Braintree in the browser, through braintree-web (checkout.md §9: SDK 3.117.1, 60 s
 * integration timeout, a tokenization key). Each SDK module is imported on first use, so a
 * bundle that never pays carries none of them.
 */

export type BraintreeProviderOptions = {
  /** The tokenization key. */
  authorization: string;
  /** The business name on the Apple Pay sheet. */
  merchantName?: string;
  /** Google's merchant id, required by Google Pay in production. */
  googleMerchantId?: string;
  /** Where the SDK comes from; tests pass fakes. */
  modules?: BraintreeModules;
  /** Loads Google's Pay script (which braintree-web expects on the page). */
  loadScript?: (src: string) => Promise<void>;
};

const NOT_ENABLED_CODES = new Set([
  "PAYPAL_NOT_ENABLED",
  "VENMO_NOT_ENABLED",
  "APPLE_PAY_NOT_ENABLED",
  "GOOGLE_PAYMENT_NOT_ENABLED",
]);

export function createBraintreeProvider(options: BraintreeProviderOptions): PaymentProvider {
  const { authorization, googleMerchantId } = options;
  const merchantName = options.merchantName ?? "Treadkit";
  const modules = options.modules ?? BRAINTREE_MODULES;
  const loadScript = options.loadScript ?? loadScriptTag;
  const owned = new Set<object>();
  let tornDown = false;

  function live(method: PaymentMethod | null): void {
    if (tornDown) throw afterTeardownError(method);
  }

  /** Keeps an SDK instance for teardown; one created after teardown is released at once. */
  function own<T extends object>(instance: T, method: PaymentMethod | null): T {
    if (tornDown) {
      release(instance).catch(() => {});
      throw afterTeardownError(method);
    }
    owned.add(instance);
    return instance;
  }

  /** An SDK call that involves no shopper: bounded by the integration timeout. */
  const call = <T>(method: PaymentMethod | null, work: () => Promise<T>): Promise<T> =>
    withIntegrationTimeout(Promise.resolve().then(work), method);

  const client = lazy<Client>(async () => {
    const sdk = await call(null, () => modules.client());
    return own(await call(null, () => sdk.create({ authorization })), null);
  });

  const paypal = lazy(async () => {
    const [sdk, instanceClient] = await Promise.all([
      call("paypal", () => modules.paypal()),
      client.get(),
    ]);
    return own(await call("paypal", () => sdk.create({ client: instanceClient })), "paypal");
  });

  const venmo = lazy(async () => {
    const [sdk, instanceClient] = await Promise.all([
      call("venmo", () => modules.venmo()),
      client.get(),
    ]);
    const instance = await call("venmo", () =>
      sdk.create({
        client: instanceClient,
        allowDesktop: true,
        mobileWebFallBack: true,
        paymentMethodUsage: "single_use",
      }),
    );
    return own(instance, "venmo");
  });

  const applePay = lazy(async () => {
    const [sdk, instanceClient] = await Promise.all([
      call("applepay", () => modules.applePay()),
      client.get(),
    ]);
    return own(await call("applepay", () => sdk.create({ client: instanceClient })), "applepay");
  });

  const googlePay = lazy(async () => {
    const [sdk, instanceClient] = await Promise.all([
      call("googlepay", () => modules.googlePayment()),
      client.get(),
      googlePayApi() ? undefined : call("googlepay", () => loadScript(GOOGLE_PAY_SCRIPT_URL)),
    ]);
    const api = googlePayApi();
    if (!api)
      throw new PaymentProviderError("CLIENT_SCRIPT_FAILED_TO_LOAD", "Google Pay is missing");
    const instance: GooglePayment = own(
      await call("googlepay", () =>
        sdk.create({ client: instanceClient, googlePayVersion: 2, googleMerchantId }),
      ),
      "googlepay",
    );
    const production =
      instanceClient.getConfiguration().gatewayConfiguration?.environment === "production";
    const paymentsClient = new api.PaymentsClient({
      environment: production ? "PRODUCTION" : "TEST",
    });
    const { allowedPaymentMethods } = cardOnly(instance.createPaymentDataRequest());
    const ready = await call("googlepay", () =>
      paymentsClient.isReadyToPay({ apiVersion: 2, apiVersionMinor: 0, allowedPaymentMethods }),
    );
    return { instance, paymentsClient, ready: ready.result };
  });

  const dataCollector = lazy(async () => {
    const [sdk, instanceClient] = await Promise.all([
      call(null, () => modules.dataCollector()),
      client.get(),
    ]);
    return own(await call(null, () => sdk.create({ client: instanceClient })), null);
  });

  /** False when the merchant account has the method switched off, instead of an error. */
  async function enabled(method: PaymentMethod, check: () => Promise<boolean>): Promise<boolean> {
    try {
      return await check();
    } catch (error) {
      const mapped = toPaymentProviderError(error, method);
      if (NOT_ENABLED_CODES.has(mapped.code)) return false;
      throw mapped;
    }
  }

  function unavailable(method: PaymentMethod): PaymentProviderError {
    return new PaymentProviderError(
      "PAYMENT_METHOD_UNAVAILABLE",
      `${method} cannot be used in this browser`,
      { method },
    );
  }

  function canUseApplePay(): boolean {
    try {
      return applePaySession()?.canMakePayments() === true;
    } catch {
      // Safari throws outside a secure context.
      return false;
    }
  }

  async function card(fieldOptions: CardFieldsOptions): Promise<CardFields> {
    live("credit");
    const [sdk, instanceClient] = await Promise.all([
      call("credit", () => modules.hostedFields()),
      client.get(),
    ]);
    const instance = own(
      await call("credit", () =>
        sdk.create({
          client: instanceClient,
          fields: hostedFieldsOptions(fieldOptions),
          ...(fieldOptions.styles ? { styles: fieldOptions.styles } : {}),
        }),
      ),
      "credit",
    );
    let removed = false;
    let lastExpiry: string | null = null;
    const listeners = new Set<(event: CardFieldsEvent) => void>();
    const forward =
      (type: CardFieldsEvent["type"]) =>
      (event: { emittedBy?: unknown } & Parameters<typeof reshapeCardState>[0]) => {
        const field = cardFieldOfHostedField(event?.emittedBy);
        if (!field) return;
        const state = reshapeCardState(event);
        for (const listener of listeners) listener({ type, field, state });
      };
    instance.on("focus", forward("focus"));
    instance.on("blur", forward("blur"));
    for (const change of ["validityChange", "empty", "notEmpty", "cardTypeChange"] as const) {
      instance.on(change, forward("change"));
    }
    // Calls that only decorate the fields: a failure there must not fail the payment.
    const quietly = (work: () => unknown) => {
      try {
        void Promise.resolve(work()).catch(() => {});
      } catch {}
    };
    return {
      async tokenize() {
        if (removed) throw afterTeardownError("credit");
        live("credit");
        const payload = await call("credit", () => instance.tokenize());
        const card = reshapeCard(payload);
        lastExpiry = tokenizedExpiry(payload);
        return card;
      },
      async teardown() {
        if (removed) throw afterTeardownError("credit");
        removed = true;
        listeners.clear();
        owned.delete(instance);
        await call("credit", () => release(instance));
      },
      state: () => reshapeCardState(removed ? undefined : instance.getState()),
      subscribe(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      focus(field) {
        quietly(() => instance.focus(HOSTED_FIELD_NAMES[field]));
      },
      setError(field, message) {
        const hosted = HOSTED_FIELD_NAMES[field];
        quietly(() =>
          message === null
            ? instance.removeAttribute({ field: hosted, attribute: "aria-invalid" })
            : instance.setAttribute({ field: hosted, attribute: "aria-invalid", value: true }),
        );
        quietly(() => instance.setMessage({ field: hosted, message: message ?? "" }));
      },
      lastExpiry: () => lastExpiry,
    };
  }

  return {
    name: "braintree",

    async prepare(method) {
      live(method);
      switch (method) {
        case "credit":
          await Promise.all([client.get(), call("credit", () => modules.hostedFields())]);
          return true;
        case "paypal":
          return enabled(method, async () => Boolean(await paypal.get()));
        case "venmo":
          return enabled(method, async () => (await venmo.get()).isBrowserSupported());
        case "applepay":
          return canUseApplePay() && enabled(method, async () => Boolean(await applePay.get()));
        case "googlepay":
          return enabled(method, async () => (await googlePay.get()).ready);
        default:
          return true;
      }
    },

    card,

    async paypal({ amountInCents }) {
      live("paypal");
      const amount = centsToAmount(amountInCents);
      const instance = paypal.current ?? (await paypal.get());
      // tokenize opens PayPal's popup at once, so it must run inside the shopper's click; the
      // shopper takes as long as they like there, so no integration timeout applies.
      try {
        const payload = await instance.tokenize({
          flow: "checkout",
          intent: "authorize",
          amount,
          currency: "USD",
        });
        return reshapeWallet("paypal", payload?.nonce, payload?.details?.payerId);
      } catch (error) {
        throw toPaymentProviderError(error, "paypal");
      }
    },

    async venmo() {
      live("venmo");
      const instance = venmo.current ?? (await venmo.get());
      if (!instance.isBrowserSupported()) throw unavailable("venmo");
      try {
        // The shopper approves in the Venmo app or by QR code: no integration timeout.
        const payload = await instance.tokenize();
        // Venmo has no payer id; the account's username identifies the payer instead.
        return reshapeWallet("venmo", payload?.nonce, payload?.details?.username);
      } catch (error) {
        throw toPaymentProviderError(error, "venmo");
      }
    },

    async applePay({ amountInCents }) {
      live("applepay");
      const amount = centsToAmount(amountInCents);
      const Session = applePaySession();
      if (!Session || !canUseApplePay()) throw unavailable("applepay");
      const instance = applePay.current ?? (await applePay.get());
      // Safari opens the sheet only when the session begins inside the click: nothing between
      // the click and begin() may wait, which is why prepare("applepay") loads the instance.
      return runApplePaySession({
        Session,
        applePay: instance,
        amount,
        merchantName,
        call: (work) => call("applepay", work),
      });
    },

    async googlePay({ amountInCents }) {
      live("googlepay");
      const amount = centsToAmount(amountInCents);
      const prepared = googlePay.current ?? (await googlePay.get());
      if (!prepared.ready) throw unavailable("googlepay");
      const request = cardOnly(
        prepared.instance.createPaymentDataRequest({
          transactionInfo: { currencyCode: "USD", totalPriceStatus: "FINAL", totalPrice: amount },
        }),
      );
      let paymentData: google.payments.api.PaymentData;
      try {
        // Opens Google's sheet; like Apple Pay it needs the click, and the shopper's time.
        paymentData = await prepared.paymentsClient.loadPaymentData(request);
      } catch (error) {
        const statusCode = (error as { statusCode?: unknown } | null)?.statusCode;
        if (statusCode === "CANCELED") {
          throw new PaymentProviderError("CANCELLED", "The shopper closed Google Pay", {
            method: "googlepay",
            cause: error,
          });
        }
        throw toPaymentProviderError(error, "googlepay");
      }
      return reshapeGooglePay(
        await call("googlepay", () => prepared.instance.parseResponse(paymentData)),
      );
    },

    async charge(method, input) {
      live(method);
      return chargePayload(method, input);
    },

    async deviceData() {
      live(null);
      return (await dataCollector.get()).deviceData;
    },

    async teardown() {
      live(null);
      tornDown = true;
      const instances = [...owned];
      owned.clear();
      // Best effort: an instance that fails to tear down must not keep the others alive.
      await Promise.allSettled(instances.map((instance) => call(null, () => release(instance))));
    },
  };
}
