import { describe, expect, it } from "vitest";
import { PaymentProviderError } from "./provider-error";
import {
  CARD_DETAILS_REQUIRED_MESSAGE,
  CARD_FIELDS_INVALID_MESSAGE,
  GENERIC_PAYMENT_MESSAGE,
  paymentErrorMessage,
} from "./rules";
import { createSandboxProvider, type SandboxCardFieldsOptions, sandboxChargeId } from "./sandbox";
import { paymentPayloadSchema } from "./schemas";

// 15 March 2026, local time: 03/26 is the current month, 02/26 has passed.
const NOW = new Date(2026, 2, 15).getTime();
const clock = { now: () => NOW };

function sequence(prefix = "r") {
  let n = 0;
  return () => `${prefix}${++n}`;
}

const fields = (
  number: string,
  expiry = "12/30",
  cvv = "123",
  postalCode?: string,
): SandboxCardFieldsOptions => ({
  number: { value: number },
  expiry: { value: expiry },
  cvv: { value: cvv },
  ...(postalCode === undefined ? {} : { postalCode: { value: postalCode } }),
});

async function tokenize(options: SandboxCardFieldsOptions, randomId = sequence()) {
  const provider = createSandboxProvider({ clock, randomId });
  return (await provider.card(options)).tokenize();
}

async function rejection(promise: Promise<unknown>): Promise<PaymentProviderError> {
  const error = await promise.then(
    () => {
      throw new Error("expected a rejection");
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(PaymentProviderError);
  return error as PaymentProviderError;
}

describe("sandbox card fields", () => {
  it.each([
    ["4111111111111111", "fake-valid-visa-nonce", "Visa", "1111"],
    ["378282246310005", "fake-valid-amex-nonce", "American Express", "0005"],
    ["5555555555554444", "fake-valid-mastercard-nonce", "MasterCard", "4444"],
    ["6011111111111117", "fake-valid-discover-nonce", "Discover", "1117"],
    ["3530111333300000", "fake-valid-jcb-nonce", "JCB", "0000"],
    ["4000111111111115", "fake-processor-declined-visa-nonce", "Visa", "1115"],
    ["5105105105105100", "fake-processor-declined-mastercard-nonce", "MasterCard", "5100"],
    ["378734493671000", "fake-processor-declined-amex-nonce", "American Express", "1000"],
    ["6011000990139424", "fake-processor-declined-discover-nonce", "Discover", "9424"],
    ["3566002020360505", "fake-processor-failure-jcb-nonce", "JCB", "0505"],
  ])("turns test card %s into %s", async (number, nonce, cardType, lastFour) => {
    const cvv = cardType === "American Express" ? "1234" : "123";
    const payload = await tokenize(fields(number, "12/30", cvv), () => "abc");
    // The nonce names the card typed, so the gateway reports the card the shopper paid with.
    const brandWord = cardType.replace(/\s+/g, "");
    expect(payload).toEqual({
      nonce: `${nonce}:abc:card-${brandWord}-${lastFour}`,
      details: { cardType, lastFour },
    });
    expect(paymentPayloadSchema.safeParse(payload).success).toBe(true);
  });

  it("gives any other valid card of an accepted brand the generic nonce", async () => {
    const payload = await tokenize(fields("4242 4242 4242 4242"), () => "x1");
    expect(payload).toEqual({
      nonce: "fake-valid-nonce:x1:card-Visa-4242",
      details: { cardType: "Visa", lastFour: "4242" },
    });
  });

  it("mints a fresh nonce on every tokenization, since the server takes each only once", async () => {
    const provider = createSandboxProvider({ clock });
    const card = await provider.card(fields("4111111111111111"));
    const first = await card.tokenize();
    const second = await card.tokenize();
    expect(first.nonce).toMatch(/^fake-valid-visa-nonce:[0-9a-f]{16}:card-Visa-1111$/);
    expect(second.nonce).not.toBe(first.nonce);
  });

  it("refuses an empty form with HOSTED_FIELDS_FIELDS_EMPTY", async () => {
    const error = await rejection(tokenize(fields("", " ", "")));
    expect(error.code).toBe("HOSTED_FIELDS_FIELDS_EMPTY");
    expect(paymentErrorMessage(error)).toBe(CARD_DETAILS_REQUIRED_MESSAGE);
  });

  it.each([
    ["a Luhn-invalid number", fields("4111111111111112"), ["number"]],
    ["a number too short", fields("4111"), ["number"]],
    ["a brand not accepted (UnionPay)", fields("6200000000000005"), ["number"]],
    ["a missing number", fields("", "12/30", "123"), ["number"]],
    ["an expiry in the past", fields("4111111111111111", "02/26"), ["expiry"]],
    ["month 13", fields("4111111111111111", "13/30"), ["expiry"]],
    ["an expiry that is not a date", fields("4111111111111111", "12/3"), ["expiry"]],
    ["a missing expiry", fields("4111111111111111", ""), ["expiry"]],
    ["a 3-digit Amex code", fields("378282246310005", "12/30", "123"), ["cvv"]],
    ["a 4-digit Visa code", fields("4111111111111111", "12/30", "1234"), ["cvv"]],
    ["a short postal code", fields("4111111111111111", "12/30", "123", "12"), ["postalCode"]],
    ["several fields", fields("4111111111111112", "00/30", "1"), ["number", "expiry", "cvv"]],
  ])("refuses %s with HOSTED_FIELDS_FIELDS_INVALID", async (_, options, invalidFields) => {
    const error = await rejection(tokenize(options));
    expect(error.code).toBe("HOSTED_FIELDS_FIELDS_INVALID");
    expect(error.invalidFields).toEqual(invalidFields);
    // The fields say what is wrong; the provider's own refusal text is not for these.
    expect(paymentErrorMessage(error)).toBe(CARD_FIELDS_INVALID_MESSAGE);
  });

  it.each(["1230", "12/30", "12 / 2030", "12/2030", "12-30", "1/30"])(
    "takes the expiry %s as typed, as Braintree's fields do",
    async (expiry) => {
      const payload = await tokenize(fields("4111111111111111", expiry));
      expect(payload.nonce).toMatch(/^fake-valid-visa-nonce:/);
    },
  );

  it("accepts the current month, spaced groups and a postal code", async () => {
    const payload = await tokenize(fields("5555-5555-5555-4444", "03/26", "123", "90210"));
    expect(payload.nonce).toMatch(/^fake-valid-mastercard-nonce:/);
  });

  it("rejects every call on fields after their teardown", async () => {
    const provider = createSandboxProvider({ clock });
    const card = await provider.card(fields("4111111111111111"));
    await card.teardown();
    const error = await rejection(card.tokenize());
    expect(error.code).toBe("METHOD_CALLED_AFTER_TEARDOWN");
    expect(paymentErrorMessage(error)).toBe(GENERIC_PAYMENT_MESSAGE);
    expect((await rejection(card.teardown())).code).toBe("METHOD_CALLED_AFTER_TEARDOWN");
  });

  it("cannot mount by selector without a page", async () => {
    const provider = createSandboxProvider({ clock });
    const error = await rejection(
      provider.card({ number: "#number", expiry: { value: "" }, cvv: { value: "" } }),
    );
    expect(error.code).toBe("HOSTED_FIELDS_INVALID_FIELD_SELECTOR");
  });
});

describe("sandbox wallets", () => {
  it("pays with PayPal as a one-time nonce with a payer id", async () => {
    const provider = createSandboxProvider({ randomId: () => "0123456789abcdef" });
    const payload = await provider.paypal({ amountInCents: 12_345 });
    expect(payload).toEqual({
      nonce: "fake-paypal-one-time-nonce:0123456789abcdef",
      details: { payerId: "SBX0123456789" },
    });
    expect(paymentPayloadSchema.safeParse(payload).success).toBe(true);
  });

  it("pays with Venmo as a wallet nonce, the username standing in for the payer id", async () => {
    const payload = await createSandboxProvider({ randomId: () => "v1" }).venmo();
    expect(payload).toEqual({
      nonce: "fake-venmo-account-nonce:v1",
      details: { payerId: "venmojoe" },
    });
    expect(paymentPayloadSchema.safeParse(payload).success).toBe(true);
  });

  it("pays from the wallet with the card chosen there, and the nonce names that card", async () => {
    const provider = createSandboxProvider({
      randomId: sequence("d"),
      walletCard: { cardType: "MasterCard", lastFour: "4242" },
    });
    const apple = await provider.applePay({ amountInCents: 100 });
    expect(apple).toEqual({
      nonce: "fake-apple-pay-visa-nonce:d1:card-MasterCard-4242",
      details: { dpanLastTwo: "42", cardType: "MasterCard", lastFour: "4242" },
    });
    expect(paymentPayloadSchema.safeParse(apple).success).toBe(true);
  });

  it("pays with Apple Pay and Google Pay as tokenized cards", async () => {
    const provider = createSandboxProvider({ randomId: sequence("w") });
    const apple = await provider.applePay({ amountInCents: 100 });
    const google = await provider.googlePay({ amountInCents: 100 });
    expect(apple).toEqual({
      nonce: "fake-apple-pay-visa-nonce:w1",
      details: { dpanLastTwo: "81" },
    });
    expect(google).toEqual({
      nonce: "fake-android-pay-visa-nonce:w2",
      details: { dpanLastTwo: "81" },
    });
    expect(paymentPayloadSchema.safeParse(apple).success).toBe(true);
    expect(paymentPayloadSchema.safeParse(google).success).toBe(true);
  });

  it.each([0, -100, 12.5, Number.NaN])("refuses a wallet amount of %s cents", async (amount) => {
    const provider = createSandboxProvider();
    await expect(provider.paypal({ amountInCents: amount })).rejects.toThrow(RangeError);
    await expect(provider.applePay({ amountInCents: amount })).rejects.toThrow(RangeError);
    await expect(provider.googlePay({ amountInCents: amount })).rejects.toThrow(RangeError);
  });

  it("passes pay-later charge ids through", async () => {
    const provider = createSandboxProvider();
    await expect(provider.charge("affirm", { chargeId: "sandbox_ok_1" })).resolves.toEqual({
      chargeId: "sandbox_ok_1",
    });
  });

  it("offers every method and gives device data", async () => {
    const provider = createSandboxProvider({ randomId: () => "d1" });
    await expect(provider.prepare("applepay")).resolves.toBe(true);
    await expect(provider.prepare("klarna")).resolves.toBe(true);
    expect(JSON.parse(await provider.deviceData())).toEqual({ correlation_id: "d1" });
  });
});

describe("sandbox teardown", () => {
  it("rejects every method afterwards with METHOD_CALLED_AFTER_TEARDOWN", async () => {
    const provider = createSandboxProvider({ clock });
    const card = await provider.card(fields("4111111111111111"));
    await provider.teardown();
    const calls: [string, () => Promise<unknown>][] = [
      ["tokenize", () => card.tokenize()],
      ["card", () => provider.card(fields("4111111111111111"))],
      ["paypal", () => provider.paypal({ amountInCents: 100 })],
      ["venmo", () => provider.venmo()],
      ["applePay", () => provider.applePay({ amountInCents: 100 })],
      ["googlePay", () => provider.googlePay({ amountInCents: 100 })],
      ["charge", () => provider.charge("klarna", { chargeId: "sandbox_1" })],
      ["prepare", () => provider.prepare("credit")],
      ["deviceData", () => provider.deviceData()],
      ["teardown", () => provider.teardown()],
    ];
    for (const [name, call] of calls) {
      const error = await rejection(call());
      expect(error.code, name).toBe("METHOD_CALLED_AFTER_TEARDOWN");
    }
  });

  it("names the method in a wallet's teardown error", async () => {
    const provider = createSandboxProvider();
    await provider.teardown();
    expect((await rejection(provider.paypal({ amountInCents: 100 }))).method).toBe("paypal");
  });
});

describe("sandboxChargeId", () => {
  it("names the method and a random part, an id the server's sandbox authorises", () => {
    expect(sandboxChargeId("affirm", () => "abc123")).toBe("sandbox_affirm_abc123");
    // Not an outcome word after the prefix: declined, processing, timeout and cancelled are.
    expect(sandboxChargeId("resolve")).toMatch(/^sandbox_resolve_[0-9a-f]{16}$/);
  });
});
