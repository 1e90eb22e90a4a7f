import { describe, expect, it } from "vitest";
import { isPaymentError, PaymentError } from "./gateway";

describe("isPaymentError", () => {
  it("matches our errors and copies from another bundle by name", () => {
    expect(isPaymentError(new PaymentError("DECLINED", "no", "2000"))).toBe(true);
    const copy = Object.assign(new Error("no"), { name: "PaymentError", code: "TIMEOUT" });
    expect(isPaymentError(copy)).toBe(true);
  });

  it("refuses look-alikes without a payment error code", () => {
    expect(isPaymentError(Object.assign(new Error("x"), { name: "PaymentError" }))).toBe(false);
    const wrong = Object.assign(new Error("x"), { name: "PaymentError", code: "ENOENT" });
    expect(isPaymentError(wrong)).toBe(false);
    expect(isPaymentError(new Error("x"))).toBe(false);
    expect(isPaymentError(null)).toBe(false);
  });
});
