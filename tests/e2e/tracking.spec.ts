import { randomUUID } from "node:crypto";
import { RETURN_NOT_DELIVERED_MESSAGE } from "../../packages/core/src/order/returns";
import { TRACKING_MISMATCH_MESSAGE } from "../../packages/core/src/order/rules";
import type { Order } from "../../packages/core/src/order/schemas";
import { ORDER_CANCELLED_MESSAGE } from "../../packages/core/src/order/tracking";
import { cartReadyToPay, placeOrderByCard } from "./checkout-steps";
import { type APIRequestContext, expect, type Page, test } from "./test";
import { expectNoAxeViolations } from "./widget-host";

/**
 * Order tracking as a guest who bought finds it: from the footer, by Order ID and ZIP, the
 * order's steps and delivery, its receipt, and cancelling it within 30 minutes; with script and
 * without.
 */

/** An order shipped to 100 Main St, 33301, placed through the API as the checkout places it. */
async function placeOrder(request: APIRequestContext): Promise<Order> {
  const cartId = await cartReadyToPay(request);
  const cart = (await (await request.get(`/api/cart-summary?cartId=${cartId}`)).json()).siteCart;
  const placed = await request.post("/api/checkout/orders", {
    headers: { "idempotency-key": `e2e-${randomUUID()}` },
    data: {
      cartId,
      paymentMethod: "credit",
      payload: { nonce: `fake-valid-visa-nonce:${randomUUID()}` },
      expectedTotalInCents: cart.cartSummary.totalInCents,
    },
  });
  expect(placed.status()).toBe(201);
  return (await placed.json()).order as Order;
}

async function lookUp(page: Page, orderId: string, zip: string) {
  const form = page.getByRole("form", { name: "Find your order" });
  await form.getByLabel("Order ID").fill(orderId);
  await form.getByLabel("ZIP code").fill(zip);
  await form.getByRole("button", { name: "Track order" }).click();
}

test("a guest finds the order from the footer, sees where it is, and cancels it", async ({
  page,
}) => {
  const cartId = await cartReadyToPay(page.request);
  await page.goto(`/checkout/payments?cartId=${cartId}`);
  await placeOrderByCard(page);
  const orderId = (await page.locator("main strong").first().textContent())?.trim() ?? "";
  expect(orderId).toMatch(/^\d+$/);

  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Track your order" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Track your order" })).toBeVisible();
  await expectNoAxeViolations(page, "main");

  // A malformed Order ID: the message at the field, which takes focus.
  await lookUp(page, "abc", "33301");
  const idField = page.getByLabel("Order ID");
  await expect(idField).toHaveAttribute("aria-invalid", "true");
  await expect(idField).toBeFocused();
  await expect(page.getByText("Please enter a valid Order ID")).toBeVisible();
  // The right order with another ZIP tells no more than an unknown order.
  await lookUp(page, orderId, "10001");
  await expect(page.getByRole("alert")).toHaveText(TRACKING_MISMATCH_MESSAGE);

  await lookUp(page, orderId, "33301");
  await expect(page.getByRole("heading", { level: 1, name: `Order ${orderId}` })).toBeVisible();
  const progress = page.getByRole("list", { name: `Progress of order ${orderId}` });
  await expect(progress.locator('[aria-current="step"]')).toHaveText("Order Processed");
  await expect(page.getByText("Fort Lauderdale, FL 33301")).toBeVisible();
  // Order ID and ZIP show the town, never the street or the e-mail.
  await expect(page.getByText("100 Main St")).toHaveCount(0);
  await expect(page.getByText("a***@example.com")).toBeVisible();
  await expectNoAxeViolations(page, "main");
  const receipt = await page.request.get(
    (await page.getByRole("link", { name: "Receipt (PDF)" }).getAttribute("href")) ?? "",
  );
  expect(receipt.headers()["content-type"]).toContain("application/pdf");

  // Not delivered yet: the return page says so.
  await page.goto(`/track-your-order/return?orderId=${orderId}&zip=33301`);
  await expect(page.getByRole("alert")).toHaveText(RETURN_NOT_DELIVERED_MESSAGE);
  await expectNoAxeViolations(page, "main");
  await page.getByRole("link", { name: "Back to your order" }).click();

  await page.getByRole("button", { name: "Cancel this order" }).click();
  await expect(page.getByRole("status").filter({ hasText: ORDER_CANCELLED_MESSAGE })).toBeFocused();
  await expect(progress).toContainText("Order cancelled");
  await expect(page.getByRole("button", { name: "Cancel this order" })).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the lookup, the order and its cancel are plain forms", async ({ page }) => {
    const order = await placeOrder(page.request);
    await page.goto("/track-your-order");
    await lookUp(page, order.orderId, "33301");
    await expect(
      page.getByRole("heading", { level: 1, name: `Order ${order.orderId}` }),
    ).toBeVisible();
    await page.getByRole("button", { name: "Cancel this order" }).click();
    await expect(page.getByText(ORDER_CANCELLED_MESSAGE)).toBeVisible();
    await expect(
      page.getByRole("list", { name: `Progress of order ${order.orderId}` }),
    ).toContainText("Order cancelled");
  });
});

test("the e-mail's confirm-order link shows the order as confirmed", async ({ page }) => {
  const order = await placeOrder(page.request);
  await page.goto(`/checkout/confirm-order/${order.id}`);
  await expect(
    page.getByRole("heading", { level: 1, name: "Your order is confirmed" }),
  ).toBeVisible();
  await expect(page.getByText(`Order ${order.orderId} is confirmed`)).toBeVisible();
  await expectNoAxeViolations(page, "main");
  await page.getByRole("link", { name: "Track this order" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: `Order ${order.orderId}` }),
  ).toBeVisible();
  // A link that names no order is the site's own not-found page.
  const missing = await page.goto(`/checkout/confirm-order/${randomUUID()}`);
  expect(missing?.status()).toBe(404);
  // Named as the server named it, once the page is live too.
  await expect(
    page.getByRole("heading", { level: 1, name: "The page you are looking for is missing" }),
  ).toBeVisible();
  await expect(page).toHaveTitle("Page not found | Treadkit");
  await expect(page.locator("header.site-header")).toBeVisible();
});
