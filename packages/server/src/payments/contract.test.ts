import {
  createSandboxProvider,
  type PaymentMethod,
  type PaymentPayload,
} from "@treadkit/core/payment";
import { describe, expect, it } from "vitest";
import { PaymentError } from "./gateway";
import { createSandboxGateway } from "./sandbox";
import { authorizeRequest } from "./test-support";

// The browser's sandbox provider and the server's sandbox gateway must speak one language: every
// payload the shopper's side makes is judged by the server as Braintree's sandbox would.
describe("browser sandbox payloads on the server sandbox", () => {
  const provider = createSandboxProvider();
  const gateway = createSandboxGateway();
  const authorize = (method: PaymentMethod, payload: object) =>
    gateway.authorize(authorizeRequest(method, payload as PaymentPayload, 49_999));
  const card = async (number: string) =>
    (
      await provider.card({
        number: { value: number },
        expiry: { value: "12/39" },
        cvv: { value: number.length === 15 ? "1234" : "123" },
      })
    ).tokenize();

  it.each([
    ["4111111111111111", "Visa"],
    ["378282246310005", "American Express"],
    ["5555555555554444", "MasterCard"],
    ["6011111111111117", "Discover"],
    ["3530111333300000", "JCB"],
  ])("authorises test card %s as %s", async (number, brand) => {
    const authorization = await authorize("credit", await card(number));
    expect(authorization).toMatchObject({ status: "authorized", cardBrand: brand });
  });

  it("declines the declining test card", async () => {
    await expect(authorize("credit", await card("4000111111111115"))).rejects.toMatchObject({
      code: "DECLINED",
    });
  });

  it("authorises wallets and tokenized cards", async () => {
    expect(
      (await authorize("paypal", await provider.paypal({ amountInCents: 49_999 }))).status,
    ).toBe("authorized");
    expect((await authorize("venmo", await provider.venmo())).status).toBe("authorized");
    expect(
      (await authorize("applepay", await provider.applePay({ amountInCents: 49_999 }))).status,
    ).toBe("authorized");
    expect(
      (await authorize("googlepay", await provider.googlePay({ amountInCents: 49_999 }))).status,
    ).toBe("authorized");
  });

  it("refuses a nonce used twice", async () => {
    const payload = await card("4111111111111111");
    await authorize("credit", payload);
    const second = await authorize("credit", payload).catch((error: unknown) => error);
    expect(second).toBeInstanceOf(PaymentError);
    expect((second as PaymentError).code).toBe("NONCE_USED");
  });
});
