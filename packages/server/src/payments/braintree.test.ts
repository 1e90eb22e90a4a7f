import braintree from "braintree";
import { describe, expect, it } from "vitest";
import { centsToDollars, dollarsToCents } from "./amounts";
import {
  type BraintreeResult,
  type BraintreeSaleTransaction,
  createBraintreeGateway,
  liveAuthorization,
  reshapeSale,
  reshapeSdkError,
  toCardBrand,
  toOperationError,
  toPaymentError,
  toSaleRequest,
  transactionStatus,
} from "./braintree";
import { PaymentError } from "./gateway";
import { authorizeRequest, TEST_ORDER_REFERENCE } from "./test-support";

const request = authorizeRequest;

const transaction = (fields: Partial<BraintreeSaleTransaction>): BraintreeSaleTransaction => ({
  id: "bt_1",
  status: "authorized",
  amount: "123.45",
  ...fields,
});

/** The SDK's own error factories, which @types/braintree does not declare. */
const sdkErrors = (
  braintree as unknown as { exceptions: Record<string, (message: string) => Error> }
).exceptions;
const sdkError = (factory: string, message: string): Error => {
  const make = sdkErrors[factory];
  if (!make) throw new Error(`The SDK has no ${factory}`);
  return make(message);
};

const validationErrors = (...errors: { code: string; message: string }[]) => ({
  deepErrors: () => errors,
});

function thrown(work: () => unknown): PaymentError {
  try {
    work();
  } catch (error) {
    expect(error).toBeInstanceOf(PaymentError);
    return error as PaymentError;
  }
  throw new Error("expected a PaymentError");
}

describe("amounts in dollars", () => {
  it.each([
    [200_000, "2000.00"],
    [199_999, "1999.99"],
    [300_000, "3000.00"],
    [5, "0.05"],
    [100, "1.00"],
    [0, "0.00"],
  ])("%i cents is %s", (cents, dollars) => {
    expect(centsToDollars(cents)).toBe(dollars);
    expect(dollarsToCents(dollars)).toBe(cents);
  });

  it("round-trips every cent of the sandbox's test amounts exactly", () => {
    const wrong: number[] = [];
    for (let cents = 0; cents <= 600_000; cents += 1) {
      if (dollarsToCents(centsToDollars(cents)) !== cents) wrong.push(cents);
    }
    expect(wrong).toEqual([]);
  });

  it.each(["", "abc", "1.234", "-1.00", "1,000.00"])("reads %j as no amount", (text) => {
    expect(dollarsToCents(text)).toBeNull();
  });

  it("reads short decimals as Braintree may print them", () => {
    expect(dollarsToCents("12")).toBe(1_200);
    expect(dollarsToCents("12.5")).toBe(1_250);
  });
});

describe("toSaleRequest", () => {
  it("authorises without settling, in dollars, with our order reference", () => {
    expect(toSaleRequest(request("credit", { nonce: "nonce-1" }, 200_000))).toEqual({
      amount: "2000.00",
      paymentMethodNonce: "nonce-1",
      orderId: TEST_ORDER_REFERENCE,
      options: { submitForSettlement: false },
    });
    expect(toSaleRequest(request("credit", { nonce: "n" }, 199_999)).amount).toBe("1999.99");
  });

  it("sends the nonce of a wallet or a tokenized card", () => {
    const paypal = { nonce: "pp-1", details: { payerId: "P1" } };
    const applePay = { nonce: "ap-1", details: { dpanLastTwo: "42" } };
    expect(toSaleRequest(request("paypal", paypal)).paymentMethodNonce).toBe("pp-1");
    expect(toSaleRequest(request("applepay", applePay)).paymentMethodNonce).toBe("ap-1");
  });

  it.each([
    ["affirm", "Affirm"],
    ["resolve", "Resolve"],
    ["katapult", "Katapult"],
    ["synchrony", "Synchrony"],
    ["klarna", "Klarna"],
  ] as const)("refuses a %s charge id, naming the provider to configure", (method, label) => {
    const refusal = thrown(() => toSaleRequest(request(method, { chargeId: "ch_1" })));
    expect(refusal.code).toBe("INVALID_PAYLOAD");
    expect(refusal.message).toContain(`configure the ${label} provider`);
  });

  it("refuses a payload that does not fit the method", () => {
    expect(thrown(() => toSaleRequest(request("credit", { chargeId: "c" }))).code).toBe(
      "INVALID_PAYLOAD",
    );
    expect(thrown(() => toSaleRequest(request("paypal", { nonce: "n" }))).code).toBe(
      "INVALID_PAYLOAD",
    );
  });

  it.each([0, -5, 12.5])("refuses %s cents", (amount) => {
    expect(thrown(() => toSaleRequest(request("credit", { nonce: "n" }, amount))).code).toBe(
      "INVALID_PAYLOAD",
    );
  });
});

describe("toCardBrand", () => {
  it.each([
    ["American Express", "American Express"],
    ["Visa", "Visa"],
    ["MasterCard", "MasterCard"],
    ["Discover", "Discover"],
    ["JCB", "JCB"],
    ["Apple Pay - Visa", "Visa"],
    ["Apple Pay - American Express", "American Express"],
    ["Maestro", null],
    ["Unknown", null],
    [undefined, null],
  ])("%s is %s", (cardType, brand) => {
    expect(toCardBrand(cardType)).toBe(brand);
  });
});

describe("reshapeSale", () => {
  const card = { cardType: "Visa", last4: "1881" };

  it("turns an authorised card sale into our Authorization", () => {
    const result = {
      success: true,
      transaction: transaction({ amount: "1999.99", creditCard: card }),
    };
    expect(reshapeSale(result, request("credit", { nonce: "n" }, 199_999))).toEqual({
      transactionId: "bt_1",
      status: "authorized",
      method: "credit",
      amountInCents: 199_999,
      cardBrand: "Visa",
      last4: "1881",
    });
  });

  it("reports the amount Braintree authorised, which a partial authorisation lowers", () => {
    const result = { success: true, transaction: transaction({ amount: "50.00" }) };
    expect(reshapeSale(result, request("credit", { nonce: "n" }, 10_000)).amountInCents).toBe(
      5_000,
    );
  });

  it("reads Apple Pay and Google Pay cards, and no card for PayPal", () => {
    const applePay = transaction({
      applePayCard: { cardType: "Apple Pay - MasterCard", last4: "4444" },
    });
    const googlePay = transaction({
      androidPayCard: { sourceCardType: "Discover", sourceCardLast4: "1117" },
    });
    const tokenized = { nonce: "n", details: { dpanLastTwo: "11" } };
    expect(
      reshapeSale({ success: true, transaction: applePay }, request("applepay", tokenized)),
    ).toMatchObject({ cardBrand: "MasterCard", last4: "4444" });
    expect(
      reshapeSale({ success: true, transaction: googlePay }, request("googlepay", tokenized)),
    ).toMatchObject({ cardBrand: "Discover", last4: "1117" });
    // Apple Pay's last4 is the device account's; the card the shopper chose is the one named.
    const chosen = transaction({
      applePayCard: {
        cardType: "Apple Pay - Visa",
        last4: "9876",
        paymentInstrumentName: "Visa 4242",
        sourceDescription: "Visa 4242",
      },
    });
    expect(
      reshapeSale({ success: true, transaction: chosen }, request("applepay", tokenized)),
    ).toMatchObject({ cardBrand: "Visa", last4: "4242" });
    const paypal = { nonce: "n", details: { payerId: "P" } };
    expect(
      reshapeSale({ success: true, transaction: transaction({}) }, request("paypal", paypal)),
    ).toMatchObject({ cardBrand: null, last4: null });
  });

  it.each(["authorizing", "settlement_pending"])("calls %s processing", (status) => {
    const result = { success: true, transaction: transaction({ status }) };
    expect(reshapeSale(result, request("credit", { nonce: "n" })).status).toBe("processing");
  });

  it("refuses a successful result in a status an authorisation cannot have", () => {
    const result = { success: true, transaction: transaction({ status: "voided" }) };
    const refusal = thrown(() => reshapeSale(result, request("credit", { nonce: "n" })));
    expect(refusal).toMatchObject({ code: "GATEWAY_ERROR", providerCode: "voided" });
  });

  it("throws the mapped refusal for an unsuccessful result", () => {
    const result: BraintreeResult = {
      success: false,
      message: "Do Not Honor",
      transaction: transaction({
        status: "processor_declined",
        processorResponseCode: "2000",
        processorResponseText: "Do Not Honor",
      }),
    };
    const refusal = thrown(() => reshapeSale(result, request("credit", { nonce: "n" })));
    expect(refusal).toMatchObject({ code: "DECLINED", providerCode: "2000" });
  });
});

describe("liveAuthorization", () => {
  it("resumes with the newest sale that still holds money, and none when all were released", () => {
    const sales = [
      transaction({ id: "bt_old", status: "voided", amount: "400.00" }),
      transaction({
        id: "bt_live",
        status: "authorized",
        amount: "399.96",
        creditCard: { cardType: "Visa", last4: "1111" },
      }),
      transaction({ id: "bt_failed", status: "processor_declined", amount: "399.96" }),
    ];
    expect(liveAuthorization(sales)).toEqual({
      transactionId: "bt_live",
      status: "authorized",
      method: "credit",
      amountInCents: 39_996,
      cardBrand: "Visa",
      last4: "1111",
    });
    expect(
      liveAuthorization([transaction({ id: "bt_p", status: "settlement_pending", amount: "1.00" })])
        ?.status,
    ).toBe("processing");
    expect(liveAuthorization(sales.filter((t) => t.id !== "bt_live"))).toBeNull();
    expect(liveAuthorization([])).toBeNull();
  });
});

describe("toPaymentError", () => {
  it("declines on a processor decline, with its response code and text", () => {
    const error = toPaymentError({
      success: false,
      message: "Insufficient Funds",
      transaction: transaction({
        status: "processor_declined",
        processorResponseCode: "2001",
        processorResponseText: "Insufficient Funds",
      }),
    });
    expect(error).toMatchObject({
      code: "DECLINED",
      providerCode: "2001",
      message: "Insufficient Funds",
    });
  });

  it.each([
    ["fraud", "DECLINED"],
    ["cvv", "DECLINED"],
    ["duplicate", "DECLINED"],
    ["application_incomplete", "GATEWAY_ERROR"],
  ])("maps a gateway rejection for %s to %s", (reason, code) => {
    const error = toPaymentError({
      success: false,
      message: `Gateway Rejected: ${reason}`,
      transaction: transaction({ status: "gateway_rejected", gatewayRejectionReason: reason }),
    });
    expect(error).toMatchObject({ code, providerCode: reason });
  });

  it("is a gateway error when the processor failed (3000)", () => {
    const error = toPaymentError({
      success: false,
      message: "Processor Network Unavailable - Try Again",
      transaction: transaction({ status: "failed", processorResponseCode: "3000" }),
    });
    expect(error).toMatchObject({ code: "GATEWAY_ERROR", providerCode: "3000" });
  });

  it("says the nonce was used when a validation error says so", () => {
    const error = toPaymentError({
      success: false,
      message: "Cannot use a payment_method_nonce more than once.",
      errors: validationErrors(
        { code: "81502", message: "Amount is required." },
        { code: "91564", message: "Cannot use a payment_method_nonce more than once." },
      ),
    });
    expect(error).toMatchObject({ code: "NONCE_USED", providerCode: "91564" });
  });

  it("calls any other validation error an invalid payload", () => {
    const error = toPaymentError({
      success: false,
      message: "Unknown or expired payment_method_nonce.",
      errors: validationErrors({
        code: "91565",
        message: "Unknown or expired payment_method_nonce.",
      }),
    });
    expect(error).toMatchObject({ code: "INVALID_PAYLOAD", providerCode: "91565" });
  });

  it("is a gateway error when Braintree says nothing more", () => {
    const error = toPaymentError({ success: false, errors: validationErrors() });
    expect(error).toMatchObject({ code: "GATEWAY_ERROR", providerCode: null });
  });
});

describe("toOperationError", () => {
  it("names the failed operation and Braintree's code", () => {
    const error = toOperationError(
      {
        success: false,
        message: "Refund amount is too large.",
        errors: validationErrors({ code: "91521", message: "Refund amount is too large." }),
      },
      "Refund",
    );
    expect(error).toMatchObject({
      code: "GATEWAY_ERROR",
      providerCode: "91521",
      message: "Refund failed: Refund amount is too large.",
    });
  });
});

describe("reshapeSdkError", () => {
  it.each([
    [sdkError("RequestTimeoutError", "timed out"), "TIMEOUT", "requestTimeoutError"],
    [sdkError("GatewayTimeoutError", "gateway"), "TIMEOUT", "gatewayTimeoutError"],
    [sdkError("AuthenticationError", "keys"), "GATEWAY_ERROR", "authenticationError"],
    [sdkError("NotFoundError", "Not Found"), "GATEWAY_ERROR", "notFoundError"],
    [sdkError("ServerError", "500"), "GATEWAY_ERROR", "serverError"],
    [Object.assign(new Error("socket"), { code: "ETIMEDOUT" }), "TIMEOUT", "ETIMEDOUT"],
    [Object.assign(new Error("reset"), { code: "ECONNRESET" }), "GATEWAY_ERROR", "ECONNRESET"],
  ])("maps %s to %s", (error, code, providerCode) => {
    const mapped = reshapeSdkError(error);
    expect(mapped).toBeInstanceOf(PaymentError);
    expect(mapped).toMatchObject({ code, providerCode });
    expect(mapped.cause).toBe(error);
  });

  it("passes our own errors through unchanged", () => {
    const ours = new PaymentError("DECLINED", "no");
    expect(reshapeSdkError(ours)).toBe(ours);
  });

  it("survives a thrown non-error", () => {
    expect(reshapeSdkError(undefined)).toMatchObject({ code: "GATEWAY_ERROR" });
  });
});

describe("createBraintreeGateway without network", () => {
  const gateway = createBraintreeGateway({
    merchantId: "merchant",
    publicKey: "public",
    privateKey: "private",
    environment: "sandbox",
  });

  it("refuses pay-later charge ids before calling Braintree", async () => {
    expect(gateway.name).toBe("braintree");
    await expect(gateway.authorize(request("affirm", { chargeId: "ch_1" }))).rejects.toMatchObject({
      code: "INVALID_PAYLOAD",
    });
  });

  it("refuses a capture of no money before calling Braintree", async () => {
    await expect(gateway.capture("bt_1", 0)).rejects.toMatchObject({ code: "INVALID_PAYLOAD" });
  });

  it("refuses a refund of no money before calling Braintree", async () => {
    await expect(gateway.refund("bt_1", 0)).rejects.toMatchObject({ code: "INVALID_PAYLOAD" });
  });

  it("has no Klarna", async () => {
    await expect(
      gateway.klarnaSession({ amountInCents: 100, orderReference: "c" }),
    ).rejects.toMatchObject({ code: "GATEWAY_ERROR", message: "Klarna is not configured" });
  });
});

describe("transactionStatus", () => {
  it("reads Braintree's statuses as settled, processing, voided or declined", () => {
    expect(transactionStatus("submitted_for_settlement")).toBe("authorized");
    expect(transactionStatus("authorizing")).toBe("processing");
    expect(transactionStatus("voided")).toBe("voided");
    expect(transactionStatus("processor_declined")).toBe("declined");
  });
});
