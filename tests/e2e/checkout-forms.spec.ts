import { randomUUID } from "node:crypto";
import { zipStateMismatchMessage } from "../../packages/core/src/validation/zip-place";
import { signInAs } from "./accounts";
import {
  cartReadyToPay,
  chooseFirstShop,
  continueToPayment,
  enterBilling,
  enterCard,
  openPaymentStep,
  openShippingStep,
} from "./checkout-steps";
import { expect, type Page, test } from "./test";
import { expectNoAxeViolations } from "./widget-host";

/**
 * The checkout's forms as they save the shopper typing: the billing address is the shipping
 * address unless the shopper says otherwise, the business fields (company, PO number, vehicle,
 * delivery instructions) are kept, a member's forms start filled in, the payment step shows what
 * it will charge, and the review names the delivery with a way back to change each part.
 */

const usd = (cents: number) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(cents / 100);

/** The total the server quotes for the cart paid with `method`, as the page writes it. */
async function quotedTotal(page: Page, cartId: string, method: string) {
  const answer = await page.request.get(
    `/api/checkout/quote?cartId=${cartId}&paymentMethod=${method}`,
  );
  return usd((await answer.json()).quote.amounts.totalInCents);
}

const sameAsShipping = (page: Page) =>
  page.getByRole("checkbox", { name: "Billing address same as shipping" });

test("a home delivery bills to its own address by default, shows the total it will charge, and keeps the PO number and company", async ({
  page,
}) => {
  const cartId = await openPaymentStep(page, page.request);
  await expect(sameAsShipping(page)).toBeChecked();
  const billing = page.getByRole("group", { name: "Billing address" });
  await expect(billing.locator("address")).toContainText("100 Main St");
  await expect(billing.getByLabel("First name")).toHaveCount(0);
  await expect(page.getByLabel("E-mail for your receipt")).toHaveValue("ana@example.com");

  // The total the review will charge, re-quoted for a payment type with its own discount.
  const total = page.locator(".payment-total .checkout-amounts__total");
  await expect(total).toContainText(await quotedTotal(page, cartId, "credit"));
  await page.getByRole("radio", { name: "Affirm: pay over time" }).check();
  await expect(total).toContainText(await quotedTotal(page, cartId, "affirm"));
  await page.getByRole("radio", { name: "Credit or debit card" }).check();
  await expectNoAxeViolations(page, "main");

  await page.getByLabel("Company name (optional)").fill("Acme Fleet");
  await page.getByLabel("PO number (optional)").fill("PO-4471");
  await enterCard(page, "4111111111111111");
  await page.getByRole("button", { name: "Review order" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Review order" })).toBeVisible();
  const saved = await (
    await page.request.get(`/api/checkout/cart-billing?cartId=${cartId}`)
  ).json();
  expect(saved.siteCartBillingResponse).toEqual({
    firstName: "Ana",
    lastName: "Lopez",
    companyName: "Acme Fleet",
    addressLine1: "100 Main St",
    addressLine2: null,
    city: "Fort Lauderdale",
    state: "FL",
    zip: "33301",
    phone: "9545550100",
    phoneType: "mobile",
    email: "ana@example.com",
    poNumber: "PO-4471",
  });

  // A reload starts the page over: what the cart keeps is shown back.
  await page.goto(`/checkout/payments?cartId=${cartId}`);
  await expect(page.getByLabel("Company name (optional)")).toHaveValue("Acme Fleet");
  await expect(page.getByLabel("PO number (optional)")).toHaveValue("PO-4471");
  await expect(sameAsShipping(page)).toBeChecked();
  await enterCard(page, "4111111111111111");
  await page.getByRole("button", { name: "Review order" }).click();
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page.getByRole("heading", { name: "Thank you for your order" })).toBeVisible();
});

test("a billing ZIP the server refuses is told at the billing ZIP field", async ({ page }) => {
  // The lookup fails: the form cannot know, and the server's check is the one that refuses.
  await page.route("**/api/v1/zip-codes/**", (route) => route.abort());
  await openPaymentStep(page, page.request);
  await enterCard(page, "4111111111111111");
  await enterBilling(page);
  const zip = page.getByLabel("ZIP code");
  await page.getByLabel("City").fill("Austin");
  await page.getByLabel("State").fill("TX");
  await zip.fill("10001");
  await page.getByRole("button", { name: "Review order" }).click();
  await expect(zip).toHaveAccessibleDescription(zipStateMismatchMessage("NY", "TX"));
  await expect(zip).toBeFocused();
  await expect(page.getByRole("heading", { level: 1, name: "Payment" })).toBeVisible();
});

test("the home-delivery form keeps company, vehicle and instructions, and the review's Change links lead back to them", async ({
  page,
  request,
}) => {
  const cartId = await openShippingStep(page, request);
  await page.getByRole("tab", { name: "Ship to me" }).click();
  const panel = page.getByRole("tabpanel", { name: "Ship to me" });
  await panel.getByLabel("First name").fill("Ana");
  await panel.getByLabel("Last name").fill("Lopez");
  await panel.getByLabel("Street address").fill("100 Main St");
  await panel.getByLabel("City").fill("Fort Lauderdale");
  await panel.getByLabel("State").fill("FL");
  await panel.getByLabel("Phone", { exact: true }).fill("954-555-0100");
  await panel.getByLabel("E-mail").fill("ana@example.com");
  await panel.getByLabel("Company (optional)").fill("Lopez Landscaping");
  await panel.getByLabel("Vehicle (optional)").fill("2019 Honda Civic");
  await panel.getByLabel("Special delivery instructions (optional)").fill("x".repeat(251));
  await panel.getByRole("button", { name: "Ship to this address" }).click();
  const instructions = panel.getByLabel("Special delivery instructions (optional)");
  await expect(instructions).toHaveAccessibleDescription(
    "Special instructions can be at most 250 characters",
  );
  await expect(instructions).toBeFocused();
  expect((await request.get(`/api/checkout/cart-shipping?cartId=${cartId}`)).status()).toBe(404);
  await instructions.fill("Leave at the side door");
  await panel.getByRole("button", { name: "Ship to this address" }).click();
  await expect(page.getByText("Ship to me", { exact: true })).toBeVisible();
  const saved = await (await request.get(`/api/checkout/cart-shipping?cartId=${cartId}`)).json();
  expect(saved.siteCartShippingResponse.cartShipping).toMatchObject({
    companyName: "Lopez Landscaping",
    vehicleDescription: "2019 Honda Civic",
    specialInstructions: "Leave at the side door",
  });

  await continueToPayment(page);
  await enterCard(page, "4111111111111111");
  await page.getByRole("button", { name: "Review order" }).click();
  const delivery = page.locator(".checkout-review-delivery");
  await expect(delivery.getByRole("term")).toHaveText(["Ship to"]);
  await expect(delivery).toContainText("Lopez Landscaping");
  await expect(delivery).toContainText("100 Main St");
  await expectNoAxeViolations(page, "main");

  await delivery.getByRole("link", { name: "Change ship to" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Shipping" })).toBeVisible();
  const again = page.getByRole("tabpanel", { name: "Ship to me" });
  await expect(again.getByLabel("Street address")).toHaveValue("100 Main St");
  await expect(again.getByLabel("Company (optional)")).toHaveValue("Lopez Landscaping");
  await expect(again.getByLabel("Vehicle (optional)")).toHaveValue("2019 Honda Civic");
  await expect(again.getByLabel("Special delivery instructions (optional)")).toHaveValue(
    "Leave at the side door",
  );
});

test("an installed order's review names the shop and the time, each with a Change link to its own editor", async ({
  page,
  request,
}) => {
  await openShippingStep(page, request);
  await chooseFirstShop(page);
  await continueToPayment(page);
  // No shopper address to copy: the billing form is there to fill.
  await expect(sameAsShipping(page)).toHaveCount(0);
  await enterCard(page, "4111111111111111");
  await enterBilling(page);
  await page.getByRole("button", { name: "Review order" }).click();
  const delivery = page.locator(".checkout-review-delivery");
  await expect(delivery.getByRole("term")).toHaveText(["Installed at", "Install time"]);
  await expect(delivery.getByRole("definition").nth(1)).toContainText(/\d/);

  await delivery.getByRole("link", { name: "Change install time" }).click();
  await expect(page.getByRole("group", { name: /^Install time/ })).toBeVisible();
  await page.goBack();
  await delivery.getByRole("link", { name: "Change installed at" }).click();
  await expect(page.getByRole("tab", { name: "Ship to installer" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
});

test("a signed-in member's forms start with their name, e-mail and phone, and their saved addresses fill them", async ({
  page,
}) => {
  await signInAs(page, "member@treadkit.example");
  // An earlier order gives the member a saved address (and a phone on file).
  const earlier = await cartReadyToPay(page.request);
  const cart = (await (await page.request.get(`/api/cart-summary?cartId=${earlier}`)).json())
    .siteCart;
  const placed = await page.request.post("/api/checkout/orders", {
    headers: { "idempotency-key": `e2e-${randomUUID()}` },
    data: {
      cartId: earlier,
      paymentMethod: "credit",
      payload: { nonce: `fake-valid-visa-nonce:${randomUUID()}` },
      expectedTotalInCents: cart.cartSummary.totalInCents,
    },
  });
  expect(placed.status()).toBe(201);

  await openShippingStep(page, page.request);
  await page.getByRole("tab", { name: "Ship to me" }).click();
  const panel = page.getByRole("tabpanel", { name: "Ship to me" });
  await expect(panel.getByLabel("First name")).toHaveValue("Max");
  await expect(panel.getByLabel("Last name")).toHaveValue("Member");
  await expect(panel.getByLabel("E-mail")).toHaveValue("member@treadkit.example");
  await expect(panel.getByLabel("Phone", { exact: true })).toHaveValue("(954) 555-0100");
  await panel
    .getByLabel("Use a saved address")
    .selectOption({ label: "Ana Lopez, 100 Main St, Fort Lauderdale, FL 33301" });
  await expect(panel.getByLabel("Street address")).toHaveValue("100 Main St");
  await expect(panel.getByLabel("City")).toHaveValue("Fort Lauderdale");
  await expect(panel.getByLabel("First name")).toHaveValue("Ana");
  await expectNoAxeViolations(page, "main");
  await panel.getByRole("button", { name: "Ship to this address" }).click();
  await expect(page.getByText("Ship to me", { exact: true })).toBeVisible();

  await continueToPayment(page);
  await sameAsShipping(page).uncheck();
  const billing = page.getByRole("group", { name: "Billing address" });
  await expect(billing.getByLabel("First name")).toHaveValue("Max");
  await expect(billing.getByLabel("E-mail for your receipt")).toHaveValue(
    "member@treadkit.example",
  );
  await expect(billing.getByLabel("Use a saved address")).toBeVisible();
});
