import { afterEach, describe, expect, it, vi } from "vitest";
import {
  APPLE_PAY_CANCELLED_MESSAGE,
  PAYPAL_CANCELLED_MESSAGE,
  paymentErrorMessage,
} from "./rules";
import { braintreeError, fakeSdk } from "./test-support";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("wallets", () => {
  it("opens PayPal's one-time checkout for the amount, to authorize", async () => {
    const { provider, paypal } = fakeSdk();
    await expect(provider.paypal({ amountInCents: 12_345 })).resolves.toEqual({
      nonce: "pp_nonce_1",
      details: { payerId: "QSDVJ6KZ6ZZ9W" },
    });
    expect(paypal.tokenize).toHaveBeenCalledWith({
      flow: "checkout",
      intent: "authorize",
      amount: "123.45",
      currency: "USD",
    });
  });

  it("opens PayPal's popup within the click once prepared", async () => {
    const { provider, paypal } = fakeSdk();
    await provider.prepare("paypal");
    void provider.paypal({ amountInCents: 100 });
    expect(paypal.tokenize).toHaveBeenCalledTimes(1);
  });

  it("reports a closed PayPal popup as a PayPal cancellation", async () => {
    const { provider, paypal } = fakeSdk();
    paypal.tokenize.mockRejectedValueOnce(braintreeError("PAYPAL_POPUP_CLOSED"));
    const error = await provider.paypal({ amountInCents: 100 }).catch((reason: unknown) => reason);
    expect(error).toMatchObject({ code: "PAYPAL_POPUP_CLOSED", method: "paypal" });
    expect(paymentErrorMessage(error)).toBe(PAYPAL_CANCELLED_MESSAGE);
  });

  it("pays with Venmo as a wallet whose payer is the Venmo username", async () => {
    const { provider, create } = fakeSdk();
    await expect(provider.venmo()).resolves.toEqual({
      nonce: "venmo_1",
      details: { payerId: "@pat" },
    });
    expect(create.venmo.mock.calls[0]?.[0]).toMatchObject({ paymentMethodUsage: "single_use" });
  });

  it("does not offer Venmo where the browser cannot use it", async () => {
    const { provider, venmo } = fakeSdk();
    venmo.isBrowserSupported.mockReturnValue(false);
    await expect(provider.prepare("venmo")).resolves.toBe(false);
    await expect(provider.venmo()).rejects.toMatchObject({ code: "PAYMENT_METHOD_UNAVAILABLE" });
  });

  it("does not offer a method the merchant account has switched off", async () => {
    const { provider, create } = fakeSdk();
    create.paypal.mockRejectedValueOnce(braintreeError("PAYPAL_NOT_ENABLED"));
    await expect(provider.prepare("paypal")).resolves.toBe(false);
  });

  it("fails prepare on other errors", async () => {
    const { provider, create } = fakeSdk();
    create.paypal.mockRejectedValueOnce(braintreeError("CLIENT_GATEWAY_NETWORK"));
    await expect(provider.prepare("paypal")).rejects.toMatchObject({
      code: "CLIENT_GATEWAY_NETWORK",
    });
  });

  it("asks for the device data once", async () => {
    const { provider, create } = fakeSdk();
    await expect(provider.deviceData()).resolves.toBe('{"correlation_id":"c1"}');
    await provider.deviceData();
    expect(create.dataCollector).toHaveBeenCalledTimes(1);
  });
});

/** Safari's ApplePaySession, driven by the test. */
function stubApplePaySession(canMakePayments = true) {
  const sessions: FakeSession[] = [];
  class FakeSession {
    static STATUS_SUCCESS = 0;
    static STATUS_FAILURE = 1;
    static canMakePayments = () => canMakePayments;
    onvalidatemerchant: ((event: { validationURL: string }) => void) | null = null;
    onpaymentauthorized: ((event: { payment: { token: unknown } }) => void) | null = null;
    oncancel: (() => void) | null = null;
    begin = vi.fn();
    abort = vi.fn();
    completeMerchantValidation = vi.fn();
    completePayment = vi.fn();
    constructor(
      readonly version: number,
      readonly request: unknown,
    ) {
      sessions.push(this);
    }
  }
  vi.stubGlobal("ApplePaySession", FakeSession);
  return sessions;
}

describe("Apple Pay", () => {
  it("is not offered outside Safari, without loading anything", async () => {
    const { provider, imports } = fakeSdk();
    await expect(provider.prepare("applepay")).resolves.toBe(false);
    expect(imports).toEqual([]);
  });

  it("begins the session within the click once prepared, and pays with a tokenized card", async () => {
    const sessions = stubApplePaySession();
    const { provider, applePay } = fakeSdk();
    await expect(provider.prepare("applepay")).resolves.toBe(true);
    const result = provider.applePay({ amountInCents: 8_999 });
    const session = sessions[0];
    expect(session?.begin).toHaveBeenCalled();
    expect(session?.request).toMatchObject({ total: { label: "Treadkit Tires", amount: "89.99" } });

    session?.onvalidatemerchant?.({ validationURL: "https://apple-pay-gateway.apple.com/x" });
    await vi.waitFor(() => expect(session?.completeMerchantValidation).toHaveBeenCalled());
    expect(applePay.performValidation).toHaveBeenCalledWith({
      validationURL: "https://apple-pay-gateway.apple.com/x",
      displayName: "Treadkit Tires",
    });
    session?.onpaymentauthorized?.({
      payment: { token: { paymentMethod: { displayName: "Visa 4242", network: "Visa" } } },
    });
    // The card the shopper chose on the sheet, as Apple Pay names it.
    await expect(result).resolves.toEqual({
      nonce: "apple_1",
      details: { dpanLastTwo: "42", cardType: "Visa", lastFour: "4242" },
    });
    expect(session?.completePayment).toHaveBeenCalledWith(0);
  });

  it("reports the shopper closing the sheet as an Apple Pay cancellation", async () => {
    const sessions = stubApplePaySession();
    const { provider } = fakeSdk();
    await provider.prepare("applepay");
    const result = provider.applePay({ amountInCents: 100 }).catch((reason: unknown) => reason);
    expect(sessions).toHaveLength(1);
    sessions[0]?.oncancel?.();
    const error = await result;
    expect(error).toMatchObject({ code: "CANCELLED", method: "applepay" });
    expect(paymentErrorMessage(error, "applepay")).toBe(APPLE_PAY_CANCELLED_MESSAGE);
  });

  it("fails the payment sheet when tokenizing fails", async () => {
    const sessions = stubApplePaySession();
    const { provider, applePay } = fakeSdk();
    applePay.tokenize.mockRejectedValueOnce(braintreeError("APPLE_PAY_TOKENIZATION"));
    await provider.prepare("applepay");
    const result = provider.applePay({ amountInCents: 100 }).catch((reason: unknown) => reason);
    expect(sessions).toHaveLength(1);
    sessions[0]?.onpaymentauthorized?.({ payment: { token: {} } });
    await expect(result).resolves.toMatchObject({ code: "APPLE_PAY_TOKENIZATION" });
    expect(sessions[0]?.completePayment).toHaveBeenCalledWith(1);
  });
});

describe("Google Pay", () => {
  function stubGooglePay(loadPaymentData: () => Promise<unknown>) {
    const clients: { environment: string; isReadyToPay: ReturnType<typeof vi.fn> }[] = [];
    class PaymentsClient {
      isReadyToPay = vi.fn(async () => ({ result: true }));
      loadPaymentData = vi.fn(loadPaymentData);
      constructor(options: { environment: string }) {
        clients.push({ environment: options.environment, isReadyToPay: this.isReadyToPay });
      }
    }
    vi.stubGlobal("google", { payments: { api: { PaymentsClient } } });
    return clients;
  }

  it("offers cards only, in Google's test environment for a sandbox account", async () => {
    const clients = stubGooglePay(async () => ({}));
    const { provider } = fakeSdk();
    await expect(provider.prepare("googlepay")).resolves.toBe(true);
    expect(clients[0]?.environment).toBe("TEST");
    expect(clients[0]?.isReadyToPay).toHaveBeenCalledWith({
      apiVersion: 2,
      apiVersionMinor: 0,
      allowedPaymentMethods: [{ type: "CARD" }],
    });
  });

  it("pays with a tokenized card for the amount", async () => {
    stubGooglePay(async () => ({ apiVersion: 2 }));
    const { provider, googlePayment } = fakeSdk();
    await expect(provider.googlePay({ amountInCents: 5_000 })).resolves.toEqual({
      nonce: "google_1",
      // The card the shopper chose in Google Pay, as its details name it.
      details: { dpanLastTwo: "81", cardType: "Visa", lastFour: "1881" },
    });
    expect(googlePayment.createPaymentDataRequest).toHaveBeenLastCalledWith({
      transactionInfo: { currencyCode: "USD", totalPriceStatus: "FINAL", totalPrice: "50.00" },
    });
    expect(googlePayment.parseResponse).toHaveBeenCalledWith({ apiVersion: 2 });
  });

  it("reports the shopper closing the sheet as a cancellation", async () => {
    stubGooglePay(async () => {
      throw { statusCode: "CANCELED" };
    });
    const { provider } = fakeSdk();
    await expect(provider.googlePay({ amountInCents: 100 })).rejects.toMatchObject({
      code: "CANCELLED",
      method: "googlepay",
    });
  });
});
