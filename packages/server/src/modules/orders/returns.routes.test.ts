import { randomUUID } from "node:crypto";
import type { Order } from "@treadkit/core/order";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSandboxGateway } from "../../payments/sandbox";
import { createTestApp, testDatabaseKinds } from "../../testing/databases";
import { tireInStock } from "../../testing/fixtures";
import { BILLING, placeInstalledTestOrder, placeTestOrder } from "../../testing/orders";
import { advanceOrderTo } from "./fulfilment.service";
import { orderReturns, orders } from "./orders.schema";

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]);
const MB = 1024 * 1024;

type Image = { bytes: Uint8Array<ArrayBuffer>; type: string; name?: string };

function form(fields: Record<string, string>, image?: Image): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  if (image)
    data.append("image", new Blob([image.bytes], { type: image.type }), image.name ?? "tire.png");
  return data;
}

/** A PNG of `size` bytes: the PNG signature, then zeros. */
function pngOf(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  bytes.set(PNG.subarray(0, 8));
  return bytes;
}

describe.each(testDatabaseKinds())("returns on %s", (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  const gateway = createSandboxGateway();
  let tire: string;
  beforeAll(async () => {
    ctx = await createTestApp(kind, { payments: gateway });
    tire = await tireInStock(ctx.app);
  });
  afterAll(async () => ctx?.close());

  /** The ZIP each delivered order was placed with: the guest's proof of the order. */
  const zips = new Map<string, string>();
  async function deliveredOrder(options: { roadHazard?: boolean } = {}): Promise<Order> {
    const order = await placeTestOrder(ctx.app, tire, options);
    await advanceOrderTo(ctx.database.db, gateway, Number(order.orderId), "delivered", ctx.clock());
    zips.set(order.id, order.zip);
    return order;
  }

  /** Posts a return; a form without proof gets the order's ZIP, as the tracking page sends it. */
  const requestReturn = async (
    orderId: string,
    payload: FormData | object,
    proof: "zip" | "none" = "zip",
  ) => {
    const zip = zips.get(orderId);
    if (proof === "zip" && payload instanceof FormData && !payload.has("zip") && zip)
      payload.set("zip", zip);
    const response = await ctx.app.inject({
      method: "POST",
      url: `/api/checkout/orders/${orderId}/returns`,
      payload,
    });
    return { status: response.statusCode, body: response.json() };
  };
  const items = (quantity: number, productId: string | number = tire) =>
    JSON.stringify([{ productId, quantity }]);
  const returnsOf = (order: Order) =>
    ctx.database.db.select().from(orderReturns).where(eq(orderReturns.orderId, order.id));
  const tireLine = (order: Order) => {
    const line = order.lines.find((l) => l.kind === "tire");
    if (!line) throw new Error("no tire line");
    return line;
  };
  /** The returned tires' share of what was charged per tire besides their price: sales tax, fees. */
  const taxShare = (order: Order, returned: number) =>
    order.lines
      .filter((l) => (l.kind === "salesTax" || l.kind === "fee") && l.productId === Number(tire))
      .reduce((sum, l) => sum + Math.floor((l.totalInCents * returned) / l.quantity), 0);

  it("takes a return of delivered tires with a photo: $20 a tire kept, tires and coverage refunded", async () => {
    const order = await deliveredOrder({ roadHazard: true });
    const coverage = order.lines.find((l) => l.kind === "roadHazard");
    expect(coverage).toBeDefined();
    const { status, body } = await requestReturn(
      order.id,
      form(
        { reason: "Wrong size", items: items(2), reorderInCorrectSize: "false" },
        {
          bytes: PNG,
          type: "image/png",
        },
      ),
    );
    expect(status).toBe(201);
    const coverageOfTwo = Math.floor(((coverage?.totalInCents ?? 0) * 2) / 4);
    // The order was taxed where it went (Fort Lauderdale, FL): its tax comes back with the tires.
    expect(order.amounts.salesTaxInCents).toBeGreaterThan(0);
    expect(body.return).toMatchObject({
      orderId: order.orderId,
      status: "requested",
      reason: "Wrong size",
      items: [{ productId: tire, quantity: 2 }],
      reorderInCorrectSize: false,
      handlingFeeInCents: 4_000,
      refundInCents:
        2 * tireLine(order).unitPriceInCents + coverageOfTwo + taxShare(order, 2) - 4_000,
      hasImage: true,
      receivedAt: null,
      refundedAt: null,
    });
    const [row] = await returnsOf(order);
    expect(row?.imageContentType).toBe("image/png");
    expect(Buffer.from(row?.image ?? "", "base64")).toEqual(Buffer.from(PNG));
    const tracked = await ctx.app.inject({
      method: "GET",
      url: `/api/orders/track?orderId=${order.orderId}&zip=33301`,
      remoteAddress: "10.1.0.1",
    });
    expect(tracked.json().order.tiresReturned).toBe(2);
  });

  it("waives the handling fee when the shopper reorders in the correct size", async () => {
    const order = await deliveredOrder();
    const { status, body } = await requestReturn(
      order.id,
      form({ reason: "Wrong size", items: items(1), reorderInCorrectSize: "true" }),
    );
    expect(status).toBe(201);
    expect(body.return).toMatchObject({
      handlingFeeInCents: 0,
      refundInCents: tireLine(order).unitPriceInCents + taxShare(order, 1),
      hasImage: false,
    });
  });

  it("keeps no handling fee for tires that arrived damaged", async () => {
    const order = await deliveredOrder();
    const { status, body } = await requestReturn(
      order.id,
      form({
        reason: "Arrived damaged: a cut in the sidewall",
        items: items(2),
        reorderInCorrectSize: "false",
      }),
    );
    expect(status).toBe(201);
    expect(body.return).toMatchObject({
      handlingFeeInCents: 0,
      refundInCents: 2 * tireLine(order).unitPriceInCents + taxShare(order, 2),
    });
  });

  it("sends tires an installer mounted back through the shop, never by a mailed label", async () => {
    const installed = await placeInstalledTestOrder(ctx.app, tire);
    await advanceOrderTo(
      ctx.database.db,
      gateway,
      Number(installed.orderId),
      "delivered",
      ctx.clock(),
    );
    const track = async (orderId: string, zip: string) =>
      (
        await ctx.app.inject({
          method: "GET",
          url: `/api/orders/track?orderId=${orderId}&zip=${zip}`,
          remoteAddress: "10.1.0.2",
        })
      ).json().order;
    const tracked = await track(installed.orderId, BILLING.zip);
    expect(tracked.returnCarriage).toBe("installer");
    expect(tracked.returnRefusal).toBeNull();
    // The shopper's own ZIP proves the order for the return too.
    const { status } = await requestReturn(
      installed.id,
      form({ reason: "Arrived damaged", items: items(1), zip: BILLING.zip }),
    );
    expect(status).toBe(201);
    const shipped = await deliveredOrder();
    expect((await track(shipped.orderId, "33301")).returnCarriage).toBe("mailed-label");
  });

  it("takes no more tires than were ordered less those already returned", async () => {
    const order = await deliveredOrder();
    const first = await requestReturn(
      order.id,
      form({ reason: "Noise", items: JSON.stringify([{ productId: Number(tire), quantity: 3 }]) }),
    );
    expect(first.status).toBe(201);
    const second = await requestReturn(order.id, form({ reason: "Noise", items: items(2) }));
    expect(second).toMatchObject({
      status: 400,
      body: { errorMessage: `You can return at most 1 of ${tireLine(order).description}` },
    });
    expect(await returnsOf(order)).toHaveLength(1);
  });

  it("gives the tires to one of five requests made at once", async () => {
    const order = await deliveredOrder();
    const all = await Promise.all(
      Array.from({ length: 5 }, () =>
        requestReturn(order.id, form({ reason: "Noise", items: items(4) })),
      ),
    );
    expect(all.map((r) => r.status).sort()).toEqual([201, 400, 400, 400, 400]);
    expect(await returnsOf(order)).toHaveLength(1);
  });

  it("refuses orders not delivered, more than 30 days after delivery, and unknown ones", async () => {
    const placed = await placeTestOrder(ctx.app, tire, { quantity: 1 });
    zips.set(placed.id, placed.zip);
    expect(await requestReturn(placed.id, form({ reason: "x", items: items(1) }))).toMatchObject({
      status: 409,
      body: { errorMessage: "Returns can be requested once your order has been delivered" },
    });
    const late = await deliveredOrder();
    await ctx.database.db
      .update(orders)
      .set({ deliveredAt: new Date(ctx.clock().getTime() - 31 * 24 * 60 * 60 * 1000) })
      .where(eq(orders.id, late.id));
    expect(await requestReturn(late.id, form({ reason: "x", items: items(1) }))).toMatchObject({
      status: 409,
      body: { errorMessage: "Returns are accepted within 30 days of delivery" },
    });
    expect(await returnsOf(late)).toHaveLength(0);
    expect((await requestReturn(randomUUID(), form({ reason: "x", items: items(1) }))).status).toBe(
      404,
    );
  });

  it("takes a guest's return only with the order's ZIP or e-mail, and tells nothing otherwise", async () => {
    const order = await deliveredOrder();
    const ask = (proof: Record<string, string>) =>
      requestReturn(order.id, form({ reason: "Wrong size", items: items(1), ...proof }), "none");
    const unknown = await requestReturn(
      randomUUID(),
      form({ reason: "x", items: items(1), zip: order.zip }),
      "none",
    );
    for (const refused of [
      await ask({}),
      await ask({ zip: "99999" }),
      await ask({ email: "x@y.z" }),
    ])
      expect(refused).toEqual(unknown);
    expect(unknown).toMatchObject({ status: 404, body: { errorMessage: "Order not found" } });
    expect(await returnsOf(order)).toHaveLength(0);
    expect((await ask({ email: order.email.toUpperCase() })).status).toBe(201);
    expect((await ask({ zip: order.zip })).status).toBe(201);
    expect(await returnsOf(order)).toHaveLength(2);
  });

  it("refuses bad input with a clear message and stores nothing", async () => {
    const order = await deliveredOrder();
    const refused: [FormData | object, number, string][] = [
      [form({ reason: "x", items: "[]" }), 400, "Please select at least one tire to return"],
      [form({ reason: "x", items: items(0) }), 400, "Please select at least one tire to return"],
      [form({ reason: "x" }), 400, "Please select at least one tire to return"],
      [
        form({ reason: "x", items: "four" }),
        400,
        "items must be a JSON list of {productId, quantity}",
      ],
      [form({ reason: "x", items: items(1, 1) }), 400, "Please select only tires from this order"],
      [
        form({ reason: " ", items: items(1) }),
        400,
        "Please tell us why you are returning the tires",
      ],
      [
        form({ reason: "x", items: items(1), reorderInCorrectSize: "yes" }),
        400,
        'reorderInCorrectSize must be "true" or "false"',
      ],
      [
        form({ reason: "x", items: items(1) }, { bytes: pngOf(MB + 10), type: "image/png" }),
        413,
        "The image must be smaller than 1MB",
      ],
      [
        form({ reason: "x", items: items(1) }, { bytes: pngOf(MB), type: "image/png" }),
        413,
        "The image must be smaller than 1MB",
      ],
      [
        form({ reason: "x", items: items(1) }, { bytes: JPEG, type: "image/png" }),
        400,
        "The image must be a JPEG, PNG or WebP picture",
      ],
      [
        form({ reason: "x", items: items(1) }, { bytes: PNG, type: "image/gif" }),
        400,
        "The image must be a JPEG, PNG or WebP picture",
      ],
      [form({ reason: "x", items: items(1), colour: "red" }), 400, "Unknown body field: colour"],
      [
        { reason: "x", items: items(1), image: "tire.png" },
        415,
        "Please send the return as multipart/form-data",
      ],
    ];
    for (const [payload, status, errorMessage] of refused) {
      const answer = await requestReturn(order.id, payload);
      expect({ status: answer.status, errorMessage: answer.body.errorMessage }).toEqual({
        status,
        errorMessage,
      });
    }
    expect(await returnsOf(order)).toHaveLength(0);
  });

  it("takes a photo just under 1MB, and an empty file input as no photo", async () => {
    const order = await deliveredOrder();
    const justUnder = await requestReturn(
      order.id,
      form({ reason: "x", items: items(1) }, { bytes: pngOf(MB - 1), type: "image/png" }),
    );
    expect(justUnder.status).toBe(201);
    expect(justUnder.body.return.hasImage).toBe(true);
    const empty = await requestReturn(
      order.id,
      form({ reason: "x", items: items(1) }, { bytes: new Uint8Array(0), type: "", name: "" }),
    );
    expect(empty.status).toBe(201);
    expect(empty.body.return.hasImage).toBe(false);
  });
});
