import { expect, type Page, test } from "./test";
import { expectNoAxeViolations } from "./widget-host";

/**
 * The store's look on a phone and a laptop: the design system's face and tokens, the home page's
 * shop window, listing cards, the phone's filter sheet and header, the product page's gallery
 * and add bar. What is drawn is in visual.spec.ts; these are the behaviours behind it.
 */

const PHONE = { width: 390, height: 844 };
const SIZE_PAGE = "/tire-sizes/225-50r17";

async function live(page: Page) {
  // Controls that need the page's code appear once it is live.
  await expect(page.getByRole("button", { name: "E-mail us" })).toBeVisible();
}

const box = async (page: Page, selector: string) => {
  const found = await page.locator(selector).first().boundingBox();
  if (!found) throw new Error(`${selector} is not on the page`);
  return found;
};

test("pages are set in the self-hosted face, preloaded, with the tokens on :root", async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on("response", (response) => {
    if (response.url().endsWith(".woff2")) fonts.push(response.url());
  });
  await page.goto("/");
  const preload = page.locator('link[rel="preload"][as="font"]');
  await expect(preload).toHaveAttribute("href", /^\/assets\/inter-[\w-]+\.woff2$/);
  await page.evaluate(() => document.fonts.ready);
  expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(true);
  expect(fonts).toHaveLength(1);
  expect(fonts[0]).toContain(`${await preload.getAttribute("href")}`);
  // Served from our own origin, cached for good under its content hash.
  const font = await page.request.get(`${await preload.getAttribute("href")}`);
  expect(font.headers()["cache-control"]).toContain("immutable");
  expect(
    await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue("--tk-accent").trim(),
    ),
  ).toBe("#1d4ed8");
});

test("the home page is a shop window: finder tabs, trust from the data, steps, deals, brands, popular", async ({
  page,
  request,
}) => {
  await page.goto("/");
  await live(page);
  const stats = await (await request.get("/api/v1/site/stats")).json();
  const trust = page.getByRole("region", { name: "The store in numbers" });
  await expect(trust).toContainText(`${stats.shops.toLocaleString("en-US")}`);
  await expect(trust).toContainText("installer shops in the network");
  await expect(trust).toContainText("Free");

  // The finder: by vehicle first, by size a tab away, with the arrow keys too.
  const tabs = page.getByRole("tablist", { name: "Find tires by" });
  await expect(tabs.getByRole("tab", { name: "By vehicle" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(page.getByRole("region", { name: "Shop by vehicle" })).toBeVisible();
  await tabs.getByRole("tab", { name: "By vehicle" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(tabs.getByRole("tab", { name: "By size" })).toBeFocused();
  await expect(page.getByRole("region", { name: "Shop by vehicle" })).toBeHidden();
  await page.getByLabel("Your tire size").fill("225/50R17");
  await page.getByRole("button", { name: "Find tires" }).click();
  await expect(page).toHaveURL(/\/tire-sizes\/225-50r17$/);
  await page.goBack();

  await expect(page.getByRole("heading", { name: "How buying installed works" })).toBeVisible();
  await expect(page.locator(".home-step")).toHaveCount(3);
  const deals = (await (await request.get("/api/tire-deals")).json()).deals;
  await expect(page.locator(".home-deal")).toHaveCount(Math.min(3, deals.length));

  // The brands as wordmarks: each picture arrives and names its brand.
  const brands = page.getByRole("region", { name: "Brands we carry" });
  const logos = brands.getByRole("img");
  await expect(logos).toHaveCount(12);
  await brands.scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      logos.evaluateAll((images) =>
        images.every((image) => (image as HTMLImageElement).naturalWidth > 0),
      ),
    )
    .toBe(true);
  await expect(logos.first()).toHaveAttribute("alt", /tires$/);
  await expect(page.getByRole("link", { name: "Toyota Camry" })).toHaveAttribute(
    "href",
    "/vehicles/toyota/camry",
  );
  await expectNoAxeViolations(page, "main");
});

for (const viewport of [PHONE, { width: 1366, height: 900 }]) {
  test(`at ${viewport.width} px a listing card's button stays on one line and its set is priced`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto(SIZE_PAGE);
    const card = page.locator(".product-card").first();
    const button = card.getByRole("button", { name: /^Add 4 to cart/ });
    const height = (await button.boundingBox())?.height ?? 0;
    expect(height).toBeLessThan(52);
    // A set of four at four times the price each, and the badges of a deal.
    const each = Number((await card.locator(".price").first().textContent())?.replace(/[$,]/g, ""));
    await expect(card.locator(".price-block__set strong")).toHaveText(
      `$${(each * 4).toLocaleString("en-US", { minimumFractionDigits: 2 })}`,
    );
    await expect(card.getByText(/^Free delivery in 2–4 business days$/)).toBeVisible();
  });
}

test.describe("on a phone", () => {
  test.use({ viewport: PHONE });

  test("the header keeps the cart on the first row, and the open menu covers the ZIP entry", async ({
    page,
  }) => {
    await page.goto("/");
    await live(page);
    const logo = await box(page, ".site-header .logo");
    const cart = await box(page, ".site-header .cart-button");
    expect(Math.abs(cart.y + cart.height / 2 - (logo.y + logo.height / 2))).toBeLessThan(8);
    expect(cart.x + cart.width).toBeLessThanOrEqual(PHONE.width);

    const zip = await box(page, ".zip-entry summary");
    await page.locator(".sub-nav__menu summary").click();
    await expect(page.locator(".sub-nav__drawer")).toBeVisible();
    // Whatever is drawn where the ZIP entry was is the menu, not the entry showing through.
    const onTop = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x as number, y as number)?.closest(".sub-nav") !== null,
      [zip.x + 4, zip.y + zip.height / 2],
    );
    expect(onTop).toBe(true);
  });

  test("filters open as a sheet whose Show button lists the tires they leave", async ({ page }) => {
    await page.goto(SIZE_PAGE);
    await live(page);
    // The first tire is in the first screen, under the count, the Filters button and the sorts.
    const firstCard = await box(page, ".product-card");
    expect(firstCard.y).toBeLessThan(PHONE.height);
    await expect(page.locator("#listing-filters")).toBeHidden();

    await page.getByRole("button", { name: "Filters" }).click();
    const sheet = page.locator("#listing-filters");
    await expect(sheet).toBeVisible();
    await expect(page.getByRole("heading", { name: "Filter tires" })).toBeFocused();
    const resultCount = page.locator(".result-count");
    const countOf = async () =>
      Number(/^(\d+) tires?/.exec((await resultCount.textContent()) ?? "")?.[1]);
    const unfiltered = await countOf();
    await sheet.getByLabel(/^Michelin/).check();
    await expect(page).toHaveURL(/brand=michelin/);
    // The address changes first; the count follows once the filtered tires have come.
    await expect(resultCount).not.toHaveText(new RegExp(`^${unfiltered} tires?`));
    const count = await countOf();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(unfiltered);
    const show = sheet.getByRole("button", { name: `Show ${count} tire${count === 1 ? "" : "s"}` });
    await expect(show).toBeInViewport();
    await show.click();
    await expect(sheet).toBeHidden();
    await expect(page.getByRole("button", { name: "Filters (1)" })).toBeVisible();
    await expect(page.locator(".product-card__brand").first()).toHaveText("Michelin");

    // The count and the sorts stay under the header as the tires scroll by.
    await page.mouse.wheel(0, 2000);
    await expect(page.locator(".listing-toolbar")).toBeInViewport();
    await expect(page.getByRole("navigation", { name: "Sort tires" })).toBeInViewport();
  });

  test("before the page is live, and without JavaScript, the filters are a closed sheet that a link opens", async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(SIZE_PAGE);
      // As the first paint shows it: nothing above the first tire changes when the page goes live.
      const sheet = page.locator("#listing-filters");
      await expect(sheet).toBeHidden();
      const firstCard = await box(page, ".product-card");
      expect(firstCard.y).toBeLessThan(PHONE.height);
      await page.getByRole("link", { name: "Filters" }).click();
      await expect(sheet).toBeVisible();
      await expect(sheet).toBeInViewport();
      await sheet.getByLabel(/^Michelin/).check();
      await sheet.getByRole("button", { name: /^Show \d+ tires?$/ }).click();
      await expect(page).toHaveURL(/brand=michelin/);
      await expect(page.locator(".product-card__brand").first()).toHaveText("Michelin");
      await expect(sheet).toBeHidden();
      await page.getByRole("link", { name: "Filters (1)" }).click();
      await sheet.getByRole("link", { name: "Close" }).click();
      await expect(sheet).toBeHidden();
    } finally {
      await context.close();
    }
  });

  test("the product page's add bar comes once the buy box's button has scrolled away, and adds", async ({
    page,
    request,
  }) => {
    const listing = await (await request.get("/api/catalog/products?size=225-50r17")).json();
    const tire = listing.siteCatalogProducts.find(
      (t: { availability: string }) => t.availability === "ProductStatusAvailable",
    );
    await page.goto(tire.link.href);
    await live(page);
    const bar = page.locator(".sticky-add");
    await expect(bar).toBeHidden();
    await page.getByRole("heading", { name: "Specifications" }).scrollIntoViewIfNeeded();
    await expect(bar).toBeVisible();
    await bar.getByRole("button", { name: /^Add 4 to cart/ }).click();
    await expect(page.getByRole("dialog", { name: "Your cart" })).toBeVisible();
  });
});

test("the product gallery shows the side, tread and angled views", async ({ page, request }) => {
  const listing = await (await request.get("/api/catalog/products?size=225-50r17")).json();
  await page.goto(listing.siteCatalogProducts[0].link.href);
  await live(page);
  const main = page.locator(".gallery__main");
  await expect(main).toHaveAttribute("src", /^\/media\/tires\/[^/]+\.svg$/);
  await page.getByRole("button", { name: "Show the tread view" }).click();
  await expect(main).toHaveAttribute("src", /^\/media\/tires\/treadonly\//);
  await expect(page.getByRole("button", { name: "Show the tread view" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await page.getByRole("button", { name: "Show the angled view" }).click();
  await expect(main).toHaveAttribute("src", /^\/media\/tires\/sidetread\//);
  await expect(main).toHaveJSProperty("complete", true);
  expect(await main.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(
    0,
  );
  // Specifications come in groups.
  for (const group of ["Size and fit", "Performance", "Construction"])
    await expect(page.getByRole("region", { name: group })).toBeVisible();
});

test("a reviewed line's page shows the rating histogram and answers from its owners", async ({
  page,
  request,
}) => {
  const { productLines } = await (await request.get("/api/v1/reviews/product-lines")).json();
  const [line] = productLines;
  const listing = await (
    await request.get(
      `/api/catalog/products?brand=${line.brand.slug}&line=${line.productLine.slug}`,
    )
  ).json();
  await page.goto(listing.siteCatalogProducts[0].link.href);
  const histogram = page.getByRole("list", { name: "Reviews by rating" });
  await expect(histogram.getByRole("listitem")).toHaveCount(5);
  await expect(histogram.getByRole("listitem").first()).toContainText("5 stars");
  await expect(page.getByRole("region", { name: "What shoppers ask" })).toContainText(
    "Owners rate",
  );
  await expectNoAxeViolations(page, "main");
});

test("the compare page shows no tray over its table", async ({ page, request }) => {
  const listing = await (
    await request.get("/api/catalog/products?size=225-50r17&pageSize=3")
  ).json();
  const ids = listing.siteCatalogProducts.map((t: { productId: string }) => t.productId);
  await page.goto(SIZE_PAGE);
  await live(page);
  await page
    .getByRole("checkbox", { name: /^Compare / })
    .first()
    .check();
  await expect(page.getByRole("complementary", { name: "Tires to compare" })).toBeVisible();
  await page.goto(`/compare?ids=${ids.join(",")}`);
  await live(page);
  await expect(page.getByRole("table", { name: "Tires side by side" })).toBeVisible();
  await expect(page.getByRole("complementary", { name: "Tires to compare" })).toHaveCount(0);
});

test("on a phone no page is wider than the screen, so none is shown zoomed out", async ({
  browser,
  request,
}) => {
  const listing = await (
    await request.get("/api/catalog/products?size=225-50r17&pageSize=3")
  ).json();
  const tires: { productId: string; link: { href: string } }[] = listing.siteCatalogProducts;
  // A phone's browser widens its layout to whatever overflows, then shows the page zoomed out.
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    for (const path of [
      "/",
      SIZE_PAGE,
      tires[0]?.link.href ?? "",
      `/compare?ids=${tires.map((t) => t.productId).join(",")}`,
      "/checkout/shipping",
    ]) {
      await page.goto(path);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(PHONE.width);
    }
  } finally {
    await context.close();
  }
});

test("the page is painted without its code, which it asks for after, and then goes live", async ({
  page,
}) => {
  // The HTML names the bundle only in its boot script: no module script or preload to run early.
  const html = await (await page.request.get(SIZE_PAGE)).text();
  expect(html).not.toContain('<script type="module"');
  expect(html).not.toContain('<link rel="modulepreload"');

  await page.setViewportSize(PHONE);
  // Held back, the bundle is asked for all the same, and the page is painted and shown meanwhile.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const asked = page.waitForRequest(/\/assets\/storefront-[\w-]+\.js$/);
  await page.route(/\/assets\/storefront-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(SIZE_PAGE, { waitUntil: "commit" });
  await asked;
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByName("first-contentful-paint").length))
    .toBe(1);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator("html")).not.toHaveAttribute("data-live");
  release();
  await expect(page.locator("html")).toHaveAttribute("data-live", "");
  await page.getByRole("button", { name: "Filters" }).click();
  await expect(page.locator("#listing-filters")).toBeVisible();
});

test("a new page focuses its main content without a ring around it; the keyboard's next stop has one", async ({
  page,
}) => {
  await page.goto("/");
  const main = page.locator("#main");
  const nav = page.getByRole("navigation", { name: "Shop" });
  await nav.locator("summary").filter({ hasText: "Shop by brand" }).click();
  // Followed by the keyboard, where Chromium would show a ring on what script focuses.
  await nav.getByRole("link", { name: "All brands" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/brands$/);
  await expect(main).toBeFocused();
  expect(await main.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe("none");
  await page.keyboard.press("Tab");
  const next = page.locator(":focus");
  await expect(next).not.toHaveAttribute("id", "main");
  expect(await next.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe("solid");
});
