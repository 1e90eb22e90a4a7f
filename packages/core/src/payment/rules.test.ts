import { describe, expect, it } from "vitest";
import {
  APPLE_PAY_CANCELLED_MESSAGE,
  APPOINTMENT_ISSUE_MESSAGE,
  CARD_DETAILS_REQUIRED_MESSAGE,
  CARD_FIELDS_INVALID_MESSAGE,
  CARD_INVALID_MESSAGE,
  cancellationMessage,
  cardBrandFromNumber,
  FINANCING_CANCELLED_MESSAGE,
  GENERIC_PAYMENT_MESSAGE,
  INITIAL_PAYMENT_TYPE_STATE,
  isMilitaryVerified,
  isPaymentCancellation,
  MILITARY_DISCOUNT_PERCENT,
  militaryDiscountCents,
  OUT_OF_STOCK_MESSAGE,
  PAYMENT_ANALYTICS_TIMEOUT_MS,
  PAYMENT_API_VERSION,
  PAYMENT_CANCELLED_MESSAGE,
  PAYMENT_CONNECTION_MESSAGE,
  PAYMENT_ERROR_TITLE,
  PAYMENT_PROCESSING_MESSAGE,
  PAYMENT_RATE_LIMITED_MESSAGE,
  PAYMENT_REQUEST_TIMEOUT_MS,
  PAYMENT_SDK_VERSION,
  PAYPAL_CANCELLED_MESSAGE,
  type PaymentTypeState,
  paymentDiscountCents,
  paymentDiscountPercent,
  paymentErrorMessage,
  paymentTypeFromLocation,
  paymentTypeReducer,
  percentOfCents,
  RESOLVE_CANCELLED_MESSAGE,
  shouldRetryPaymentRequest,
  verificationHref,
  verificationNotice,
} from "./rules";
import type { PaymentType } from "./schemas";

const select = (state: PaymentTypeState, paymentType: PaymentType) =>
  paymentTypeReducer(state, { type: "select", paymentType });
const leavePaypal = (state: PaymentTypeState) => paymentTypeReducer(state, { type: "leavePaypal" });

describe("payment type", () => {
  it("starts on credit, remembers the type before paypal and returns to it", () => {
    expect(INITIAL_PAYMENT_TYPE_STATE.selected).toBe("credit");
    const onPaypal = select(select(INITIAL_PAYMENT_TYPE_STATE, "resolve"), "paypal");
    expect(onPaypal).toEqual({ selected: "paypal", beforePaypal: "resolve" });
    // Selecting paypal again must not overwrite the memory with paypal itself.
    expect(select(onPaypal, "paypal").beforePaypal).toBe("resolve");
    expect(leavePaypal(onPaypal).selected).toBe("resolve");
    // An explicit choice wins over the memory, and leaving paypal when not on it changes nothing.
    const onAffirm = select(onPaypal, "affirm");
    expect(onAffirm).toEqual({ selected: "affirm", beforePaypal: "affirm" });
    expect(leavePaypal(onAffirm)).toBe(onAffirm);
  });

  it("starts on resolve with a charge_id and on affirm after #affirm-error", () => {
    expect(paymentTypeFromLocation({ hash: "", search: "?charge_id=ch_1" })).toBe("resolve");
    expect(paymentTypeFromLocation({ hash: "#affirm-error", search: "" })).toBe("affirm");
    expect(paymentTypeFromLocation({ hash: "#affirm-error", search: "?charge_id=ch_1" })).toBe(
      "resolve",
    );
    expect(paymentTypeFromLocation({ hash: "#reviews", search: "?itemid=1" })).toBeNull();
  });
});

describe("discounts", () => {
  it("reads the method's percentage from the globals, with the spec's defaults", () => {
    expect(paymentDiscountPercent("affirm")).toBe(10);
    expect(paymentDiscountPercent("katapult")).toBe(10);
    expect(paymentDiscountPercent("klarna")).toBe(10);
    expect(paymentDiscountPercent("synchrony")).toBe(0);
    expect(paymentDiscountPercent("credit")).toBe(0);
    expect(paymentDiscountPercent("affirm", { affirm: 15 })).toBe(15);
    expect(paymentDiscountPercent("klarna", { affirm: 15 })).toBe(10);
  });

  it("rounds to the nearest cent, half a cent up, and refuses fractional cents", () => {
    expect(percentOfCents(5, 10)).toBe(1);
    expect(percentOfCents(4, 10)).toBe(0);
    expect(percentOfCents(12_345, 10)).toBe(1_235);
    expect(() => percentOfCents(10.5, 10)).toThrow(RangeError);
    expect(() => percentOfCents(-100, 10)).toThrow(RangeError);
  });

  it("takes the method's discount in cents from the amount", () => {
    expect(paymentDiscountCents("affirm", 59_996)).toBe(6_000);
    expect(paymentDiscountCents("synchrony", 59_996)).toBe(0);
    expect(paymentDiscountCents("klarna", 59_996, { klarna: 5 })).toBe(3_000);
  });

  it("gives verified military customers an additional 5%, and no one else", () => {
    expect(MILITARY_DISCOUNT_PERCENT).toBe(5);
    expect(isMilitaryVerified(" Military ")).toBe(true);
    expect(militaryDiscountCents(59_996, "military")).toBe(3_000);
    for (const status of ["verified", "student", "teacher", "", null, undefined]) {
      expect(militaryDiscountCents(59_996, status)).toBe(0);
    }
  });
});

describe("card brand", () => {
  it("tells the accepted brands from the number's prefix", () => {
    expect(cardBrandFromNumber("4111 1111 1111 1111")).toBe("Visa");
    expect(cardBrandFromNumber("34")).toBe("American Express");
    expect(cardBrandFromNumber("3782-822463-10005")).toBe("American Express");
    expect(cardBrandFromNumber("3530111333300000")).toBe("JCB");
    expect(cardBrandFromNumber("6011111111111117")).toBe("Discover");
    expect(cardBrandFromNumber("6445")).toBe("Discover");
    expect(cardBrandFromNumber("65")).toBe("Discover");
    expect(cardBrandFromNumber("5555555555554444")).toBe("MasterCard");
    expect(cardBrandFromNumber("2221000000000009")).toBe("MasterCard");
    expect(cardBrandFromNumber("2720")).toBe("MasterCard");
    // Too short to tell, outside every range, or not a number.
    expect(cardBrandFromNumber("3")).toBeNull();
    expect(cardBrandFromNumber("3527")).toBeNull();
    expect(cardBrandFromNumber("2721")).toBeNull();
    expect(cardBrandFromNumber("6200")).toBeNull();
    expect(cardBrandFromNumber("4x")).toBeNull();
    expect(cardBrandFromNumber("")).toBeNull();
  });
});

describe("payment messages", () => {
  it("keeps the spec's wording and says what to do after code 539", () => {
    expect(GENERIC_PAYMENT_MESSAGE).toBe(
      "We're sorry, the payment was not able to be processed. Please try again or use another payment method.",
    );
    expect(PAYMENT_ERROR_TITLE).toBe("Payment error");
    expect(APPOINTMENT_ISSUE_MESSAGE).toBe("Issue with installer's appointment, please reschedule");
    expect(CARD_INVALID_MESSAGE).toBe("Credit card is invalid");
    expect(PAYMENT_PROCESSING_MESSAGE).toMatch(/processing/);
    expect(PAYMENT_PROCESSING_MESSAGE).toMatch(/email/);
    expect(PAYMENT_PROCESSING_MESSAGE).toMatch(/30 minutes.*customer service/);
  });

  it("names the provider whose flow was cancelled", () => {
    expect(cancellationMessage("paypal")).toBe(PAYPAL_CANCELLED_MESSAGE);
    expect(cancellationMessage("applepay")).toBe(APPLE_PAY_CANCELLED_MESSAGE);
    expect(cancellationMessage("resolve")).toBe(RESOLVE_CANCELLED_MESSAGE);
    for (const method of ["affirm", "klarna", "katapult", "synchrony"] as const) {
      expect(cancellationMessage(method)).toBe(FINANCING_CANCELLED_MESSAGE);
    }
    expect(cancellationMessage("credit")).toBe(PAYMENT_CANCELLED_MESSAGE);
    expect(PAYPAL_CANCELLED_MESSAGE).toMatch(/^PayPal/);
    expect(APPLE_PAY_CANCELLED_MESSAGE).toMatch(/^Apple Pay/);
    expect(RESOLVE_CANCELLED_MESSAGE).toMatch(/^Resolve/);
    expect(FINANCING_CANCELLED_MESSAGE).toMatch(/financing/);
  });

  it("maps provider client codes to what the shopper can do about them", () => {
    const cases: [string, string][] = [
      ["CLIENT_INVALID_AUTHORIZATION", GENERIC_PAYMENT_MESSAGE],
      ["CLIENT_AUTHORIZATION_INSUFFICIENT", GENERIC_PAYMENT_MESSAGE],
      ["METHOD_CALLED_AFTER_TEARDOWN", GENERIC_PAYMENT_MESSAGE],
      ["CLIENT_GATEWAY_NETWORK", PAYMENT_CONNECTION_MESSAGE],
      ["CLIENT_REQUEST_TIMEOUT", PAYMENT_CONNECTION_MESSAGE],
      ["NetworkError", PAYMENT_CONNECTION_MESSAGE],
      ["CLIENT_RATE_LIMITED", PAYMENT_RATE_LIMITED_MESSAGE],
      ["HOSTED_FIELDS_FIELDS_EMPTY", CARD_DETAILS_REQUIRED_MESSAGE],
      ["HOSTED_FIELDS_FIELDS_INVALID", CARD_FIELDS_INVALID_MESSAGE],
      ["HOSTED_FIELDS_FAILED_TOKENIZATION", CARD_INVALID_MESSAGE],
      ["PAYPAL_POPUP_CLOSED", PAYPAL_CANCELLED_MESSAGE],
      ["VENMO_CANCELED", PAYMENT_CANCELLED_MESSAGE],
      ["SOMETHING_NEW", GENERIC_PAYMENT_MESSAGE],
      ["constructor", GENERIC_PAYMENT_MESSAGE],
    ];
    for (const [code, message] of cases) {
      expect(paymentErrorMessage(code), code).toBe(message);
      // The provider's error object carries the same code.
      expect(paymentErrorMessage({ name: "BraintreeError", code }), code).toBe(message);
    }
    expect(paymentErrorMessage(undefined)).toBe(GENERIC_PAYMENT_MESSAGE);
    expect(paymentErrorMessage(new Error("boom"))).toBe(GENERIC_PAYMENT_MESSAGE);
  });

  it("maps server error codes, and 539, to the shopper's message", () => {
    const body = (code: string, errorMessage = "Processor said 2001 Insufficient Funds") => ({
      code,
      errorMessage,
    });
    expect(paymentErrorMessage(body("DECLINED"))).toBe(GENERIC_PAYMENT_MESSAGE);
    expect(paymentErrorMessage(body("INVALID_PAYLOAD"))).toBe(GENERIC_PAYMENT_MESSAGE);
    expect(paymentErrorMessage(body("NONCE_USED"))).toBe(GENERIC_PAYMENT_MESSAGE);
    expect(paymentErrorMessage(body("TIMEOUT"))).toBe(GENERIC_PAYMENT_MESSAGE);
    expect(paymentErrorMessage(body("GATEWAY_ERROR"))).toBe(GENERIC_PAYMENT_MESSAGE);
    expect(paymentErrorMessage(body("PROCESSING"))).toBe(PAYMENT_PROCESSING_MESSAGE);
    expect(paymentErrorMessage(539)).toBe(PAYMENT_PROCESSING_MESSAGE);
    expect(paymentErrorMessage({ code: "539" })).toBe(PAYMENT_PROCESSING_MESSAGE);
    expect(paymentErrorMessage(body("SLOT_UNAVAILABLE"))).toBe(APPOINTMENT_ISSUE_MESSAGE);
    expect(paymentErrorMessage(body("CANCELLED"), "resolve")).toBe(RESOLVE_CANCELLED_MESSAGE);
    expect(paymentErrorMessage(body("CANCELLED"))).toBe(PAYMENT_CANCELLED_MESSAGE);
    // Only the stock message is the server's own: it names the tire.
    expect(paymentErrorMessage(body("OUT_OF_STOCK", "Pilot Sport 4S is out of stock"))).toBe(
      "Pilot Sport 4S is out of stock",
    );
    expect(paymentErrorMessage(body("OUT_OF_STOCK", " "))).toBe(OUT_OF_STOCK_MESSAGE);
  });

  it("tells cancellations from refusals", () => {
    expect(isPaymentCancellation("PAYPAL_POPUP_CLOSED")).toBe(true);
    expect(isPaymentCancellation({ code: "CANCELLED", errorMessage: "" })).toBe(true);
    expect(isPaymentCancellation({ code: "DECLINED", errorMessage: "" })).toBe(false);
    expect(isPaymentCancellation("toString")).toBe(false);
  });
});

describe("payment requests", () => {
  it("uses the spec's SDK version, API date and timeouts", () => {
    expect(PAYMENT_SDK_VERSION).toBe("3.117.1");
    expect(PAYMENT_API_VERSION).toBe("2018-05-10");
    expect(PAYMENT_REQUEST_TIMEOUT_MS).toBe(60_000);
    expect(PAYMENT_ANALYTICS_TIMEOUT_MS).toBe(2_000);
  });

  it("retries once, only on a timeout or status 0 or 408", () => {
    expect(shouldRetryPaymentRequest(1, { timedOut: true })).toBe(true);
    expect(shouldRetryPaymentRequest(1, { status: 0 })).toBe(true);
    expect(shouldRetryPaymentRequest(1, { status: 408 })).toBe(true);
    expect(shouldRetryPaymentRequest(2, { timedOut: true })).toBe(false);
    expect(shouldRetryPaymentRequest(2, { status: 408 })).toBe(false);
    for (const status of [400, 402, 429, 500, 503]) {
      expect(shouldRetryPaymentRequest(1, { status })).toBe(false);
    }
  });
});

describe("identity verification", () => {
  it("starts at the verification call with the scope, cart and the page to return to", () => {
    expect(
      verificationHref({
        scope: "military",
        cartId: "c-1",
        returnTo: "/checkout/payments?cartId=c-1",
      }),
    ).toBe(
      "/api/id-verification?scope=military&cartId=c-1&returnTo=%2Fcheckout%2Fpayments%3FcartId%3Dc-1",
    );
  });

  it("tells the outcome: verified, not verified, or unavailable; a cancel says nothing", () => {
    expect(verificationNotice("verified")).toEqual({
      tone: "success",
      text: "Military status verified: an extra 5% comes off your order.",
    });
    expect(verificationNotice("unverified")?.tone).toBe("error");
    expect(verificationNotice("failed")?.text).toContain("not available");
    expect(verificationNotice("cancelled")).toBeNull();
    expect(verificationNotice(null)).toBeNull();
  });
});
