import { describe, expect, it, vi } from "vitest";
import type { BraintreeModules } from "./braintree-sdk";
import { createPaymentProvider, loadPaymentProvider } from "./create-provider";
import {
  centsToAmount,
  chargePayload,
  loanIdOf,
  PAY_LATER_METHODS,
  type PayLaterMethod,
} from "./provider";
import { PaymentProviderError } from "./provider-error";
import { GENERIC_PAYMENT_MESSAGE, paymentErrorMessage } from "./rules";
import { paymentPayloadSchema } from "./schemas";

describe("centsToAmount", () => {
  it.each([
    [1, "0.01"],
    [100, "1.00"],
    [12_345, "123.45"],
    [100_000_007, "1000000.07"],
  ])("writes %s cents as %s", (cents, amount) => {
    expect(centsToAmount(cents)).toBe(amount);
  });

  it.each([0, -1, 10.5, Number.NaN, Number.POSITIVE_INFINITY])("refuses %s", (cents) => {
    expect(() => centsToAmount(cents)).toThrow(RangeError);
  });
});

describe("chargePayload", () => {
  it.each(PAY_LATER_METHODS)("passes a %s charge id through unchanged", (method) => {
    const payload = chargePayload(method, { chargeId: "ch_01HZX-9f" });
    expect(payload).toEqual({ chargeId: "ch_01HZX-9f" });
    expect(paymentPayloadSchema.safeParse(payload).success).toBe(true);
  });

  it.each(["", "   ", "ch 1", " ch_1", "x".repeat(129)])("refuses the charge id %j", (chargeId) => {
    const error = (() => {
      try {
        chargePayload("affirm", { chargeId });
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error).toMatchObject({ code: "PAYMENT_PAYLOAD_INVALID", method: "affirm" });
    expect(paymentErrorMessage(error)).toBe(GENERIC_PAYMENT_MESSAGE);
  });

  it("refuses a method that is not pay-later", () => {
    expect(() => chargePayload("paypal" as PayLaterMethod, { chargeId: "c1" })).toThrow(
      expect.objectContaining({ code: "PAYMENT_PAYLOAD_INVALID" }),
    );
  });
});

describe("createPaymentProvider", () => {
  it.each([undefined, null, "", "   "])(
    "runs the sandbox without a tokenization key (%j)",
    (key) => {
      expect(createPaymentProvider({ tokenizationKey: key }).name).toBe("sandbox");
    },
  );

  it("runs Braintree with the tokenization key when one is configured", async () => {
    const create = vi.fn(async () => ({ teardown: async () => {} }));
    const modules = {
      client: async () => ({ create }),
      hostedFields: async () => ({ create }),
    } as unknown as BraintreeModules;
    const provider = createPaymentProvider({ tokenizationKey: " sandbox_abc_123 ", modules });
    expect(provider.name).toBe("braintree");
    await provider.prepare("credit");
    expect(create).toHaveBeenCalledWith({ authorization: "sandbox_abc_123" });
  });
  it("loads only the adapter it chooses, with the same choice", async () => {
    expect((await loadPaymentProvider({ tokenizationKey: " " })).name).toBe("sandbox");
    const provider = await loadPaymentProvider({ tokenizationKey: "sandbox_abc_123" });
    expect(provider.name).toBe("braintree");
  });
});

describe("loanIdOf", () => {
  it("is the charge id of a pay-later plan", () => {
    expect(loanIdOf("resolve", { chargeId: "ch_1" })).toBe("ch_1");
    expect(loanIdOf("affirm", { chargeId: "ch_2" })).toBe("ch_2");
  });

  it("is null for a card, a wallet or the military exchange", () => {
    expect(loanIdOf("credit", { nonce: "n" })).toBeNull();
    expect(loanIdOf("paypal", { nonce: "n", details: { payerId: "p" } })).toBeNull();
    expect(loanIdOf("exchange", { chargeId: "x_1" })).toBeNull();
    expect(loanIdOf("invoice", null)).toBeNull();
  });
});
