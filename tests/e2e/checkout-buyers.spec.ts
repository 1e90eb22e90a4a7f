import AxeBuilder from "@axe-core/playwright";
import { signInAs } from "./accounts";
import {
  cartReadyToPay,
  continueToPayment,
  enterBilling,
  openShippingStep,
} from "./checkout-steps";
import { expect, test } from "./test";

test("a dealer-tire account collects at a warehouse: its tabs only, then a full purchase", async ({
  page,
}) => {
  await signInAs(page, "dealer@treadkit.example");
  await openShippingStep(page, page.request);
  // The account allows warehouse pickup and shop install: those tabs, the warehouse first.
  await expect(page.getByRole("tab")).toHaveText(["Warehouse Pickup", "Ship to installer"]);
  await expect(page.getByRole("tab", { name: "Warehouse Pickup" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  const panel = page.getByRole("tabpanel", { name: "Warehouse Pickup" });
  await panel.getByRole("button", { name: "Collect at this warehouse" }).click();
  await expect(panel.getByText("Please select a warehouse")).toBeVisible();
  await expect(panel.getByRole("radio").first()).toBeFocused();
  const accessibility = await new AxeBuilder({ page }).include("main").analyze();
  expect(accessibility.violations).toEqual([]);

  await panel.getByRole("radio").first().check();
  const warehouse = (await panel.locator(".pickup-choice strong").first().textContent()) ?? "";
  await panel.getByRole("button", { name: "Collect at this warehouse" }).click();
  await expect(page.locator(".checkout-delivery__kind")).toHaveText("Warehouse Pickup");
  await expect(page.getByText(`Collect at ${warehouse}`)).toBeVisible();
  await expect(page.getByText("Collected by Dale Dealer")).toBeVisible();

  await continueToPayment(page);
  // The dealer's account pays by invoice only: no card to enter.
  await expect(page.getByRole("radio", { name: "Invoice to your company" })).toBeChecked();
  await enterBilling(page);
  await page.getByRole("button", { name: "Review order" }).click();
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page.getByText(/^We will invoice Dealer Tire Distribution for/)).toBeVisible();
  await expect(page.getByText("Collect at", { exact: true })).toBeVisible();
  await expect(page.locator(".checkout-destination address")).toContainText(warehouse);
});

test("a fleet account sees only the delivery tabs its company allows, at its own price", async ({
  page,
}) => {
  await signInAs(page, "fleet@treadkit.example");
  // Listings show the fleet's own prices, labelled, as the cart will charge them.
  await page.goto("/tire-sizes/225-50r17");
  await expect(page.locator(".product-card").first()).toContainText("Fleet price");
  // The header carries the fleet's logo.
  await expect(page.getByRole("link", { name: "Treadkit Fleet home" })).toBeVisible();
  await openShippingStep(page, page.request);
  await expect(page.locator("ul.checkout-lines")).toContainText("Fleet price");
  const tabs = page.getByRole("tab");
  await expect(tabs.first()).toHaveText("Ship to installer");
  await expect(page.getByRole("tab", { name: "Pick up at carrier" })).toHaveCount(0);
  await expect(page.getByRole("tab", { name: "Warehouse Pickup" })).toHaveCount(0);
  await expect(page.getByRole("tab", { name: "Ship to me" })).toBeVisible();
});

test("a guest gets no warehouse tab and no price label", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Treadkit home" })).toBeVisible();
  await openShippingStep(page, page.request);
  await expect(page.locator("ul.checkout-lines")).not.toContainText("price");
  await expect(page.getByRole("tab", { name: "Ship to installer" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Warehouse Pickup" })).toHaveCount(0);
});

test("a sales-tool account sends the cart to a customer as a quote", async ({ page }) => {
  await signInAs(page, "sales@treadkit.example");
  const cartId = await cartReadyToPay(page.request);
  await page.goto(`/checkout/payments?cartId=${cartId}`);
  const quote = page.getByRole("region", { name: "Send a quote" });
  await quote.getByLabel("Customer e-mail").fill("pat@");
  await quote.getByLabel("Customer phone").fill("555");
  await quote.getByRole("button", { name: "Send quote" }).click();
  await expect(quote.getByLabel("Customer e-mail")).toBeFocused();
  await expect(quote.getByText("valid email required")).toBeVisible();
  await expect(quote.getByText("Please enter a valid phone number")).toBeVisible();
  await quote.getByLabel("Customer e-mail").fill("pat@example.com");
  await quote.getByLabel("Customer phone").fill("954-555-0199");
  await quote.getByRole("button", { name: "Send quote" }).click();
  await expect(quote.getByRole("status")).toHaveText(
    "Quote sent to pat@example.com ((954) 555-0199). The customer pays for it from the link in the e-mail.",
  );
});

test("other buyers get no quote form", async ({ page, request }) => {
  const cartId = await cartReadyToPay(request);
  await page.goto(`/checkout/payments?cartId=${cartId}`);
  await expect(page.getByRole("heading", { level: 1, name: "Payment" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Send a quote" })).toHaveCount(0);
});

test("the employee portal: its own title and robots, sign-in back to it, employee pricing", async ({
  page,
}) => {
  await page.goto("/dt-employees");
  await expect(page).toHaveTitle("Employee Purchase Portal");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
    "content",
    "noindex,follow,max-image-preview:large",
  );
  await page.getByRole("link", { name: "Sign in with your company account" }).click();
  await page.getByLabel("E-mail").fill("employee@treadkit.example");
  await page.getByLabel("Password").fill("treadkit-demo");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(/\/dt-employees$/);
  await expect(page.getByText("You are signed in.")).toBeVisible();
  await openShippingStep(page, page.request);
  await expect(page.locator("ul.checkout-lines")).toContainText("Employee price");
});
