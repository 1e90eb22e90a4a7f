import AxeBuilder from "@axe-core/playwright";
import { signInAs } from "./accounts";
import { cartReadyToPay, enterBilling } from "./checkout-steps";
import { expect, type Page, test } from "./test";

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

test("an employee whose company allows occupation discounts sees them on the portal and takes one at payment", async ({
  page,
}) => {
  await signInAs(page, "employee@treadkit.example");
  await page.goto("/dt-employees");
  const table = page.getByRole("table");
  await expect(page.getByRole("heading", { name: "Occupation discounts" })).toBeVisible();
  await expect(table.getByRole("row", { name: /Healthcare workers 10% off/ })).toBeVisible();

  await payFor(page);
  const occupationRow = (within: Page | ReturnType<Page["getByRole"]>) =>
    within.getByRole("term").filter({ hasText: /^Occupation discount$/ });
  const total = page.getByRole("region", { name: "Order total" });
  await expect(total.getByText("Working out your total…")).toHaveCount(0);
  const before = await total.locator(".checkout-amounts__total dd").textContent();
  await expect(occupationRow(total)).toHaveCount(0);
  await page.getByLabel("Your occupation").selectOption({ label: "Healthcare workers: 10% off" });
  await expect(occupationRow(total)).toBeVisible();
  await expect(total.locator(".checkout-amounts__total dd")).not.toHaveText(before ?? "");
  const accessibility = await new AxeBuilder({ page }).include("main").analyze();
  expect(accessibility.violations).toEqual([]);

  await enterBilling(page);
  await page.getByRole("button", { name: "Review order" }).click();
  await page.getByRole("heading", { level: 1, name: "Review order" }).waitFor();
  await expect(occupationRow(page)).toBeVisible();
  await page.getByRole("button", { name: "Place order" }).click();
  await page.getByRole("heading", { name: "Thank you for your order" }).waitFor();
  await expect(occupationRow(page)).toBeVisible();
});

test("an account whose company does not offer occupation discounts never sees them", async ({
  page,
}) => {
  await signInAs(page, "fleet@treadkit.example");
  await page.goto("/dt-employees");
  await expect(page.getByRole("heading", { name: "Occupation discounts" })).toHaveCount(0);
  await payFor(page);
  await expect(page.getByRole("radio", { name: "Invoice to your company" })).toBeChecked();
  await expect(page.getByLabel("Your occupation")).toHaveCount(0);
});
