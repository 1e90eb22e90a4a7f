import {
  WIDGET_OFFLINE_MESSAGE,
  WIDGET_TIMEOUT_MESSAGE,
} from "../../packages/core/src/widget/failures";
import { LINE_PAGE_SIZE } from "../../packages/core/src/widget/tiremaker-lines";
import { recordCspViolations } from "./csp";
import { expect, type Locator, type Page, test } from "./test";

/**
 * The tire-maker widget as a brand embeds it: /examples/tiremaker-brand.html is a loud marketing
 * page with broad CSS and a sticky bar at the highest z-index, loading
 * <treadkit-tiremaker brand="michelin" source-id="michelin-us"> through the loader. Prices, totals
 * and shops are read from the data set's API, so the widget must match the store.
 */

const BRAND_PAGE = "/examples/tiremaker-brand.html";
const LINE = "Pilot Sport 4S";
const ATTRIBUTION = {
  widgetSource: "tiremaker",
  widgetType: "manufacturer-widget",
  widgetSourceId: "michelin-us",
};

type Product = {
  productId: string;
  size: string;
  availability: string;
  priceList: { salePriceInCents: number }[];
};
type LineOf = { productLine: { name: string }; loadIndex: number; speedRating: string };
type SiteCart = {
  id: string;
  zip: string | null;
  siteProducts: { productId: string; quantity: number }[];
  installerDetails: { installerId: string } | null;
  cartSummary: { totalInCents: number; installationInCents: number };
};

const usd = (cents: number) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(cents / 100);

/** Locators pierce the open shadow root of <treadkit-tiremaker>. */
function widget(page: Page): Locator {
  return page.locator("treadkit-tiremaker");
}
const cartButton = (page: Page) => widget(page).getByRole("button", { name: /^Cart\b/ });
const dialog = (page: Page) => widget(page).getByRole("dialog");

/** The line's first page of sizes as the catalogue lists them, and how many it has in all. */
async function lineListing(page: Page) {
  const response = await page.request.get(
    `/api/catalog/products?brand=michelin&line=pilot-sport-4s&pageSize=${LINE_PAGE_SIZE}`,
  );
  return (await response.json()) as {
    siteCatalogProducts: Product[];
    pagination: { total: number };
  };
}

/** A size of the line that can be ordered (some are out of stock or priced on request). */
async function orderableSize(page: Page): Promise<Product> {
  const { siteCatalogProducts } = await lineListing(page);
  const size = siteCatalogProducts.find((p) => p.availability === "ProductStatusAvailable");
  if (!size) throw new Error("the line has no size in stock");
  return size;
}

/** The sizes the widget shows before "Show more sizes": one page of the line's, at most. */
async function sizesShownFirst(page: Page): Promise<number> {
  const { pagination } = await lineListing(page);
  expect(pagination.total, "the line has sizes").toBeGreaterThan(0);
  return Math.min(pagination.total, LINE_PAGE_SIZE);
}

async function serverCart(page: Page, cartId: string): Promise<SiteCart> {
  const response = await page.request.get(`/api/cart-summary?cartId=${cartId}`);
  return ((await response.json()) as { siteCart: SiteCart }).siteCart;
}

/**
 * Console errors, uncaught errors and CSP violations while on the brand's page, and every widget
 * event (kept in the test, so they survive the checkout navigation). Call before goto.
 */
async function watchBrandPage(page: Page) {
  const errors: string[] = [];
  const warnings: string[] = [];
  const events: { type: string; detail: Record<string, unknown> }[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && page.url().includes(BRAND_PAGE)) {
      errors.push(`${message.text()} ${message.location().url}`);
    }
    if (message.type() === "warning") warnings.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  const cspViolations = await recordCspViolations(page);
  await page.exposeFunction("__treadkitEvent", (type: string, detail: Record<string, unknown>) => {
    events.push({ type, detail });
  });
  await page.addInitScript(() => {
    const record = (window as Window & { __treadkitEvent?: (t: string, d: unknown) => void })
      .__treadkitEvent;
    for (const type of [
      "treadkit:ready",
      "treadkit:cart-updated",
      "treadkit:installer-selected",
      "treadkit:checkout-started",
      "treadkit:load-failed",
    ]) {
      document.addEventListener(type, (event) => record?.(type, (event as CustomEvent).detail));
    }
  });
  const named = (type: string) => events.filter((e) => e.type === `treadkit:${type}`);
  return { errors, warnings, cspViolations, events, named };
}

async function openBrandPage(page: Page, hash = "") {
  await page.goto(`${BRAND_PAGE}${hash}`);
  await expect(widget(page).getByRole("button", { name: new RegExp(`^${LINE}`) })).toBeVisible();
}

/** Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, key = "Tab", maxPresses = 40) {
  for (let i = 0; i < maxPresses; i++) {
    if (await target.evaluate((element) => element.matches(":focus"))) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

/** The rim diameter of a size label: "225/40ZR18" → "18". */
const rimOf = (size: string) => /R(\d+(?:\.\d)?)/.exec(size)?.[1] ?? "";

/** The fold of a rim's sizes ("18-inch rims · 9 sizes"). */
const rimFold = (page: Page, size: string) =>
  widget(page).locator("summary", { hasText: `${rimOf(size)}-inch rims` });

/** Opens the fold holding `size`, unless it is open already. */
async function revealSize(page: Page, size: string) {
  const fold = rimFold(page, size);
  const open = await fold.evaluate((summary) => (summary.parentElement as HTMLDetailsElement).open);
  if (!open) await fold.click();
}

/** Line, size and quantity, then add to cart, by pointer. */
async function addTires(page: Page, size: Product, quantity: number) {
  await widget(page)
    .getByRole("button", { name: new RegExp(`^${LINE}`) })
    .click();
  await revealSize(page, size.size);
  await widget(page)
    .getByRole("radio", { name: new RegExp(`^${size.size.replace("/", "\\/")}`) })
    .check();
  await widget(page).getByRole("combobox", { name: "Quantity" }).selectOption(String(quantity));
  await widget(page).getByRole("button", { name: "Add to cart" }).click();
  await expect(widget(page).getByRole("status").first()).toHaveText(
    `Added ${quantity} × ${LINE} ${size.size} to your cart`,
  );
}

test("lines, size, add to cart, installer, cart modal by button and by hash, removal, checkout handoff", async ({
  page,
}) => {
  const size = await orderableSize(page);
  const watch = await watchBrandPage(page);
  await openBrandPage(page);
  await expect(
    widget(page).getByRole("heading", { name: "Michelin tires, installed near you" }),
  ).toBeVisible();

  // The line's sizes come with the catalogue's price per tire.
  await widget(page)
    .getByRole("button", { name: new RegExp(`^${LINE}`) })
    .click();
  await expect(widget(page).getByRole("group", { name: `Sizes of ${LINE}` })).toBeVisible();
  const shown = await sizesShownFirst(page);
  await expect(widget(page).getByRole("radio", { includeHidden: true })).toHaveCount(shown);
  // Folded by rim, the smallest open: a page of sizes is a few rows, not screens of them.
  const folds = widget(page).locator("details");
  expect(await folds.count()).toBeGreaterThan(1);
  await expect(folds.first()).toHaveAttribute("open", "");
  expect(await widget(page).getByRole("radio").count()).toBeLessThan(shown);
  await revealSize(page, size.size);
  // The line has more sizes than one page: the widget says how many it shows of them.
  const { total } = (await lineListing(page)).pagination;
  expect(total).toBeGreaterThan(LINE_PAGE_SIZE);
  await expect(widget(page).getByText(`Showing ${LINE_PAGE_SIZE} of ${total} sizes`)).toBeVisible();
  const price = size.priceList[0]?.salePriceInCents ?? 0;
  await expect(
    widget(page)
      .getByText(`${usd(price)} per tire`, { exact: false })
      .first(),
  ).toBeVisible();

  await addTires(page, size, 2);
  await expect(cartButton(page)).toHaveAccessibleName(/2 tires$/);
  const created = watch.named("cart-updated").at(-1)?.detail;
  expect(created).toMatchObject({ widget: "tiremaker", count: 2 });
  const cartId = String(created?.cartId);
  const cart = await serverCart(page, cartId);
  // Partner widget mode: the cart carries the partner checkout ZIP, not the shopper's.
  expect(cart.zip).toBe("33301");
  expect(created?.totalInCents).toBe(cart.cartSummary.totalInCents);

  // Installers near a ZIP; choosing one installs the cart's tires there.
  await widget(page).getByRole("textbox", { name: "ZIP code" }).fill("33301");
  await widget(page).getByRole("button", { name: "Find shops" }).click();
  const shops = widget(page).getByRole("list", { name: "Installers near 33301" });
  const firstShop = shops.getByRole("listitem").first();
  const company = (await firstShop.getByRole("heading", { level: 4 }).textContent()) ?? "";
  await firstShop.getByRole("button", { name: /^Install here/ }).click();
  await expect(widget(page).getByRole("status").first()).toHaveText(
    `Your tires will be installed at ${company}`,
  );
  await expect(firstShop.getByRole("button", { name: /^Installing here/ })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  expect(watch.named("installer-selected").at(-1)?.detail).toMatchObject({
    widget: "tiremaker",
    company,
  });
  const installed = await serverCart(page, cartId);
  expect(installed.installerDetails).not.toBeNull();

  // The cart button opens the modal in the top layer, whatever the page's z-index.
  await cartButton(page).click();
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page)).toHaveAccessibleName("Your cart");
  expect(await dialog(page).evaluate((d) => d.matches(":modal"))).toBe(true);
  await expect(dialog(page)).toContainText(`Installation at ${company}`);
  await expect(dialog(page)).toContainText(usd(installed.cartSummary.totalInCents));

  // Quantity change: the server prices it, the badge follows.
  const label = `Michelin ${LINE} ${size.size}`;
  await dialog(page)
    .getByRole("combobox", { name: `Quantity of ${label}` })
    .selectOption("4");
  await expect(dialog(page).getByRole("status")).toHaveText("Quantity changed to 4");
  const four = await serverCart(page, cartId);
  expect(four.siteProducts).toEqual([expect.objectContaining({ quantity: 4 })]);
  await expect(dialog(page)).toContainText(usd(four.cartSummary.totalInCents));
  await expect(cartButton(page)).toHaveAccessibleName(/4 tires$/, { timeout: 5000 });

  // Escape closes it and focus goes back to the cart button that opened it.
  await page.keyboard.press("Escape");
  await expect(dialog(page)).toBeHidden();
  await expect(cartButton(page)).toBeFocused();

  // The page's own link to #cart_summary_modal_open=true opens it too.
  await page.locator("#open-cart-link").click();
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page)).toContainText(label);

  // Removing the last tire: the empty-cart modal, and no navigation away from the brand's page.
  const before = page.url();
  await dialog(page)
    .getByRole("button", { name: `Remove ${label}` })
    .click();
  await expect(dialog(page)).toHaveAccessibleName("Your cart is empty");
  await expect(dialog(page).getByRole("link", { name: "Check out" })).toHaveCount(0);
  expect(page.url()).toBe(before);
  expect(watch.named("cart-updated").at(-1)?.detail).toEqual({
    widget: "tiremaker",
    cartId: null,
    count: 0,
    totalInCents: 0,
  });
  expect((await page.request.get(`/api/cart-summary?cartId=${cartId}`)).status()).toBe(404);
  await dialog(page).getByRole("button", { name: "Continue shopping" }).click();
  await expect(dialog(page)).toBeHidden();
  // Closing took the flag out of the URL, so the same link can open the cart again.
  expect(new URL(page.url()).hash).toBe("");
  await expect(cartButton(page)).toHaveAccessibleName(/0 tires$/);

  // Add again (at the chosen shop), then check out on the storefront.
  await widget(page).getByRole("button", { name: "Add to cart" }).click();
  await expect(cartButton(page)).toHaveAccessibleName(/2 tires$/);
  const again = watch.named("cart-updated").at(-1)?.detail;
  const newCartId = String(again?.cartId);
  expect(newCartId).not.toBe(cartId);
  expect((await serverCart(page, newCartId)).installerDetails).not.toBeNull();

  await cartButton(page).click();
  const checkout = dialog(page).getByRole("link", { name: "Check out" });
  const href = new URL(await checkout.evaluate((a: HTMLAnchorElement) => a.href));
  expect(href.origin).toBe(new URL(page.url()).origin);
  expect(href.pathname).toBe("/checkout/shipping");
  expect(Object.fromEntries(href.searchParams)).toEqual({ cartId: newCartId, ...ATTRIBUTION });
  expect(watch.errors).toEqual([]);
  expect(await watch.cspViolations()).toEqual([]);

  await checkout.click();
  await page.waitForURL((url) => url.pathname === "/checkout/shipping");
  expect(page.url()).toBe(href.href);
  expect(watch.named("checkout-started")).toEqual([
    {
      type: "treadkit:checkout-started",
      detail: { widget: "tiremaker", cartId: newCartId, href: href.href },
    },
  ]);
  expect(watch.named("ready")).toEqual([
    { type: "treadkit:ready", detail: { widget: "tiremaker" } },
  ]);
  expect(watch.errors).toEqual([]);
});

test("the hash opens the cart on arrival; a canceled checkout-started keeps the shopper", async ({
  page,
}) => {
  const size = await orderableSize(page);
  const watch = await watchBrandPage(page);
  await openBrandPage(page);
  await addTires(page, size, 1);

  await openBrandPage(page, "#cart_summary_modal_open=true");
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page)).toContainText(`Michelin ${LINE} ${size.size}`);
  await expect(cartButton(page)).toHaveAccessibleName(/1 tire$/);

  await page.evaluate(() =>
    document.addEventListener("treadkit:checkout-started", (event) => event.preventDefault()),
  );
  const before = page.url();
  await dialog(page).getByRole("link", { name: "Check out" }).click();
  await expect.poll(() => watch.named("checkout-started").length).toBe(1);
  expect(page.url()).toBe(before);
  await expect(dialog(page)).toBeVisible();

  // Closing by its button gives focus to the cart button: nothing inside had it before.
  await dialog(page).getByRole("button", { name: "Close cart" }).click();
  await expect(dialog(page)).toBeHidden();
  await expect(cartButton(page)).toBeFocused();
  expect(watch.errors).toEqual([]);
  expect(await watch.cspViolations()).toEqual([]);
});

test("the size finder finds the maker's tires by rim and width, and by vehicle, across its lines", async ({
  page,
}) => {
  const watch = await watchBrandPage(page);
  await openBrandPage(page);
  const finder = widget(page).getByRole("region", { name: "Find your size" });
  await finder.getByRole("combobox", { name: "Rim" }).selectOption("18");
  await finder.getByRole("combobox", { name: "Width" }).selectOption("235");
  await finder.getByRole("button", { name: "Find sizes" }).click();
  const found = finder.getByRole("group", { name: "235 mm wide sizes on 18-inch rims" });
  await expect(found).toBeVisible();

  // Exactly the brand's 235 mm tires on 18-inch rims, of every line, as the catalogue lists them.
  const listing = await page.request.get(
    `/api/catalog/products?brand=michelin&rimDiameter=18&width=235&pageSize=${LINE_PAGE_SIZE}`,
  );
  const expected = ((await listing.json()) as { siteCatalogProducts: (Product & LineOf)[] })
    .siteCatalogProducts;
  expect(expected.every((p) => /^235\//.test(p.size))).toBe(true);
  expect(new Set(expected.map((p) => p.productLine.name)).size).toBeGreaterThan(1);
  const radios = found.getByRole("radio", { includeHidden: true });
  await expect(radios).toHaveCount(expected.length);
  const labels = await radios.evaluateAll((inputs) =>
    inputs.map((input) => input.parentElement?.textContent ?? ""),
  );
  for (const label of labels) expect(label).toMatch(/235\/\d+Z?R18/);

  const pick = expected.find((p) => p.availability === "ProductStatusAvailable");
  if (!pick) throw new Error("no 235 mm, 18-inch Michelin in stock");
  await found
    .getByRole("radio", {
      name: `${pick.productLine.name} ${pick.size} ${pick.loadIndex}${pick.speedRating} `,
    })
    .check();
  await finder.getByRole("button", { name: "Add to cart" }).click();
  await expect(widget(page).getByRole("status").first()).toHaveText(
    `Added 4 × ${pick.productLine.name} ${pick.size} to your cart`,
  );
  await expect(cartButton(page)).toHaveAccessibleName(/4 tires$/);

  // By vehicle: the pickers arrive when asked for, and find the brand's tires in its size.
  await finder.getByRole("button", { name: "Find by vehicle" }).click();
  for (const label of ["Make", "Model", "Year", "Trim"]) {
    const select = finder.getByLabel(label, { exact: true });
    await expect(select.locator("option").nth(1)).toBeAttached();
    await select.selectOption({ index: 1 });
  }
  await finder.getByRole("button", { name: "Find tires" }).click();
  const fits = finder.getByRole("group", { name: /^Sizes that fit a \d{4} / });
  const none = finder.getByText("No Michelin tire matches.", { exact: false });
  await expect(fits.or(none)).toBeVisible();
  if (await fits.isVisible()) {
    // Every tire found is in the vehicle's size, which the legend names.
    const legend = (await fits.locator("legend").textContent()) ?? "";
    const oeSize = /\(([^)]+)\)$/.exec(legend)?.[1] ?? "";
    expect(oeSize).toMatch(/\d{3}\/\d{2}/);
    const texts = await fits
      .getByRole("radio", { includeHidden: true })
      .evaluateAll((inputs) => inputs.map((input) => input.parentElement?.textContent ?? ""));
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(text).toContain(oeSize);
  }
  expect(watch.errors).toEqual([]);
});

test("the size finder pages through every size on a rim with Show more sizes", async ({ page }) => {
  const watch = await watchBrandPage(page);
  await openBrandPage(page);
  // The brand's 15-inch tires are more than a page.
  const listing = await page.request.get(
    "/api/catalog/products?brand=michelin&rimDiameter=15&pageSize=1",
  );
  const { total } = ((await listing.json()) as { pagination: { total: number } }).pagination;
  expect(total).toBeGreaterThan(LINE_PAGE_SIZE);
  const finder = widget(page).getByRole("region", { name: "Find your size" });
  await finder.getByRole("combobox", { name: "Rim" }).selectOption("15");
  await finder.getByRole("button", { name: "Find sizes" }).click();
  const found = finder.getByRole("group", { name: "Sizes on 15-inch rims" });
  const radios = found.getByRole("radio", { includeHidden: true });
  await expect(radios).toHaveCount(LINE_PAGE_SIZE);
  await expect(found.getByText(`Showing ${LINE_PAGE_SIZE} of ${total} sizes`)).toBeVisible();
  await found.getByRole("button", { name: "Show more sizes" }).click();
  await expect(radios).toHaveCount(total);
  await expect(
    found.getByRole("button", { name: /Show more sizes|Loading more sizes/ }),
  ).toHaveCount(0);
  const labels = await radios.evaluateAll((inputs) =>
    inputs.map((input) => input.parentElement?.textContent ?? ""),
  );
  for (const label of labels) expect(label).toMatch(/R15/);
  expect(watch.errors).toEqual([]);
});

test("keyboard only: line, size, quantity, add, open the cart and close it", async ({ page }) => {
  const size = await orderableSize(page);
  const watch = await watchBrandPage(page);
  await openBrandPage(page);

  await page.locator(".topbar a[href='#buy']").focus();
  const line = widget(page).getByRole("button", { name: new RegExp(`^${LINE}`) });
  await tabTo(page, line);
  await page.keyboard.press("Enter");
  await expect(line).toHaveAttribute("aria-pressed", "true");

  // To the size's rim (a disclosure: Enter opens it), into its sizes, then the size itself.
  const fold = rimFold(page, size.size);
  const opened = await fold.evaluate(
    (summary) => (summary.parentElement as HTMLDetailsElement).open,
  );
  if (!opened) {
    await tabTo(page, fold);
    await page.keyboard.press("Enter");
  }
  const radio = widget(page).getByRole("radio", {
    name: new RegExp(`^${size.size.replace("/", "\\/")}`),
  });
  await tabTo(page, radio);
  await page.keyboard.press("Space");
  await expect(radio).toBeChecked();

  const quantity = widget(page).getByRole("combobox", { name: "Quantity" });
  await tabTo(page, quantity);
  await page.keyboard.press("ArrowUp");
  await expect(quantity).toHaveValue("3");
  await tabTo(page, widget(page).getByRole("button", { name: "Add to cart" }));
  await page.keyboard.press("Enter");
  await expect(cartButton(page)).toHaveAccessibleName(/3 tires$/);

  await tabTo(page, cartButton(page), "Shift+Tab");
  await page.keyboard.press("Enter");
  await expect(dialog(page)).toBeVisible();
  // Focus moved into the modal; Tab stays among its controls.
  await expect(dialog(page).getByRole("button", { name: "Close cart" })).toBeFocused();
  const focusInDialog = () =>
    widget(page).evaluate(
      (host) =>
        host.shadowRoot?.activeElement?.closest("dialog") !== null &&
        host.shadowRoot?.activeElement !== null,
    );
  // Close, quantity, remove, check out: the page behind is inert.
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press("Tab");
    expect(await focusInDialog()).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(dialog(page)).toBeHidden();
  await expect(cartButton(page)).toBeFocused();
  expect(watch.errors).toEqual([]);
});

test("on a phone the open modal locks the page's scroll, and closing releases it", async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 660 });
  await openBrandPage(page);
  const overflow = () => page.evaluate(() => document.documentElement.style.overflow);
  await cartButton(page).click();
  await expect(dialog(page)).toHaveAccessibleName("Your cart is empty");
  await expect.poll(overflow).toBe("hidden");
  await page.keyboard.press("Escape");
  await expect(dialog(page)).toBeHidden();
  // The lock goes with the modal's effect, a frame after the dialog itself has closed.
  await expect.poll(overflow).toBe("");
});

test("the cart modal is a lazy chunk, fetched on first open only", async ({ page }) => {
  const chunks: string[] = [];
  page.on("request", (request) => {
    // The lazy chunks beside the widget's app (/widgets/tiremaker/app.js, its first load).
    if (/\/widgets\/tiremaker\/(?!app\.js).+\.js$/.test(request.url())) chunks.push(request.url());
  });
  await openBrandPage(page);
  // As it mounts, the widget fetches the parts under the lines (size finder, shops near a ZIP)
  // and what the shopper does next; the modal is not among them.
  await expect(widget(page).getByRole("heading", { name: "Installers near you" })).toBeVisible();
  const named = (part: string) => chunks.filter((url) => url.includes(`/${part}-`));
  expect(named("UnderTheLines")).toHaveLength(1);
  await expect.poll(() => named("tiremaker-actions")).toHaveLength(1);
  expect(named("CartSummaryModal")).toEqual([]);
  const before = chunks.length;
  await cartButton(page).click();
  await expect(dialog(page)).toBeVisible();
  expect(chunks.slice(before)).toEqual([expect.stringContaining("/CartSummaryModal-")]);
  // Its styles came with it: the modal's own rules apply in the widget's shadow root.
  expect(await dialog(page).evaluate((element) => getComputedStyle(element).borderRadius)).toBe(
    "12px",
  );
});

test("the brand's CSS stays out of the widget, and a missing brand gets a clear message", async ({
  page,
}) => {
  await openBrandPage(page);
  const line = widget(page).getByRole("button", { name: new RegExp(`^${LINE}`) });
  const style = await line.evaluate((element) => {
    const s = getComputedStyle(element);
    return { transform: s.textTransform, fontSize: s.fontSize };
  });
  expect(style).toEqual({ transform: "none", fontSize: "15px" });
  // The page's `* { text-transform: uppercase; letter-spacing }` matches the host element and
  // would be inherited by everything inside; the widget's text stays as written.
  const label = widget(page).getByText("Choose a tire line");
  expect(
    await label.evaluate((element) => {
      const s = getComputedStyle(element);
      return [s.textTransform, s.letterSpacing];
    }),
  ).toEqual(["none", "normal"]);

  await page.evaluate(() => {
    const bare = document.createElement("treadkit-tiremaker");
    bare.id = "bare";
    document.body.append(bare);
  });
  await expect(page.locator("#bare").getByRole("alert")).toHaveText(
    'This tire widget needs the brand it shows, e.g. <treadkit-tiremaker brand="michelin">',
  );
});

test("a host page's own CART_ID stays its own; the widget keeps its cart under treadkit: keys", async ({
  page,
}) => {
  const size = await orderableSize(page);
  // The brand's site already keeps a cart of its own under the same names, and a stale value
  // sits under the widget's key: neither may break the widget.
  await page.addInitScript(() => {
    if (localStorage.getItem("CART_ID") !== null) return;
    localStorage.setItem("CART_ID", "host-cart-42");
    localStorage.setItem("CART_QTY", "7");
    localStorage.setItem("treadkit:CART_ID", "host-cart-42");
    localStorage.setItem("treadkit:CART_QTY", "3");
  });
  const watch = await watchBrandPage(page);
  await openBrandPage(page);
  await expect(cartButton(page)).toHaveAccessibleName(/0 tires$/);
  await addTires(page, size, 2);
  await expect(cartButton(page)).toHaveAccessibleName(/2 tires$/);

  const stored = await page.evaluate(() => ({ ...localStorage }));
  expect(stored.CART_ID).toBe("host-cart-42");
  expect(stored.CART_QTY).toBe("7");
  expect(stored["treadkit:CART_QTY"]).toBe("2");
  const cartId = stored["treadkit:CART_ID"] ?? "";
  expect((await serverCart(page, cartId)).siteProducts).toEqual([
    expect.objectContaining({ productId: size.productId, quantity: 2 }),
  ]);
  // Nothing of the widget's outside its namespace, bar the page's own entries.
  const foreign = Object.keys(stored).filter(
    (key) => !key.startsWith("treadkit:") && key !== "CART_ID" && key !== "CART_QTY",
  );
  expect(foreign).toEqual([]);
  expect(watch.errors).toEqual([]);
});

test("a page with two tire-makers opens one cart modal from the hash", async ({ page }) => {
  await page.route("**/examples/two-brands.html", (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Two brands</title>
        </head><body><main>
        <treadkit-tiremaker brand="michelin" source-id="michelin-us"></treadkit-tiremaker>
        <treadkit-tiremaker brand="michelin" source-id="michelin-us"></treadkit-tiremaker>
        </main><script async src="/widgets/loader.js"></script></body></html>`,
    }),
  );
  await page.goto("/examples/two-brands.html#cart_summary_modal_open=true");
  const makers = page.locator("treadkit-tiremaker");
  await expect(makers.first().getByRole("dialog")).toBeVisible();
  await expect(makers.nth(1).getByRole("button", { name: /^Cart\b/ })).toBeVisible();
  const open = () =>
    makers.evaluateAll((elements) =>
      elements.map((element) => Boolean(element.shadowRoot?.querySelector("dialog[open]"))),
    );
  expect(await open()).toEqual([true, false]);

  // Closed, then asked for again by a link on the page: still one.
  await makers.first().getByRole("button", { name: "Close cart" }).click();
  await expect(makers.first().getByRole("dialog")).toBeHidden();
  await page.evaluate(() => {
    window.location.hash = "cart_summary_modal_open=true";
  });
  await expect(makers.first().getByRole("dialog")).toBeVisible();
  expect(await open()).toEqual([true, false]);
});

// Asked for again with the small Retry, or by the shopper repeating what they did.
const askAgain: [string, (page: Page) => Promise<void>][] = [
  [
    "Retry",
    (page) => widget(page).getByRole("alert").getByRole("button", { name: "Retry" }).click(),
  ],
  ["pressing Cart again", (page) => cartButton(page).click()],
];
for (const [how, again] of askAgain) {
  test(`a cart modal that fails to load says so, and opens once the server answers (${how})`, async ({
    page,
  }) => {
    const watch = await watchBrandPage(page);
    let blocked = false;
    await page.route(/\/widgets\/tiremaker\/(?!app\.js)[^/]+\.js/, (route) =>
      blocked ? route.abort("connectionrefused") : route.continue(),
    );
    await openBrandPage(page);
    // The parts fetched as the widget mounts are in; the modal's chunk is not asked for yet.
    await expect(widget(page).getByRole("heading", { name: "Installers near you" })).toBeVisible();
    blocked = true;
    await cartButton(page).click();
    const alert = widget(page).getByRole("alert");
    await expect(alert).toContainText(
      "This step didn't load. Check your connection and try again.",
    );
    await expect(alert.getByRole("button", { name: "Retry" })).toBeVisible();
    blocked = false;
    await again(page);
    await expect(dialog(page)).toBeVisible();
    await expect(widget(page).getByRole("alert")).toHaveCount(0);
    expect(watch.errors.filter((e) => !e.startsWith("Failed to load resource"))).toEqual([]);
  });
}

test("parts that do not arrive leave the lines working, say so with Retry, and come back", async ({
  page,
}) => {
  const watch = await watchBrandPage(page);
  let blocked = true;
  await page.route(/\/widgets\/tiremaker\/(?!app\.js)[^/]+\.js/, (route) =>
    blocked ? route.abort("connectionrefused") : route.continue(),
  );
  // The first load holds the lines: they come without any later chunk.
  await openBrandPage(page);
  const failed = widget(page).getByRole("alert");
  // The size finder and the shops near a ZIP, one chunk fetched as the widget mounts, say so.
  await expect(failed).toHaveCount(1);
  await expect(failed).toContainText("This step didn't load. Check your connection and try again.");
  // Choosing a line needs the actions' chunk: the same words, in place of the sizes.
  await widget(page)
    .getByRole("button", { name: new RegExp(`^${LINE}`) })
    .click();
  await expect(failed).toHaveCount(2);
  await expect(failed.nth(1)).toContainText("This step didn't load.");

  blocked = false;
  while ((await failed.count()) > 0) {
    await failed.first().getByRole("button", { name: "Retry" }).click();
  }
  await expect(widget(page).getByRole("heading", { name: "Find your size" })).toBeVisible();
  await expect(widget(page).getByRole("heading", { name: "Installers near you" })).toBeVisible();
  await expect(widget(page).getByRole("group", { name: `Sizes of ${LINE}` })).toBeVisible();
  expect(watch.errors.filter((e) => !e.startsWith("Failed to load resource"))).toEqual([]);
  // One warning a failure, without a stack.
  expect(watch.warnings.length).toBeLessThanOrEqual(2);
  expect(watch.warnings.join("\n")).not.toMatch(/\n\s+at /);
});

test("lines that cannot be fetched say so with Retry, and come once the store answers", async ({
  page,
}) => {
  const watch = await watchBrandPage(page);
  await page.route("**/api/catalog/products?*", (route) => route.abort("connectionreset"));
  await page.goto(BRAND_PAGE);
  const failed = widget(page).getByRole("alert");
  await expect(failed).toContainText(WIDGET_OFFLINE_MESSAGE);
  await page.unroute("**/api/catalog/products?*");
  await failed.getByRole("button", { name: "Retry" }).click();
  await expect(widget(page).getByRole("button", { name: new RegExp(`^${LINE}`) })).toBeVisible();
  await expect(widget(page).getByRole("alert")).toHaveCount(0);
  // Nothing thrown into the brand's page, and no error of the widget's: only the browser's own
  // line about the refused request.
  expect(watch.errors.filter((e) => !e.startsWith("Failed to load resource"))).toEqual([]);
});

test("a store that does not answer in time is said so, with Retry that works once it does", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const watch = await watchBrandPage(page);
  // The lines call is held unanswered: the widget gives up after its 10 s timeout.
  await page.route("**/api/catalog/products?*", () => {});
  await page.goto(BRAND_PAGE);
  const failed = widget(page).getByRole("alert");
  await expect(failed).toContainText(WIDGET_TIMEOUT_MESSAGE, { timeout: 25_000 });
  await page.unroute("**/api/catalog/products?*");
  await failed.getByRole("button", { name: "Retry" }).click();
  await expect(widget(page).getByRole("button", { name: new RegExp(`^${LINE}`) })).toBeVisible();
  await expect(widget(page).getByRole("alert")).toHaveCount(0);
  expect(watch.errors.filter((e) => !e.startsWith("Failed to load resource"))).toEqual([]);
});
