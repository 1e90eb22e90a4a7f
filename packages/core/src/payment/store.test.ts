import { describe, expect, it } from "vitest";
import {
  APPOINTMENT_ISSUE_MESSAGE,
  CARD_INVALID_MESSAGE,
  PAYMENT_PROCESSING_MESSAGE,
  PAYPAL_CANCELLED_MESSAGE,
  RESOLVE_CANCELLED_MESSAGE,
} from "./rules";
import { createPaymentStore } from "./store";

describe("createPaymentStore", () => {
  it("starts on credit, or on the type the page was opened with", () => {
    expect(createPaymentStore().$paymentType.get()).toBe("credit");
    expect(createPaymentStore({ initial: "resolve" }).$paymentType.get()).toBe("resolve");
  });

  it("returns to the type chosen before paypal", () => {
    const store = createPaymentStore();
    store.select("affirm");
    store.select("paypal");
    expect(store.$paymentType.get()).toBe("paypal");
    store.leavePaypal();
    expect(store.$paymentType.get()).toBe("affirm");
  });

  it("turns a failure into the shopper's message", () => {
    const store = createPaymentStore();
    expect(store.fail("HOSTED_FIELDS_FAILED_TOKENIZATION")).toBe(CARD_INVALID_MESSAGE);
    expect(store.$paymentError.get()).toBe(CARD_INVALID_MESSAGE);
    store.fail(539);
    expect(store.$paymentError.get()).toBe(PAYMENT_PROCESSING_MESSAGE);
    store.fail({ errorMessage: "Slot taken", code: "SLOT_UNAVAILABLE" });
    expect(store.$paymentError.get()).toBe(APPOINTMENT_ISSUE_MESSAGE);
  });

  it("names the selected type when the server reports a cancellation", () => {
    const store = createPaymentStore({ initial: "resolve" });
    store.fail({ errorMessage: "Cancelled by customer", code: "CANCELLED" });
    expect(store.$paymentError.get()).toBe(RESOLVE_CANCELLED_MESSAGE);
    expect(store.$paymentType.get()).toBe("resolve");
  });

  it("leaves paypal for the remembered type when the PayPal flow is cancelled", () => {
    const store = createPaymentStore();
    store.select("resolve");
    store.select("paypal");
    store.fail({ name: "BraintreeError", code: "PAYPAL_POPUP_CLOSED" });
    expect(store.$paymentType.get()).toBe("resolve");
    // The message stays: returning to the previous type is not a new choice.
    expect(store.$paymentError.get()).toBe(PAYPAL_CANCELLED_MESSAGE);
  });

  it("stays on paypal when a PayPal payment is refused rather than cancelled", () => {
    const store = createPaymentStore();
    store.select("paypal");
    store.fail({ errorMessage: "Declined", code: "DECLINED" });
    expect(store.$paymentType.get()).toBe("paypal");
  });

  it("clears the message when the shopper picks a type", () => {
    const store = createPaymentStore();
    store.fail("CLIENT_RATE_LIMITED");
    store.select("affirm");
    expect(store.$paymentError.get()).toBeNull();
  });
});
