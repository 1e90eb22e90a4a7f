import { randomUUID } from "node:crypto";
import { formatCents } from "@treadkit/core/money";
import { GUEST_ACCOUNT_BILLING_MESSAGE } from "@treadkit/core/payment";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSandboxGateway } from "../../payments/sandbox";
import { signedInBrowser, type TestBrowser } from "../../testing/accounts";
import { testBrowser } from "../../testing/browser";
import { createTestApp, testDatabaseKinds } from "../../testing/databases";
import { tireInStock } from "../../testing/fixtures";
import { shippedCart } from "../../testing/orders";
import { loadOrderDocument } from "./order-document";
import { orderConfirmationMail } from "./order-mail";
import { orders, paymentAttempts } from "./orders.schema";

/**
 * Invoice and payroll (storefront.md §6: payment groups come from the account type and the
 * company): only the accounts allowed them pay so, through no provider; everyone else is refused
 * before anything is recorded.
 */
describe.each(testDatabaseKinds())("invoice and payroll orders on %s", (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  const gateway = createSandboxGateway();
  let tire: string;
  beforeAll(async () => {
    ctx = await createTestApp(kind, { payments: gateway });
    tire = await tireInStock(ctx.app);
  });
  afterAll(async () => ctx?.close());

  /** A cart shipped home, and the total the review step shows for `paymentMethod`. */
  async function readyCart(browser: TestBrowser, paymentMethod: string) {
    const cartId = await shippedCart(browser, tire);
    const quote = await browser.get(
      `/api/checkout/quote?cartId=${cartId}&paymentMethod=${paymentMethod}`,
    );
    expect(quote.status).toBe(200);
    return { cartId, total: quote.json().quote.amounts.totalInCents as number };
  }

  async function place(browser: TestBrowser, paymentMethod: string, key = randomUUID()) {
    const { cartId, total } = await readyCart(browser, paymentMethod);
    const response = await browser.request("POST", "/api/checkout/orders", {
      json: { cartId, paymentMethod, expectedTotalInCents: total },
      headers: { "idempotency-key": `billing-${key}` },
    });
    return { response, cartId, key: `billing-${key}`, total };
  }

  async function nothingStored(cartId: string, key: string) {
    expect(await ctx.database.db.select().from(orders).where(eq(orders.cartId, cartId))).toEqual(
      [],
    );
    expect(
      await ctx.database.db
        .select()
        .from(paymentAttempts)
        .where(eq(paymentAttempts.idempotencyKey, key)),
    ).toEqual([]);
  }

  it("places an invoice order for an invoice-group account, billed to its company, no card asked", async () => {
    const fleet = await signedInBrowser(ctx.app, "fleet@treadkit.example");
    const asked = gateway.authorizations().length;
    const { response, total, key } = await place(fleet, "invoice");
    expect(response.status).toBe(201);
    const order = response.json().order;
    expect(order.payment).toMatchObject({
      method: "invoice",
      status: "authorized",
      cardBrand: null,
      last4: null,
      billedTo: "Coastal Courier Fleet",
    });
    expect(order.amounts.totalInCents).toBe(total);
    expect(gateway.authorizations()).toHaveLength(asked);
    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.paymentMethod).toBe("invoice");
    expect(row?.paymentTransactionId.startsWith("acct_invoice_")).toBe(true);

    // A retry of the same attempt is the same order.
    const again = await fleet.request("POST", "/api/checkout/orders", {
      json: {
        cartId: row?.cartId,
        paymentMethod: "invoice",
        expectedTotalInCents: total,
      },
      headers: { "idempotency-key": key },
    });
    expect(again.status).toBe(200);
    expect(again.json().order.id).toBe(order.id);

    // The confirmation e-mail says who is invoiced, for how much and when it is due.
    if (!row) throw new Error("the order was not stored");
    const mail = orderConfirmationMail(await loadOrderDocument(ctx.database.db, row));
    expect(mail.text).toContain(
      `We will invoice Coastal Courier Fleet for ${formatCents(order.amounts.totalInCents)}`,
    );
    expect(mail.text).toContain("payable within 30 days of the invoice date");
    expect(mail.html).toContain("payable within 30 days of the invoice date");
    expect(mail.text).toContain("Payment: Invoice, Coastal Courier Fleet");

    // Cancelling it within the window releases nothing at a provider and goes through.
    const cancelled = await fleet.request("POST", `/api/checkout/orders/${order.id}/cancel`, {
      json: {},
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.json().order.status).toBe("cancelled");
  });

  it("places a payroll order for an employee whose company allows payroll", async () => {
    const employee = await signedInBrowser(ctx.app, "employee@treadkit.example");
    const { response } = await place(employee, "payroll");
    expect(response.status).toBe(201);
    const order = response.json().order;
    expect(order.payment).toMatchObject({
      method: "payroll",
      billedTo: "Dealer Tire Distribution",
    });
    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, order.id));
    if (!row) throw new Error("the order was not stored");
    const mail = orderConfirmationMail(await loadOrderDocument(ctx.database.db, row));
    expect(mail.text).toContain("will be deducted from your pay by Dealer Tire Distribution");
  });

  it("refuses payroll to an account without it, with nothing stored", async () => {
    const fleet = await signedInBrowser(ctx.app, "fleet@treadkit.example");
    const { response, cartId, key } = await place(fleet, "payroll");
    expect(response.status).toBe(403);
    expect(response.json()).toEqual({
      code: "PAYMENT_NOT_ALLOWED",
      errorMessage:
        "Your account cannot pay by payroll deduction. Please choose another payment method.",
    });
    await nothingStored(cartId, key);
  });

  it("refuses invoice to a guest and to a consumer account, with nothing stored", async () => {
    const guest = testBrowser(ctx.app);
    const refused = await place(guest, "invoice");
    expect(refused.response.status).toBe(403);
    expect(refused.response.json()).toMatchObject({
      code: "PAYMENT_NOT_ALLOWED",
      errorMessage: GUEST_ACCOUNT_BILLING_MESSAGE,
    });
    await nothingStored(refused.cartId, refused.key);

    const retail = await signedInBrowser(ctx.app, "retail@treadkit.example");
    const consumer = await place(retail, "invoice");
    expect(consumer.response.status).toBe(403);
    await nothingStored(consumer.cartId, consumer.key);
  });

  it("refuses a card to an account whose groups leave out card", async () => {
    const fleet = await signedInBrowser(ctx.app, "fleet@treadkit.example");
    const { cartId, total } = await readyCart(fleet, "credit");
    const key = `billing-${randomUUID()}`;
    const response = await fleet.request("POST", "/api/checkout/orders", {
      json: {
        cartId,
        paymentMethod: "credit",
        payload: { nonce: `fake-valid-visa-nonce:${randomUUID()}` },
        expectedTotalInCents: total,
      },
      headers: { "idempotency-key": key },
    });
    expect(response.status).toBe(403);
    expect(response.json().errorMessage).toBe(
      "Your account pays by invoice; card and pay-later payments are not available.",
    );
    await nothingStored(cartId, key);
  });

  it("documents invoice and payroll in the order request of the OpenAPI document", async () => {
    const doc = (await ctx.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    const body = doc.paths["/api/checkout/orders"].post.requestBody.content["application/json"];
    expect(body.schema.properties.paymentMethod.enum).toEqual(
      expect.arrayContaining(["credit", "invoice", "payroll"]),
    );
    expect(body.schema.required).not.toContain("payload");
  });

  it("asks a card payment for its payload, and an invoice for none", async () => {
    const fleet = await signedInBrowser(ctx.app, "fleet@treadkit.example");
    const { cartId, total } = await readyCart(fleet, "invoice");
    const withPayload = await fleet.request("POST", "/api/checkout/orders", {
      json: {
        cartId,
        paymentMethod: "invoice",
        payload: { nonce: "fake-valid-visa-nonce" },
        expectedTotalInCents: total,
      },
      headers: { "idempotency-key": `billing-${randomUUID()}` },
    });
    expect(withPayload.status).toBe(400);
    const withoutPayload = await testBrowser(ctx.app).request("POST", "/api/checkout/orders", {
      json: { cartId, paymentMethod: "credit", expectedTotalInCents: total },
      headers: { "idempotency-key": `billing-${randomUUID()}` },
    });
    expect(withoutPayload.status).toBe(400);
  });
});
