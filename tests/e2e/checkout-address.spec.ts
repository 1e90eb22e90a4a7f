import { US_ZIP_MESSAGE } from "../../packages/core/src/validation/address";
import { zipStateMismatchMessage } from "../../packages/core/src/validation/zip-place";
import { cartWithoutDelivery, continueToPayment, openShippingStep } from "./checkout-steps";
import { expect, type Page, test } from "./test";
import { expectNoAxeViolations } from "./widget-host";

/**
 * Addresses checked against the store's ZIP table: a home delivery whose ZIP lies in another
 * state is refused at the ZIP field, by the form and by the server; a typed ZIP suggests its
 * city and state in the ship-to-me and billing forms without replacing what the shopper typed.
 */

const NOT_IN_TEXAS = zipStateMismatchMessage("NY", "TX");

/** Opens Ship to me on a bare cart (ZIP 33301) and fills all but the city, state and ZIP. */
async function openShipToMe(page: Page) {
  await page.getByRole("tab", { name: "Ship to me" }).click();
  const panel = page.getByRole("tabpanel", { name: "Ship to me" });
  await panel.getByLabel("First name").fill("Ana");
  await panel.getByLabel("Last name").fill("Lopez");
  await panel.getByLabel("Street address").fill("1100 S Lamar Blvd");
  await panel.getByLabel("Phone", { exact: true }).fill("512-555-0100");
  await panel.getByLabel("E-mail").fill("ana@example.com");
  return panel;
}

test("a home delivery to a ZIP of another state is refused at the ZIP field; the right ZIP ships", async ({
  page,
  request,
}) => {
  const cartId = await openShippingStep(page, request);
  const panel = await openShipToMe(page);
  const zip = panel.getByLabel("ZIP code");
  await panel.getByLabel("City").fill("Austin");
  await panel.getByLabel("State").fill("TX");
  await zip.fill("10001");
  // Pointed out as soon as the ZIP is known, and what the shopper typed is left as typed.
  await expect(zip).toHaveAccessibleDescription(NOT_IN_TEXAS);
  await expect(panel.getByLabel("City")).toHaveValue("Austin");
  await expect(panel.getByLabel("State")).toHaveValue("TX");

  await panel.getByRole("button", { name: "Ship to this address" }).click();
  await expect(zip).toBeFocused();
  await expect(zip).toHaveAttribute("aria-invalid", "true");
  await expect(zip).toHaveAccessibleDescription(NOT_IN_TEXAS);
  await expectNoAxeViolations(page, "main");
  expect((await request.get(`/api/checkout/cart-shipping?cartId=${cartId}`)).status()).toBe(404);

  // 00000 has the shape of a ZIP, and is none.
  await zip.fill("00000");
  await panel.getByRole("button", { name: "Ship to this address" }).click();
  await expect(zip).toHaveAccessibleDescription(US_ZIP_MESSAGE);

  await zip.fill("78704");
  await expect(zip).not.toHaveAttribute("aria-invalid", "true");
  await panel.getByRole("button", { name: "Ship to this address" }).click();
  await expect(page.getByText("Ship to me", { exact: true })).toBeVisible();
  await expect(page.locator(".checkout-step address")).toContainText("1100 S Lamar Blvd");
  await expect(page.locator(".checkout-step address")).toContainText("78704");
  const saved = await (await request.get(`/api/checkout/cart-shipping?cartId=${cartId}`)).json();
  expect(saved.siteCartShippingResponse.cartShipping).toMatchObject({
    city: "Austin",
    state: "TX",
    zip: "78704",
  });
  await continueToPayment(page);
});

test("without the ZIP lookup, the server's refusal still lands at the ZIP field", async ({
  page,
  request,
}) => {
  // The lookup fails: the form cannot know, and the server's check is the one that refuses.
  await page.route("**/api/v1/zip-codes/**", (route) => route.abort());
  const cartId = await openShippingStep(page, request);
  const panel = await openShipToMe(page);
  const zip = panel.getByLabel("ZIP code");
  await panel.getByLabel("City").fill("Austin");
  await panel.getByLabel("State").fill("TX");
  await zip.fill("10001");
  await panel.getByRole("button", { name: "Ship to this address" }).click();
  await expect(zip).toHaveAccessibleDescription(NOT_IN_TEXAS);
  await expect(zip).toBeFocused();
  await expect(panel.getByRole("alert")).toHaveCount(0);
  expect((await request.get(`/api/checkout/cart-shipping?cartId=${cartId}`)).status()).toBe(404);
});

test("typing a ZIP suggests its city and state, in the ship-to-me and the billing forms", async ({
  page,
  request,
}) => {
  await openShippingStep(page, request);
  const panel = await openShipToMe(page);
  const city = panel.getByLabel("City");
  const state = panel.getByLabel("State");
  const zip = panel.getByLabel("ZIP code");
  // The cart's ZIP (33301) fills the empty city and state at once.
  await expect(city).toHaveValue("Fort Lauderdale");
  await expect(state).toHaveValue("FL");
  // A ZIP typed over it replaces what was only suggested.
  await zip.fill("78704");
  await expect(city).toHaveValue("Austin");
  await expect(state).toHaveValue("TX");
  // A city the shopper types is theirs: kept, with the ZIP's own city pointed out.
  await city.fill("Sunset Valley");
  await zip.fill("78701");
  await expect(zip).toHaveAccessibleDescription("ZIP code 78701 is Austin, TX");
  await expect(city).toHaveValue("Sunset Valley");
  await panel.getByRole("button", { name: "Ship to this address" }).click();
  await expect(page.getByText("Ship to me", { exact: true })).toBeVisible();

  await continueToPayment(page);
  await page.getByRole("checkbox", { name: "Billing address same as shipping" }).uncheck();
  const billingCity = page.getByLabel("City");
  const billingState = page.getByLabel("State");
  await expect(billingCity).toHaveValue("");
  await page.getByLabel("ZIP code").fill("10001");
  await expect(billingCity).toHaveValue("New York");
  await expect(billingState).toHaveValue("NY");
  // A state the shopper typed is not replaced: the ZIP field says where the ZIP is instead.
  await billingState.fill("TX");
  await expect(page.getByLabel("ZIP code")).toHaveAccessibleDescription(NOT_IN_TEXAS);
  await expect(billingState).toHaveValue("TX");
});

test("a delivery tab chosen before the page is live, or without a script, opens", async ({
  page,
  request,
  browser,
}) => {
  const cartId = await cartWithoutDelivery(request);
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const script = (url: URL) => url.pathname.startsWith("/assets/") && url.pathname.endsWith(".js");
  await page.route(script, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/checkout/shipping?cartId=${cartId}`, { waitUntil: "commit" });
  await page.getByRole("tab", { name: "Ship to me" }).click();
  await expect(page).toHaveURL(/[?&]delivery=home/);
  await expect(page.getByRole("tab", { name: "Ship to me" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  release();
  await expect(
    page.getByRole("tabpanel", { name: "Ship to me" }).getByLabel("First name"),
  ).toBeVisible();

  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const plain = await context.newPage();
    await plain.goto(`/checkout/shipping?cartId=${cartId}`);
    await plain.getByRole("tab", { name: "Ship to me" }).click();
    await expect(plain.getByRole("tabpanel", { name: "Ship to me" })).toBeVisible();
  } finally {
    await context.close();
  }
});

test("ship to me asks the phone's type, mobile unless the shopper says landline", async ({
  page,
  request,
}) => {
  const cartId = await openShippingStep(page, request);
  const panel = await openShipToMe(page);
  const phoneType = panel.getByLabel("Phone type");
  await expect(phoneType).toHaveValue("mobile");
  await expect(phoneType.getByRole("option")).toHaveText(["Mobile", "Landline"]);
  await phoneType.selectOption({ label: "Landline" });
  await panel.getByLabel("City").fill("Austin");
  await panel.getByLabel("State").fill("TX");
  await panel.getByLabel("ZIP code").fill("78704");
  await panel.getByRole("button", { name: "Ship to this address" }).click();
  await expect(page.locator(".checkout-step address")).toContainText("1100 S Lamar Blvd");
  const saved = await (await request.get(`/api/checkout/cart-shipping?cartId=${cartId}`)).json();
  expect(saved.siteCartShippingResponse.cartShipping).toMatchObject({
    phone: "5125550100",
    phoneType: "landline",
  });
});
