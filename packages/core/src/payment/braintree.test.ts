import braintreePackage from "braintree-web/package.json";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createBraintreeProvider } from "./braintree";
import { PaymentProviderError } from "./provider-error";
import {
  CARD_FIELDS_INVALID_MESSAGE,
  PAYMENT_CONNECTION_MESSAGE,
  PAYMENT_SDK_VERSION,
  paymentErrorMessage,
} from "./rules";
import { braintreeError, fakeSdk, KEY } from "./test-support";

const loaded = vi.hoisted(() => [] as string[]);

// The real loader's modules, replaced so the test can tell when each one is imported. They are
// CommonJS, so they arrive as a default export.
vi.mock("braintree-web/client", () => {
  loaded.push("client");
  const create = async () => ({ getConfiguration: () => ({}), teardown: async () => {} });
  return { default: { create } };
});
vi.mock("braintree-web/hosted-fields", () => {
  loaded.push("hosted-fields");
  return { default: { create: async () => ({ teardown: async () => {} }) } };
});

const FIELDS = { number: "#cc-number", expiry: "#cc-exp", cvv: "#cc-cvv", postalCode: "#zip" };

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("braintree-web version", () => {
  it("is the SDK version of checkout.md §9", () => {
    expect(braintreePackage.version).toBe(PAYMENT_SDK_VERSION);
  });
});

describe("lazy loading", () => {
  it("imports no SDK module with the default loader until a payment needs one", async () => {
    const provider = createBraintreeProvider({ authorization: KEY });
    await provider.charge("klarna", { chargeId: "auth_token_1" });
    expect(loaded).toEqual([]);
    await provider.prepare("credit");
    expect([...loaded].sort()).toEqual(["client", "hosted-fields"]);
  });

  it("imports only what a method needs, once", async () => {
    const { provider, imports, create } = fakeSdk();
    expect(imports).toEqual([]);
    await provider.card(FIELDS);
    await provider.card(FIELDS);
    expect([...new Set(imports)].sort()).toEqual(["client", "hostedFields"]);
    expect(create.client).toHaveBeenCalledTimes(1);
    expect(create.client).toHaveBeenCalledWith({ authorization: KEY });
    await provider.paypal({ amountInCents: 100 });
    expect(imports).toContain("paypal");
    expect(imports).not.toContain("venmo");
    expect(imports).not.toContain("applePay");
  });
});

describe("card", () => {
  it("mounts hosted fields in the given containers, for the accepted brands only", async () => {
    const { provider, create } = fakeSdk();
    await provider.card({ ...FIELDS, styles: { input: { "font-size": "16px" } } });
    const options = create.hostedFields.mock.calls[0]?.[0] as {
      fields: Record<string, { container: string; supportedCardBrands?: object }>;
      styles: object;
    };
    expect(options.fields.number?.container).toBe("#cc-number");
    expect(options.fields.expirationDate?.container).toBe("#cc-exp");
    expect(options.fields.cvv?.container).toBe("#cc-cvv");
    expect(options.fields.postalCode?.container).toBe("#zip");
    expect(options.styles).toEqual({ input: { "font-size": "16px" } });
    expect(options.fields.number?.supportedCardBrands).toMatchObject({
      visa: true,
      mastercard: true,
      "american-express": true,
      discover: true,
      jcb: true,
      "diners-club": false,
      maestro: false,
    });
  });

  it("leaves the postal code out when the form has none", async () => {
    const { provider, create } = fakeSdk();
    await provider.card({ number: "#n", expiry: "#e", cvv: "#c" });
    const options = create.hostedFields.mock.calls[0]?.[0] as { fields: object };
    expect(Object.keys(options.fields).sort()).toEqual(["cvv", "expirationDate", "number"]);
  });

  it("tokenizes to a card nonce with the card type and last four", async () => {
    const { provider } = fakeSdk();
    const card = await provider.card(FIELDS);
    await expect(card.tokenize()).resolves.toEqual({
      nonce: "tokencc_bh_1",
      details: { cardType: "MasterCard", lastFour: "4444" },
    });
  });

  it("passes on the SDK's refusal with its code and the fields at fault", async () => {
    const { provider, hostedFields } = fakeSdk();
    hostedFields.tokenize.mockRejectedValueOnce(
      braintreeError("HOSTED_FIELDS_FIELDS_INVALID", { invalidFieldKeys: ["expirationDate"] }),
    );
    const card = await provider.card(FIELDS);
    const error = await card.tokenize().catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error).toMatchObject({
      code: "HOSTED_FIELDS_FIELDS_INVALID",
      invalidFields: ["expiry"],
    });
    expect(paymentErrorMessage(error)).toBe(CARD_FIELDS_INVALID_MESSAGE);
  });

  it("refuses a payload that is not a card nonce", async () => {
    const { provider, hostedFields } = fakeSdk();
    hostedFields.tokenize.mockResolvedValueOnce({
      nonce: "tokencc_2",
      details: { cardType: "Visa", lastFour: "", lastTwo: "", bin: "" },
      type: "CreditCard",
    });
    const card = await provider.card(FIELDS);
    await expect(card.tokenize()).rejects.toMatchObject({ code: "PAYMENT_PAYLOAD_INVALID" });
  });

  it("fails with the client's code when the tokenization key is refused, and retries later", async () => {
    const { provider, create } = fakeSdk();
    create.client.mockRejectedValueOnce(braintreeError("CLIENT_INVALID_AUTHORIZATION"));
    await expect(provider.card(FIELDS)).rejects.toMatchObject({
      code: "CLIENT_INVALID_AUTHORIZATION",
    });
    await expect(provider.card(FIELDS)).resolves.toBeDefined();
    expect(create.client).toHaveBeenCalledTimes(2);
  });
});

describe("card fields as the shopper fills them", () => {
  const hostedState = (emittedBy: string, overrides: object = {}) => ({
    emittedBy,
    cards: [
      { type: "american-express", niceType: "American Express", code: { name: "CID", size: 4 } },
    ],
    fields: {
      number: { isEmpty: false, isValid: true, isPotentiallyValid: true, isFocused: false },
      expirationDate: {
        isEmpty: false,
        isValid: false,
        isPotentiallyValid: false,
        isFocused: false,
      },
      cvv: { isEmpty: true, isValid: false, isPotentiallyValid: true, isFocused: true },
      ...overrides,
    },
  });

  it("passes the hosted fields' events on, named as the screens name the fields", async () => {
    const { provider, hostedFields } = fakeSdk();
    const card = await provider.card(FIELDS);
    const events: unknown[] = [];
    card.subscribe((event) => events.push(event));
    hostedFields.emit("blur", hostedState("expirationDate"));
    hostedFields.emit("validityChange", hostedState("number"));
    expect(events).toEqual([
      {
        type: "blur",
        field: "expiry",
        state: {
          brand: "American Express",
          fields: {
            number: { isEmpty: false, isValid: true, isPotentiallyValid: true, isFocused: false },
            expiry: { isEmpty: false, isValid: false, isPotentiallyValid: false, isFocused: false },
            cvv: { isEmpty: true, isValid: false, isPotentiallyValid: true, isFocused: true },
          },
        },
      },
      expect.objectContaining({ type: "change", field: "number" }),
    ]);
  });

  it("reads the state from the SDK; the brand only once one card is left", async () => {
    const { provider, hostedFields } = fakeSdk();
    const card = await provider.card(FIELDS);
    hostedFields.getState.mockReturnValueOnce({
      ...hostedState("number"),
      cards: [
        { type: "visa", niceType: "Visa", code: { name: "CVV", size: 3 } },
        { type: "jcb", niceType: "JCB", code: { name: "CVV", size: 3 } },
      ],
    });
    expect(card.state().brand).toBeNull();
    expect(card.state().fields).toEqual({});
  });

  it("marks a field wrong through aria-invalid and the SDK's hidden message, and focuses it", async () => {
    const { provider, hostedFields } = fakeSdk();
    const card = await provider.card(FIELDS);
    card.setError("expiry", "This expiration date is not valid (format MM/YY)");
    expect(hostedFields.setAttribute).toHaveBeenCalledWith({
      field: "expirationDate",
      attribute: "aria-invalid",
      value: true,
    });
    expect(hostedFields.setMessage).toHaveBeenCalledWith({
      field: "expirationDate",
      message: "This expiration date is not valid (format MM/YY)",
    });
    card.setError("expiry", null);
    expect(hostedFields.removeAttribute).toHaveBeenCalledWith({
      field: "expirationDate",
      attribute: "aria-invalid",
    });
    expect(hostedFields.setMessage).toHaveBeenLastCalledWith({
      field: "expirationDate",
      message: "",
    });
    card.focus("cvv");
    expect(hostedFields.focus).toHaveBeenCalledWith("cvv");
  });

  it("prefills the expiry of a card already entered, and remembers the tokenized card's", async () => {
    const { provider, create } = fakeSdk();
    const card = await provider.card({ ...FIELDS, prefill: { expiry: "12/34" } });
    const options = create.hostedFields.mock.calls[0]?.[0] as {
      fields: Record<string, { prefill?: string }>;
    };
    expect(options.fields.expirationDate?.prefill).toBe("12/34");
    expect(options.fields.number?.prefill).toBeUndefined();
    expect(options.fields.cvv?.prefill).toBeUndefined();
    expect(card.lastExpiry()).toBeNull();
    await card.tokenize();
    expect(card.lastExpiry()).toBe("04/31");
  });
});

describe("integration timeout", () => {
  it("gives up on a client that does not come up within 60 s", async () => {
    vi.useFakeTimers();
    const { provider, create } = fakeSdk();
    create.client.mockReturnValueOnce(new Promise(() => {}));
    const result = provider.card(FIELDS).catch((reason: unknown) => reason);
    await vi.advanceTimersByTimeAsync(60_000);
    const error = await result;
    expect(error).toMatchObject({ code: "CLIENT_REQUEST_TIMEOUT", method: null });
    expect(paymentErrorMessage(error)).toBe(PAYMENT_CONNECTION_MESSAGE);
  });

  it("gives up on a tokenization that does not answer within 60 s", async () => {
    vi.useFakeTimers();
    const { provider, hostedFields } = fakeSdk();
    const card = await provider.card(FIELDS);
    hostedFields.tokenize.mockReturnValueOnce(new Promise(() => {}));
    const result = card.tokenize().catch((reason: unknown) => reason);
    await vi.advanceTimersByTimeAsync(59_999);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toMatchObject({
      code: "CLIENT_REQUEST_TIMEOUT",
      method: "credit",
    });
  });

  it("does not time the shopper out of PayPal's popup", async () => {
    vi.useFakeTimers();
    const { provider, paypal } = fakeSdk();
    await provider.prepare("paypal");
    paypal.tokenize.mockReturnValueOnce(
      new Promise((resolve) =>
        setTimeout(
          () =>
            resolve({
              nonce: "pp_late",
              type: "PayPalAccount",
              details: { payerId: "P1", email: "a@example.com" },
            }),
          5 * 60_000,
        ),
      ),
    );
    const result = provider.paypal({ amountInCents: 100 });
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    await expect(result).resolves.toEqual({ nonce: "pp_late", details: { payerId: "P1" } });
  });
});

describe("teardown", () => {
  it("tears down every SDK instance and refuses calls afterwards", async () => {
    const { provider, client, hostedFields, paypal } = fakeSdk();
    const card = await provider.card(FIELDS);
    await provider.prepare("paypal");
    await provider.teardown();
    expect(hostedFields.teardown).toHaveBeenCalled();
    expect(paypal.teardown).toHaveBeenCalled();
    expect(client.teardown).toHaveBeenCalled();
    for (const call of [
      () => card.tokenize(),
      () => provider.card(FIELDS),
      () => provider.paypal({ amountInCents: 100 }),
      () => provider.venmo(),
      () => provider.applePay({ amountInCents: 100 }),
      () => provider.googlePay({ amountInCents: 100 }),
      () => provider.charge("affirm", { chargeId: "c1" }),
      () => provider.prepare("credit"),
      () => provider.deviceData(),
      () => provider.teardown(),
    ]) {
      await expect(call()).rejects.toMatchObject({ code: "METHOD_CALLED_AFTER_TEARDOWN" });
    }
    expect(hostedFields.tokenize).not.toHaveBeenCalled();
  });

  it("tears down card fields alone, leaving the provider usable", async () => {
    const { provider, hostedFields, client } = fakeSdk();
    const card = await provider.card(FIELDS);
    await card.teardown();
    expect(hostedFields.teardown).toHaveBeenCalledTimes(1);
    expect(client.teardown).not.toHaveBeenCalled();
    await expect(card.tokenize()).rejects.toMatchObject({ code: "METHOD_CALLED_AFTER_TEARDOWN" });
    await expect(provider.card(FIELDS)).resolves.toBeDefined();
  });

  it("releases an instance that finishes loading after teardown", async () => {
    const { provider, create, hostedFields } = fakeSdk();
    let finish: (value: typeof hostedFields) => void = () => {};
    create.hostedFields.mockReturnValueOnce(new Promise((resolve) => (finish = resolve)));
    const mounting = provider.card(FIELDS).catch((reason: unknown) => reason);
    await vi.waitFor(() => expect(create.hostedFields).toHaveBeenCalled());
    await provider.teardown();
    finish(hostedFields);
    await expect(mounting).resolves.toMatchObject({ code: "METHOD_CALLED_AFTER_TEARDOWN" });
    await vi.waitFor(() => expect(hostedFields.teardown).toHaveBeenCalled());
  });
});
