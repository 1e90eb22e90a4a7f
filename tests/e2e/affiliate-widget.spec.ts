import { recordCspViolations } from "./csp";
import { expect, type Locator, type Page, test } from "./test";
import { expectVerdict, firstOfferVerdict, vehicleListingAsked } from "./widget-host";

/**
 * The affiliate widget as a blog embeds it: /examples/affiliate-blog.html has broad CSS of its
 * own and a CSP, and loads <treadkit-affiliate source-id="tirebuyers-blog"> through the loader.
 * Prices and totals are read from the catalogue API, so the offers must match the store.
 */

const BLOG_PAGE = "/examples/affiliate-blog.html";
const ATTRIBUTION = {
  widgetSource: "affiliate",
  widgetType: "affiliate-widget",
  widgetSourceId: "tirebuyers-blog",
};

type Product = {
  brand: { label: string };
  productLine: { name: string };
  size: string;
  priceList: { salePriceInCents: number }[];
  link: { href: string };
};

/** Locators pierce the open shadow root of <treadkit-affiliate>. */
function widget(page: Page): Locator {
  return page.locator("treadkit-affiliate");
}

function offers(page: Page): Locator {
  return widget(page)
    .getByRole("list", { name: /^Tires/ })
    .getByRole("listitem");
}

/**
 * Console errors, uncaught errors and CSP violations while on the blog page; call before goto.
 * Errors are kept only while the page is the blog, since a handoff may land on a 404 page.
 */
async function watchBlog(page: Page) {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && page.url().includes(BLOG_PAGE)) {
      errors.push(`${message.text()} ${message.location().url}`);
    }
  });
  page.on("pageerror", (error) => errors.push(error.message));
  const cspViolations = await recordCspViolations(page);
  // The widget's events cross its shadow root; the blog hears them on document.
  await page.addInitScript(() => {
    const w = window as Window & { __treadkitEvents?: string[] };
    w.__treadkitEvents = [];
    for (const type of ["treadkit:ready", "treadkit:handoff", "treadkit:load-failed"]) {
      document.addEventListener(type, (event) => {
        w.__treadkitEvents?.push(`${type} ${JSON.stringify((event as CustomEvent).detail)}`);
      });
    }
  });
  const events = () =>
    page.evaluate(() => (window as Window & { __treadkitEvents?: string[] }).__treadkitEvents);
  return { errors, cspViolations, events };
}

/** Presses Tab until `target` has focus, as a keyboard user would; fails if it never does. */
async function tabTo(page: Page, target: Locator, maxPresses = 12) {
  for (let i = 0; i < maxPresses; i++) {
    if (await target.evaluate((element) => element.matches(":focus"))) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

async function openBlog(page: Page) {
  await page.goto(BLOG_PAGE);
  await expect(widget(page).getByRole("tab", { name: "By tire size" })).toBeVisible();
}

function attributionOf(href: string) {
  const url = new URL(href);
  return {
    widgetSource: url.searchParams.get("widgetSource"),
    widgetType: url.searchParams.get("widgetType"),
    widgetSourceId: url.searchParams.get("widgetSourceId"),
  };
}

test("searching a size by keyboard shows the store's offers and hands off to the product page", async ({
  page,
  request,
}) => {
  const store = (await (
    await request.get("/api/catalog/products?size=225/50R17&pageSize=3")
  ).json()) as { siteCatalogProducts: Product[]; pagination: { total: number } };
  const first = store.siteCatalogProducts[0] as Product;
  const watch = await watchBlog(page);
  await openBlog(page);

  // Keyboard only: from the blog's last link before the widget, into the size field.
  await page.locator("#before-widget").focus();
  const sizeField = widget(page).getByRole("textbox", { name: "Tire size" });
  await tabTo(page, sizeField);
  await page.keyboard.type("2255017");
  await page.keyboard.press("Enter");

  await expect(offers(page)).toHaveCount(3);
  await expect(widget(page).getByRole("status")).toHaveText(
    `Showing 3 of ${store.pagination.total} tires in 225/50R17`,
  );
  const card = offers(page).first();
  await expect(card.getByRole("heading", { level: 4 })).toHaveText(
    `${first.brand.label} ${first.productLine.name}`,
  );
  const cents = first.priceList[0]?.salePriceInCents ?? 0;
  await expect(card).toContainText(`$${(cents / 100).toFixed(2)} per tire`);
  const all = widget(page).getByRole("link", {
    name: `See all ${store.pagination.total} tires in 225/50R17`,
  });
  expect(attributionOf(await all.evaluate((a: HTMLAnchorElement) => a.href))).toEqual(ATTRIBUTION);

  const seeTire = card.getByRole("link", { name: /^See this tire/ });
  await tabTo(page, seeTire);
  expect(watch.errors).toEqual([]);
  expect(await watch.cspViolations()).toEqual([]);
  expect(await watch.events()).toEqual(['treadkit:ready {"widget":"affiliate"}']);

  await page.keyboard.press("Enter");
  await page.waitForURL((url) => url.pathname === first.link.href);

  // Top-level navigation to the storefront's product path (the storefront may not render it
  // yet), with the affiliate's attribution for the storefront to remember.
  const landed = new URL(page.url());
  expect(landed.origin).toBe(new URL(BLOG_PAGE, page.url()).origin);
  expect(attributionOf(landed.href)).toEqual(ATTRIBUTION);
  expect(watch.errors).toEqual([]);
});

test("searching by vehicle finds the trim's original size, says each offer's fit and hands off to the size page", async ({
  page,
}) => {
  const watch = await watchBlog(page);
  await openBlog(page);

  const bySize = widget(page).getByRole("tab", { name: "By tire size" });
  await bySize.focus();
  await page.keyboard.press("ArrowRight");
  const byVehicle = widget(page).getByRole("tab", { name: "By vehicle" });
  await expect(byVehicle).toBeFocused();
  await expect(byVehicle).toHaveAttribute("aria-selected", "true");

  // Each list loads once the one before is chosen; a keyboard user types to pick an option.
  for (const [label, option] of [
    ["Make", "Toyota"],
    ["Model", "Camry"],
    ["Year", "2019"],
    ["Trim", "SE"],
  ] as const) {
    const select = widget(page).getByRole("combobox", { name: label });
    await expect(select.getByRole("option", { name: option, exact: true })).toBeAttached();
    await tabTo(page, select);
    await page.keyboard.type(option);
    await expect(select.locator("option:checked")).toHaveText(option);
  }
  await expect(widget(page).getByText("Original tire size 235/45R18")).toBeVisible();
  const find = widget(page).getByRole("button", { name: "Find tires" });
  await tabTo(page, find);
  const asked = vehicleListingAsked(page);
  await page.keyboard.press("Enter");

  await expect(
    widget(page).getByRole("heading", {
      name: "Tires for your 2019 Toyota Camry SE (235/45R18)",
    }),
  ).toBeVisible();
  await expect(offers(page).first()).toContainText(/\$\d[\d,]*\.\d{2} per tire/);
  // Each offer says whether it fits the Camry, in the storefront card's words.
  const verdict = await firstOfferVerdict(page.request, await asked);
  expect(verdict.headline).toMatch(/^Fits your 2019 Camry SE/);
  await expectVerdict(offers(page).first(), verdict);
  const all = widget(page).getByRole("link", { name: /^See all \d+ tires? in 235\/45R18$/ });
  expect(watch.errors).toEqual([]);
  expect(await watch.cspViolations()).toEqual([]);

  await all.click();
  await page.waitForURL((url) => url.pathname === "/tire-sizes/235-45r18");
  expect(attributionOf(page.url())).toEqual(ATTRIBUTION);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("235/45R18 Tires");
});

test("the blog can keep the shopper: a canceled treadkit:handoff stops the navigation", async ({
  page,
}) => {
  await openBlog(page);
  await page.evaluate(() => {
    document.addEventListener("treadkit:handoff", (event) => {
      event.preventDefault();
      document.body.dataset.handoff = (event as CustomEvent<{ href: string }>).detail.href;
    });
  });
  await widget(page).getByRole("textbox", { name: "Tire size" }).fill("225/50R17");
  await widget(page).getByRole("button", { name: "Find tires" }).click();
  const link = offers(page)
    .first()
    .getByRole("link", { name: /^See this tire/ });
  const href = await link.evaluate((a: HTMLAnchorElement) => a.href);

  await link.click();
  await expect(page.locator("body")).toHaveAttribute("data-handoff", href);
  expect(page.url()).toContain(BLOG_PAGE);
});

test("an unreadable size gets the core's message, tied to the field", async ({ page }) => {
  await openBlog(page);
  const sizeField = widget(page).getByRole("textbox", { name: "Tire size" });
  await sizeField.fill("225/50");
  await sizeField.press("Enter");

  await expect(widget(page).getByRole("alert")).toHaveText(
    "Please enter a valid tire size, for example 225/50R17",
  );
  await expect(sizeField).toHaveAttribute("aria-invalid", "true");
  await expect(offers(page)).toHaveCount(0);
});

test("the blog's CSS and the widget's styles stay apart", async ({ page, request }) => {
  const source = await (await request.get(BLOG_PAGE)).text();
  const pageOwnStyles = source.match(/<style[\s>]/g)?.length ?? 0;
  await openBlog(page);
  // Open the vehicle tab once, so that its panel exists when hidden again.
  await widget(page).getByRole("tab", { name: "By vehicle" }).click();
  await expect(widget(page).getByRole("combobox", { name: "Make" })).toBeVisible();
  await widget(page).getByRole("tab", { name: "By tire size" }).click();
  await widget(page).getByRole("textbox", { name: "Tire size" }).fill("225/50R17");
  await widget(page).getByRole("button", { name: "Find tires" }).click();
  await expect(offers(page)).toHaveCount(3);

  // The blog's own elements keep the blog's styles: its h2 colour and its rem-based body text.
  const blog = await page.evaluate(() => {
    const h2 = getComputedStyle(document.querySelector("article h2") as Element);
    const p = getComputedStyle(document.querySelector("article p") as Element);
    return { h2Color: h2.color, pFontSize: p.fontSize, pFont: p.fontFamily };
  });
  expect(blog).toEqual({
    h2Color: "rgb(122, 46, 14)",
    pFontSize: "18px",
    pFont: expect.stringContaining("Georgia"),
  });

  // The blog's `h4 { color: #e00 !important }`, `[hidden] { display: block !important }` and
  // 10px rem do not reach inside the widget.
  const heading = offers(page).first().getByRole("heading", { level: 4 });
  expect(await heading.evaluate((element) => getComputedStyle(element).color)).not.toBe(
    "rgb(238, 0, 0)",
  );
  const make = widget(page).getByRole("combobox", { name: "Make", includeHidden: true });
  await expect(make).toBeAttached();
  await expect(make).toBeHidden();
  expect(
    await widget(page)
      .getByRole("textbox", { name: "Tire size" })
      .evaluate((element) => getComputedStyle(element).fontSize),
  ).toBe("16px");

  const styles = await page.evaluate(() => ({
    inDocument: document.querySelectorAll("style").length,
    adopted: document.querySelector("treadkit-affiliate")?.shadowRoot?.adoptedStyleSheets.length,
  }));
  // The widget's sheet, and the one its offers' part brings (their pictures, stars, Show more).
  expect(styles).toEqual({ inDocument: pageOwnStyles, adopted: 2 });
});
