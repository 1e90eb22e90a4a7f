import { randomUUID } from "node:crypto";
import { createClient } from "@treadkit/core/client";
import { newIdempotencyKey, placeOrder } from "@treadkit/core/order";
import { createPlatform, memoryStorage } from "@treadkit/core/platform";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSandboxGateway } from "../../payments/sandbox";
import { createTestApp } from "../../testing/databases";
import { newCart, tireInStock } from "../../testing/fixtures";
import { injectFetch } from "../../web/inject-fetch";
import { orders } from "./orders.schema";

// The core's order placement against the real server: a lost answer is retried once, safely.
describe("placing an order through the core client", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  const gateway = createSandboxGateway();
  beforeAll(async () => {
    ctx = await createTestApp("pglite", { payments: gateway });
  });
  afterAll(async () => ctx?.close());

  async function readyCart() {
    const cartId = await newCart(ctx.app, await tireInStock(ctx.app), "33301");
    await ctx.app.inject({
      method: "POST",
      url: `/api/checkout/cart-shipping?cartId=${cartId}`,
      payload: {
        shippingOption: "home",
        firstName: "Ana",
        lastName: "Diaz",
        addressLine1: "100 Las Olas Blvd",
        city: "Fort Lauderdale",
        state: "FL",
        zip: "33301",
        phone: "9545550100",
        email: "ana@example.com",
      },
    });
    const cart = (
      await ctx.app.inject({ method: "GET", url: `/api/cart-summary?cartId=${cartId}` })
    ).json().siteCart;
    return { cartId, total: cart.cartSummary.totalInCents as number };
  }

  /** A client whose first order answer is lost on the way back, after the server acted. */
  function clientLosingFirstAnswer() {
    const serve = injectFetch(ctx.app);
    let lost = 0;
    const fetch: typeof globalThis.fetch = async (input, init) => {
      const response = await serve(input, init);
      const url = input instanceof Request ? input.url : String(input);
      if (url.includes("/checkout/orders") && lost === 0) {
        lost += 1;
        throw new TypeError("connection reset");
      }
      return response;
    };
    const client = createClient({
      baseUrls: { main: "http://shop.test/api" },
      platform: createPlatform({ fetch, storage: memoryStorage() }),
    });
    return { client, lost: () => lost };
  }

  it("retries a lost answer with the same key: one order, one authorisation", async () => {
    const { cartId, total } = await readyCart();
    const { client, lost } = clientLosingFirstAnswer();
    const before = gateway.authorizations().length;
    const result = await placeOrder(client, newIdempotencyKey(), {
      cartId,
      paymentMethod: "credit",
      payload: { nonce: `fake-valid-visa-nonce:${randomUUID()}` },
      expectedTotalInCents: total,
    });
    expect(lost()).toBe(1);
    expect(result.isSuccess).toBe(true);
    expect(
      await ctx.database.db.select().from(orders).where(eq(orders.cartId, cartId)),
    ).toHaveLength(1);
    expect(gateway.authorizations().length).toBe(before + 1);
  });

  it("does not retry a refusal", async () => {
    const { cartId, total } = await readyCart();
    let calls = 0;
    const counting = createClient({
      baseUrls: { main: "http://shop.test/api" },
      platform: createPlatform({
        fetch: async (input, init) => {
          calls += 1;
          return injectFetch(ctx.app)(input, init);
        },
        storage: memoryStorage(),
      }),
    });
    const result = await placeOrder(counting, newIdempotencyKey(), {
      cartId,
      paymentMethod: "credit",
      payload: { nonce: `fake-processor-declined-visa-nonce:${randomUUID()}` },
      expectedTotalInCents: total,
    });
    expect(result.isSuccess).toBe(false);
    expect(calls).toBe(1);
  });
});
