import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toPaymentProviderError, withIntegrationTimeout } from "./braintree-errors";
import { isPaymentProviderError, PaymentProviderError } from "./provider-error";
import {
  APPLE_PAY_CANCELLED_MESSAGE,
  CARD_DETAILS_REQUIRED_MESSAGE,
  CARD_FIELDS_INVALID_MESSAGE,
  GENERIC_PAYMENT_MESSAGE,
  isPaymentCancellation,
  PAYMENT_CANCELLED_MESSAGE,
  PAYMENT_CONNECTION_MESSAGE,
  PAYMENT_RATE_LIMITED_MESSAGE,
  PAYPAL_CANCELLED_MESSAGE,
  paymentErrorMessage,
} from "./rules";

/** What braintree-web rejects with: a plain object shaped by its own BraintreeError class. */
function braintreeError(code: string, details?: object, type = "NETWORK") {
  return Object.assign(new Error(`sdk says ${code}`), {
    name: "BraintreeError",
    code,
    type,
    details,
  });
}

describe("toPaymentProviderError", () => {
  it.each([
    ["CLIENT_INVALID_AUTHORIZATION", GENERIC_PAYMENT_MESSAGE],
    ["CLIENT_AUTHORIZATION_INSUFFICIENT", GENERIC_PAYMENT_MESSAGE],
    ["CLIENT_GATEWAY_NETWORK", PAYMENT_CONNECTION_MESSAGE],
    ["CLIENT_REQUEST_TIMEOUT", PAYMENT_CONNECTION_MESSAGE],
    ["CLIENT_RATE_LIMITED", PAYMENT_RATE_LIMITED_MESSAGE],
    ["METHOD_CALLED_AFTER_TEARDOWN", GENERIC_PAYMENT_MESSAGE],
    ["HOSTED_FIELDS_FIELDS_INVALID", CARD_FIELDS_INVALID_MESSAGE],
    ["HOSTED_FIELDS_FIELDS_EMPTY", CARD_DETAILS_REQUIRED_MESSAGE],
    ["HOSTED_FIELDS_TOKENIZATION_NETWORK_ERROR", PAYMENT_CONNECTION_MESSAGE],
    ["PAYPAL_POPUP_CLOSED", PAYPAL_CANCELLED_MESSAGE],
    ["VENMO_CANCELED", PAYMENT_CANCELLED_MESSAGE],
    ["SOME_FUTURE_CODE", GENERIC_PAYMENT_MESSAGE],
  ])("keeps the SDK code %s, which the shopper reads as its message", (code, message) => {
    const error = toPaymentProviderError(braintreeError(code), "credit");
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error.code).toBe(code);
    expect(error.message).toBe(`sdk says ${code}`);
    expect(error.method).toBe("credit");
    expect(paymentErrorMessage(error)).toBe(message);
  });

  it("matches the SDK's errors on shape, as each module bundles its own class", () => {
    const plain = { code: "CLIENT_RATE_LIMITED", type: "MERCHANT", message: "slow down" };
    expect(toPaymentProviderError(plain).code).toBe("CLIENT_RATE_LIMITED");
    expect(toPaymentProviderError(plain).cause).toBe(plain);
  });

  it("lets the transport failure inside a component's error decide", () => {
    const inner = braintreeError("CLIENT_RATE_LIMITED", { httpStatus: 429 });
    const outer = braintreeError("HOSTED_FIELDS_TOKENIZATION_NETWORK_ERROR", {
      originalError: inner,
    });
    const error = toPaymentProviderError(outer);
    expect(error.code).toBe("CLIENT_RATE_LIMITED");
    expect(paymentErrorMessage(error)).toBe(PAYMENT_RATE_LIMITED_MESSAGE);
  });

  it("keeps a card refusal even when a request error sits inside it", () => {
    const outer = braintreeError("HOSTED_FIELDS_FAILED_TOKENIZATION", {
      originalError: braintreeError("CLIENT_REQUEST_ERROR"),
    });
    expect(toPaymentProviderError(outer).code).toBe("HOSTED_FIELDS_FAILED_TOKENIZATION");
  });

  it("names the invalid fields as the screens name them", () => {
    const error = toPaymentProviderError(
      braintreeError("HOSTED_FIELDS_FIELDS_INVALID", {
        invalidFieldKeys: ["number", "expirationDate", "cvv", "postalCode", "cardholderName"],
      }),
    );
    expect(error.invalidFields).toEqual(["number", "expiry", "cvv", "postalCode"]);
  });

  it.each(["VENMO_CUSTOMER_CANCELED", "VENMO_MOBILE_POLLING_TOKENIZATION_CANCELED"])(
    "treats the newer Venmo cancellation %s as a cancellation",
    (code) => {
      const error = toPaymentProviderError(braintreeError(code), "venmo");
      expect(error.code).toBe("VENMO_CANCELED");
      expect(isPaymentCancellation(error)).toBe(true);
    },
  );

  it("gives anything else the UNKNOWN code and the generic message", () => {
    const thrown = new TypeError("ApplePaySession is not a constructor");
    const error = toPaymentProviderError(thrown, "applepay");
    expect(error.code).toBe("UNKNOWN");
    expect(error.cause).toBe(thrown);
    expect(paymentErrorMessage(error)).toBe(GENERIC_PAYMENT_MESSAGE);
    expect(toPaymentProviderError("boom").code).toBe("UNKNOWN");
  });

  it("passes a PaymentProviderError through unchanged", () => {
    const original = new PaymentProviderError("CANCELLED", "closed", { method: "applepay" });
    expect(toPaymentProviderError(original, "credit")).toBe(original);
  });

  it("gives our CANCELLED code the method's cancellation message", () => {
    const error = new PaymentProviderError("CANCELLED", "closed", { method: "applepay" });
    expect(isPaymentCancellation(error)).toBe(true);
    expect(paymentErrorMessage(error, error.method)).toBe(APPLE_PAY_CANCELLED_MESSAGE);
  });
});

describe("isPaymentProviderError", () => {
  it("matches a copy from another bundle by name", () => {
    const copy = Object.assign(new Error("x"), { name: "PaymentProviderError", code: "UNKNOWN" });
    expect(isPaymentProviderError(copy)).toBe(true);
    expect(isPaymentProviderError(new Error("x"))).toBe(false);
    expect(isPaymentProviderError({ name: "PaymentProviderError" })).toBe(false);
    expect(isPaymentProviderError(null)).toBe(false);
  });
});

describe("withIntegrationTimeout", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("rejects with CLIENT_REQUEST_TIMEOUT once 60 s pass without an answer", async () => {
    const settled = vi.fn();
    const result = withIntegrationTimeout(new Promise(() => {}), "paypal");
    result.catch(() => {}).finally(settled);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const error = await result.catch((reason: unknown) => reason);
    expect(error).toMatchObject({ code: "CLIENT_REQUEST_TIMEOUT", method: "paypal" });
    expect(paymentErrorMessage(error)).toBe(PAYMENT_CONNECTION_MESSAGE);
  });

  it("answers with the call's result when it comes in time, and leaves no timer behind", async () => {
    const result = withIntegrationTimeout(
      new Promise((resolve) => setTimeout(() => resolve("nonce"), 59_000)),
    );
    await vi.advanceTimersByTimeAsync(59_000);
    await expect(result).resolves.toBe("nonce");
    expect(vi.getTimerCount()).toBe(0);
  });

  it("maps the call's own failure", async () => {
    const result = withIntegrationTimeout(
      Promise.reject(braintreeError("CLIENT_GATEWAY_NETWORK")),
      "credit",
    );
    await expect(result).rejects.toMatchObject({
      code: "CLIENT_GATEWAY_NETWORK",
      method: "credit",
    });
    expect(vi.getTimerCount()).toBe(0);
  });

  it("takes another limit when given one", async () => {
    const result = withIntegrationTimeout(new Promise(() => {}), null, 10);
    const caught = result.catch((reason: unknown) => reason);
    await vi.advanceTimersByTimeAsync(10);
    await expect(caught).resolves.toMatchObject({ code: "CLIENT_REQUEST_TIMEOUT" });
  });
});
