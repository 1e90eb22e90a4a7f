import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { cartReadyToPay, enterBilling } from "./checkout-steps";

/** Signs in on the provider's page with a demo account, from /login. */
async function signInAs(page: Page, email: string) {
  await page.goto("/login?redirectUri=/account");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill("treadkit-demo");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(/\/account$/);
}

/** The signed-in account's cart, shipped home, opened on the payment step. */
async function payFor(page: Page) {
  const cartId = await cartReadyToPay(page.request);
  await page.goto(`/checkout/payments?cartId=${cartId}`);
  await page.getByRole("heading", { level: 1, name: "Payment" }).waitFor();
}

const paymentTypes = (page: Page) =>
  page.getByRole("group", { name: "How would you like to pay?" }).getByRole("radio");

test("an invoice-group account checks out by invoice and is told who is invoiced, and when", async ({
  page,
}) => {
  await signInAs(page, "fleet@treadkit.example");
  await payFor(page);
  // The fleet's account type allows invoice only: no card, wallet or pay-later.
  await expect(paymentTypes(page)).toHaveCount(1);
  const invoice = page.getByRole("radio", { name: "Invoice to your company" });
  await expect(invoice).toBeChecked();
  await expect(page.getByRole("radio", { name: "Credit or debit card" })).toHaveCount(0);
  await expect(page.getByRole("textbox", { name: "Card number" })).toHaveCount(0);
  await expect(
    page.getByText(
      "Coastal Courier Fleet receives an invoice for this order, payable within 30 days. No card is needed.",
    ),
  ).toBeVisible();
  const accessibility = await new AxeBuilder({ page }).include("main").analyze();
  expect(accessibility.violations).toEqual([]);

  await enterBilling(page);
  await page.getByRole("button", { name: "Review order" }).click();
  await expect(page.getByText(/Invoice to Coastal Courier Fleet/)).toBeVisible();
  await page.getByRole("button", { name: "Place order" }).click();
  await page.getByRole("heading", { name: "Thank you for your order" }).waitFor();
  await expect(
    page.getByText(
      /^We will invoice Coastal Courier Fleet for \$[\d,]+\.\d{2}, payable within 30 days of the invoice date\. Nothing has been charged to a card\.$/,
    ),
  ).toBeVisible();
});

test("a card-only account never sees invoice or payroll", async ({ page }) => {
  await signInAs(page, "retail@treadkit.example");
  await payFor(page);
  await expect(page.getByRole("radio", { name: "Credit or debit card" })).toBeChecked();
  await expect(page.getByRole("radio", { name: "Invoice to your company" })).toHaveCount(0);
  await expect(page.getByRole("radio", { name: "Payroll deduction" })).toHaveCount(0);
});

test("an employee whose company allows payroll sees payroll beside the card", async ({ page }) => {
  await signInAs(page, "employee@treadkit.example");
  await payFor(page);
  await expect(page.getByRole("radio", { name: "Payroll deduction" })).toBeChecked();
  await expect(page.getByRole("radio", { name: "Credit or debit card" })).toBeVisible();
  await expect(page.getByRole("radio", { name: "Invoice to your company" })).toHaveCount(0);
});
