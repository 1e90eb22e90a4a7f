import type { PaymentPayload } from "@treadkit/core/payment";
import braintree from "braintree";
import { describe, expect, it } from "vitest";
import { PaymentError, type PaymentErrorCode } from "./gateway";
import { createSandboxGateway, DEFAULT_TIMEOUT_DELAY_MS } from "./sandbox";
import { SANDBOX_NONCES } from "./sandbox-triggers";
import { authorizeRequest } from "./test-support";

const request = authorizeRequest;
const cardNonce = (nonce: string): PaymentPayload => ({ nonce });
const wallet = (nonce: string): PaymentPayload => ({ nonce, details: { payerId: "PAYER1" } });
const tokenized = (nonce: string): PaymentPayload => ({ nonce, details: { dpanLastTwo: "42" } });
const charge = (chargeId: string): PaymentPayload => ({ chargeId });

async function expectRefusal(
  pending: Promise<unknown>,
  code: PaymentErrorCode,
  providerCode?: string | null,
): Promise<PaymentError> {
  const error = await pending.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(PaymentError);
  const refusal = error as PaymentError;
  expect(refusal.code).toBe(code);
  if (providerCode !== undefined) expect(refusal.providerCode).toBe(providerCode);
  return refusal;
}

describe("sandbox card nonces", () => {
  it.each([
    ["fake-valid-nonce", "Visa", "1881"],
    ["fake-valid-visa-nonce", "Visa", "1881"],
    ["fake-valid-amex-nonce", "American Express", "0005"],
    ["fake-valid-mastercard-nonce", "MasterCard", "4444"],
    ["fake-valid-discover-nonce", "Discover", "1117"],
    ["fake-valid-jcb-nonce", "JCB", "0000"],
  ])("%s authorises a %s card ending %s", async (nonce, cardBrand, last4) => {
    const gateway = createSandboxGateway();
    const authorization = await gateway.authorize(request("credit", cardNonce(nonce)));
    expect(authorization).toMatchObject({
      status: "authorized",
      method: "credit",
      amountInCents: 12_345,
      cardBrand,
      last4,
    });
    expect(authorization.transactionId).toMatch(/^sbx_\w+$/);
  });

  it("names only nonces the Braintree SDK itself lists, besides its own triggers", () => {
    const sdkNonces = new Set(
      Object.values(
        (braintree as unknown as { Test: { Nonces: Record<string, string> } }).Test.Nonces,
      ),
    );
    const ours = ["fake-processing-nonce", "fake-timeout-nonce"];
    const unknown = Object.keys(SANDBOX_NONCES).filter(
      (n) => !sdkNonces.has(n) && !ours.includes(n),
    );
    expect(unknown).toEqual([]);
  });

  it.each([
    ["fake-processor-declined-visa-nonce", "DECLINED", "2000"],
    ["fake-processor-declined-mastercard-nonce", "DECLINED", "2000"],
    ["fake-processor-declined-amex-nonce", "DECLINED", "2000"],
    ["fake-processor-declined-discover-nonce", "DECLINED", "2000"],
    ["fake-gateway-rejected-fraud-nonce", "DECLINED", "fraud"],
    ["fake-gateway-rejected-risk-thresholds-nonce", "DECLINED", "risk_threshold"],
    ["fake-processor-failure-jcb-nonce", "GATEWAY_ERROR", "3000"],
    ["fake-luhn-invalid-nonce", "INVALID_PAYLOAD", "81715"],
  ] as const)("%s is refused with %s (%s)", async (nonce, code, providerCode) => {
    const gateway = createSandboxGateway();
    await expectRefusal(gateway.authorize(request("credit", cardNonce(nonce))), code, providerCode);
    expect(gateway.authorizations()).toHaveLength(0);
  });

  it("says why a processor declined in Braintree's words", async () => {
    const gateway = createSandboxGateway();
    const refusal = await expectRefusal(
      gateway.authorize(request("credit", cardNonce("fake-processor-declined-visa-nonce"))),
      "DECLINED",
    );
    expect(refusal.message).toBe("Do Not Honor");
  });

  it("refuses a nonce it does not know", async () => {
    const gateway = createSandboxGateway();
    await expectRefusal(
      gateway.authorize(request("credit", cardNonce("tokencc_real_nonce"))),
      "INVALID_PAYLOAD",
      "91565",
    );
  });
});

describe("sandbox wallets", () => {
  it.each([
    ["paypal", wallet("fake-paypal-one-time-nonce"), null, null],
    ["paypal", wallet("fake-paypal-billing-agreement-nonce"), null, null],
    ["venmo", wallet("fake-venmo-account-nonce"), null, null],
    ["applepay", tokenized("fake-apple-pay-visa-nonce"), "Visa", "1881"],
    ["applepay", wallet("fake-apple-pay-amex-nonce"), "American Express", "0005"],
    ["googlepay", tokenized("fake-android-pay-visa-nonce"), "Visa", "1881"],
    ["googlepay", wallet("fake-android-pay-mastercard-nonce"), "MasterCard", "4444"],
    // A nonce minted for the card chosen in the wallet reports that card.
    [
      "applepay",
      tokenized("fake-apple-pay-visa-nonce:x:card-MasterCard-4242"),
      "MasterCard",
      "4242",
    ],
    [
      "googlepay",
      tokenized("fake-android-pay-visa-nonce:x:card-Discover-1005"),
      "Discover",
      "1005",
    ],
  ] as const)("%s takes %j", async (method, payload, cardBrand, last4) => {
    const gateway = createSandboxGateway();
    const authorization = await gateway.authorize(request(method, payload));
    expect(authorization).toMatchObject({ status: "authorized", method, cardBrand, last4 });
  });
});

describe("sandbox payload kinds", () => {
  it.each([
    ["credit", wallet("fake-valid-nonce")],
    ["credit", tokenized("fake-valid-nonce")],
    ["credit", charge("sandbox_abc")],
    ["paypal", cardNonce("fake-paypal-one-time-nonce")],
    ["paypal", tokenized("fake-paypal-one-time-nonce")],
    ["venmo", cardNonce("fake-venmo-account-nonce")],
    ["applepay", cardNonce("fake-apple-pay-visa-nonce")],
    ["googlepay", charge("sandbox_abc")],
    ["affirm", cardNonce("fake-valid-nonce")],
    ["resolve", wallet("fake-paypal-one-time-nonce")],
    ["klarna", tokenized("fake-apple-pay-visa-nonce")],
  ] as const)("%s refuses %j", async (method, payload) => {
    const gateway = createSandboxGateway();
    await expectRefusal(gateway.authorize(request(method, payload)), "INVALID_PAYLOAD");
  });

  it.each([
    ["credit", cardNonce("fake-paypal-one-time-nonce")],
    ["paypal", wallet("fake-venmo-account-nonce")],
    ["paypal", wallet("fake-valid-nonce")],
    ["applepay", tokenized("fake-android-pay-visa-nonce")],
    ["googlepay", tokenized("fake-apple-pay-visa-nonce")],
  ] as const)("%s refuses another method's nonce %j", async (method, payload) => {
    const gateway = createSandboxGateway();
    await expectRefusal(gateway.authorize(request(method, payload)), "INVALID_PAYLOAD");
  });

  it("refuses a payload the schema does not allow", async () => {
    const gateway = createSandboxGateway();
    const mixed = { nonce: "fake-valid-nonce", details: { payerId: "P", dpanLastTwo: "42" } };
    await expectRefusal(
      gateway.authorize(request("applepay", mixed as unknown as PaymentPayload)),
      "INVALID_PAYLOAD",
    );
  });

  it("names the expected kind in the refusal", async () => {
    const gateway = createSandboxGateway();
    const refusal = await expectRefusal(
      gateway.authorize(request("paypal", cardNonce("fake-paypal-one-time-nonce"))),
      "INVALID_PAYLOAD",
    );
    expect(refusal.message).toBe(
      "A paypal payment needs a wallet nonce with details.payerId, not a card nonce",
    );
  });

  it("does not use up a nonce it refused as malformed", async () => {
    const gateway = createSandboxGateway();
    await expectRefusal(
      gateway.authorize(request("credit", wallet("fake-valid-nonce"))),
      "INVALID_PAYLOAD",
    );
    await expect(
      gateway.authorize(request("credit", cardNonce("fake-valid-nonce"))),
    ).resolves.toMatchObject({ status: "authorized" });
  });
});

describe("sandbox amounts (Braintree's test amounts, in cents)", () => {
  it.each([
    [199_999, "authorized"],
    [1, "authorized"],
    [300_100, "authorized"],
  ] as const)("%i cents is %s", async (amountInCents, status) => {
    const gateway = createSandboxGateway();
    const authorization = await gateway.authorize(
      request("credit", cardNonce("fake-valid-nonce"), amountInCents),
    );
    expect(authorization).toMatchObject({ status, amountInCents });
  });

  it.each([
    [200_000, "DECLINED", "2000", "Do Not Honor"],
    [200_099, "DECLINED", "2000", "Do Not Honor"],
    [200_100, "DECLINED", "2001", "Insufficient Funds"],
    [299_999, "DECLINED", "2999", "Processor Declined"],
    [300_000, "GATEWAY_ERROR", "3000", "Processor Network Unavailable - Try Again"],
    [300_099, "GATEWAY_ERROR", "3000", "Processor Network Unavailable - Try Again"],
    [
      500_100,
      "GATEWAY_ERROR",
      "application_incomplete",
      "Gateway Rejected: application_incomplete",
    ],
    [539_000, "PROCESSING", "539", "The payment is still being processed"],
  ] as const)("%i cents is refused with %s %s", async (amount, code, providerCode, message) => {
    const gateway = createSandboxGateway();
    const refusal = await expectRefusal(
      gateway.authorize(request("credit", cardNonce("fake-valid-nonce"), amount)),
      code,
      providerCode,
    );
    expect(refusal.message).toBe(message);
    expect(gateway.authorizations()).toHaveLength(0);
  });

  it("declines 5001.01 on PayPal only, with 2038", async () => {
    const gateway = createSandboxGateway();
    await expectRefusal(
      gateway.authorize(request("paypal", wallet("fake-paypal-one-time-nonce"), 500_101)),
      "DECLINED",
      "2038",
    );
    await expect(
      gateway.authorize(request("credit", cardNonce("fake-valid-nonce"), 500_101)),
    ).resolves.toMatchObject({ status: "authorized" });
  });

  it("applies to wallets but not to pay-later charge ids", async () => {
    const gateway = createSandboxGateway();
    await expectRefusal(
      gateway.authorize(request("venmo", wallet("fake-venmo-account-nonce"), 200_000)),
      "DECLINED",
      "2000",
    );
    await expect(
      gateway.authorize(request("affirm", charge("sandbox_amount"), 200_000)),
    ).resolves.toMatchObject({ status: "authorized" });
  });

  it("lets a declining nonce win over an approving amount", async () => {
    const gateway = createSandboxGateway();
    await expectRefusal(
      gateway.authorize(request("credit", cardNonce("fake-processor-declined-visa-nonce"), 100)),
      "DECLINED",
    );
  });

  it.each([0, -100, 10.5, Number.NaN])("refuses %s cents", async (amount) => {
    const gateway = createSandboxGateway();
    await expectRefusal(
      gateway.authorize(request("credit", cardNonce("fake-valid-nonce"), amount)),
      "INVALID_PAYLOAD",
    );
  });
});

describe("sandbox processing (code 539)", () => {
  it("accepts fake-processing-nonce as a processing authorisation for any nonce method", async () => {
    const gateway = createSandboxGateway();
    await expect(
      gateway.authorize(request("credit", cardNonce("fake-processing-nonce"))),
    ).resolves.toMatchObject({ status: "processing", method: "credit" });
    await expect(
      gateway.authorize(request("paypal", wallet("fake-processing-nonce:2"))),
    ).resolves.toMatchObject({ status: "processing", method: "paypal" });
    expect(gateway.authorizations().map((a) => a.status)).toEqual(["processing", "processing"]);
  });

  it("accepts a sandbox_processing charge id as processing", async () => {
    const gateway = createSandboxGateway();
    await expect(
      gateway.authorize(request("katapult", charge("sandbox_processing_1"))),
    ).resolves.toMatchObject({ status: "processing", method: "katapult" });
  });
});

describe("sandbox timeouts", () => {
  it("rejects fake-timeout-nonce with TIMEOUT after the configured delay, not before", async () => {
    const gateway = createSandboxGateway({ timeoutDelayMs: 60 });
    const started = performance.now();
    const pending = gateway.authorize(request("credit", cardNonce("fake-timeout-nonce")));
    let settled = false;
    pending.then(
      () => {
        settled = true;
      },
      () => {
        settled = true;
      },
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    await expectRefusal(pending, "TIMEOUT");
    expect(performance.now() - started).toBeGreaterThanOrEqual(55);
    expect(gateway.authorizations()).toHaveLength(0);
  });

  it("waits only a short time by default", async () => {
    expect(DEFAULT_TIMEOUT_DELAY_MS).toBeLessThanOrEqual(50);
    const gateway = createSandboxGateway();
    const started = performance.now();
    await expectRefusal(
      gateway.authorize(request("credit", cardNonce("fake-timeout-nonce"))),
      "TIMEOUT",
    );
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it("times out a sandbox_timeout charge id, and the id stays used", async () => {
    const gateway = createSandboxGateway({ timeoutDelayMs: 1 });
    const payload = charge("sandbox_timeout_1");
    await expectRefusal(gateway.authorize(request("synchrony", payload)), "TIMEOUT");
    await expectRefusal(gateway.authorize(request("synchrony", payload)), "NONCE_USED");
  });
});

describe("sandbox single-use nonces", () => {
  it("refuses a nonce used before, and authorises only once", async () => {
    const gateway = createSandboxGateway();
    await gateway.authorize(request("credit", cardNonce("fake-valid-visa-nonce")));
    await expectRefusal(
      gateway.authorize(request("credit", cardNonce("fake-valid-visa-nonce"))),
      "NONCE_USED",
      "91564",
    );
    expect(gateway.authorizations()).toHaveLength(1);
  });

  it("treats a suffixed nonce as a new nonce with the same behaviour", async () => {
    const gateway = createSandboxGateway();
    const first = await gateway.authorize(request("credit", cardNonce("fake-valid-amex-nonce:1")));
    const second = await gateway.authorize(request("credit", cardNonce("fake-valid-amex-nonce:2")));
    expect(first.transactionId).not.toBe(second.transactionId);
    expect(second).toMatchObject({ cardBrand: "American Express", last4: "0005" });
    expect(gateway.authorizations()).toHaveLength(2);
  });

  it("uses up a nonce that was declined", async () => {
    const gateway = createSandboxGateway();
    const payload = cardNonce("fake-valid-nonce");
    await expectRefusal(gateway.authorize(request("credit", payload, 200_000)), "DECLINED");
    await expectRefusal(gateway.authorize(request("credit", payload, 100)), "NONCE_USED");
  });

  it.each(["fake-consumed-nonce", "fake-consumed-nonce:fresh"])(
    "refuses %s on its first use",
    async (nonce) => {
      const gateway = createSandboxGateway();
      await expectRefusal(gateway.authorize(request("credit", cardNonce(nonce))), "NONCE_USED");
      await expectRefusal(gateway.authorize(request("paypal", wallet(nonce))), "NONCE_USED");
    },
  );

  it("keeps each sandbox's used nonces to itself", async () => {
    await createSandboxGateway().authorize(request("credit", cardNonce("fake-valid-nonce")));
    await expect(
      createSandboxGateway().authorize(request("credit", cardNonce("fake-valid-nonce"))),
    ).resolves.toMatchObject({ status: "authorized" });
  });
});

describe("sandbox pay-later charge ids", () => {
  it.each(["affirm", "resolve", "katapult", "synchrony", "klarna"] as const)(
    "%s authorises a sandbox_ id without a card",
    async (method) => {
      const gateway = createSandboxGateway();
      await expect(gateway.authorize(request(method, charge("sandbox_ok")))).resolves.toMatchObject(
        {
          status: "authorized",
          method,
          cardBrand: null,
          last4: null,
        },
      );
    },
  );

  it.each(["ch_live_123", "SANDBOX_ok", "xsandbox_ok"])("refuses %s", async (chargeId) => {
    const gateway = createSandboxGateway();
    await expectRefusal(gateway.authorize(request("affirm", charge(chargeId))), "INVALID_PAYLOAD");
  });

  it.each([
    ["sandbox_declined_1", "DECLINED"],
    ["sandbox_cancelled_1", "CANCELLED"],
  ] as const)("refuses %s with %s", async (chargeId, code) => {
    const gateway = createSandboxGateway();
    await expectRefusal(gateway.authorize(request("resolve", charge(chargeId))), code);
  });

  it("refuses a charge id used before", async () => {
    const gateway = createSandboxGateway();
    await gateway.authorize(request("affirm", charge("sandbox_once")));
    await expectRefusal(gateway.authorize(request("affirm", charge("sandbox_once"))), "NONCE_USED");
  });
});

describe("sandbox void, capture and refund", () => {
  async function authorized(amountInCents = 10_000) {
    const gateway = createSandboxGateway();
    const { transactionId } = await gateway.authorize(
      request("credit", cardNonce("fake-valid-nonce"), amountInCents),
    );
    return { gateway, transactionId };
  }
  async function captured(amountInCents = 10_000) {
    const authorization = await authorized(amountInCents);
    await authorization.gateway.capture(authorization.transactionId, amountInCents);
    return authorization;
  }

  it("voids an authorisation once", async () => {
    const { gateway, transactionId } = await authorized();
    await gateway.void(transactionId);
    expect(gateway.transaction(transactionId)?.voided).toBe(true);
    await expectRefusal(gateway.void(transactionId), "GATEWAY_ERROR", "91504");
    expect(gateway.authorizations()).toHaveLength(1);
  });

  it("refuses to void, capture or refund a transaction it never made", async () => {
    const gateway = createSandboxGateway();
    await expectRefusal(gateway.void("sbx_unknown"), "GATEWAY_ERROR", "not_found");
    await expectRefusal(gateway.capture("sbx_unknown", 100), "GATEWAY_ERROR", "not_found");
    await expectRefusal(gateway.refund("sbx_unknown", 100), "GATEWAY_ERROR", "not_found");
  });

  it("captures once, at most the authorised amount", async () => {
    const { gateway, transactionId } = await authorized(10_000);
    await expectRefusal(gateway.capture(transactionId, 10_001), "GATEWAY_ERROR", "91522");
    await gateway.capture(transactionId, 9_000);
    expect(gateway.transaction(transactionId)?.capturedInCents).toBe(9_000);
    await expectRefusal(gateway.capture(transactionId, 1_000), "GATEWAY_ERROR", "91507");
  });

  it("refuses to capture a voided or still processing transaction", async () => {
    const voided = await authorized();
    await voided.gateway.void(voided.transactionId);
    await expectRefusal(
      voided.gateway.capture(voided.transactionId, 100),
      "GATEWAY_ERROR",
      "91507",
    );

    const gateway = createSandboxGateway();
    const processing = await gateway.authorize(
      request("credit", cardNonce("fake-processing-nonce")),
    );
    await expectRefusal(gateway.capture(processing.transactionId, 100), "GATEWAY_ERROR", "91507");
    expect(await gateway.status(processing.transactionId)).toBe("authorized");
    await gateway.capture(processing.transactionId, 100);
  });

  it("refunds only captured money, as Braintree refunds only settled transactions", async () => {
    const { gateway, transactionId } = await authorized(10_000);
    await expectRefusal(gateway.refund(transactionId, 100), "GATEWAY_ERROR", "91506");
    expect(gateway.transaction(transactionId)?.refundedInCents).toBe(0);
  });

  it("refunds in parts up to the captured amount, and no further", async () => {
    const { gateway, transactionId } = await captured(10_000);
    const first = await gateway.refund(transactionId, 4_000);
    const second = await gateway.refund(transactionId, 6_000);
    expect(first.refundId).not.toBe(second.refundId);
    expect(gateway.transaction(transactionId)?.refundedInCents).toBe(10_000);
    await expectRefusal(gateway.refund(transactionId, 1), "GATEWAY_ERROR", "91521");
  });

  it("refuses one refund larger than the capture", async () => {
    const { gateway, transactionId } = await captured(10_000);
    await expectRefusal(gateway.refund(transactionId, 10_001), "GATEWAY_ERROR", "91521");
    expect(gateway.transaction(transactionId)?.refundedInCents).toBe(0);
  });

  it("refuses to refund a voided transaction or void a settled one", async () => {
    const voided = await authorized();
    await voided.gateway.void(voided.transactionId);
    await expectRefusal(voided.gateway.refund(voided.transactionId, 100), "GATEWAY_ERROR", "91506");

    const settled = await captured();
    await expectRefusal(settled.gateway.void(settled.transactionId), "GATEWAY_ERROR", "91504");
  });

  it.each([0, -1, 1.5])("refuses a capture or refund of %s cents", async (amount) => {
    const { gateway, transactionId } = await captured();
    await expectRefusal(gateway.capture(transactionId, amount), "INVALID_PAYLOAD");
    await expectRefusal(gateway.refund(transactionId, amount), "INVALID_PAYLOAD");
  });
});

describe("sandbox Klarna session", () => {
  it("opens a session with a client token and the two categories", async () => {
    const gateway = createSandboxGateway();
    const session = await gateway.klarnaSession({ amountInCents: 50_000, orderReference: "c1" });
    expect(session.client_token).toMatch(/^sandbox_klarna_\w+$/);
    expect(session.payment_method_categories).toEqual([
      { identifier: "pay_later", name: "Pay later" },
      { identifier: "pay_over_time", name: "Financing" },
    ]);
    const next = await gateway.klarnaSession({ amountInCents: 50_000, orderReference: "c1" });
    expect(next.client_token).not.toBe(session.client_token);
  });

  it("refuses a session for no amount", async () => {
    const gateway = createSandboxGateway();
    await expectRefusal(
      gateway.klarnaSession({ amountInCents: 0, orderReference: "c1" }),
      "INVALID_PAYLOAD",
    );
  });
});

describe("sandbox records", () => {
  it("lists authorisations in order, as copies a caller cannot change", async () => {
    let n = 0;
    const gateway = createSandboxGateway({ randomId: () => String(++n) });
    await gateway.authorize(request("credit", cardNonce("fake-valid-nonce")));
    await gateway.authorize(request("venmo", wallet("fake-venmo-account-nonce")));
    const listed = gateway.authorizations();
    expect(listed.map((a) => a.transactionId)).toEqual(["sbx_1", "sbx_2"]);
    (listed[0] as { amountInCents: number }).amountInCents = 1;
    expect(gateway.authorizations()[0]?.amountInCents).toBe(12_345);
  });
});
