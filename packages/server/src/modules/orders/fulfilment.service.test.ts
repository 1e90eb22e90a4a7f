import type { Order } from "@treadkit/core/order";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox } from "../../db/outbox.schema";
import { createSandboxGateway } from "../../payments/sandbox";
import { createTestApp, testDatabaseKinds } from "../../testing/databases";
import { tireInStock } from "../../testing/fixtures";
import { placeTestOrder } from "../../testing/orders";
import { advanceOrder, advanceOrderTo } from "./fulfilment.service";
import { ADVANCE_USAGE, advanceOrderCommand, parseAdvanceArgs } from "./operator-commands";
import { orders } from "./orders.schema";

describe.each(testDatabaseKinds())("fulfilment on %s", (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  const gateway = createSandboxGateway();
  let tire: string;
  beforeAll(async () => {
    ctx = await createTestApp(kind, { payments: gateway });
    tire = await tireInStock(ctx.app);
  });
  afterAll(async () => ctx?.close());

  const newOrder = () => placeTestOrder(ctx.app, tire, { quantity: 1 });
  const rowOf = async (order: Order) => {
    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, order.id));
    if (!row) throw new Error("order vanished");
    return row;
  };
  const statusChanges = (order: Order) =>
    ctx.database.db
      .select()
      .from(outbox)
      .where(
        and(
          eq(outbox.topic, "order.status_changed"),
          sql`${outbox.payload}->>'orderId' = ${order.id}`,
        ),
      );
  const refusal = (work: Promise<unknown>) =>
    work.then(
      () => null,
      (error: { statusCode?: number; message: string }) => ({
        status: error.statusCode,
        message: error.message,
      }),
    );

  it("moves an order step by step, assigning FedEx at pickup and the time of delivery", async () => {
    const order = await newOrder();
    const n = Number(order.orderId);
    const now = new Date("2025-06-02T15:00:00Z");
    const seen = [];
    for (let i = 0; i < 4; i += 1) {
      const step = await advanceOrder(ctx.database.db, gateway, n, now, () => "123456789012");
      seen.push(`${step.from}>${step.to}`);
      if (step.to === "processing") expect((await rowOf(order)).carrier).toBeNull();
    }
    expect(seen).toEqual([
      "placed>processing",
      "processing>pending_pickup",
      "pending_pickup>in_transit",
      "in_transit>delivered",
    ]);
    const row = await rowOf(order);
    expect(row).toMatchObject({
      status: "delivered",
      carrier: "FedEx",
      trackingNumber: "123456789012",
      deliveredAt: now,
    });
    const changes = await statusChanges(order);
    expect(changes).toHaveLength(4);
    expect(changes[0]?.payload).toEqual({ orderId: order.id });
  });

  it("refuses delivered, cancelled and unknown orders, writing nothing", async () => {
    const delivered = await newOrder();
    await advanceOrderTo(
      ctx.database.db,
      gateway,
      Number(delivered.orderId),
      "delivered",
      ctx.clock(),
    );
    expect(
      await refusal(advanceOrder(ctx.database.db, gateway, Number(delivered.orderId), ctx.clock())),
    ).toEqual({ status: 409, message: `Order ${delivered.orderId} has already been delivered` });
    expect(await statusChanges(delivered)).toHaveLength(4);

    const cancelled = await newOrder();
    await ctx.app.inject({
      method: "POST",
      url: `/api/checkout/orders/${cancelled.id}/cancel`,
      payload: { zip: cancelled.zip },
    });
    expect(
      await refusal(advanceOrder(ctx.database.db, gateway, Number(cancelled.orderId), ctx.clock())),
    ).toEqual({
      status: 409,
      message: `Order ${cancelled.orderId} was cancelled and cannot be advanced`,
    });
    expect((await rowOf(cancelled)).status).toBe("cancelled");
    expect(await statusChanges(cancelled)).toHaveLength(0);

    expect(
      await refusal(advanceOrder(ctx.database.db, gateway, 9_999_999_999, ctx.clock())),
    ).toEqual({
      status: 404,
      message: "Order 9999999999 not found",
    });
  });

  it("goes up to a status with --to, and refuses one the order has passed", async () => {
    const order = await newOrder();
    const n = Number(order.orderId);
    const steps = await advanceOrderTo(ctx.database.db, gateway, n, "in_transit", ctx.clock());
    expect(steps.map((s) => s.to)).toEqual(["processing", "pending_pickup", "in_transit"]);
    expect(
      await refusal(advanceOrderTo(ctx.database.db, gateway, n, "processing", ctx.clock())),
    ).toEqual({
      status: 409,
      message: `Order ${n} is already in_transit`,
    });
    expect((await rowOf(order)).status).toBe("in_transit");
  });

  it("never skips a step when two operators advance the same order at once", async () => {
    const order = await newOrder();
    const n = Number(order.orderId);
    const both = await Promise.all([
      advanceOrder(ctx.database.db, gateway, n, ctx.clock()),
      advanceOrder(ctx.database.db, gateway, n, ctx.clock()),
    ]);
    expect(both.map((s) => s.to).sort()).toEqual(["pending_pickup", "processing"]);
    expect(await statusChanges(order)).toHaveLength(2);
  });

  it("captures the order's total when it ships, and not before", async () => {
    const order = await newOrder();
    const n = Number(order.orderId);
    const { paymentTransactionId } = await rowOf(order);
    await advanceOrder(ctx.database.db, gateway, n, ctx.clock());
    expect(gateway.transaction(paymentTransactionId)?.capturedInCents).toBe(0);

    await advanceOrder(ctx.database.db, gateway, n, ctx.clock());
    expect(gateway.transaction(paymentTransactionId)?.capturedInCents).toBe(
      order.amounts.totalInCents,
    );
    expect((await rowOf(order)).paymentStatus).toBe("captured");
  });

  it("does not ship an order whose payment the provider refuses to capture", async () => {
    const order = await newOrder();
    const n = Number(order.orderId);
    const { paymentTransactionId } = await rowOf(order);
    await advanceOrder(ctx.database.db, gateway, n, ctx.clock());
    // Captured elsewhere meanwhile: the provider refuses a second settlement.
    await gateway.capture(paymentTransactionId, 100);

    expect(await refusal(advanceOrder(ctx.database.db, gateway, n, ctx.clock()))).toEqual({
      status: 502,
      message:
        "The payment could not be captured: Cannot submit for settlement unless status is authorized",
    });
    const row = await rowOf(order);
    expect(row.status).toBe("processing");
    expect(row.trackingNumber).toBeNull();
  });

  it("does not ship an order whose payment is still processing (code 539)", async () => {
    const order = await placeTestOrder(ctx.app, tire, {
      quantity: 1,
      nonce: "fake-processing-nonce",
    });
    const n = Number(order.orderId);
    await advanceOrder(ctx.database.db, gateway, n, ctx.clock());

    expect(await refusal(advanceOrder(ctx.database.db, gateway, n, ctx.clock()))).toEqual({
      status: 409,
      message: `Order ${n} cannot ship before its payment is confirmed`,
    });
  });

  it("runs as the operator's command, printing each step", async () => {
    const order = await newOrder();
    const lines = await advanceOrderCommand(
      ctx.database,
      gateway,
      [order.orderId, "--to", "pending_pickup"],
      ctx.clock(),
    );
    expect(lines[0]).toBe(`Order ${order.orderId}: placed → processing`);
    expect(lines[1]).toMatch(
      new RegExp(`^Order ${order.orderId}: processing → pending_pickup \\(FedEx \\d{12}\\)$`),
    );
  });
});

describe("parseAdvanceArgs", () => {
  it("reads an order ID and an optional --to status", () => {
    expect(parseAdvanceArgs(["1000001"])).toEqual({ orderNumber: 1_000_001, to: null });
    expect(parseAdvanceArgs(["1000001", "--to", "delivered"])).toEqual({
      orderNumber: 1_000_001,
      to: "delivered",
    });
  });

  it("answers the usage for anything else", () => {
    for (const args of [
      [],
      ["abc"],
      ["1000001", "--to"],
      ["1000001", "--to", "cancelled"],
      ["1000001", "--to", "placed"],
      ["1000001", "delivered"],
    ]) {
      expect(() => parseAdvanceArgs(args)).toThrow(ADVANCE_USAGE);
    }
  });
});
