import type { SiteCart } from "../../packages/core/src/cart/schemas";
import { formatCents } from "../../packages/core/src/money";
import type { Order } from "../../packages/core/src/order/schemas";
import {
  chooseFirstFreeTime,
  continueToPayment,
  enterBilling,
  enterCard,
  pdfText,
} from "./checkout-steps";
import { expect, type Page, test } from "./test";

/**
 * Sales tax as a shopper meets it, on the shipped data set: four tires installed at a shop in a
 * state that taxes installation labour (Texas) and in one that does not (Florida, which charges
 * its own fee per new tire instead), from the shipping step to the receipt; and a tax-exempt
 * account, which sees the tax row at $0.00.
 */

test.describe.configure({ timeout: 90_000 });

/** Half up to the cent, at a rate in parts per million. */
const taxAt = (cents: number, ratePpm: number) =>
  Math.floor((cents * ratePpm + 500_000) / 1_000_000);

/** Four tires of 225/50R17 in a new cart for a shopper at `zip`; its id. */
async function cartAt(page: Page, zip: string) {
  const listing = await (
    await page.request.get("/api/catalog/products?size=225-50r17&pageSize=1")
  ).json();
  const created = await page.request.post("/api/cart-summary", {
    data: { productId: listing.siteCatalogProducts[0].productId, quantity: { front: 4 }, zip },
  });
  return (await created.json()).siteCart.id as string;
}

async function cartSummary(page: Page, cartId: string) {
  const response = await page.request.get(`/api/cart-summary?cartId=${cartId}`);
  return ((await response.json()).siteCart as SiteCart).cartSummary;
}

/** The amount shown against a row of the step's summary. */
const amountOf = (page: Page, label: string | RegExp) =>
  page.locator(".checkout-amounts > div").filter({ has: page.locator("dt", { hasText: label }) });

/** Opens the shipping step and installs at the first shop near `zip`, at its first free time. */
async function installNear(page: Page, zip: string) {
  const cartId = await cartAt(page, zip);
  await page.goto(`/checkout/shipping?cartId=${cartId}`);
  await page
    .getByRole("list", { name: `Shops near ${zip}` })
    .getByRole("button", { name: /Select this shop/ })
    .first()
    .click();
  await chooseFirstFreeTime(page);
  return cartId;
}

/** Pays by the sandbox's Visa, reviews and places the order; the order placed. */
async function payAndPlace(page: Page, taxLabel: RegExp, taxText: string): Promise<Order> {
  await continueToPayment(page);
  await enterCard(page, "4111 1111 1111 1111");
  await enterBilling(page);
  await page.getByRole("button", { name: "Review order" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Review order" })).toBeVisible();
  await expect(amountOf(page, taxLabel).locator("dd")).toHaveText(taxText);
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page.getByRole("heading", { name: "Thank you for your order" })).toBeVisible();
  const id = new URL(page.url()).searchParams.get("orderId");
  const { order } = await (await page.request.get(`/api/checkout/orders/${id}`)).json();
  return order as Order;
}

async function receiptText(page: Page) {
  const href = await page
    .getByRole("link", { name: "Download your receipt (PDF)" })
    .getAttribute("href");
  return pdfText(await (await page.request.get(href ?? "")).body());
}

test("installed in Texas: tax on the tires and the installation labour, from cart to receipt", async ({
  page,
}) => {
  const cartId = await installNear(page, "78704");
  const s = await cartSummary(page, cartId);
  expect(s.tax?.state).toBe("TX");
  expect(s.installationInCents).toBeGreaterThan(0);
  const rate = s.tax?.ratePpm ?? 0;
  const tax = taxAt(s.productsInCents + s.installationInCents, rate);
  expect(s.salesTaxInCents).toBe(tax);
  const label = /^Sales tax \(TX \d+(\.\d+)?%\)$/;
  await expect(amountOf(page, label).locator("dd")).toHaveText(formatCents(tax));
  await expect(page.locator(".checkout-amounts__total dd").first()).toHaveText(
    formatCents(s.productsInCents + s.installationInCents + tax),
  );

  const order = await payAndPlace(page, label, formatCents(tax));
  expect(order.amounts).toMatchObject({ salesTaxInCents: tax, tax: { state: "TX" } });
  await expect(amountOf(page, label).locator("dd")).toHaveText(formatCents(tax));
  const receipt = await receiptText(page);
  expect(receipt).toMatch(/Sales tax \(TX \d+(\.\d+)?%\)/);
  expect(receipt).toContain(formatCents(tax));
});

test("installed in Florida: the labour untaxed, Florida's $1.00 a tire fee as its own row", async ({
  page,
}) => {
  const cartId = await installNear(page, "33301");
  const s = await cartSummary(page, cartId);
  expect(s.tax).toMatchObject({ state: "FL", exempt: false });
  const tax = taxAt(s.productsInCents, s.tax?.ratePpm ?? 0);
  expect(s.salesTaxInCents).toBe(tax);
  await expect(amountOf(page, "State tire fee (FL)").locator("dd")).toHaveText("$4.00");
  const label = /^Sales tax \(FL \d+(\.\d+)?%\)$/;
  await expect(amountOf(page, label).locator("dd")).toHaveText(formatCents(tax));

  const order = await payAndPlace(page, label, formatCents(tax));
  expect(order.amounts).toMatchObject({ salesTaxInCents: tax, tireFeeInCents: 400 });
  const receipt = await receiptText(page);
  expect(receipt).toContain("State tire fee (FL)");
});

test("a tax-exempt account: the tax row at $0.00, the total without tax", async ({ page }) => {
  await page.goto("/login?redirectUri=/account");
  await page.getByLabel("E-mail").fill("fleet@treadkit.example");
  await page.getByLabel("Password").fill("treadkit-demo");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(/\/account$/);

  const cartId = await cartAt(page, "33301");
  const s = await cartSummary(page, cartId);
  expect(s.tax).toEqual({ state: "FL", ratePpm: 0, exempt: true });
  await page.goto(`/checkout/shipping?cartId=${cartId}`);
  await expect(amountOf(page, /tax-exempt/).locator("dt")).toHaveText(
    "Estimated sales tax (tax-exempt)",
  );
  await expect(amountOf(page, /tax-exempt/).locator("dd")).toHaveText("$0.00");
  await expect(page.locator(".checkout-amounts__total dd").first()).toHaveText(
    formatCents(s.productsInCents + s.tireFeeInCents),
  );
});
