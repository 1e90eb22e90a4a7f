import { describe, expect, it } from "vitest";
import { createSandboxProvider, SANDBOX_PAYPAL_NONCE } from "../payment/sandbox";
import { PAYMENT_TYPES } from "../payment/schemas";
import {
  collectPayment,
  collectWallet,
  EXPRESS_WALLETS,
  PAYMENT_TYPE_LABELS,
  paymentSummary,
  paymentTypeOfPath,
} from "./payment-choice";

const values = (number: string) => ({
  number: { value: number },
  expiry: { value: "12/34" },
  cvv: { value: "123" },
});

describe("collectPayment with the offline sandbox", () => {
  it("tokenizes the card and names it by brand and last four", async () => {
    const provider = createSandboxProvider();
    const card = await provider.card(values("4111 1111 1111 1111"));
    const paid = await collectPayment(provider, "credit", { card, amountInCents: 50_000 });
    expect(paid.summary).toBe("Visa ending in 1111");
    expect(paid.payload).toMatchObject({ nonce: expect.stringMatching(/^fake-valid-visa-nonce:/) });
  });

  it("refuses a card payment before the fields are mounted", async () => {
    const provider = createSandboxProvider();
    await expect(
      collectPayment(provider, "credit", { card: null, amountInCents: 50_000 }),
    ).rejects.toMatchObject({ code: "HOSTED_FIELDS_FIELDS_EMPTY" });
  });

  it("takes PayPal's approval", async () => {
    const paid = await collectPayment(createSandboxProvider(), "paypal", {
      card: null,
      amountInCents: 50_000,
    });
    expect(paid.summary).toBe("PayPal");
    expect(paid.payload).toMatchObject({ nonce: expect.stringContaining(SANDBOX_PAYPAL_NONCE) });
  });

  it("approves a pay-later charge, or completes the one the provider returned with", async () => {
    const provider = createSandboxProvider();
    const affirm = await collectPayment(provider, "affirm", { card: null, amountInCents: 1 });
    expect(affirm.payload).toEqual({ chargeId: expect.stringMatching(/^sandbox_affirm_/) });
    const resolve = await collectPayment(provider, "resolve", {
      card: null,
      amountInCents: 1,
      chargeId: "sandbox_processing_7",
    });
    expect(resolve).toEqual({
      method: "resolve",
      payload: { chargeId: "sandbox_processing_7" },
      summary: "Resolve",
    });
  });
});

describe("collectWallet with the offline sandbox", () => {
  it("takes each wallet's approval and names it", async () => {
    const provider = createSandboxProvider();
    for (const wallet of EXPRESS_WALLETS) {
      const paid = await collectWallet(provider, wallet, 50_000);
      expect(paid.method).toBe(wallet);
      expect(paid.payload).toMatchObject({
        nonce: expect.any(String),
        details: expect.any(Object),
      });
    }
    expect((await collectWallet(provider, "applepay", 50_000)).summary).toBe("Apple Pay");
    expect((await collectWallet(provider, "venmo", 50_000)).summary).toBe("Venmo");
  });

  it("refuses an amount a wallet cannot show", async () => {
    await expect(collectWallet(createSandboxProvider(), "googlepay", 0)).rejects.toThrow();
  });
});

describe("payment type names", () => {
  it("labels every payment type of the step", () => {
    for (const type of PAYMENT_TYPES) expect(PAYMENT_TYPE_LABELS[type]).toMatch(/\w/);
  });

  it("reads the type from /checkout/payments/[type]", () => {
    expect(paymentTypeOfPath("affirm")).toBe("affirm");
    expect(paymentTypeOfPath("klarna")).toBe("klarna");
    // Wallets are buttons under the card, not pages of their own.
    expect(paymentTypeOfPath("venmo")).toBeNull();
    expect(paymentTypeOfPath("bitcoin")).toBeNull();
    expect(paymentTypeOfPath(undefined)).toBeNull();
  });

  it("summarises a payment for the review step", () => {
    expect(
      paymentSummary("credit", {
        nonce: "n",
        details: { cardType: "MasterCard", lastFour: "4444" },
      }),
    ).toBe("MasterCard ending in 4444");
    expect(paymentSummary("affirm", { chargeId: "c" })).toBe("Affirm");
  });
});
