import AxeBuilder from "@axe-core/playwright";
import { VALUE_PROPS } from "../../packages/core/src/site/channel";
import { cartWithoutDelivery } from "./checkout-steps";
import { expect, type Page, test } from "./test";

/**
 * A partner's simple shop: the white-label storefront at its own sub-domain of the shop domain
 * (sunrise.shop.localhost here, which the browser resolves to this machine).
 */

const SHOP_NAME = "Sunrise Tire Pros";
const SIZE_PATH = "/tire-sizes/225-50r17";

function shopOrigin(baseURL: string | undefined) {
  const url = new URL(baseURL ?? "");
  return `http://sunrise.shop.localhost:${url.port}`;
}

const valueProps = (page: Page) =>
  page.getByRole("region", { name: "Why shop with us" }).getByRole("button");

test("the consumer site shows its own header, every value prop and the account link", async ({
  page,
}) => {
  await page.goto(SIZE_PATH);
  await expect(page).toHaveTitle(/ \| Treadkit$/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
    "content",
    "index,follow,max-image-preview:large",
  );
  await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();
  await expect(valueProps(page)).toHaveText(VALUE_PROPS.map((p) => p.title));
  // A prop opens its modal.
  await valueProps(page).filter({ hasText: "Free shipping" }).click();
  const dialog = page.getByRole("dialog", { name: "Free shipping" });
  await expect(dialog).toContainText("ships free");
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
});

test("a simple shop is the partner's: its name, no account link, fewer props, kept out of search", async ({
  page,
  baseURL,
}) => {
  const shop = shopOrigin(baseURL);
  const response = await page.goto(`${shop}${SIZE_PATH}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("link", { name: `${SHOP_NAME} home` })).toBeVisible();
  await expect(page).toHaveTitle("225/50R17 Tires");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
    "content",
    "noindex,nofollow,max-image-preview:large",
  );
  await expect(page.getByRole("link", { name: "Sign in" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "My account" })).toHaveCount(0);
  await expect(valueProps(page)).toHaveText(["Installed near you"]);
  const accessibility = await new AxeBuilder({ page }).analyze();
  expect(accessibility.violations).toEqual([]);

  // A page that does not exist is not indexed or followed either.
  await page.goto(`${shop}/no-such-page`);
  await expect(page).toHaveTitle("Page not found");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
    "content",
    "noindex,nofollow,max-image-preview:large",
  );
});

test("a simple shop's checkout leads with the partner's shop, offers no carrier pickup, and keeps its cart to itself", async ({
  page,
  baseURL,
}) => {
  const shop = shopOrigin(baseURL);
  await page.goto(`${shop}${SIZE_PATH}`);
  // The API answers the shop's host as the shop (Node cannot resolve *.localhost; the browser can).
  const channel = await page.evaluate(async () => (await fetch("/api/v1/site/channel")).json());
  expect(channel.channel).toBe("simpleShop");
  const listing = await (
    await page.request.get(`/api/installers?userZip=33301&limit=50&mobileInstall=false`)
  ).json();
  const partner = listing.siteInstallers.siteInstallerList.find(
    (i: { installerId: string }) => i.installerId === channel.shop.installerId,
  );
  expect(partner).toBeDefined();

  // Add to cart in the shop: its cart cookie is the shop host's alone.
  await page
    .getByRole("button", { name: /^Add 4 to cart/ })
    .first()
    .click();
  await expect(page.getByRole("dialog", { name: "Your cart" })).toBeVisible();
  const cookies = await page.context().cookies(shop);
  expect(cookies.find((c) => c.name === "CART_ID")).toMatchObject({
    domain: "sunrise.shop.localhost",
  });
  await page
    .getByRole("dialog", { name: "Your cart" })
    .getByRole("link", { name: "Checkout" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Shipping" })).toBeVisible();
  await page.getByRole("textbox", { name: "ZIP code" }).fill("33301");
  await page.getByRole("button", { name: "Find shops" }).click();
  await expect(page.getByRole("tab", { name: "Ship to installer" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Pick up at carrier" })).toHaveCount(0);
  await expect(
    page.getByRole("list", { name: "Shops near 33301" }).getByRole("listitem").first(),
  ).toContainText(partner.company);

  // The main site does not see the shop's cart.
  await page.goto(SIZE_PATH);
  await expect(page.getByRole("button", { name: /^Cart, / })).toHaveAccessibleName("Cart, 0 tires");
});

test("the consumer site's checkout still offers carrier pickup", async ({ page }) => {
  const cartId = await cartWithoutDelivery(page.request);
  await page.goto(`/checkout/shipping?cartId=${cartId}`);
  await expect(page.getByRole("tab", { name: "Pick up at carrier" })).toBeVisible();
});
