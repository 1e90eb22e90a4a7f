import { randomUUID } from "node:crypto";
import {
  INVALID_INVITE_TITLE,
  LINK_COPIED_MESSAGE,
  REFERRAL_CLAIMED_MESSAGE,
  REFERRAL_CODE_UNKNOWN_MESSAGE,
} from "../../packages/core/src/referral/rules";
import { EMAIL_MESSAGE } from "../../packages/core/src/validation/email";
import { continueToPayment, enterCard } from "./checkout-steps";
import { expect, type Page, test } from "./test";
import { expectNoAxeViolations } from "./widget-host";

/**
 * The referral programme on the storefront: a member's dashboard with the invite link and the
 * e-mail-a-friend form, a friend who follows the link and buys with the discount, and the $10
 * reward the member then finds on the dashboard.
 */

const DEMO_PASSWORD = "treadkit-demo";
const MAX = "member@treadkit.example";
const SIZE_PAGE = "/tire-sizes/225-50r17";

/** The dashboard, reached as a guest: signing in on the provider's page leads back to it. */
async function openDashboardSignedIn(page: Page) {
  await page.goto("/advocate-dashboard");
  await expect(page.getByRole("heading", { name: "Sign in to Treadkit" })).toBeVisible();
  await page.getByLabel("E-mail").fill(MAX);
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/advocate-dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "Refer a friend" })).toBeVisible();
}

/** The friend's checkout, shipped home and paid by card under their own e-mail. */
async function checkOutAs(page: Page, email: string) {
  await page.getByLabel("ZIP code").fill("33301");
  await page.getByRole("button", { name: "Find shops" }).click();
  await page.getByRole("tab", { name: "Ship to me" }).click();
  const panel = page.getByRole("tabpanel", { name: "Ship to me" });
  await panel.getByLabel("First name").fill("Kim");
  await panel.getByLabel("Last name").fill("Nguyen");
  await panel.getByLabel("Street address").fill("100 Main St");
  await panel.getByLabel("City").fill("Fort Lauderdale");
  await panel.getByLabel("State").fill("FL");
  await panel.getByLabel("Phone", { exact: true }).fill("954-555-0100");
  await panel.getByLabel("E-mail").fill(email);
  await panel.getByRole("button", { name: "Ship to this address" }).click();
  await page.getByText("Ship to me", { exact: true }).waitFor();
  await continueToPayment(page);

  await enterCard(page, "4111111111111111");
  await page.getByRole("checkbox", { name: "Billing address same as shipping" }).uncheck();
  await page.getByLabel("E-mail for your receipt").fill(email);
  await page.getByLabel("First name").fill("Kim");
  await page.getByLabel("Last name").fill("Nguyen");
  await page.getByLabel("Address", { exact: true }).fill("100 Main St");
  await page.getByLabel("City").fill("Fort Lauderdale");
  await page.getByLabel("State").fill("FL");
  await page.getByLabel("ZIP code").fill("33301");
  await page.getByLabel("Phone", { exact: true }).fill("(954) 555-0100");
  await page.getByRole("button", { name: "Review order" }).click();
}

/**
 * What goes wrong in the page's script (a failed hydration among them). Answers the checkout
 * expects, such as the 404 of a cart with no delivery yet, are not errors of the page.
 */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) {
      errors.push(message.text());
    }
  });
  return errors;
}

const discountRow = (page: Page) =>
  page
    .locator(".checkout-amounts div")
    .filter({ has: page.getByText("Discount", { exact: true }) })
    .first();

test("a friend buys with a member's link at up to 30% off, and the member earns $10", async ({
  page,
  browser,
}) => {
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await openDashboardSignedIn(page);
  const dashboardErrors = pageErrors(page);
  // The member's own page: kept out of search results.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /^noindex,/);

  const linkField = page.getByLabel("Share this link with friends");
  const link = await linkField.inputValue();
  expect(link).toMatch(/\/invite\?code=MAX-[2-9A-HJ-NP-Z]{5}$/);
  const code = new URL(link).searchParams.get("code") as string;
  await page.getByRole("button", { name: "Copy link" }).click();
  await expect(page.getByText(LINK_COPIED_MESSAGE)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  // The e-mail-a-friend form: its message beside the field, focus on it; then sent.
  const form = page.getByRole("region", { name: "E-mail a friend" });
  await form.getByRole("button", { name: "Send invitation" }).click();
  const email = form.getByLabel("Your friend's e-mail");
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toBeFocused();
  await expect(form.getByText(EMAIL_MESSAGE)).toBeVisible();
  const friendEmail = `kim-${randomUUID()}@example.com`;
  await email.fill(friendEmail);
  await form.getByLabel("Your friend's first name (optional)").fill("Kim");
  await form.getByRole("button", { name: "Send invitation" }).click();
  await expect(form.getByRole("status")).toHaveText(`Invitation sent to ${friendEmail}.`);
  await expect(page.getByRole("list", { name: "Friends you invited" })).toContainText(
    `Kim (${friendEmail})`,
  );
  await expectNoAxeViolations(page, "main");

  // The friend, in a browser of their own, follows the link.
  const friendContext = await browser.newContext();
  const friend = await friendContext.newPage();
  const friendErrors = pageErrors(friend);
  await friend.goto(link);
  await expect(
    friend.getByRole("heading", { level: 1, name: "Max gave you up to 30% off your first tires" }),
  ).toBeVisible();
  await expect(friend.getByRole("status")).toHaveText(REFERRAL_CLAIMED_MESSAGE);
  await expect(friend.locator('meta[name="robots"]')).toHaveAttribute("content", /^noindex,/);
  await expectNoAxeViolations(friend, "main");

  // The first cart the friend starts carries the code, priced by the server.
  await friend.goto(SIZE_PAGE);
  await friend
    .getByRole("button", { name: /^Add 4 to cart/ })
    .first()
    .click();
  const modal = friend.getByRole("dialog", { name: "Your cart" });
  const applied = modal.getByRole("list", { name: "Your promo codes" });
  await expect(applied).toContainText(new RegExp(`${code}: \\$[\\d,]+\\.\\d\\d off`));
  const amount = /\$[\d,]+\.\d\d/.exec((await applied.textContent()) ?? "")?.[0] as string;
  expect(Number(amount.replace(/[$,]/g, ""))).toBeGreaterThan(0);
  expect(Number(amount.replace(/[$,]/g, ""))).toBeLessThanOrEqual(75);

  await modal.getByRole("link", { name: "Checkout" }).click();
  await expect(friend.getByRole("heading", { level: 1, name: "Shipping" })).toBeVisible();
  await checkOutAs(friend, friendEmail);
  await expect(friend.getByRole("heading", { level: 1, name: "Review order" })).toBeVisible();
  await expect(discountRow(friend)).toContainText(amount);
  await friend.getByRole("button", { name: "Place order" }).click();
  await expect(friend.getByRole("heading", { name: "Thank you for your order" })).toBeVisible();
  await expect(discountRow(friend)).toContainText(amount);
  expect(friendErrors).toEqual([]);
  await friendContext.close();

  // Back on the dashboard: the friend ordered, and the member has a $10 code to spend.
  await page.reload();
  const figures = page.getByRole("region", { name: "Your referrals" });
  await expect(figures.getByText("Friends who ordered")).toBeVisible();
  await expect(figures.locator("dd").nth(1)).toHaveText("1");
  await expect(page.getByRole("list", { name: "Friends you invited" })).toContainText("Ordered");
  const rewards = page.getByRole("list", { name: "Your reward codes" });
  await expect(rewards).toContainText(/THANKS-[2-9A-HJ-NP-Z]{8}: \$10\.00 off/);
  await expect(rewards).toContainText("Ready to use");
  expect(dashboardErrors).toEqual([]);
});

test("an unknown invite link says so, and keeps nothing", async ({ page }) => {
  const response = await page.goto("/invite?code=NOPE-22222");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: INVALID_INVITE_TITLE })).toBeVisible();
  await expect(page.getByText(REFERRAL_CODE_UNKNOWN_MESSAGE)).toBeVisible();
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain("REFERRAL_CODE");
});
