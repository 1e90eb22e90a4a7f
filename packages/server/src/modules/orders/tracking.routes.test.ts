import { randomUUID } from "node:crypto";
import { type Order, receiptPath } from "@treadkit/core/order";
import { eq } from "drizzle-orm";
import Fastify from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerErrorHandling } from "../../http/errors";
import { registerRateLimits } from "../../http/rate-limit";
import { createSandboxGateway } from "../../payments/sandbox";
import { createTestApp, testDatabaseKinds } from "../../testing/databases";
import { tireInStock } from "../../testing/fixtures";
import { BILLING, placeInstalledTestOrder, placeTestOrder } from "../../testing/orders";
import { advanceOrderTo } from "./fulfilment.service";
import { orders } from "./orders.schema";
import { trackingRoutes } from "./tracking.routes";

const MISMATCH = "Order ID & ZIP Code do not match";
const LIMITED = "Too many tracking requests. Please try again in a minute.";

describe.each(testDatabaseKinds())("order tracking on %s", (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  const gateway = createSandboxGateway();
  let order: Order;
  // Each test asks from its own address, so that the rate limit of one leaves the others alone.
  let nextAddress = 1;
  const newAddress = () => `10.0.0.${nextAddress++}`;

  beforeAll(async () => {
    ctx = await createTestApp(kind, { payments: gateway });
    order = await placeTestOrder(ctx.app, await tireInStock(ctx.app));
  });
  afterAll(async () => ctx?.close());

  const track = async (query: string, remoteAddress = newAddress()) => {
    const response = await ctx.app.inject({
      method: "GET",
      url: `/api/orders/track?${query}`,
      remoteAddress,
    });
    return { status: response.statusCode, body: response.json(), headers: response.headers };
  };

  it("answers Order ID and ZIP with where the order is, the e-mail masked", async () => {
    const { status, body, headers } = await track(`orderId=${order.orderId}&zip=33301`);
    expect(status).toBe(200);
    expect(headers["cache-control"]).toBe("no-store");
    expect(body.order).toEqual({
      orderId: order.orderId,
      status: "placed",
      steps: [
        { label: "Order Processed", state: "current" },
        { label: "Pending Carrier Pickup", state: "upcoming" },
        { label: "In Transit", state: "upcoming" },
        { label: "Delivered", state: "upcoming" },
      ],
      estimatedDeliveryDate: order.estimatedDeliveryDate,
      carrier: null,
      trackingNumber: null,
      poNumber: null,
      loanId: null,
      maskedEmail: "a***@example.com",
      receiptEmailSent: false,
      placedAt: order.placedAt,
      deliveredAt: null,
      tiresOrdered: 4,
      tiresReturned: 0,
      lines: [
        {
          productId: String(order.lines[0]?.productId),
          description: order.lines[0]?.description,
          quantity: 4,
          returnable: 4,
        },
      ],
      id: order.id,
      shippingOption: order.shippingOption,
      destination: body.order.destination,
      appointment: order.appointment,
      canCancel: true,
      signInToManage: false,
      returnRefusal: "Returns can be requested once your order has been delivered",
      returnCarriage: "mailed-label",
      receiptUrl: receiptPath(order),
      needsConfirmation: false,
      returns: [],
    });
    // Order ID and ZIP show a shipment's town, never the shopper's street or full e-mail.
    expect(body.order.destination.heading).toBe("Ship to");
    expect(body.order.destination.lines).toEqual(["Fort Lauderdale, FL 33301"]);
    expect(JSON.stringify(body)).not.toContain(order.destination.lines.join(""));
    expect(JSON.stringify(body)).not.toContain("ana@example.com");
    // A ZIP+4 is the same ZIP.
    expect((await track(`orderId=${order.orderId}&zip=33301-1234`)).status).toBe(200);
  });

  it("carries the buyer's PO number and the financing plan's loan id", async () => {
    const chargeId = `sandbox_resolve_${randomUUID()}`;
    const financed = await placeTestOrder(ctx.app, await tireInStock(ctx.app), {
      billing: { ...BILLING, zip: "33301", poNumber: "PO-2291" },
      charge: { method: "resolve", chargeId },
    });
    const { status, body } = await track(`orderId=${financed.orderId}&zip=33301`);
    expect(status).toBe(200);
    expect(body.order).toMatchObject({ poNumber: "PO-2291", loanId: chargeId });
  });

  it("shows the carrier, tracking number, receipt e-mail and delivery as they happen", async () => {
    const shipped = await placeTestOrder(ctx.app, await tireInStock(ctx.app), { quantity: 2 });
    await advanceOrderTo(
      ctx.database.db,
      gateway,
      Number(shipped.orderId),
      "in_transit",
      ctx.clock(),
    );
    await ctx.database.db
      .update(orders)
      .set({ receiptEmailSentAt: ctx.clock() })
      .where(eq(orders.id, shipped.id));
    const { body } = await track(`orderId=${shipped.orderId}&zip=33301`);
    expect(body.order).toMatchObject({
      status: "in_transit",
      carrier: "FedEx",
      receiptEmailSent: true,
      deliveredAt: null,
    });
    expect(body.order.trackingNumber).toMatch(/^\d{12}$/);
    expect(body.order.steps.map((s: { state: string }) => s.state)).toEqual([
      "done",
      "done",
      "current",
      "upcoming",
    ]);
    const at = ctx.clock();
    await advanceOrderTo(ctx.database.db, gateway, Number(shipped.orderId), "delivered", at);
    const delivered = (await track(`orderId=${shipped.orderId}&zip=33301`)).body.order;
    expect(delivered.status).toBe("delivered");
    expect(delivered.deliveredAt).toBe(at.toISOString());
  });

  it("finds an installed order by the shopper's own ZIP as well as the shop's", async () => {
    const installed = await placeInstalledTestOrder(ctx.app, await tireInStock(ctx.app));
    expect(installed.zip).not.toBe(BILLING.zip);
    const byShop = await track(`orderId=${installed.orderId}&zip=${installed.zip}`);
    const byShopper = await track(`orderId=${installed.orderId}&zip=${BILLING.zip}`);
    expect(byShop.status).toBe(200);
    expect(byShopper.status).toBe(200);
    expect(byShopper.body.order).toMatchObject({ orderId: installed.orderId, canCancel: true });
    // A third ZIP is still a mismatch.
    expect((await track(`orderId=${installed.orderId}&zip=10001`)).body.errorMessage).toBe(
      MISMATCH,
    );
    // The shopper's ZIP proves the order for a cancel too.
    const cancelled = await ctx.app.inject({
      method: "POST",
      url: `/api/checkout/orders/${installed.id}/cancel`,
      payload: { zip: BILLING.zip },
    });
    expect(cancelled.statusCode).toBe(200);
  });

  it("gives one answer for a wrong ZIP and an unknown order, so IDs cannot be probed", async () => {
    const wrongZip = await track(`orderId=${order.orderId}&zip=10001`);
    const unknown = await track("orderId=999999&zip=33301");
    const beyondInteger = await track("orderId=9999999999&zip=33301");
    for (const answer of [wrongZip, unknown, beyondInteger]) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual(wrongZip.body);
    }
    expect(wrongZip.body.errorMessage).toBe(MISMATCH);
  });

  it("refuses a malformed Order ID or ZIP with the form's messages", async () => {
    expect((await track("orderId=abc&zip=33301")).body.errorMessage).toBe(
      "Please enter a valid Order ID",
    );
    expect((await track(`orderId=${order.orderId}&zip=333`)).body.errorMessage).toBe(
      "Please enter valid US Zip Code",
    );
  });

  it("answers 429 after 10 wrong guesses a minute from one address, right or wrong, and only here", async () => {
    const address = newAddress();
    // A shopper going back and forth between an order's pages looks it up again and again.
    for (let i = 0; i < 15; i += 1) {
      expect((await track(`orderId=${order.orderId}&zip=33301`, address)).status).toBe(200);
    }
    for (let i = 0; i < 10; i += 1) {
      expect((await track(`orderId=${order.orderId}&zip=10001`, address)).status).toBe(404);
    }
    const limited = await track(`orderId=${order.orderId}&zip=33301`, address);
    expect(limited.status).toBe(429);
    expect(limited.body.errorMessage).toBe(LIMITED);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect((await track(`orderId=${order.orderId}&zip=33301`)).status).toBe(200);
    const elsewhere = await ctx.app.inject({
      method: "GET",
      url: `/api/checkout/orders/${order.id}`,
      remoteAddress: address,
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it("takes its limit from the plugin options", async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandling(app);
    app.decorate("clock", ctx.clock);
    app.decorateRequest("member", async () => null);
    await registerRateLimits(app, ctx.database.db);
    await app.register(trackingRoutes, {
      db: ctx.database.db,
      rateLimit: { max: 2, timeWindowMs: 60_000 },
    });
    const statuses = [];
    for (const zip of ["10001", "10002", "33301"]) {
      const response = await app.inject({
        method: "GET",
        url: `/orders/track?orderId=${order.orderId}&zip=${zip}`,
        remoteAddress: "10.9.9.9",
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([404, 404, 429]);
    await app.close();
  });

  it("lists the route in the API description", async () => {
    const doc = (await ctx.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(["/api/orders/track", "/api/checkout/orders/{id}/returns"]),
    );
  });
});
