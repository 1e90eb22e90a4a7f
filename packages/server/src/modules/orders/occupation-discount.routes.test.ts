import { randomUUID } from "node:crypto";
import { formatCents } from "@treadkit/core/money";
import { MILITARY_DISCOUNT_PERCENT } from "@treadkit/core/payment";
import {
  OCCUPATION_DISCOUNT_NOT_OFFERED,
  OCCUPATION_DISCOUNT_UNKNOWN,
  OCCUPATION_DISCOUNTS,
} from "@treadkit/core/session";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInBrowser, type TestBrowser } from "../../testing/accounts";
import { testBrowser } from "../../testing/browser";
import { createTestApp, testDatabaseKinds } from "../../testing/databases";
import { tireInStock } from "../../testing/fixtures";
import { HOME, shippedCart } from "../../testing/orders";
import { carts } from "../cart/cart.schema";
import { amountRows, loadOrderDocument } from "./order-document";
import { orderConfirmationMail } from "./order-mail";
import { orders } from "./orders.schema";

const healthcare = OCCUPATION_DISCOUNTS.find((d) => d.id === "healthcare");
const teacher = OCCUPATION_DISCOUNTS.find((d) => d.id === "teacher");

/**
 * Occupation discounts (storefront.md §6: "occupation discounts shown only if the company
 * allows"): an employee of a company that allows them chooses an occupation on the cart and the
 * order takes its percentage of the merchandise; nobody else can choose one.
 */
describe.each(testDatabaseKinds())("occupation discounts on %s", (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let tire: string;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
    tire = await tireInStock(ctx.app);
  });
  afterAll(async () => ctx?.close());

  const choose = (browser: TestBrowser, cartId: string, occupationDiscountId: string | null) =>
    browser.request("PUT", `/api/cart-summary?cartId=${cartId}`, {
      json: { occupationDiscountId },
    });

  async function quote(browser: TestBrowser, cartId: string, paymentMethod = "credit") {
    const answer = await browser.get(
      `/api/checkout/quote?cartId=${cartId}&paymentMethod=${paymentMethod}`,
    );
    expect(answer.status).toBe(200);
    return answer.json().quote.amounts;
  }

  const storedOccupation = async (cartId: string) =>
    (await ctx.database.db.select().from(carts).where(eq(carts.id, cartId)))[0]
      ?.occupationDiscount ?? null;

  it("takes the chosen occupation's percentage off an employee's order, before tax", async () => {
    if (!healthcare) throw new Error("no healthcare discount");
    const employee = await signedInBrowser(ctx.app, "employee@treadkit.example");
    const cartId = await shippedCart(employee, tire);
    const before = await quote(employee, cartId);
    expect(before.occupationDiscountInCents).toBe(0);

    const chosen = await choose(employee, cartId, "healthcare");
    expect(chosen.status).toBe(200);
    expect(chosen.json().siteCart.occupationDiscountId).toBe("healthcare");

    const after = await quote(employee, cartId);
    const merchandise =
      before.productsInCents +
      before.installationInCents +
      before.roadHazardInCents -
      before.discountInCents;
    const discount = Math.round((merchandise * healthcare.percent) / 100);
    expect(after.occupationDiscountInCents).toBe(discount);
    // Sales tax is on what is paid after the discount: it is no more than before.
    expect(after.salesTaxInCents).toBeLessThanOrEqual(before.salesTaxInCents);
    expect(after.totalInCents).toBe(
      before.totalInCents - discount - (before.salesTaxInCents - after.salesTaxInCents),
    );

    // The order charges it, keeps the occupation, and its documents show it.
    const placed = await employee.request("POST", "/api/checkout/orders", {
      json: {
        cartId,
        paymentMethod: "credit",
        payload: { nonce: `fake-valid-visa-nonce:${randomUUID()}` },
        expectedTotalInCents: after.totalInCents,
      },
      headers: { "idempotency-key": `occupation-${randomUUID()}` },
    });
    expect(placed.status).toBe(201);
    const order = placed.json().order;
    expect(order.amounts.occupationDiscountInCents).toBe(discount);
    expect(order.amounts.totalInCents).toBe(after.totalInCents);
    expect(order.occupationDiscountId).toBe("healthcare");
    // Its discount line holds it too, so that a return gives back only what was paid.
    const discountLine = order.lines.find((line: { kind: string }) => line.kind === "discount");
    expect(discountLine?.totalInCents).toBe(-(after.discountInCents + discount));
    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, order.id));
    if (!row) throw new Error("the order was not stored");
    expect(row.occupationDiscount).toBe("healthcare");
    expect(row.occupationDiscountCents).toBe(discount);
    const document = await loadOrderDocument(ctx.database.db, row);
    expect(amountRows(document.order.amounts)).toContainEqual({
      label: "Occupation discount",
      text: formatCents(-discount),
    });
    expect(orderConfirmationMail(document).text).toContain("Occupation discount");
  });

  it("changes and takes off the occupation as the employee chooses", async () => {
    if (!teacher) throw new Error("no teacher discount");
    const employee = await signedInBrowser(ctx.app, "employee@treadkit.example");
    const cartId = await shippedCart(employee, tire);
    expect((await choose(employee, cartId, "healthcare")).status).toBe(200);
    const ten = (await quote(employee, cartId)).occupationDiscountInCents;
    expect((await choose(employee, cartId, "teacher")).status).toBe(200);
    const five = (await quote(employee, cartId)).occupationDiscountInCents;
    expect(five).toBeGreaterThan(0);
    expect(five).toBeLessThan(ten);
    expect(await storedOccupation(cartId)).toBe("teacher");
    const off = await choose(employee, cartId, null);
    expect(off.status).toBe(200);
    expect(off.json().siteCart.occupationDiscountId).toBeNull();
    expect((await quote(employee, cartId)).occupationDiscountInCents).toBe(0);
  });

  it("refuses an occupation the table does not have, with nothing stored", async () => {
    const employee = await signedInBrowser(ctx.app, "employee@treadkit.example");
    const cartId = await shippedCart(employee, tire);
    const refused = await choose(employee, cartId, "astronaut");
    expect(refused.status).toBe(400);
    expect(refused.json().errorMessage).toBe(OCCUPATION_DISCOUNT_UNKNOWN);
    expect(await storedOccupation(cartId)).toBeNull();
  });

  it.each([
    ["a guest", null],
    ["a retail member", "retail@treadkit.example"],
    // Same company, but a dealer buys as a dealer, not as an employee.
    ["a dealer", "dealer@treadkit.example"],
    ["a fleet account", "fleet@treadkit.example"],
  ])("refuses %s an occupation discount, with nothing stored", async (_, email) => {
    const browser = email ? await signedInBrowser(ctx.app, email) : testBrowser(ctx.app);
    const cartId = (
      await browser.request("POST", "/api/cart-summary", {
        json: { productId: tire, quantity: { front: 4 }, zip: HOME.zip },
      })
    ).json().siteCart.id;
    const refused = await choose(browser, cartId, "healthcare");
    expect(refused.status).toBe(403);
    expect(refused.json()).toMatchObject({
      code: "OCCUPATION_DISCOUNT_NOT_OFFERED",
      errorMessage: OCCUPATION_DISCOUNT_NOT_OFFERED,
    });
    expect(await storedOccupation(cartId)).toBeNull();
  });

  it("gives nothing for an occupation on a cart its buyer is not offered them on", async () => {
    // An employee chose one, then someone else (a guest with the cart's id) goes to pay.
    const employee = await signedInBrowser(ctx.app, "employee@treadkit.example");
    const cartId = await shippedCart(employee, tire);
    expect((await choose(employee, cartId, "healthcare")).status).toBe(200);
    const guest = testBrowser(ctx.app);
    const cart = await guest.get(`/api/cart-summary?cartId=${cartId}`);
    expect(cart.json().siteCart.occupationDiscountId).toBeNull();
    expect((await quote(guest, cartId)).occupationDiscountInCents).toBe(0);
  });

  it("gives the larger of a military and an occupation discount, never both", async () => {
    if (!healthcare || !teacher) throw new Error("no discounts");
    expect(healthcare.percent).toBeGreaterThan(MILITARY_DISCOUNT_PERCENT);
    expect(teacher.percent).toBeLessThanOrEqual(MILITARY_DISCOUNT_PERCENT);
    const employee = await signedInBrowser(ctx.app, "employee@treadkit.example");
    const cartId = await shippedCart(employee, tire);
    // Verified as military through the identity provider's sandbox.
    const returnTo = encodeURIComponent(`/checkout/payments?cartId=${cartId}`);
    const start = await employee.get(
      `/api/id-verification?scope=military&cartId=${cartId}&returnTo=${returnTo}`,
    );
    const authorize = new URL(start.location as string);
    const chosen = await employee.request("POST", "/id-sandbox/oauth/authorize", {
      form: { ...Object.fromEntries(authorize.searchParams), identity: "verified" },
    });
    await employee.get(chosen.location as string);
    const military = await quote(employee, cartId);
    expect(military.militaryDiscountInCents).toBeGreaterThan(0);

    expect((await choose(employee, cartId, "healthcare")).status).toBe(200);
    const larger = await quote(employee, cartId);
    expect(larger.militaryDiscountInCents).toBe(0);
    expect(larger.occupationDiscountInCents).toBeGreaterThan(military.militaryDiscountInCents);

    expect((await choose(employee, cartId, "teacher")).status).toBe(200);
    const notLarger = await quote(employee, cartId);
    expect(notLarger.occupationDiscountInCents).toBe(0);
    expect(notLarger.militaryDiscountInCents).toBe(military.militaryDiscountInCents);
  });
});
