import { randomUUID } from "node:crypto";
import { formatCents } from "@treadkit/core/money";
import type { Order } from "@treadkit/core/order";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSandboxGateway } from "../../payments/sandbox";
import { createTestApp } from "../../testing/databases";
import { tireInStock } from "../../testing/fixtures";
import { placeTestOrder } from "../../testing/orders";
import { pdfText } from "../../testing/pdf";

const receiptUrl = (orderId: string, customerId: string, file = `Receipt_${orderId}.pdf`) =>
  `/my_customers/pdf/${orderId}/${customerId}/${file}`;

describe("the receipt PDF", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let order: Order;
  let other: Order;
  beforeAll(async () => {
    ctx = await createTestApp("pglite", { payments: createSandboxGateway() });
    const tire = await tireInStock(ctx.app);
    order = await placeTestOrder(ctx.app, tire);
    other = await placeTestOrder(ctx.app, tire);
  });
  afterAll(async () => ctx?.close());

  const get = (url: string) => ctx.app.inject({ method: "GET", url });

  it("is a real PDF, shown inline and never stored by caches", async () => {
    const response = await get(receiptUrl(order.orderId, order.id));
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toBe(
      `inline; filename="Receipt_${order.orderId}.pdf"`,
    );
    expect(response.headers["cache-control"]).toBe("private, no-store");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    // object-src 'none' would keep the browser's PDF viewer from showing it.
    expect(response.headers["content-security-policy"]).toBeUndefined();
    expect(response.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(response.rawPayload.subarray(-6).toString("latin1")).toContain("%%EOF");
  });

  it("shows the shop, the order, its lines, every amount, the payment and the destination", async () => {
    const text = pdfText((await get(receiptUrl(order.orderId, order.id))).rawPayload);
    expect(text).toContain("Treadkit");
    expect(text).toContain(order.orderId);
    expect(text).toContain("a***@example.com");
    expect(text).not.toContain("ana@example.com");
    const tire = order.lines.find((line) => line.kind === "tire");
    expect(text).toContain(tire?.description);
    expect(text).toContain(formatCents(tire?.unitPriceInCents ?? -1));
    expect(text).toContain(formatCents(tire?.totalInCents ?? -1));
    for (const label of [
      "Products",
      "Installation",
      "Road hazard coverage",
      "Discounts",
      "Payment discount",
      "Military discount",
      "Shipping",
      "Federal excise tax",
      "Total",
    ])
      expect(text.split("\n")).toContain(label);
    expect(text).toContain(formatCents(order.amounts.totalInCents));
    expect(text).toContain(`${order.payment.cardBrand} ending in ${order.payment.last4}`);
    expect(text).toContain("Ship to");
    expect(text).toContain("Ana Diaz");
    expect(text).toContain("100 Las Olas Blvd");
    expect(text).toContain("Fort Lauderdale, FL 33301");
    expect(text).toContain("Estimated delivery");
    // Shipped home: no roadside assistance (it comes with tires installed).
    expect(text).not.toContain("Roadside assistance");
  });

  it("answers the same 404 for a wrong owner, a wrong file name and an unknown order", async () => {
    const unknown = await get(receiptUrl("9999999", order.id));
    expect(unknown.statusCode).toBe(404);
    for (const url of [
      receiptUrl(order.orderId, other.id),
      receiptUrl(order.orderId, randomUUID()),
      receiptUrl(order.orderId, "not-a-uuid"),
      receiptUrl(order.orderId, order.id, `Receipt_${other.orderId}.pdf`),
      receiptUrl(order.orderId, order.id, "receipt.pdf"),
      receiptUrl("0x10", order.id, "Receipt_0x10.pdf"),
      receiptUrl("99999999999", order.id, "Receipt_99999999999.pdf"),
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toBe(unknown.body);
    }
    expect((await get(receiptUrl(other.orderId, other.id))).statusCode).toBe(200);
  });
});
