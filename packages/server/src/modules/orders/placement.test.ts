import { randomUUID } from "node:crypto";
import type { PlaceOrderRequest } from "@treadkit/core/order";
import type { PaymentPayload } from "@treadkit/core/payment";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSandboxGateway } from "../../payments/sandbox";
import { createTestApp, testDatabaseKinds } from "../../testing/databases";
import { tireInStock } from "../../testing/fixtures";
import { HOME } from "../../testing/orders";
import { orders, paymentAttempts } from "./orders.schema";
import { requestHash } from "./orders.service";
import { sweepAbandonedPayments } from "./payment-sweeper";

/**
 * A payment survives a crash at any point of placing the order: the attempt is recorded before
 * the provider is asked, a retry with the same key resumes it (never spending the nonce twice),
 * and the sweeper releases what never became an order.
 */
describe.each(testDatabaseKinds())("payments that survive crashes on %s", (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  const gateway = createSandboxGateway();
  let tire: string;
  beforeAll(async () => {
    ctx = await createTestApp(kind, { payments: gateway });
    tire = await tireInStock(ctx.app);
  });
  afterAll(async () => ctx?.close());

  const inject = async (method: "GET" | "POST", url: string, body?: object, key?: string) => {
    const response = await ctx.app.inject({
      method,
      url,
      ...(body ? { payload: body } : {}),
      ...(key ? { headers: { "idempotency-key": key } } : {}),
    });
    return { status: response.statusCode, body: response.json() };
  };
  /** A card payment's request: a provider's method, with its payload. */
  type CardRequest = PlaceOrderRequest & { paymentMethod: "credit"; payload: PaymentPayload };
  async function readyRequest(): Promise<CardRequest> {
    const cart = (
      await inject("POST", "/api/cart-summary", {
        productId: tire,
        quantity: { front: 4 },
        zip: "33301",
      })
    ).body.siteCart;
    await inject("POST", `/api/checkout/cart-shipping?cartId=${cart.id}`, HOME);
    const priced = (await inject("GET", `/api/cart-summary?cartId=${cart.id}`)).body.siteCart;
    return {
      cartId: cart.id,
      paymentMethod: "credit",
      payload: { nonce: `fake-valid-visa-nonce:${randomUUID()}` },
      expectedTotalInCents: priced.cartSummary.totalInCents,
    } as CardRequest;
  }
  const attemptOf = async (key: string) =>
    (
      await ctx.database.db
        .select()
        .from(paymentAttempts)
        .where(eq(paymentAttempts.idempotencyKey, key))
    )[0];
  /** What a process that died right after the provider's answer leaves behind. */
  async function crashAfterAuthorizing(request: CardRequest, key: string) {
    await ctx.database.db.insert(paymentAttempts).values({
      idempotencyKey: key,
      cartId: request.cartId,
      requestHash: requestHash(request),
      paymentMethod: request.paymentMethod,
      amountCents: request.expectedTotalInCents,
    });
    return gateway.authorize({
      method: request.paymentMethod,
      payload: request.payload,
      amountInCents: request.expectedTotalInCents,
      currency: "USD",
      orderReference: key,
      idempotencyKey: key,
    });
  }

  it("resumes a checkout whose process died after the provider authorised, without spending the nonce again", async () => {
    const request = await readyRequest();
    const key = `crash-${randomUUID()}`;
    const authorization = await crashAfterAuthorizing(request, key);
    const before = gateway.authorizations().length;
    const retried = await inject("POST", "/api/checkout/orders", request, key);
    expect(retried.status).toBe(201);
    expect(gateway.authorizations()).toHaveLength(before);
    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.idempotencyKey, key));
    expect(row?.paymentTransactionId).toBe(authorization.transactionId);
    expect(await attemptOf(key)).toMatchObject({
      status: "ordered",
      transactionId: authorization.transactionId,
    });
    // Asked again, the same order.
    const again = await inject("POST", "/api/checkout/orders", request, key);
    expect([again.status, again.body.order.id]).toEqual([200, retried.body.order.id]);
  });

  it("gives a refused payment's retry the same answer, without asking the provider again", async () => {
    const request = {
      ...(await readyRequest()),
      payload: { nonce: `fake-processor-declined-visa-nonce:${randomUUID()}` },
    };
    const key = `declined-${randomUUID()}`;
    const first = await inject("POST", "/api/checkout/orders", request, key);
    expect(first.status).toBe(402);
    const asked = gateway.authorizations().length;
    const second = await inject("POST", "/api/checkout/orders", request, key);
    expect(second).toEqual(first);
    expect(gateway.authorizations()).toHaveLength(asked);
    expect(await attemptOf(key)).toMatchObject({ status: "refused", errorCode: "DECLINED" });
  });

  it("voids what never became an order, once, and leaves placed orders alone", async () => {
    // Died after the provider answered, before the answer was recorded.
    const lost = await readyRequest();
    const lostKey = `lost-${randomUUID()}`;
    const lostAuthorization = await crashAfterAuthorizing(lost, lostKey);
    // Died after recording the answer, before writing the order.
    const recorded = await readyRequest();
    const recordedKey = `recorded-${randomUUID()}`;
    const recordedAuthorization = await crashAfterAuthorizing(recorded, recordedKey);
    await ctx.database.db
      .update(paymentAttempts)
      .set({
        status: "authorized",
        transactionId: recordedAuthorization.transactionId,
        authorization: { status: "authorized", cardBrand: "Visa", last4: "1881" },
      })
      .where(eq(paymentAttempts.idempotencyKey, recordedKey));
    // A checkout that went through.
    const placedKey = `placed-${randomUUID()}`;
    const placed = await inject("POST", "/api/checkout/orders", await readyRequest(), placedKey);
    expect(placed.status).toBe(201);
    // Nothing is swept before it counts as abandoned.
    expect(await sweepAbandonedPayments(ctx.database.db, gateway, { olderThanMs: 60_000 })).toEqual(
      {
        voided: 0,
        ordered: 0,
        failed: 0,
      },
    );
    await ctx.database.db
      .update(paymentAttempts)
      .set({ updatedAt: sql`now() - interval '1 hour'` });
    const swept = await sweepAbandonedPayments(ctx.database.db, gateway, { olderThanMs: 60_000 });
    expect(swept).toEqual({ voided: 2, ordered: 0, failed: 0 });
    expect(gateway.transaction(lostAuthorization.transactionId)?.voided).toBe(true);
    expect(gateway.transaction(recordedAuthorization.transactionId)?.voided).toBe(true);
    const placedTransaction = placed.body.order.payment;
    expect(placedTransaction.status).toBe("authorized");
    expect((await attemptOf(placedKey))?.status).toBe("ordered");
    // A second sweep has nothing left to do, and a late retry is told to pay again.
    expect(await sweepAbandonedPayments(ctx.database.db, gateway, { olderThanMs: 60_000 })).toEqual(
      {
        voided: 0,
        ordered: 0,
        failed: 0,
      },
    );
    const late = await inject("POST", "/api/checkout/orders", lost, lostKey);
    expect([late.status, late.body.code]).toEqual([409, "PAYMENT_RELEASED"]);
  });
});
