import { type Browser, expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./widget-host";

/**
 * Listing filters, sort and pages (storefront.md §2, §8 "Sorry, no matching results found",
 * "Search filters removed"), with JavaScript (in place) and without (a GET form), and the
 * catalogue's narrower listing routes. The demo catalogue: 225/50R17 holds 12 passenger tires,
 * all load index 94, two lines at list price, one run-flat line (Bridgestone Potenza Sport).
 */

const SIZE_PAGE = "/tire-sizes/225-50r17";

const cards = (page: Page) => page.locator(".product-card");
const filters = (page: Page) => page.getByRole("region", { name: "Filter tires" });

async function texts(page: Page, selector: string): Promise<string[]> {
  return page.locator(`.product-card ${selector}`).allTextContents();
}

/** "$1,118.99" → 1118.99 */
const dollars = (text: string) => Number(text.replace(/[$,]/g, ""));

/** Marks the window: a full page load wipes the mark, a client-side navigation keeps it. */
async function markWindow(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { __listingMarker?: number }).__listingMarker = 1;
  });
}

async function expectSameWindow(page: Page) {
  expect(
    await page.evaluate(() => (window as unknown as { __listingMarker?: number }).__listingMarker),
    "the page was reloaded instead of updating in place",
  ).toBe(1);
}

/** Waits until the page has hydrated: React has attached its handlers to the filter form. */
async function gotoHydrated(page: Page, path: string) {
  await page.goto(path, { waitUntil: "networkidle" });
}

async function withoutJavaScript(browser: Browser, run: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

test.describe("with JavaScript, each filter narrows the list in place", () => {
  test("brand", async ({ page }) => {
    await gotoHydrated(page, SIZE_PAGE);
    await expect(cards(page)).toHaveCount(12);
    await markWindow(page);
    await filters(page)
      .getByLabel(/^Michelin/)
      .check();
    await expect(page).toHaveURL(/\?brand=michelin$/);
    await expect(cards(page)).toHaveCount(3);
    expect(new Set(await texts(page, ".product-card__brand"))).toEqual(new Set(["Michelin"]));
    await expect(page.getByRole("link", { name: "Remove filter Michelin" })).toBeVisible();
    await expect(page.locator(".result-count")).toHaveText("3 tires in 225/50R17");
    await expectSameWindow(page);
  });

  test("category", async ({ page }) => {
    await gotoHydrated(page, SIZE_PAGE);
    await markWindow(page);
    await filters(page)
      .getByLabel(/^Summer/)
      .check();
    await expect(page).toHaveURL(/category=summer/);
    await expect(cards(page)).toHaveCount(3);
    for (const text of await texts(page, ".product-card__size")) expect(text).toContain("Summer");
    await expectSameWindow(page);
  });

  test("speed rating", async ({ page }) => {
    await gotoHydrated(page, SIZE_PAGE);
    await markWindow(page);
    await filters(page).getByRole("group", { name: "Speed rating" }).getByLabel(/^H/).check();
    await expect(page).toHaveURL(/speedRating=H/);
    await expect(cards(page)).toHaveCount(2);
    for (const text of await texts(page, ".product-card__size")) expect(text).toMatch(/94H ·/);
    await expectSameWindow(page);
  });

  test("price", async ({ page }) => {
    await gotoHydrated(page, SIZE_PAGE);
    await markWindow(page);
    const max = filters(page).getByLabel("Max ($)");
    await max.fill("150");
    await max.press("Enter");
    await expect(page).toHaveURL(/maxPrice=150/);
    await expect(page.getByRole("link", { name: "Remove filter Up to $150" })).toBeVisible();
    const prices = (await texts(page, ".price")).map(dollars);
    expect(prices.length).toBeGreaterThan(0);
    expect(prices.length).toBeLessThan(12);
    for (const price of prices) expect(price).toBeLessThanOrEqual(150);
    await expectSameWindow(page);
  });

  test("run-flat", async ({ page }) => {
    await gotoHydrated(page, SIZE_PAGE);
    await markWindow(page);
    await filters(page).getByLabel("Run-flat only").check();
    await expect(page).toHaveURL(/runFlat=true/);
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).locator(".product-card__name")).toHaveText("Potenza Sport");
    await expectSameWindow(page);
  });

  test("deals", async ({ page }) => {
    await gotoHydrated(page, SIZE_PAGE);
    await markWindow(page);
    await filters(page).getByLabel("Deals only").check();
    await expect(page).toHaveURL(/deals=true/);
    await expect(cards(page)).toHaveCount(10);
    // Every tire left is on sale: its list price is struck through.
    await expect(cards(page).locator(".list-price")).toHaveCount(10);
    await expectSameWindow(page);
  });

  test("tire type and load index", async ({ page }) => {
    await gotoHydrated(page, "/categories/all-terrain");
    await expect(cards(page)).toHaveCount(12);
    await markWindow(page);
    await filters(page)
      .getByLabel(/^Light Truck/)
      .check();
    await expect(page).toHaveURL(/type=light-truck/);
    await expect(cards(page)).toHaveCount(4);
    for (const text of await texts(page, ".product-card__size")) {
      expect(text).toContain("Light Truck");
    }
    await filters(page).getByLabel("Any type").check();
    await expect(cards(page)).toHaveCount(12);
    await filters(page).getByLabel("Minimum load index").selectOption("110");
    await expect(page).toHaveURL(/minLoadIndex=110/);
    await expect(cards(page)).toHaveCount(6);
    for (const text of await texts(page, ".product-card__size")) {
      const loadIndex = Number(/ (\d+)[A-Z] ·/.exec(text)?.[1]);
      expect(loadIndex).toBeGreaterThanOrEqual(110);
    }
    await expectSameWindow(page);
  });
});

test.describe("without JavaScript, the filters are a GET form", () => {
  test("brand, category, speed rating, price, run-flat, deals, type and load index", async ({
    browser,
  }) => {
    await withoutJavaScript(browser, async (page) => {
      const apply = async () => {
        await filters(page).getByRole("button", { name: "Apply filters" }).click();
        await page.waitForLoadState();
      };
      await page.goto(SIZE_PAGE);
      await filters(page)
        .getByLabel(/^Pirelli/)
        .check();
      await filters(page)
        .getByLabel(/^Michelin/)
        .check();
      await apply();
      await expect(page).toHaveURL(/brand=michelin&brand=pirelli/);
      await expect(cards(page)).toHaveCount(5);
      await expect(page.getByRole("link", { name: "Remove filter Pirelli" })).toBeVisible();

      await filters(page).getByLabel(/^UHP/).check();
      await apply();
      await expect(cards(page)).toHaveCount(1);
      await expect(cards(page).locator(".product-card__name")).toHaveText("Pilot Sport 4S");

      await page.goto(SIZE_PAGE);
      await filters(page).getByRole("group", { name: "Speed rating" }).getByLabel(/^W/).check();
      await apply();
      await expect(cards(page)).toHaveCount(1);

      await page.goto(SIZE_PAGE);
      await filters(page).getByLabel("Min ($)").fill("200");
      await apply();
      for (const price of (await texts(page, ".price")).map(dollars)) {
        expect(price).toBeGreaterThanOrEqual(200);
      }

      await page.goto(SIZE_PAGE);
      await filters(page).getByLabel("Run-flat only").check();
      await filters(page).getByLabel("Deals only").check();
      await apply();
      await expect(cards(page)).toHaveCount(1);

      await page.goto("/categories/all-terrain");
      await filters(page)
        .getByLabel(/^SUV\/Crossover/)
        .check();
      await filters(page).getByLabel("Minimum load index").selectOption("110");
      await apply();
      await expect(cards(page)).toHaveCount(4);
      for (const text of await texts(page, ".product-card__size")) {
        expect(text).toContain("SUV/Crossover");
      }
    });
  });

  test("removing a chip and clearing all filters are plain links", async ({ browser }) => {
    await withoutJavaScript(browser, async (page) => {
      await page.goto(`${SIZE_PAGE}?brand=michelin&brand=pirelli&sort=price-desc`);
      await expect(cards(page)).toHaveCount(5);
      await page.getByRole("link", { name: "Remove filter Michelin" }).click();
      await expect(page).toHaveURL(/\?brand=pirelli&sort=price-desc$/);
      await expect(cards(page)).toHaveCount(2);
      await page.getByRole("link", { name: "Clear all filters" }).click();
      await expect(page).toHaveURL(/\?sort=price-desc$/);
      await expect(cards(page)).toHaveCount(12);
    });
  });
});

test("sort, filters and pages keep each other; a new filter starts again at page 1", async ({
  page,
}) => {
  // 25 passenger tires are V-rated: two pages of 24.
  await gotoHydrated(page, "/types/passenger?speedRating=V");
  await expect(page.locator(".result-count")).toHaveText("25 tires in Passenger");
  await markWindow(page);
  await page.getByRole("link", { name: "Price: High to Low" }).click();
  await expect(page).toHaveURL(/\?speedRating=V&sort=price-desc$/);
  const prices = (await texts(page, ".price")).map(dollars);
  expect(prices).toEqual([...prices].sort((a, b) => b - a));

  await page.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/\?speedRating=V&sort=price-desc&page=2$/);
  await expect(page.getByText("Page 2 of 2")).toBeVisible();
  await expect(cards(page)).toHaveCount(1);
  await expect(page.getByRole("link", { name: "Price: High to Low" })).toHaveAttribute(
    "aria-current",
    "true",
  );

  await filters(page)
    .getByLabel(/^Michelin/)
    .check();
  await expect(page).toHaveURL(/\?brand=michelin&speedRating=V&sort=price-desc$/);
  await expect(cards(page)).toHaveCount(5);
  await expectSameWindow(page);

  await page.getByRole("link", { name: "Clear all filters" }).click();
  await expect(page).toHaveURL(/\?sort=price-desc$/);
  await expect(filters(page).getByLabel(/^Michelin/)).not.toBeChecked();
  await expect(page.locator(".result-count")).toHaveText("55 tires in Passenger");
  await expectSameWindow(page);
});

test("a filter combination without tires says so; a filter that cannot apply is removed", async ({
  page,
}) => {
  await page.goto(`${SIZE_PAGE}?minLoadIndex=100`);
  await expect(page.getByText("Sorry, no matching results found")).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Clear all filters" })).toBeVisible();

  const response = await page.goto(`${SIZE_PAGE}?brand=nosuchbrand&speedRating=X`);
  expect(response?.status()).toBe(200);
  await expect(
    page.getByRole("status").filter({ hasText: "Search filters removed" }),
  ).toBeVisible();
  await expect(cards(page)).toHaveCount(12);
});

test("a filtered listing has no accessibility violations", async ({ page }) => {
  await gotoHydrated(page, `${SIZE_PAGE}?brand=michelin&deals=true&maxPrice=300`);
  await expect(page.getByRole("link", { name: "Remove filter Deals" })).toBeVisible();
  await expectNoAxeViolations(page, "main");
});

test.describe("the catalogue's listing routes", () => {
  const listings: [string, string][] = [
    ["/brands/michelin-tires/defender2", "Michelin Defender2 Tires"],
    ["/brands/michelin-tires/types/passenger", "Michelin Passenger Tires"],
    ["/brands/michelin-tires/categories/all-season", "Michelin All Season Tires"],
    ["/tire-sizes/225-50r17/categories/summer", "225/50R17 Summer Tires"],
    ["/tire-sizes/225-50r17/types/passenger", "225/50R17 Passenger Tires"],
    ["/tire-sizes/225-50r17/brands/michelin-tires", "Michelin 225/50R17 Tires"],
    [
      "/tire-sizes/225-50r17/brands/michelin-tires/types/passenger",
      "Michelin 225/50R17 Passenger Tires",
    ],
    ["/tire-sizes/225-50r17/brands/michelin-tires/categories/uhp", "Michelin 225/50R17 UHP Tires"],
    ["/tire-sizes/diameter/17-inch-all-season-tires", "17-inch All Season Tires"],
  ];
  for (const [path, heading] of listings) {
    test(`${path} lists its tires on the server`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page).toHaveTitle(`${heading} | Treadkit`);
      await expect(cards(page).first()).toBeVisible();
      await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toBeVisible();
    });
  }

  test("the brand hubs of types and categories link to their listings", async ({ page }) => {
    await page.goto("/brands/michelin-tires");
    await page.getByRole("link", { name: "Michelin Defender2", exact: true }).click();
    await expect(page).toHaveURL(/\/brands\/michelin-tires\/defender2$/);
    await expect(cards(page)).toHaveCount(5);

    expect((await page.goto("/brands/michelin-tires/types"))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Michelin Tires by type");
    await page.getByRole("link", { name: "Michelin Passenger tires" }).click();
    await expect(page).toHaveURL(/\/brands\/michelin-tires\/types\/passenger$/);

    expect((await page.goto("/brands/michelin-tires/categories"))?.status()).toBe(200);
    await page.getByRole("link", { name: "Michelin UHP tires" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Michelin UHP Tires");
    await expect(cards(page)).toHaveCount(4);
  });

  test("a size page links to its brands and categories", async ({ page }) => {
    await page.goto(SIZE_PAGE);
    await page.getByRole("link", { name: "Pirelli 225/50R17 tires" }).click();
    await expect(page).toHaveURL(/\/tire-sizes\/225-50r17\/brands\/pirelli-tires$/);
    expect(new Set(await texts(page, ".product-card__brand"))).toEqual(new Set(["Pirelli"]));
    await page.goto(SIZE_PAGE);
    await page.getByRole("link", { name: "225/50R17 All Weather tires" }).click();
    await expect(page).toHaveURL(/\/tire-sizes\/225-50r17\/categories\/all-weather$/);
    await expect(cards(page)).toHaveCount(2);
  });

  test("non-canonical slugs are moved to the canonical path", async ({ page }) => {
    const moves: [string, string][] = [
      ["/brands/michelin-tires/defender2/p", "/brands/michelin-tires/defender2"],
      ["/brands/michelin/defender2", "/brands/michelin-tires/defender2"],
      ["/brands/michelin-tires/types/all-season", "/brands/michelin-tires/categories/all-season"],
      ["/tire-sizes/225-50R17/brands/michelin", "/tire-sizes/225-50r17/brands/michelin-tires"],
      [
        "/tire-sizes/diameter/17-inch-suv-tires",
        "/tire-sizes/diameter/17-inch-suv-crossover-tires",
      ],
      ["/categories/passenger?sort=name", "/types/passenger?sort=name"],
    ];
    for (const [from, to] of moves) {
      const response = await page.request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(response.headers().location, from).toBe(to);
    }
  });

  test("an unknown value is not found", async ({ page }) => {
    for (const path of [
      "/brands/michelin-tires/no-such-line",
      "/brands/michelin-tires/types/tractor",
      "/brands/no-such-brand-tires/types",
      "/tire-sizes/225-50r17/brands/no-such-brand-tires",
      "/tire-sizes/225-50r17/categories/winter",
      "/tire-sizes/not-a-size/types/passenger",
      "/tire-sizes/diameter/17-inch-tractor-tires",
      "/tire-sizes/diameter/99-inch-all-season-tires",
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
    }
    await expect(page.getByText("The page you are looking for is missing")).toBeVisible();
  });
});
