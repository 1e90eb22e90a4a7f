import { randomUUID } from "node:crypto";
import {
  SIGN_UP_OFFER_APPLIED,
  SIGN_UP_OFFER_LABEL,
  SIGN_UP_OFFER_SIGN_IN,
  SIGN_UP_OFFER_STATUS,
} from "../../packages/core/src/sign-up-offer/rules";
import {
  continueToPayment,
  openTireWithZip,
  placeOrderByCard,
  shipToMe,
  tireInStockOfSize,
} from "./checkout-steps";
import { expect, type Locator, type Page, test } from "./test";

/**
 * The $25 sign-up offer (storefront.md §1, §9) in the browser: a guest's cart says how to get
 * it; once the shopper signs up through the store's identity provider the account says it is
 * available and the same cart takes it, and the placed order's confirmation shows the same line
 * and total; then the account says it was used.
 */

const SIZE_PAGE = "/tire-sizes/225-50r17";

async function addFirstTire(page: Page) {
  await page.goto(SIZE_PAGE);
  await page
    .getByRole("button", { name: /^Add 4 to cart/ })
    .first()
    .click();
  const modal = page.getByRole("dialog", { name: "Your cart" });
  await expect(modal).toBeVisible();
  return modal;
}

/** Signs a new member up through the header's sign-in link and the identity provider. */
async function signUp(page: Page) {
  await page.goto("/");
  await page.locator("header.site-header").getByRole("link", { name: "Sign in" }).click();
  await page.getByRole("link", { name: "Create an account" }).click();
  await page.getByLabel("First name").fill("Ana");
  await page.getByLabel("Last name").fill("Lopez");
  await page.getByLabel("E-mail").fill(`offer-${randomUUID()}@example.com`);
  await page.getByLabel("Password", { exact: true }).fill("treadkit-demo");
  await page.getByLabel("Confirm password").fill("treadkit-demo");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/account$/);
}

/** The amount of a row of a summary of amounts, by its label. */
const amountOf = (within: Locator, label: string) =>
  within.locator(".checkout-amounts > div").filter({ hasText: label }).locator("dd");
const totalOf = (within: Locator) => within.locator(".checkout-amounts__total dd");

test("a new member takes the $25 sign-up offer on their first set: cart, confirmation, account", async ({
  page,
}) => {
  // A whole journey: sign-up, cart, checkout, order and account.
  test.slow();
  // A guest's cart tells them how to get it, and gives nothing.
  const guestCart = await addFirstTire(page);
  await expect(guestCart.getByText(SIGN_UP_OFFER_SIGN_IN)).toBeVisible();
  await expect(guestCart.getByRole("link", { name: "Create an account" })).toBeVisible();
  await expect(guestCart.getByRole("link", { name: "Offer rules" })).toHaveAttribute(
    "href",
    "/sign-up-offer",
  );
  await expect(guestCart.getByRole("term").filter({ hasText: SIGN_UP_OFFER_LABEL })).toHaveCount(0);
  await page.keyboard.press("Escape");

  // Signing up from the cart's own link, through the store's identity provider.
  await signUp(page);
  const status = page.getByRole("region", { name: SIGN_UP_OFFER_LABEL });
  await expect(status).toContainText(SIGN_UP_OFFER_STATUS.available);

  // The cart they started as a guest now takes $25 off, with its rules a link away.
  await page.getByRole("button", { name: /^Cart, / }).click();
  const cart = page.getByRole("dialog", { name: "Your cart" });
  await expect(cart.getByText(SIGN_UP_OFFER_APPLIED)).toBeVisible();
  await expect(amountOf(cart, SIGN_UP_OFFER_LABEL)).toHaveText("−$25.00");
  await cart.getByRole("link", { name: "Checkout" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Shipping" })).toBeVisible();
  await page.getByLabel("ZIP code").fill("33301");
  await page.getByRole("button", { name: "Find shops" }).click();
  await page.getByRole("tab", { name: "Ship to me" }).click();
  await shipToMe(page);
  const main = page.getByRole("main");
  await expect(amountOf(main, SIGN_UP_OFFER_LABEL)).toHaveText("−$25.00");
  const cartTotal = (await totalOf(main).textContent())?.trim() ?? "";
  expect(cartTotal).toMatch(/^\$[\d,]+\.\d\d$/);

  await continueToPayment(page);
  await placeOrderByCard(page);
  await expect(amountOf(main, SIGN_UP_OFFER_LABEL)).toHaveText("−$25.00");
  await expect(main.getByRole("link", { name: "Offer rules" })).toBeVisible();
  await expect(totalOf(main)).toHaveText(cartTotal);

  // Given once: the account says so, and the rules page lists what decides it.
  await page.goto("/account");
  await expect(status).toContainText(SIGN_UP_OFFER_STATUS.used);
  await status.getByRole("link", { name: "Offer rules" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "$25 off your first set of tires" }),
  ).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "at least 4 tires" })).toBeVisible();
});

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px a new member's out-the-door price takes the offer, as their cart of it does`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const tire = await tireInStockOfSize(request, "225-50r17");
    await signUp(page);
    await openTireWithZip(page, tire.link.href, "78704");

    const quote = page.getByRole("region", { name: /for 4 installed/ });
    await expect(quote).toContainText(`out the door, after your ${SIGN_UP_OFFER_LABEL}`);
    await expect(amountOf(quote, SIGN_UP_OFFER_LABEL)).toHaveText("−$25.00");
    const promised = ((await quote.getByRole("heading").textContent()) ?? "").split(" ")[0] ?? "";
    expect(promised).toMatch(/^\$[\d,]+\.\d\d$/);

    await page
      .locator(".pdp__buy, main")
      .first()
      .getByRole("button", { name: /^Add 4 to cart/ })
      .first()
      .click();
    const cart = page.getByRole("dialog", { name: "Your cart" });
    await expect(amountOf(cart, SIGN_UP_OFFER_LABEL)).toHaveText("−$25.00");
    await expect(totalOf(cart)).toHaveText(promised);
  });
}
