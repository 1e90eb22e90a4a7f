import { randomUUID } from "node:crypto";
import { formatCents } from "@treadkit/core/money";
import type { Order } from "@treadkit/core/order";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, testDatabaseKinds } from "../../testing/databases";
import { HOME } from "../../testing/orders";
import { pdfText } from "../../testing/pdf";
import { loadOrderDocument } from "./order-document";
import { orderConfirmationMail } from "./order-mail";
import { findOrderById } from "./orders.repository";

/** A tire heavy enough to carry federal excise tax (over 3,500 lb load), of the shipped data set. */
const HEAVY_TIRE = 28086;

type Totals = { totalInCents: number; federalExciseTaxInCents: number };
type Line = { quantity: number; unitPriceInCents: number; totalInCents: number };

describe.each(testDatabaseKinds())("one price at every step (%s)", (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let tires: { heavy: string; light: string[] };

  beforeAll(async () => {
    ctx = await createTestApp(kind);
    const rows = await ctx.database.db.execute(sql`
      select id, split_part(load_index, '/', 1)::int >= 124 as heavy from products
      where availability = 'ProductStatusAvailable' and discontinued_at is null
        and sale_price_cents is not null and min_quantity_allowed_for_cart <= 1
      order by (id = ${HEAVY_TIRE}) desc, heavy desc, id
      limit 40`);
    const list = (rows as unknown as { rows: { id: number; heavy: boolean }[] }).rows;
    const heavy = list.find((r) => r.heavy);
    if (!heavy) throw new Error("the data set has no tire carrying excise tax");
    tires = {
      heavy: String(heavy.id),
      light: list.filter((r) => !r.heavy).map((r) => String(r.id)),
    };
  }, 120_000);
  afterAll(async () => ctx?.close());

  // biome-ignore lint/suspicious/noExplicitAny: answers are read as JSON.
  const call = async (method: string, url: string, payload?: object): Promise<any> => {
    const response = await ctx.app.inject({
      method: method as "GET",
      url,
      ...(payload ? { payload } : {}),
      headers:
        method === "POST" && url.includes("/orders") ? { "idempotency-key": randomUUID() } : {},
    });
    if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.body}`);
    return response.json();
  };
  const summary = async (cartId: string): Promise<Totals> =>
    (await call("GET", `/api/cart-summary?cartId=${cartId}`)).siteCart.cartSummary;
  const quote = async (cartId: string, method: string) =>
    (await call("GET", `/api/checkout/quote?cartId=${cartId}&paymentMethod=${method}`)).quote
      .amounts as Totals;
  const multipliesOut = (lines: readonly Line[]) => {
    for (const line of lines) expect(line.unitPriceInCents * line.quantity).toBe(line.totalInCents);
  };
  const sumOf = (lines: readonly { totalInCents: number }[]) =>
    lines.reduce((sum, line) => sum + line.totalInCents, 0);

  /** Every figure the shopper and the provider are shown for a cart, step by step. */
  async function checkout(input: {
    lines: { productId: string; quantity: number }[];
    coverage: boolean;
    method: "credit" | "klarna";
  }) {
    const [first, ...rest] = input.lines;
    if (!first) throw new Error("a cart needs a line");
    let cart = (
      await call("POST", "/api/cart-summary", {
        productId: first.productId,
        quantity: { front: first.quantity },
        zip: HOME.zip,
      })
    ).siteCart;
    for (const line of rest)
      cart = (
        await call("POST", `/api/cart-summary?cartId=${cart.id}`, {
          productId: line.productId,
          quantity: { front: line.quantity },
        })
      ).siteCart;
    const cartId: string = cart.id;
    const atCart = await summary(cartId);
    await call("POST", `/api/checkout/cart-shipping?cartId=${cartId}`, HOME);
    const atShipping = await summary(cartId);
    if (input.coverage)
      await call("PUT", `/api/cart-summary?cartId=${cartId}`, {
        isRoadHazard: true,
        isGroupRoadHazard: true,
      });
    const steps = {
      cart: atCart,
      shipping: atShipping,
      coverage: await summary(cartId),
      payment: await quote(cartId, "credit"),
    };
    const klarna = await call("POST", `/api/checkout/cart-klarna?cartId=${cartId}`);
    const klarnaQuote = await quote(cartId, "klarna");
    const charged = input.method === "klarna" ? klarnaQuote : steps.payment;
    const placed = (
      await call("POST", "/api/checkout/orders", {
        cartId,
        paymentMethod: input.method,
        payload:
          input.method === "klarna"
            ? { chargeId: `sandbox_klarna_${randomUUID()}` }
            : { nonce: `fake-valid-visa-nonce:${randomUUID()}` },
        expectedTotalInCents: charged.totalInCents,
      })
    ).order as Order;
    const row = await findOrderById(ctx.database.db, placed.id);
    if (!row) throw new Error("order not stored");
    const document = await loadOrderDocument(ctx.database.db, row);
    const pdf = await ctx.app.inject({
      method: "GET",
      url: `/my_customers/pdf/${placed.orderId}/${placed.id}/Receipt_${placed.orderId}.pdf`,
    });
    if (pdf.statusCode !== 200)
      throw new Error(`receipt: ${pdf.statusCode} ${pdf.body.slice(0, 200)}`);
    const receipt = pdfText(pdf.rawPayload);
    return {
      steps,
      klarna: klarna.klarnaPayload,
      klarnaQuote,
      placed,
      order: document.order,
      mail: orderConfirmationMail(document).text,
      receipt,
    };
  }

  /** The rule: the same integer cents everywhere, and every line multiplies out. */
  function expectOnePrice(seen: Awaited<ReturnType<typeof checkout>>, method: string) {
    const { steps, klarna, klarnaQuote, placed, order } = seen;
    const cents = steps.coverage.totalInCents;
    expect(steps.payment.totalInCents).toBe(cents);
    expect(steps.payment.federalExciseTaxInCents).toBe(steps.cart.federalExciseTaxInCents);
    // The pay-later session is what the order paid with it charges, and its lines add up to it.
    expect(klarna.order_amount).toBe(klarnaQuote.totalInCents);
    expect(
      klarna.order_lines.reduce(
        (sum: number, l: { total_amount: number }) => sum + l.total_amount,
        0,
      ),
    ).toBe(klarna.order_amount);
    for (const line of klarna.order_lines)
      expect(line.unit_price * line.quantity).toBe(line.total_amount);
    const charged = method === "klarna" ? klarnaQuote.totalInCents : cents;
    expect(placed.amounts.totalInCents).toBe(charged);
    expect(order.amounts.totalInCents).toBe(charged);
    expect(sumOf(order.lines)).toBe(charged);
    multipliesOut(order.lines);
    expect(seen.receipt).toContain(formatCents(charged));
    expect(seen.mail).toContain(formatCents(charged));
    // "- Tires …: 4 x $120.00 = $480.00": every line of the e-mail multiplies out too.
    for (const [, quantity, unit, total] of seen.mail.matchAll(
      /: (-?\d+) x (-?\$[\d,.]+|−?\$[\d,.]+) = (-?\$[\d,.]+|−?\$[\d,.]+)/g,
    )) {
      const toCents = (text = "") => Math.round(Number(text.replace(/[^\d.-]/g, "")) * 100);
      expect(Number(quantity) * toCents(unit)).toBe(toCents(total));
    }
  }

  it("charges the excise tax of 4 heavy tires at the cart, shipping, coverage and payment steps alike", async () => {
    const seen = await checkout({
      lines: [{ productId: tires.heavy, quantity: 4 }],
      coverage: true,
      method: "credit",
    });
    const fet = seen.steps.cart.federalExciseTaxInCents;
    expect(fet).toBeGreaterThan(0);
    for (const step of Object.values(seen.steps)) expect(step.federalExciseTaxInCents).toBe(fet);
    expect(seen.steps.shipping.totalInCents).toBeGreaterThan(0);
    expectOnePrice(seen, "credit");
    expect(seen.order.amounts.federalExciseTaxInCents).toBe(fet);
    expect(sumOf(seen.order.lines.filter((l) => l.kind === "federalExciseTax"))).toBe(fet);
  });

  it("opens Klarna for the order's amount after its 10% discount, and that order charges it", async () => {
    const seen = await checkout({
      lines: [{ productId: tires.heavy, quantity: 4 }],
      coverage: false,
      method: "klarna",
    });
    expect(seen.klarnaQuote.totalInCents).toBeLessThan(seen.steps.payment.totalInCents);
    expectOnePrice(seen, "klarna");
  });

  it("agrees for random carts: every step, the provider session, the order, receipt and e-mail", async () => {
    const product = fc.constantFrom(tires.heavy, ...tires.light.slice(0, 12));
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(
          fc.record({ productId: product, quantity: fc.integer({ min: 1, max: 6 }) }),
          {
            minLength: 1,
            maxLength: 3,
            selector: (line) => line.productId,
          },
        ),
        fc.boolean(),
        fc.constantFrom("credit" as const, "klarna" as const),
        async (lines, coverage, method) => {
          expectOnePrice(await checkout({ lines, coverage, method }), method);
        },
      ),
      { numRuns: 8, seed: 42 },
    );
  }, 240_000);
});
