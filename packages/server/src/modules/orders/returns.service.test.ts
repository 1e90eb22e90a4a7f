import { randomUUID } from "node:crypto";
import { formatCents } from "@treadkit/core/money";
import type { Order, OrderReturn } from "@treadkit/core/order";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSandboxGateway } from "../../payments/sandbox";
import { createTestApp, testDatabaseKinds } from "../../testing/databases";
import { tireInStock } from "../../testing/fixtures";
import { placeTestOrder } from "../../testing/orders";
import { advanceOrderTo } from "./fulfilment.service";
import { receiveReturnCommand } from "./operator-commands";
import { orderReturns, orders } from "./orders.schema";
import { receiveReturn, requestReturn } from "./returns.service";

describe.each(testDatabaseKinds())("receiving returns on %s", (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  const gateway = createSandboxGateway();
  let tire: string;
  beforeAll(async () => {
    ctx = await createTestApp(kind, { payments: gateway });
    tire = await tireInStock(ctx.app);
  });
  afterAll(async () => ctx?.close());

  /** A delivered order with a requested return of two of its four tires. */
  async function requested(): Promise<{ order: Order; request: OrderReturn; txId: string }> {
    const order = await placeTestOrder(ctx.app, tire);
    await advanceOrderTo(ctx.database.db, gateway, Number(order.orderId), "delivered", ctx.clock());
    const request = await requestReturn(
      ctx.database.db,
      order.id,
      {
        fields: {
          reason: "Wrong size",
          items: [{ productId: Number(tire), quantity: 2 }],
          reorderInCorrectSize: false,
          zip: order.zip,
        },
        image: null,
      },
      ctx.clock(),
      null,
    );
    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, order.id));
    if (!row) throw new Error("order vanished");
    return { order, request, txId: row.paymentTransactionId };
  }
  const rowOf = async (id: string) => {
    const [row] = await ctx.database.db.select().from(orderReturns).where(eq(orderReturns.id, id));
    return row;
  };
  const refusal = (work: Promise<unknown>) =>
    work.then(
      () => null,
      (error: { statusCode?: number; message: string }) => ({
        status: error.statusCode,
        message: error.message,
      }),
    );

  it("marks the return received and refunds it through the payment provider", async () => {
    const { request, txId } = await requested();
    expect(request.refundInCents).toBeGreaterThan(0);
    const now = new Date("2025-07-01T10:00:00Z");
    const done = await receiveReturn(ctx.database.db, gateway, request.id, now);
    expect(done).toMatchObject({
      status: "refunded",
      receivedAt: now.toISOString(),
      refundedAt: now.toISOString(),
    });
    expect(gateway.transaction(txId)?.refundedInCents).toBe(request.refundInCents);
    expect(await refusal(receiveReturn(ctx.database.db, gateway, request.id, now))).toEqual({
      status: 409,
      message: "This return has already been refunded",
    });
    expect(gateway.transaction(txId)?.refundedInCents).toBe(request.refundInCents);
  });

  it("refunds once when two operators receive the same return at once", async () => {
    const { request, txId } = await requested();
    const both = await Promise.allSettled([
      receiveReturn(ctx.database.db, gateway, request.id, ctx.clock()),
      receiveReturn(ctx.database.db, gateway, request.id, ctx.clock()),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
    expect(gateway.transaction(txId)?.refundedInCents).toBe(request.refundInCents);
  });

  it("keeps the return received when the provider refuses the refund, for a retry", async () => {
    const { order, request, txId } = await requested();
    // Refunded in full at the provider already: nothing is left to refund.
    await gateway.refund(txId, order.amounts.totalInCents);
    expect(await refusal(receiveReturn(ctx.database.db, gateway, request.id, ctx.clock()))).toEqual(
      {
        status: 502,
        message: "The refund failed: Refund amount is too large: 0 cents remain refundable",
      },
    );
    const row = await rowOf(request.id);
    expect(row?.status).toBe("received");
    expect(row?.receivedAt).not.toBeNull();
    expect(row?.refundedAt).toBeNull();
  });

  it("asks the provider nothing when the handling fee took the whole refund", async () => {
    const { request, txId } = await requested();
    await ctx.database.db
      .update(orderReturns)
      .set({ refundCents: 0 })
      .where(eq(orderReturns.id, request.id));
    const done = await receiveReturn(ctx.database.db, gateway, request.id, ctx.clock());
    expect(done.status).toBe("refunded");
    expect(gateway.transaction(txId)?.refundedInCents).toBe(0);
  });

  it("answers 404 for an unknown or malformed return id", async () => {
    for (const id of [randomUUID(), "not-a-uuid"]) {
      expect(await refusal(receiveReturn(ctx.database.db, gateway, id, ctx.clock()))).toEqual({
        status: 404,
        message: "Return not found",
      });
    }
  });

  it("runs as the operator's command, printing the refund", async () => {
    const { order, request } = await requested();
    const lines = await receiveReturnCommand(ctx.database, gateway, [request.id], ctx.clock());
    expect(lines).toEqual([
      `Return ${request.id} of order ${order.orderId}: received and refunded ` +
        `${formatCents(request.refundInCents)} (handling fee $40.00)`,
    ]);
  });
});
