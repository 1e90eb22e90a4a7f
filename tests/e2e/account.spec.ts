import { randomUUID } from "node:crypto";
import { CANCELLATION_CLOSED_MESSAGE } from "../../packages/core/src/order/rules";
import {
  GARAGE_FORM_MESSAGES,
  PASSWORD_MISMATCH_MESSAGE,
  SIGN_IN_FAILED_MESSAGE,
  WRONG_PASSWORD_MESSAGE,
} from "../../packages/core/src/session/account";
import { FIRST_NAME_MESSAGE } from "../../packages/core/src/validation/names";
import { cartReadyToPay, placeOrderByCard } from "./checkout-steps";
import { type BrowserContext, expect, type Page, test } from "./test";
import { expectNoAxeViolations } from "./widget-host";

/**
 * The member's account on the storefront: sign-in and registration through the identity
 * provider's pages, the account home with its password and name forms, My Garage, My Orders
 * (cancel, receipt, reorder) and signing out.
 */

const DEMO_PASSWORD = "treadkit-demo";
const RETAIL = "retail@treadkit.example";

const header = (page: Page) => page.locator("header.site-header");

async function submitSignIn(page: Page, email: string, password: string) {
  await expect(page.getByRole("heading", { name: "Sign in to Treadkit" })).toBeVisible();
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** A new account, registered from the header; the page ends on /account, signed in. */
async function registerNewMember(page: Page, firstName = "Ana") {
  const email = `member-${randomUUID()}@example.com`;
  await page.goto("/");
  await header(page).getByRole("link", { name: "Sign in" }).click();
  await page.getByRole("link", { name: "Create an account" }).click();
  await page.getByLabel("First name").fill(firstName);
  await page.getByLabel("Last name").fill("Lopez");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel("Confirm password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText(`Hello, ${firstName}`)).toBeVisible();
  return email;
}

/** Rita, the retail demo member, signed in from /account and greeted there. */
async function signInAsRita(page: Page) {
  await page.goto("/account");
  await submitSignIn(page, RETAIL, DEMO_PASSWORD);
  await expect(page.getByText("Hello, Rita")).toBeVisible();
}

async function cookieNames(context: BrowserContext) {
  return (await context.cookies()).map((cookie) => cookie.name);
}

test("Sign in takes the shopper's session to the sign-in provider, to link it to the member", async ({
  page,
  request,
}) => {
  const listing = await (
    await request.get("/api/catalog/products?brand=michelin&pageSize=1")
  ).json();
  // A product page keeps what the shopper viewed in their session, so it starts one.
  await page.goto(listing.siteCatalogProducts[0].link.href);
  const sessionId = () => page.evaluate(() => localStorage.getItem("userSessionId"));
  await expect.poll(sessionId).toMatch(/^[0-9a-f-]{36}$/);
  const stored = await sessionId();
  const authorize = page.waitForRequest((r) => new URL(r.url()).searchParams.has("client_id"));
  await header(page).getByRole("link", { name: "Sign in" }).click();
  const asked = new URL((await authorize).url());
  expect(asked.searchParams.get("sessionId")).toBe(stored);
  expect(asked.searchParams.get("action")).toBe("login");
  await submitSignIn(page, RETAIL, DEMO_PASSWORD);
  await expect(header(page).getByRole("link", { name: "My account" })).toBeVisible();
});

test("sign in from the header: back on the account with its greeting, and My account in the header", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    // The provider's sign-in page names no icon, so the browser asks for /favicon.ico.
    const where = message.location().url;
    if (message.type() === "error" && !where.endsWith("/favicon.ico")) {
      errors.push(`${message.text()} ${where}`);
    }
  });
  await page.goto("/");
  const signIn = header(page).getByRole("link", { name: "Sign in" });
  await expect(signIn).toHaveAttribute("href", "/login?redirectUri=%2Faccount");
  await signIn.click();
  await submitSignIn(page, RETAIL, DEMO_PASSWORD);

  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole("heading", { level: 1, name: "My account" })).toBeVisible();
  await expect(page.getByText("Hello, Rita")).toBeVisible();
  await expect(page.getByText(`Signed in as ${RETAIL}`)).toBeVisible();
  await expect(header(page).getByRole("link", { name: "My account" })).toHaveAttribute(
    "href",
    "/account",
  );
  await expect(header(page).getByRole("link", { name: "Sign in" })).toHaveCount(0);
  // The login sequence's analytics: the login is recorded once, with the member's account type.
  const dataLayer = () =>
    page.evaluate(() => (window as { dataLayer?: { event: string }[] }).dataLayer ?? []);
  await expect.poll(dataLayer).toContainEqual(
    expect.objectContaining({
      event: "login",
      accountType: "retail",
      userId: expect.any(String),
    }),
  );
  await page.reload();
  await expect(page.getByText("Hello, Rita")).toBeVisible();
  expect((await dataLayer()).filter((e) => e.event === "login")).toEqual([]);
  // The member's own page: kept out of search results, never a canonical page.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /^noindex,/);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  await expectNoAxeViolations(page, "body");
  // Rendered on the server with the member's data, for this browser only and never stored; hydrated cleanly.
  const rendered = await page.request.get("/account");
  expect(await rendered.text()).toMatch(/Hello, (<!-- -->)?Rita/);
  expect(rendered.headers()["cache-control"]).toContain("no-store");
  expect(errors).toEqual([]);

  // Elsewhere the header's sign-in would have come back to that page.
  await page.goto("/tire-sizes/225-50r17");
  await expect(header(page).getByRole("link", { name: "My account" })).toBeVisible();
  await header(page).getByRole("link", { name: "My account" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText("Hello, Rita")).toBeVisible();
});

test("a wrong password is refused on the sign-in page", async ({ page }) => {
  await page.goto("/tire-sizes/225-50r17");
  const signIn = header(page).getByRole("link", { name: "Sign in" });
  await expect(signIn).toHaveAttribute("href", "/login?redirectUri=%2Ftire-sizes%2F225-50r17");
  await signIn.click();
  await submitSignIn(page, RETAIL, "not-the-password");
  await expect(page.getByRole("alert")).toHaveText(SIGN_IN_FAILED_MESSAGE);
  await expect(page.getByRole("link", { name: "Create an account" })).toBeVisible();
});

test("an account page asks a guest to sign in, then opens", async ({ page, context }) => {
  await page.goto("/account/my-garage");
  await expect(page).toHaveURL(/\/sign-in\//);
  expect(await cookieNames(context)).not.toContain("ACCOUNT");
  await submitSignIn(page, RETAIL, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/account\/my-garage$/);
  await expect(page.getByRole("heading", { level: 1, name: "My Garage" })).toBeVisible();
});

test("registering a new account signs the shopper in", async ({ page, context }) => {
  await registerNewMember(page, "Ana");
  await expect(header(page).getByRole("link", { name: "My account" })).toBeVisible();
  expect(await cookieNames(context)).toEqual(
    expect.arrayContaining(["ACCOUNT", "SSO_SESSION", "SSO_UID", "CSRF_TOKEN"]),
  );
});

test("My Garage: each field's message, a vehicle added, then removed", async ({ page }) => {
  await registerNewMember(page);
  await page.getByRole("link", { name: "My Garage" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "My Garage" })).toBeVisible();
  await expect(page.getByText("No vehicles saved yet.")).toBeVisible();

  const add = page.getByRole("button", { name: "Add to My Garage" });
  await add.click();
  const year = page.getByLabel("Year");
  await expect(year).toHaveAttribute("aria-invalid", "true");
  await expect(year).toHaveAccessibleDescription(GARAGE_FORM_MESSAGES.year);
  await expect(page.getByLabel("Make")).toHaveAccessibleDescription(GARAGE_FORM_MESSAGES.make);
  await expect(year).toBeFocused();

  await year.fill("2021");
  await page.getByLabel("Make").fill("Honda");
  await page.getByLabel("Model").fill("Civic");
  await page.getByLabel("Trim (optional)").fill("EX");
  await add.click();
  const saved = page.getByRole("status").filter({ hasText: "was added" });
  await expect(saved).toHaveText("2021 Honda Civic EX was added to My Garage.");
  await expect(saved).toBeFocused();
  await expect(year).toHaveValue("");
  const vehicles = page.getByRole("region", { name: "Your vehicles" });
  await expect(vehicles.getByRole("listitem")).toHaveCount(1);
  await expect(vehicles.getByRole("listitem")).toContainText("2021 Honda Civic EX");

  // Kept by the server: still there after a reload.
  await page.reload();
  await vehicles.getByRole("button", { name: "Remove 2021 Honda Civic EX" }).click();
  await expect(vehicles.getByRole("listitem")).toHaveCount(0);
  await expect(page.getByText("No vehicles saved yet.")).toBeVisible();
  await expect(page.getByText("2021 Honda Civic EX was removed from My Garage.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your vehicles" })).toBeFocused();
});

test("change password: each message on its field, then signing in again with the new one", async ({
  page,
  context,
}) => {
  const email = await registerNewMember(page);
  const form = page.getByRole("region", { name: "Change password" });
  const current = form.getByLabel("Current password");
  const submit = form.getByRole("button", { name: "Change password" });

  await current.fill("not-my-password");
  await form.getByLabel("New password", { exact: true }).fill("new-password-1");
  await form.getByLabel("Confirm new password").fill("new-password-2");
  await submit.click();
  const confirm = form.getByLabel("Confirm new password");
  await expect(confirm).toHaveAccessibleDescription(PASSWORD_MISMATCH_MESSAGE);
  await expect(confirm).toBeFocused();

  await confirm.fill("new-password-1");
  await submit.click();
  await expect(current).toHaveAccessibleDescription(WRONG_PASSWORD_MESSAGE);
  await expect(current).toHaveAttribute("aria-invalid", "true");
  await expect(current).toBeFocused();

  await current.fill(DEMO_PASSWORD);
  await submit.click();
  await expect(form.getByRole("status")).toHaveText("Your password has been changed.");
  await expect(current).toHaveValue("");

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(header(page).getByRole("link", { name: "Sign in" })).toBeVisible();
  expect(await cookieNames(context)).not.toContain("ACCOUNT");
  await page.goto("/account");
  await submitSignIn(page, email, DEMO_PASSWORD);
  await expect(page.getByRole("alert")).toHaveText(SIGN_IN_FAILED_MESSAGE);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill("new-password-1");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText("Hello, Ana")).toBeVisible();
});

test("account details: the name is checked, saved, and greets the member", async ({ page }) => {
  await registerNewMember(page);
  const form = page.getByRole("region", { name: "Account details" });
  const firstName = form.getByLabel("First name");
  await expect(firstName).toHaveValue("Ana");
  await firstName.fill("J@ne");
  await form.getByRole("button", { name: "Save details" }).click();
  await expect(firstName).toHaveAccessibleDescription(FIRST_NAME_MESSAGE);
  await expect(firstName).toBeFocused();

  await firstName.fill("Jane");
  await form.getByRole("button", { name: "Save details" }).click();
  await expect(form.getByRole("status")).toHaveText("Your name has been saved.");
  await expect(page.getByText("Hello, Jane")).toBeVisible();
  await page.reload();
  await expect(page.getByText("Hello, Jane")).toBeVisible();
  await expect(form.getByLabel("First name")).toHaveValue("Jane");
});

test("My Orders: an order placed while signed in, its receipt, reorder, and cancelling it", async ({
  page,
  context,
  request,
}) => {
  await registerNewMember(page);
  const cartId = await cartReadyToPay(request);
  await page.goto(`/checkout/payments?cartId=${cartId}`);
  await placeOrderByCard(page);
  const orderId = (await page.locator("main strong").first().textContent())?.trim() ?? "";
  expect(orderId).toMatch(/^\d+$/);

  await page.goto("/account/my-orders");
  const order = page.getByRole("article", { name: `Order ${orderId}` });
  await expect(order).toBeVisible();
  await expect(order).toContainText("Order Processed");
  await expect(order).toContainText(/Total\$[\d,]+\.\d\d/);
  await expect(order.getByText("100 Main St")).toBeVisible();
  await expect(order.getByRole("listitem").filter({ hasText: /^4 × / })).toHaveCount(1);
  await expectNoAxeViolations(page, "body");

  const receipt = order.getByRole("link", { name: `Receipt (PDF) for order ${orderId}` });
  const pdf = await page.request.get((await receipt.getAttribute("href")) ?? "");
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toContain("application/pdf");

  // A second tab keeps the list from before the cancellation.
  const other = await context.newPage();
  await other.goto("/account/my-orders");

  await order.getByRole("button", { name: `Cancel order ${orderId}` }).click();
  const dialog = page.getByRole("dialog", { name: `Cancel order ${orderId}?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Keep the order" }).click();
  await expect(dialog).toBeHidden();
  await order.getByRole("button", { name: `Cancel order ${orderId}` }).click();
  await dialog.getByRole("button", { name: "Yes, cancel the order" }).click();
  await expect(order.getByRole("status")).toHaveText(`Order ${orderId} is cancelled.`);
  await expect(order.getByRole("status")).toBeFocused();
  await expect(order).toContainText("Order cancelled");
  await expect(order.getByRole("button", { name: /^Cancel order/ })).toHaveCount(0);

  // The other tab still offers it; the server refuses, and the page tells why.
  const stale = other.getByRole("article", { name: `Order ${orderId}` });
  await stale.getByRole("button", { name: `Cancel order ${orderId}` }).click();
  await other.getByRole("button", { name: "Yes, cancel the order" }).click();
  await expect(stale.getByRole("alert")).toHaveText(CANCELLATION_CLOSED_MESSAGE);
  await expect(stale).toContainText("Order cancelled");
  await other.close();

  // Reorder puts the same tires in the cart.
  await order.getByRole("button", { name: /^Reorder/ }).click();
  const cart = page.getByRole("dialog", { name: "Your cart" });
  await expect(cart).toBeVisible();
  await expect(page.getByRole("button", { name: /^Cart, / })).toHaveAccessibleName("Cart, 4 tires");
});

test("a page whose code starts only after the sign-on flag was set leaves the event to the next page", async ({
  page,
  context,
}) => {
  await signInAsRita(page);
  // The landing's flag was taken by the page after it.
  await expect.poll(() => cookieNames(context)).not.toContain("SSO_EVENT_UPDATE");

  // A page whose code is held back (a slow phone), and meanwhile the flag is set, as a Sign out
  // sent from it sets it before the next page arrives.
  const heldScripts: (() => Promise<void>)[] = [];
  let holding = true;
  await page.route(/\/assets\/.*\.js$/, (route) =>
    holding ? heldScripts.push(() => route.continue()) : route.continue(),
  );
  await page.goto("/account", { waitUntil: "commit" });
  await expect(page.getByText("Hello, Rita")).toBeVisible();
  const origin = new URL(page.url()).origin;
  await context.addCookies([{ name: "SSO_EVENT_UPDATE", value: "true", url: origin }]);
  holding = false;
  for (const release of heldScripts.splice(0)) await release();
  await expect(page.locator("html")).toHaveAttribute("data-live", "");
  await page.waitForFunction(() =>
    ((window as { dataLayer?: { event: string }[] }).dataLayer ?? []).some(
      (entry) => entry.event === "page_viewed",
    ),
  );

  // This page was loaded before the flag: it records nothing and leaves the flag.
  const events = await page.evaluate(() =>
    ((window as { dataLayer?: { event: string }[] }).dataLayer ?? []).map((entry) => entry.event),
  );
  expect(events).not.toContain("login");
  expect(events).not.toContain("logout");
  expect(await cookieNames(context)).toContain("SSO_EVENT_UPDATE");
  // The next page loaded records it, once, and clears the flag.
  await page.goto("/");
  await expect
    .poll(() => page.evaluate(() => (window as { dataLayer?: { event: string }[] }).dataLayer))
    .toContainEqual(expect.objectContaining({ event: "login" }));
  await expect.poll(() => cookieNames(context)).not.toContain("SSO_EVENT_UPDATE");
});

test("signing out clears the session's cookies and the header offers Sign in again", async ({
  page,
  context,
}) => {
  await signInAsRita(page);
  expect(await cookieNames(context)).toEqual(
    expect.arrayContaining(["ACCOUNT", "SSO_SESSION", "SSO_UID", "CSRF_TOKEN", "ACCOUNT_TYPE"]),
  );

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(header(page).getByRole("link", { name: "Sign in" })).toBeVisible();
  await expect(header(page).getByRole("link", { name: "My account" })).toHaveCount(0);
  const left = await cookieNames(context);
  for (const name of ["ACCOUNT", "SSO_SESSION", "SSO_UID", "CSRF_TOKEN", "ACCOUNT_TYPE"]) {
    expect(left).not.toContain(name);
  }
  // The next page is told that sign-in state changed: it records the logout, once.
  await expect
    .poll(() => page.evaluate(() => (window as { dataLayer?: { event: string }[] }).dataLayer))
    .toContainEqual(expect.objectContaining({ event: "logout" }));
  await expect.poll(() => cookieNames(context)).not.toContain("SSO_EVENT_UPDATE");

  await page.goto("/account");
  await expect(page).toHaveURL(/\/sign-in\//);
});
