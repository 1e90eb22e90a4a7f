import { describe, expect, it } from "vitest";
import type { Client, Failure, Result } from "../client";
import { PAYMENT_CONNECTION_MESSAGE } from "../payment/rules";
import { createCheckoutSession, PAYMENT_AGAIN_MESSAGE } from "./session";

const CART = "0b7a2d9e-5c1f-4e8a-9d3b-2f6c8a1e4b70";

/** A client whose POST /checkout/orders answers `failure`, recording the keys it was sent. */
function answering(failure: Failure | null) {
  const keys: string[] = [];
  const client: Client = {
    async request<T>(options: { headers?: Record<string, string> }): Promise<Result<T>> {
      keys.push(options.headers?.["Idempotency-Key"] ?? "");
      if (failure) return { isSuccess: false, error: failure };
      return { isSuccess: true, statusCode: 201, data: { order: { id: "o1" } } as T };
    },
    getToken: async () => undefined,
  };
  return { client, keys };
}

function withPayment() {
  const session = createCheckoutSession();
  session.choosePayment({
    cartId: CART,
    method: "credit",
    payload: { nonce: "fake-valid-visa-nonce:1" },
    summary: "Visa ending in 1111",
    email: "ana@example.com",
  });
  return session;
}

describe("checkout session", () => {
  it("places the order once with the entered payment, then forgets it", async () => {
    const session = withPayment();
    const { client, keys } = answering(null);
    expect(await session.place(client, CART, 10_000)).toEqual({ id: "o1" });
    expect(keys).toHaveLength(1);
    expect(session.paymentFor(CART)).toBeNull();
  });

  it("asks for the payment again when none was entered for this cart", async () => {
    const session = withPayment();
    const { client, keys } = answering(null);
    expect(await session.place(client, "1c2d3e4f-0000-4000-8000-000000000001", 100)).toBeNull();
    expect(session.$error.get()).toBe(PAYMENT_AGAIN_MESSAGE);
    expect(keys).toEqual([]);
  });

  it("keeps the payment after a 409, under a new key, and shows the server's message", async () => {
    const session = withPayment();
    const key = session.paymentFor(CART)?.idempotencyKey;
    const message = "The price of your order has changed to $812.00";
    const { client } = answering({ code: "OtherError", statusCode: 409, message });
    expect(await session.place(client, CART, 10_000)).toBeNull();
    expect(session.$error.get()).toBe(message);
    expect(session.paymentFor(CART)?.idempotencyKey).not.toBe(key);
  });

  it("drops a payment the refusal used up", async () => {
    const session = withPayment();
    const message = "Your payment could not be processed";
    const { client } = answering({ code: "OtherError", statusCode: 402, message });
    await session.place(client, CART, 10_000);
    expect(session.$error.get()).toBe(message);
    expect(session.paymentFor(CART)).toBeNull();
  });

  it("keeps the same key when no answer came, so a retry cannot charge twice", async () => {
    const session = withPayment();
    const key = session.paymentFor(CART)?.idempotencyKey;
    const { client } = answering({ code: "NetworkError", statusCode: 0, message: "offline" });
    await session.place(client, CART, 10_000);
    expect(session.$error.get()).toBe(PAYMENT_CONNECTION_MESSAGE);
    expect(session.paymentFor(CART)?.idempotencyKey).toBe(key);
  });
});
