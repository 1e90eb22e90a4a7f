import { recordCspViolations } from "./csp";
import { type APIRequestContext, expect, type Locator, type Page, test } from "./test";
import {
  expectVerdict,
  firstOfferVerdict,
  pickFreeSlot,
  tabTo,
  vehicleListingAsked,
} from "./widget-host";

/**
 * The installer widget as a tire shop embeds it on its own site: /examples/third-party-shop.html
 * sets hostile CSS and its own CSP, and loads the widget through /widgets/loader.js. The shop is
 * the partner "Sunrise Tire Pros" (sub-domain sunrise-tire-pros).
 */

const PARTNER_PAGE = "/examples/third-party-shop.html";
const SIZE = "225/50R17";

type WidgetEvent = { type: string; detail: Record<string, unknown> };

/** Locators pierce the open shadow root of <treadkit-installer>. */
function widget(page: Page): Locator {
  return page.locator("treadkit-installer");
}

/**
 * Opens the partner page, recording the widget's events (on the Node side, so that they survive
 * the checkout navigation) and every console error or uncaught exception.
 */
async function openPartnerPage(page: Page) {
  const events: WidgetEvent[] = [];
  const errors: string[] = [];
  page.on("console", (message) => {
    // The partner page has no favicon; the browser's request for one is not the widget's doing.
    if (message.type() === "error" && !message.location().url.endsWith("/favicon.ico")) {
      errors.push(`${message.text()} (${message.location().url})`);
    }
  });
  page.on("pageerror", (error) => errors.push(error.message));
  await page.exposeFunction("recordWidgetEvent", (event: WidgetEvent) => events.push(event));
  await page.addInitScript(() => {
    const record = (window as unknown as { recordWidgetEvent(e: unknown): void }).recordWidgetEvent;
    for (const name of [
      "installer-selected",
      "slot-selected",
      "cart-updated",
      "checkout-started",
    ]) {
      document.addEventListener(`treadkit:${name}`, (event) =>
        record({ type: name, detail: (event as CustomEvent).detail }),
      );
    }
  });
  await page.goto(PARTNER_PAGE);
  await expect(widget(page).getByRole("heading", { name: "Sunrise Tire Pros" })).toBeVisible();
  return { events, errors };
}

const status = (page: Page) => widget(page).getByRole("status");
const offerCards = (page: Page) =>
  widget(page)
    .getByRole("list", { name: `Tires in ${SIZE}` })
    .getByRole("listitem");

async function searchBySize(page: Page, size = SIZE) {
  await widget(page).getByRole("textbox", { name: "Tire size" }).fill(size);
  await widget(page).getByRole("button", { name: "Find tires" }).click();
}

/** The shop's installation per tire and the listing's first tire, as the API answers them. */
async function expectedPrices(request: APIRequestContext) {
  const config = await (
    await request.get(
      "/api/widget-app-config?identifier=installer-widget&subDomain=sunrise-tire-pros",
    )
  ).json();
  const installers = await (
    await request.get(`/api/installers?userZip=33301&installerIds=${config.installerId}`)
  ).json();
  const listing = await (
    await request.get("/api/catalog/products?size=225-50r17&pageSize=6")
  ).json();
  const installPerTire: number =
    installers.siteInstallers.siteInstallerList[0].priceList[0].salePriceInCents;
  const firstSale: number = listing.siteCatalogProducts[0].priceList[0].salePriceInCents;
  return { configId: config.id as string, installPerTire, firstSale };
}

const usd = (cents: number) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(cents / 100);

const pickSlot = (page: Page) => pickFreeSlot(widget(page));

/** An offer's out-the-door price for `quantity` installed, labelled so; its amount ("$465.16"). */
async function offerTotal(offer: Locator, quantity: number): Promise<string> {
  const price = offer.locator(".tk-offer__price");
  await expect(price).toHaveText(new RegExp(`^\\$[\\d,]+\\.\\d\\d for ${quantity} installed$`));
  await expect(offer).toContainText("tires, installation, fees and tax, out the door");
  return ((await price.textContent()) ?? "").split(" ")[0] ?? "";
}

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px an offer's price for the chosen number of tires is the total of the cart it makes`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const { errors } = await openPartnerPage(page);
    await searchBySize(page);
    const first = offerCards(page).first();
    const four = await offerTotal(first, 4);
    await widget(page).getByLabel("Number of tires").selectOption("2");
    const two = await offerTotal(first, 2);
    expect(two).not.toBe(four);

    await first.getByRole("button", { name: /Book installation/ }).click();
    const booking = widget(page).locator(".tk-schedule__tire");
    await expect(booking).toContainText("2 × ");
    await expect(booking).toContainText(`: ${two} for 2 installed`);
    await pickSlot(page);
    await widget(page).getByRole("button", { name: "Add to cart" }).click();
    await expect(widget(page).getByRole("heading", { name: "Your cart" })).toBeFocused();
    await expect(status(page)).toHaveText(`Your cart: 2 tires, total ${two}`);
    await expect(widget(page).locator(".tk-cart__total")).toHaveText(two);
    expect(errors).toEqual([]);
  });
}

test("by size: tires priced installed at the shop → a slot → cart → checkout on the storefront", async ({
  page,
  request,
}) => {
  const { events, errors } = await openPartnerPage(page);
  const prices = await expectedPrices(request);
  await expect(widget(page)).toContainText("Installed at");
  expect(events.filter((e) => e.type === "installer-selected")).toHaveLength(1);

  await searchBySize(page);
  await expect(status(page)).toContainText(`in ${SIZE}, priced installed at Sunrise Tire Pros`);
  const first = offerCards(page).first();
  // The price shown is the set's out-the-door total at the shop: what the cart will charge.
  const offered = await offerTotal(first, 4);
  await expect(first).toContainText(`${usd(prices.firstSale)} per tire`);

  await first.getByRole("button", { name: /Book installation/ }).click();
  await expect(widget(page).getByRole("heading", { name: "Pick an install time" })).toBeFocused();

  // Adding without a slot is refused with the error tied to the slot group.
  await widget(page).getByRole("button", { name: "Add to cart" }).click();
  await expect(widget(page).getByRole("alert")).toHaveText("Please select a time slot");
  const group = widget(page).getByRole("group", { name: /Install time/ });
  await expect(group).toHaveAttribute("aria-invalid", "true");

  const slot = await pickSlot(page);
  await expect(slot).toBeChecked();
  await expect(widget(page).getByRole("alert")).toHaveCount(0);
  await widget(page).getByRole("button", { name: "Add to cart" }).click();

  await expect(widget(page).getByRole("heading", { name: "Your cart" })).toBeFocused();
  // The set installed, plus the sales tax and tire fee of the shop's place, as the server priced.
  await expect
    .poll(() => events.filter((e) => e.type === "cart-updated").length)
    .toBeGreaterThan(0);
  const added = events.filter((e) => e.type === "cart-updated").at(-1)?.detail as {
    cartId: string;
  };
  const summary = (await (await request.get(`/api/cart-summary?cartId=${added.cartId}`)).json())
    .siteCart.cartSummary;
  expect(summary.tax).not.toBeNull();
  const total =
    4 * (prices.firstSale + prices.installPerTire) +
    summary.salesTaxInCents +
    summary.tireFeeInCents;
  await expect(status(page)).toHaveText(`Your cart: 4 tires, total ${usd(total)}`);
  // One truth: the offer's price is the cart's total, to the cent.
  expect(usd(summary.totalInCents)).toBe(offered);
  await expect(widget(page).locator(".tk-cart__total")).toHaveText(offered);
  await expect(widget(page).getByRole("list", { name: "Tires in your cart" })).toContainText("4 ×");
  await expect(widget(page)).toContainText(`Installation${usd(4 * prices.installPerTire)}`);
  await expect(widget(page)).toContainText("Install appointment:");

  // Errors are the partner page's until the widget leaves it (checkout.spec.ts follows on).
  expect(errors).toEqual([]);
  await widget(page).getByRole("button", { name: "Checkout" }).click();
  await page.waitForURL(/\/checkout\/shipping\?/);
  const url = new URL(page.url());
  expect(url.pathname).toBe("/checkout/shipping");
  const cartId = url.searchParams.get("cartId");
  expect(cartId).toMatch(/^[0-9a-f-]{36}$/);
  expect(url.searchParams.get("widgetSource")).toBe("installer");
  expect(url.searchParams.get("widgetType")).toBe("installer-widget");
  expect(url.searchParams.get("widgetSourceId")).toBe(prices.configId);

  const slotEvent = events.find((e) => e.type === "slot-selected");
  expect(slotEvent?.detail).toMatchObject({ widget: "installer", isDropOff: false });
  const cartEvents = events.filter((e) => e.type === "cart-updated");
  expect(cartEvents.at(-1)?.detail).toMatchObject({ cartId, count: 4, totalInCents: total });
  expect(events.find((e) => e.type === "checkout-started")?.detail).toEqual({
    widget: "installer",
    cartId,
    href: page.url(),
  });
  const cart = await (await request.get(`/api/cart-summary?cartId=${cartId}`)).json();
  expect(cart.siteCart.installerDetails.installerId).toBe(
    String(events.find((e) => e.type === "installer-selected")?.detail.installerId),
  );

  // The storefront adopts the widget's cart: its cookie, the header's badge, and leaving
  // checkout keeps it.
  const cartButton = page.getByRole("button", { name: /^Cart, / });
  await expect(cartButton).toHaveAccessibleName("Cart, 4 tires");
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === "CART_ID")?.value).toBe(cartId);
  await page.goto("/");
  await expect(cartButton).toHaveAccessibleName("Cart, 4 tires");
});

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px the offers come best match, with pictures and ratings, and "Show more" adds the next page`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const storefront = await (await request.get("/api/catalog/products?size=225-50r17")).json();
    const total: number = storefront.pagination.total;
    expect(total).toBeGreaterThan(12);
    const { errors } = await openPartnerPage(page);
    await searchBySize(page);
    await expect(offerCards(page)).toHaveCount(6);
    await expect(status(page)).toContainText(`Showing 6 of ${total} tires in ${SIZE}`);

    // The storefront's best match: its first tire first, in stock and not a winter tire.
    const first = offerCards(page).first();
    const best = storefront.siteCatalogProducts[0];
    await expect(first.getByRole("heading", { level: 4 })).toHaveText(
      `${best.brand.label} ${best.productLine.name}`,
    );
    await expect(first.locator(".tk-offer__meta").first()).not.toContainText("Winter");
    await expect(first).not.toContainText("Out of stock");

    // Each card's picture, drawn in its own reserved box, and its line's rating.
    const picture = first.locator("img.tk-offer__picture");
    await expect(picture).toHaveAttribute("width", "96");
    await expect(picture).toHaveAttribute("height", "96");
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    const box = await picture.boundingBox();
    expect([Math.round(box?.width ?? 0), Math.round(box?.height ?? 0)]).toEqual([96, 96]);
    await expect(first.locator(".stars__text")).toHaveText(/^\d\.\d out of 5, \d+ reviews?$/);
    await expect(offerCards(page).locator("img.tk-offer__picture")).toHaveCount(6);

    // "Show more" appends the next page after the first, and says how many show.
    const firstSix = await offerCards(page).getByRole("heading", { level: 4 }).allTextContents();
    await widget(page)
      .getByRole("button", { name: /^Show more/ })
      .click();
    await expect(offerCards(page)).toHaveCount(12);
    await expect(status(page)).toContainText(`Showing 12 of ${total} tires in ${SIZE}`);
    expect(
      (await offerCards(page).getByRole("heading", { level: 4 }).allTextContents()).slice(0, 6),
    ).toEqual(firstSix);
    // The later tires are priced installed too.
    await offerTotal(offerCards(page).nth(11), 4);
    expect(errors).toEqual([]);
  });
}

test("by vehicle: the vehicle's tires, priced installed, each saying whether it fits", async ({
  page,
}) => {
  const { errors } = await openPartnerPage(page);
  await widget(page).getByRole("tab", { name: "By vehicle" }).click();
  for (const label of ["Make", "Model", "Year", "Trim"]) {
    const select = widget(page).getByLabel(label, { exact: true });
    await expect(select.locator("option").nth(1)).toBeAttached();
    await select.selectOption({ index: 1 });
  }
  const asked = vehicleListingAsked(page);
  await widget(page).getByRole("tabpanel").getByRole("button", { name: "Find tires" }).click();

  await expect(widget(page).getByRole("heading", { name: /^Tires for your \d{4} / })).toBeVisible();
  // Each card says whether the tire fits, in the storefront card's words for that vehicle.
  const first = widget(page)
    .getByRole("list", { name: /^Tires for your \d{4} / })
    .getByRole("listitem")
    .first();
  await expectVerdict(first, await firstOfferVerdict(page.request, await asked));
  await expect(
    widget(page)
      .getByText(/^\$[\d,]+\.\d\d for 4 installed$/)
      .first(),
  ).toBeVisible();
  await expect(widget(page).getByRole("heading", { name: "Choose your tires" })).toBeFocused();
  expect(errors).toEqual([]);
});

test("keyboard only: search, book, slot, cart and checkout", async ({ page }) => {
  const { errors } = await openPartnerPage(page);

  await tabTo(page, widget(page).getByRole("textbox", { name: "Tire size" }));
  await page.keyboard.type("2255017");
  await page.keyboard.press("Enter");
  await expect(widget(page).getByRole("heading", { name: "Choose your tires" })).toBeFocused();

  await tabTo(
    page,
    widget(page)
      .getByRole("button", { name: /Book installation/ })
      .first(),
  );
  await page.keyboard.press("Enter");
  await expect(widget(page).getByRole("heading", { name: "Pick an install time" })).toBeFocused();

  await tabTo(page, widget(page).getByLabel("Install day"));
  // Into the slot group: focus lands on its first free slot, and Space checks it.
  await page.keyboard.press("Tab");
  await page.keyboard.press("Space");
  await expect(widget(page).getByRole("radio", { checked: true })).toHaveCount(1);
  await tabTo(page, widget(page).getByRole("button", { name: "Add to cart" }));
  await page.keyboard.press("Enter");
  await expect(widget(page).getByRole("heading", { name: "Your cart" })).toBeFocused();

  await tabTo(page, widget(page).getByRole("button", { name: "Checkout" }));
  expect(errors).toEqual([]);
  await page.keyboard.press("Enter");
  await page.waitForURL(/\/checkout\/shipping\?.*widgetType=installer-widget/);
});

test("a partner listener can cancel checkout; the cart is still there on the next visit", async ({
  page,
}) => {
  await openPartnerPage(page);
  await page.evaluate(() =>
    document.addEventListener("treadkit:checkout-started", (event) => event.preventDefault()),
  );
  await searchBySize(page);
  await offerCards(page)
    .first()
    .getByRole("button", { name: /Book installation/ })
    .click();
  await pickSlot(page);
  await widget(page).getByRole("button", { name: "Add to cart" }).click();
  await widget(page).getByRole("button", { name: "Checkout" }).click();

  await expect(widget(page).getByRole("heading", { name: "Your cart" })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(PARTNER_PAGE);

  // The cart id outlives the page: on the next visit the cart is one click away.
  await page.reload();
  await widget(page).getByRole("button", { name: "Cart (4 tires)" }).click();
  await expect(widget(page).getByRole("heading", { name: "Your cart" })).toBeFocused();
  await expect(widget(page).getByRole("list", { name: "Tires in your cart" })).toContainText("4 ×");
});

test("an invalid tire size shows an error tied to the field", async ({ page }) => {
  await openPartnerPage(page);
  const size = widget(page).getByRole("textbox", { name: "Tire size" });
  await searchBySize(page, "abc");

  const alert = widget(page).getByRole("alert");
  await expect(alert).toBeVisible();
  await expect(size).toHaveAttribute("aria-invalid", "true");
  const errorId = await alert.getAttribute("id");
  await expect(size).toHaveAttribute("aria-describedby", new RegExp(`\\b${errorId}\\b`));
});

test("the partner page's hostile CSS does not reach the widget", async ({ page }) => {
  await openPartnerPage(page);
  await searchBySize(page);
  // The page sets `h3 { color: #e00 !important }`, `button { display: none }` and 10px rem.
  const heading = widget(page).getByRole("heading", { level: 3 });
  const color = await heading.evaluate((element) => getComputedStyle(element).color);
  expect(color).not.toBe("rgb(238, 0, 0)");
  const book = offerCards(page)
    .first()
    .getByRole("button", { name: /Book installation/ });
  await expect(book).toBeVisible();

  // The partner themes the widget with a CSS variable on the element; nothing else gets in.
  await widget(page).evaluate((element) =>
    (element as HTMLElement).style.setProperty("--treadkit-accent", "rgb(194, 65, 12)"),
  );
  const background = await book.evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(background).toBe("rgb(194, 65, 12)");
});

test("the widget keeps its styles in its shadow root, not in the page's <head>", async ({
  page,
  request,
}) => {
  const source = await (await request.get(PARTNER_PAGE)).text();
  const pageOwnStyles = source.match(/<style[\s>]/g)?.length ?? 0;
  expect(pageOwnStyles).toBe(1);

  await openPartnerPage(page);

  const styles = await page.evaluate(() => ({
    inDocument: document.querySelectorAll("style").length,
    inHead: document.head.querySelectorAll("style").length,
    adopted: document.querySelector("treadkit-installer")?.shadowRoot?.adoptedStyleSheets.length,
  }));
  expect(styles.inDocument).toBe(pageOwnStyles);
  expect(styles.inHead).toBe(pageOwnStyles);
  expect(styles.adopted).toBeGreaterThan(0);
});

test("works under the partner page's Content Security Policy, lazy steps included", async ({
  page,
}) => {
  const reportedViolations = await recordCspViolations(page);
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });

  const response = await page.goto(PARTNER_PAGE);
  expect(response?.headers()["content-security-policy"]).toContain("script-src 'self'");
  await searchBySize(page);
  await offerCards(page)
    .first()
    .getByRole("button", { name: /Book installation/ })
    .click();
  await expect(widget(page).getByRole("group", { name: /Install time/ })).toBeVisible();

  expect(violations).toEqual([]);
  expect(await reportedViolations()).toEqual([]);
});

test("checkout from inside a frame navigates the whole page, not the frame", async ({ page }) => {
  // A page of the same origin that frames the shop's page (the partner page allows only 'self').
  await page.route("**/examples/framed-shop.html", (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><title>Frame</title><iframe src="${PARTNER_PAGE}" title="Shop" width="900" height="900"></iframe>`,
    }),
  );
  await page.goto("/examples/framed-shop.html");
  const frame = page.frameLocator("iframe[title=Shop]").locator("treadkit-installer");
  await frame.getByRole("textbox", { name: "Tire size" }).fill(SIZE);
  await frame.getByRole("button", { name: "Find tires" }).click();
  await frame
    .getByRole("button", { name: /Book installation/ })
    .first()
    .click();
  await pickFreeSlot(frame);
  await frame.getByRole("button", { name: "Add to cart" }).click();
  await frame.getByRole("button", { name: "Checkout" }).click();

  await page.waitForURL(/\/checkout\/shipping\?.*widgetType=installer-widget/);
  expect(page.frames()).toHaveLength(1);
});

test("a later step that fails to load says so with Retry, and loads once the server answers", async ({
  page,
}) => {
  const { errors } = await openPartnerPage(page);
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text());
  });
  let blocked = true;
  await page.route(/\/widgets\/installer\/SchedulePicker-[^/]+\.js/, (route) =>
    blocked ? route.abort("connectionrefused") : route.continue(),
  );
  await searchBySize(page);
  await offerCards(page)
    .first()
    .getByRole("button", { name: /Book installation/ })
    .click();
  const alert = widget(page).getByRole("alert");
  await expect(alert).toContainText("This step didn't load. Check your connection and try again.");
  // The browser logs the refused request itself; the widget adds one warning and throws nothing.
  expect(errors.filter((e) => !e.startsWith("Failed to load resource"))).toEqual([]);
  expect(warnings).toHaveLength(1);
  expect(warnings[0]).not.toContain("    at ");

  // Still refused: the same state again.
  await alert.getByRole("button", { name: "Retry" }).click();
  await expect(alert.getByRole("button", { name: "Retry" })).toBeVisible();
  blocked = false;
  await alert.getByRole("button", { name: "Retry" }).click();
  await expect(widget(page).getByRole("group", { name: /Install time/ })).toBeVisible();
  await expect(widget(page).getByRole("alert")).toHaveCount(0);
  expect(errors.filter((e) => !e.startsWith("Failed to load resource"))).toEqual([]);
});

test("searching again once the server is back shows the offers that did not load", async ({
  page,
}) => {
  await openPartnerPage(page);
  let blocked = true;
  await page.route(/\/widgets\/installer\/InstalledOffers-[^/]+\.js/, (route) =>
    blocked ? route.abort("connectionrefused") : route.continue(),
  );
  await searchBySize(page);
  const alert = widget(page).getByRole("alert");
  await expect(alert).toContainText("This step didn't load. Check your connection and try again.");
  blocked = false;
  // The shopper presses Find tires again, not the small Retry.
  await searchBySize(page);
  await expect(offerCards(page).first()).toBeVisible();
  await expect(widget(page).getByRole("alert")).toHaveCount(0);
});

test("pressing Book again once the server is back opens the schedule that did not load", async ({
  page,
}) => {
  await openPartnerPage(page);
  let blocked = true;
  await page.route(/\/widgets\/installer\/SchedulePicker-[^/]+\.js/, (route) =>
    blocked ? route.abort("connectionrefused") : route.continue(),
  );
  await searchBySize(page);
  const book = offerCards(page)
    .first()
    .getByRole("button", { name: /Book installation/ });
  await book.click();
  await expect(widget(page).getByRole("alert")).toContainText("This step didn't load.");
  blocked = false;
  await book.click();
  await expect(widget(page).getByRole("group", { name: /Install time/ })).toBeVisible();
  await expect(widget(page).getByRole("alert")).toHaveCount(0);
});

test("a failed call is said in a shopper's words, with Retry that works once the server answers", async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text());
  });
  let configDown = true;
  await page.route(/\/api\/widget-app-config/, (route) =>
    configDown
      ? route.fulfill({ status: 502, contentType: "text/html", body: "<h1>Bad gateway</h1>" })
      : route.continue(),
  );
  await page.goto(PARTNER_PAGE);
  const alert = widget(page).getByRole("alert");
  await expect(alert).toContainText(
    "Something went wrong at the tire store. Please try again in a moment.",
  );
  await expect(alert).not.toContainText("502");
  configDown = false;
  await alert.getByRole("button", { name: "Retry" }).click();
  await expect(widget(page).getByRole("heading", { name: "Sunrise Tire Pros" })).toBeVisible();

  // The search fails on the network, then works.
  let searchDown = true;
  await page.route(/\/api\/catalog\/products/, (route) =>
    searchDown ? route.abort("internetdisconnected") : route.continue(),
  );
  await searchBySize(page);
  await expect(alert).toContainText(
    "We can't reach the tire store right now. Check your connection and try again.",
  );
  searchDown = false;
  await alert.getByRole("button", { name: "Retry" }).click();
  await expect(offerCards(page).first()).toBeVisible();
  // One line per failure, no stacks.
  expect(warnings.length).toBeLessThanOrEqual(2);
  for (const warning of warnings) expect(warning).not.toContain("    at ");
});
