import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../support/local-server";
import { type BrowserContext, chromium, expect, test } from "./test";
import { bookInstalledTires, watchErrors } from "./widget-host";

/**
 * A shopper whose browser blocks site data: Chromium's own setting "Don't allow sites to save
 * data" (cookies content setting: block), set in the profile as the settings page would. Reading
 * `window.localStorage` then throws a SecurityError, as it does in a partner page's frame with
 * third-party data blocked. The widget keeps its cart in memory and still gets the shopper to
 * checkout.
 */

const PARTNER_PAGE = "/examples/third-party-shop.html";
const SIZE = "225/50R17";

let profile: string;
let context: BrowserContext;

test.beforeAll(async () => {
  profile = mkdtempSync(join(tmpdir(), "treadkit-blocked-storage-"));
  mkdirSync(join(profile, "Default"));
  writeFileSync(
    join(profile, "Default", "Preferences"),
    JSON.stringify({ profile: { default_content_setting_values: { cookies: 2 } } }),
  );
  context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
    headless: true,
  });
});

test.afterAll(async () => {
  await context?.close();
  rmSync(profile, { recursive: true, force: true });
});

test("with site data blocked the installer widget keeps the cart in memory through to checkout", async ({
  baseURL,
}) => {
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(`${baseURL}${PARTNER_PAGE}`);
  // The browser really refuses storage on this profile.
  const refused = await page.evaluate(() => {
    try {
      window.localStorage.getItem("probe");
      return null;
    } catch (error) {
      return (error as Error).name;
    }
  });
  expect(refused).toBe("SecurityError");

  const widget = page.locator("treadkit-installer");
  await bookInstalledTires(widget, SIZE);
  await expect(widget.getByRole("heading", { name: "Your cart" })).toBeFocused();
  await expect(widget.getByRole("list", { name: "Tires in your cart" })).toContainText("4 ×");

  // Back to the tires and into the cart again: the cart id lives on in memory.
  await widget.getByRole("button", { name: "Keep shopping" }).click();
  await widget.getByRole("button", { name: "Cart (4 tires)" }).click();
  await expect(widget.getByRole("list", { name: "Tires in your cart" })).toContainText("4 ×");
  expect(errors).toEqual([]);

  await widget.getByRole("button", { name: "Checkout" }).click();
  await page.waitForURL(/\/checkout\/shipping\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get("cartId")).toMatch(/^[0-9a-f-]{36}$/);
  expect(url.searchParams.get("widgetType")).toBe("installer-widget");
  const cart = await (
    await page.request.get(`/api/cart-summary?cartId=${url.searchParams.get("cartId")}`)
  ).json();
  expect(cart.siteCart.installerDetails).not.toBeNull();
  expect(cart.siteCart.siteProducts.map((line: { quantity: number }) => line.quantity)).toEqual([
    4,
  ]);
  await page.close();
});
