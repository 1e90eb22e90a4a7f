import { DELIVERY_DELAY_MESSAGE } from "../../packages/core/src/cart/rules";
import { US_ZIP_MESSAGE } from "../../packages/core/src/validation/address";
import { continueToPayment, placeOrderByCard, shipToMe } from "./checkout-steps";
import { expect, type Page, test } from "./test";
import { expectNoAxeViolations } from "./widget-host";

/**
 * Shopping on the storefront itself: add to cart from a size page, the header's cart button and
 * its badge, the cart summary modal (quantities, removal, promo codes, the empty cart), and a
 * purchase that starts there.
 */

const SIZE_PAGE = "/tire-sizes/225-50r17";

async function addFirstTire(page: Page) {
  await page.goto(SIZE_PAGE);
  const add = page.getByRole("button", { name: /^Add 4 to cart/ }).first();
  const name = ((await add.textContent()) ?? "").replace(/^Add 4 to cart: /, "").trim();
  await add.click();
  const modal = page.getByRole("dialog", { name: "Your cart" });
  await expect(modal).toBeVisible();
  return { modal, name };
}

const cartButton = (page: Page) => page.getByRole("button", { name: /^Cart, / });

test("add to cart from a size page: the modal, quantities, promo codes and the badge", async ({
  page,
}) => {
  // Beacons carry no body Playwright can read: the page keeps a copy of what it sends.
  await page.addInitScript(() => {
    const sent: string[] = [];
    Object.assign(window, { sentBeacons: sent });
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, body) => {
      if (body instanceof Blob) void body.text().then((text) => sent.push(text));
      return send(url, body);
    };
  });
  const relayed = page.waitForResponse(
    (response) => response.url().endsWith("/api/v1/analytics/events") && response.status() === 202,
  );
  await page.goto(SIZE_PAGE);
  await expect(cartButton(page)).toHaveAccessibleName("Cart, 0 tires");
  const { modal, name } = await addFirstTire(page);
  await expect(modal.getByRole("list", { name: "Tires in your cart" })).toContainText(name);
  await expect(cartButton(page)).toHaveAccessibleName("Cart, 4 tires");
  // add_to_cart reached the data layer, in cents, and the store's relay to RudderStack.
  expect(
    await page.evaluate(() => (window as { dataLayer?: { event: string }[] }).dataLayer),
  ).toContainEqual(expect.objectContaining({ event: "add_to_cart", quantity: 4, currency: "USD" }));
  await relayed;
  const batches = async () =>
    (await page.evaluate(() => (window as { sentBeacons?: string[] }).sentBeacons ?? [])).map(
      (text) => JSON.parse(text) as { anonymousId: string; events: unknown[] },
    );
  await expect
    .poll(async () => (await batches()).flatMap((batch) => batch.events))
    .toContainEqual(expect.objectContaining({ name: "add_to_cart", quantity: 4, currency: "USD" }));
  const ids = new Set((await batches()).map((batch) => batch.anonymousId));
  expect([...ids]).toEqual([expect.stringMatching(/^[0-9a-f]{32}$/)]);
  await expectNoAxeViolations(page, "dialog");

  // A code the store does not know is denied, next to the field.
  const code = modal.getByLabel("Promo code");
  await code.fill("NOPE");
  await modal.getByRole("button", { name: "Apply" }).click();
  await expect(code).toHaveAttribute("aria-invalid", "true");
  await expect(modal.getByRole("alert")).not.toBeEmpty();

  // SAVE50 needs 4 tires: applied at 4, with its deal alert once the cart has 2.
  await code.fill("save50");
  await modal.getByRole("button", { name: "Apply" }).click();
  const applied = modal.getByRole("list", { name: "Your promo codes" });
  await expect(applied).toContainText("SAVE50: $50.00 off");
  await modal.getByLabel(`Quantity of ${name}`).selectOption("2");
  await expect(cartButton(page)).toHaveAccessibleName("Cart, 2 tires");
  await expect(applied).toContainText("Add 4 tires to your cart to save $50");
  await modal.getByLabel(`Quantity of ${name}`).selectOption("4");
  await expect(applied).not.toContainText("Add 4 tires to your cart");
  await expect(applied).toContainText("SAVE50: $50.00 off");
  await modal.getByRole("button", { name: "Remove promo code SAVE50" }).click();
  await expect(applied).toHaveCount(0);

  // Entered below its minimum, the code is refused with its alert; once the cart has 4 tires the
  // alert is gone from the field and from the code's line alike.
  await modal.getByLabel(`Quantity of ${name}`).selectOption("2");
  await expect(cartButton(page)).toHaveAccessibleName("Cart, 2 tires");
  await code.fill("SAVE50");
  await modal.getByRole("button", { name: "Apply" }).click();
  await expect(modal).toContainText("Add 4 tires to your cart to save $50");
  await modal.getByLabel(`Quantity of ${name}`).selectOption("4");
  await expect(applied).toContainText("SAVE50: $50.00 off");
  await expect(modal).not.toContainText("Add 4 tires to your cart");
  await expect(modal.getByRole("textbox", { name: "Promo code" })).not.toHaveAttribute(
    "aria-invalid",
    "true",
  );
  await modal.getByRole("button", { name: "Remove promo code SAVE50" }).click();
  await expect(applied).toHaveCount(0);

  // The badge survives a reload: the server reads the cart cookie.
  await page.keyboard.press("Escape");
  await expect(modal).toBeHidden();
  await page.reload();
  await expect(cartButton(page)).toHaveAccessibleName("Cart, 4 tires");

  // Removing the last tire turns the modal into the empty cart.
  await cartButton(page).click();
  await page.getByRole("button", { name: `Remove ${name}` }).click();
  await expect(page.getByRole("dialog", { name: "Your cart is empty" })).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName("Cart, 0 tires");
  await page.getByRole("button", { name: "Continue shopping" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  expect(
    await page.evaluate(() => (window as { dataLayer?: { event: string }[] }).dataLayer),
  ).toContainEqual(expect.objectContaining({ event: "remove_from_cart", quantity: 4 }));
});

test("the cart_summary_modal_open hash flag opens the cart", async ({ page }) => {
  await addFirstTire(page);
  await page.goto(`/#cart_summary_modal_open=true`);
  await expect(page.getByRole("dialog", { name: "Your cart" })).toBeVisible();
});

test("a purchase that starts on the storefront: ZIP, ship to me, card, confirmation", async ({
  page,
}) => {
  // Every call the pages make answers; none is an error in the browser's console.
  const failedCalls: string[] = [];
  page.on("response", (response) => {
    if (response.url().includes("/api/") && response.status() >= 400)
      failedCalls.push(`${response.status()} ${response.url()}`);
  });
  const { modal } = await addFirstTire(page);
  // Each line says when the tires it ships were made.
  await expect(modal.locator(".checkout-lines__made").first()).toHaveText(
    /^Made in weeks? \d{1,2}( and \d{1,2})? of 20\d\d|^Made in week \d{1,2} of 20\d\d and /,
  );
  await modal.getByRole("link", { name: "Checkout" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Shipping" })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  expect(failedCalls).toEqual([]);

  // The cart has no ZIP yet: it is asked first, and checked.
  await page.getByLabel("ZIP code").fill("3330");
  await page.getByRole("button", { name: "Find shops" }).click();
  await expect(page.getByRole("alert")).toHaveText(US_ZIP_MESSAGE);
  await page.getByLabel("ZIP code").fill("33301");
  await page.getByRole("button", { name: "Find shops" }).click();

  await page.getByRole("tab", { name: "Ship to me" }).click();
  await shipToMe(page);
  await expect(page.getByText("Ship to me", { exact: true })).toBeVisible();

  await continueToPayment(page);
  await placeOrderByCard(page);
  await expect(page.getByText("Ship to", { exact: true })).toBeVisible();
  await expect(page.locator(".checkout-destination address")).toContainText("100 Main St");
  // The ordered cart is no longer the shopper's cart.
  await expect(cartButton(page)).toHaveAccessibleName("Cart, 0 tires");
  await page.goto(SIZE_PAGE);
  await expect(cartButton(page)).toHaveAccessibleName("Cart, 0 tires");
});

test("emptying the cart on a checkout page returns the shopper to where they shopped", async ({
  page,
}) => {
  const { modal, name } = await addFirstTire(page);
  await modal.getByRole("link", { name: "Checkout" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Shipping" })).toBeVisible();

  // A change in the modal shows on the checkout page behind it.
  await cartButton(page).click();
  await page.getByLabel(`Quantity of ${name}`).selectOption("2");
  // Behind the open modal the page is inert, so it is read by its markup.
  await expect(page.locator("main ul.checkout-lines")).toContainText("2 ×");
  await page.getByRole("button", { name: `Remove ${name}` }).click();
  const empty = page.getByRole("dialog", { name: "Your cart is empty" });
  await expect(empty).toBeVisible();
  await empty.getByRole("button", { name: "Continue shopping" }).click();
  await expect(page).toHaveURL(new RegExp(`${SIZE_PAGE}$`));
});

test("a click on the cart button while the page is still loading opens the cart once it is live", async ({
  page,
}) => {
  const { modal } = await addFirstTire(page);
  const href = (await modal.getByRole("link", { name: "Checkout" }).getAttribute("href")) ?? "";
  // The shipping step's code is held back until the shopper has clicked: the page is not live yet.
  let release = () => {};
  const clicked = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/assets/ShippingStep-*.js", async (route) => {
    await clicked;
    await route.continue();
  });
  await page.goto(href, { waitUntil: "domcontentloaded" });
  await cartButton(page).click();
  release();
  await expect(page.getByRole("dialog", { name: "Your cart" })).toBeVisible();
});

test("in partner-widget mode an emptied checkout stays where it is", async ({ page }) => {
  const { modal } = await addFirstTire(page);
  const href = (await modal.getByRole("link", { name: "Checkout" }).getAttribute("href")) ?? "";
  await page.goto(`${href}&widgetSource=tiremaker`);
  await cartButton(page).click();
  await page.getByRole("button", { name: /^Remove / }).click();
  await page
    .getByRole("dialog", { name: "Your cart is empty" })
    .getByRole("button", {
      name: "Continue shopping",
    })
    .click();
  await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe("/checkout/shipping");
});

test("a tire in short supply tells the shopper that delivery may be delayed", async ({
  page,
  request,
}) => {
  // Listings put limited stock after full stock: the pages are read until one turns up.
  let productId: string | undefined;
  search: for (const size of ["225-50r17", "205-55r16", "215-55r17", "225-45r17", "235-45r18"]) {
    for (let page = 1; page <= 5; page += 1) {
      const listing = await (
        await request.get(`/api/catalog/products?size=${size}&pageSize=60&page=${page}`)
      ).json();
      productId = listing.siteCatalogProducts.find(
        (p: { availability: string }) => p.availability === "ProductStatusAvailableVolatile",
      )?.productId;
      if (productId) break search;
      if (page * 60 >= listing.pagination.total) break;
    }
  }
  expect(productId, "the data set has a tire in short supply").toBeDefined();
  const cart = await (
    await request.post("/api/cart-summary", {
      data: { productId, quantity: { front: 4 }, zip: "33301" },
    })
  ).json();
  await page.goto(`/checkout/shipping?cartId=${cart.siteCart.id}`);
  await expect(page.getByText(DELIVERY_DELAY_MESSAGE)).toBeVisible();
});

test.describe("a quote retrieved from its e-mail", () => {
  async function quotedCart(page: Page) {
    const { modal } = await addFirstTire(page);
    const href = (await modal.getByRole("link", { name: "Checkout" }).getAttribute("href")) ?? "";
    const cartId = new URL(href, "http://x").searchParams.get("cartId") ?? "";
    // The customer opens the e-mail's link in a browser of their own.
    await page.context().clearCookies();
    return cartId;
  }

  test("opens the cart summary on a phone, once", async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 660 });
    const cartId = await quotedCart(page);
    await page.goto(`/retrieve-quote/${cartId}`);
    await expect(page).toHaveURL(new RegExp(`/checkout/shipping\\?cartId=${cartId}$`));
    const modal = page.getByRole("dialog", { name: "Your cart" });
    await expect(modal).toBeVisible();
    await expect(modal.getByRole("list", { name: "Tires in your cart" })).toBeVisible();
    await expect(page.getByRole("button", { name: /^Cart, / })).toHaveAccessibleName(
      "Cart, 4 tires",
    );
    await modal.getByRole("button", { name: "Close cart" }).click();
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Shipping" })).toBeVisible();
    await expect(modal).toBeHidden();
  });

  test("goes straight to the checkout on a wider screen", async ({ page }) => {
    const cartId = await quotedCart(page);
    await page.goto(`/retrieve-quote/${cartId}`);
    await expect(page.getByRole("heading", { level: 1, name: "Shipping" })).toBeVisible();
    await expect(page.getByRole("button", { name: /^Cart, / })).toHaveAccessibleName(
      "Cart, 4 tires",
    );
    // The page has run (it consumed the flag) and still shows the checkout, not the modal.
    await expect
      .poll(async () => (await page.context().cookies()).map((c) => c.name))
      .not.toContain("RETRIEVE_QUOTE");
    await expect(page.getByRole("dialog", { name: "Your cart" })).toBeHidden();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Add 4 to cart still puts the tires in the cart and comes back to the listing", async ({
    page,
  }) => {
    await page.goto(SIZE_PAGE);
    await expect(cartButton(page)).toHaveAccessibleName("Cart, 0 tires");
    await page
      .getByRole("button", { name: /^Add 4 to cart/ })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`${SIZE_PAGE}#cart$`));
    await expect(cartButton(page)).toHaveAccessibleName("Cart, 4 tires");
  });
});

test("a tire added before the page's script ran is in the cart, which opens once the page is live", async ({
  page,
}) => {
  await page.goto(SIZE_PAGE);
  // The form posts and the page comes back with #cart: the cart summary opens.
  await page.evaluate(() => document.querySelector<HTMLFormElement>("form.add-to-cart")?.submit());
  await expect(page).toHaveURL(/#cart$/);
  const modal = page.getByRole("dialog", { name: "Your cart" });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole("list", { name: "Tires in your cart" })).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName("Cart, 4 tires");
});
