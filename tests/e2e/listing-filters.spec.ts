import { type Browser, expect, type Page, test } from "./test";
import { expectNoAxeViolations } from "./widget-host";

/**
 * Listing filters, sort and pages (storefront.md §2, §8 "Sorry, no matching results found",
 * "Search filters removed"), with JavaScript (in place) and without (a GET form), and the
 * catalogue's narrower listing routes. The full data set has more tires in 225/50R17 than a page
 * holds, so each listing is checked against the catalogue API's answer for the same scope and
 * filters: its count, and its first page of tires in order.
 */

const SIZE_PAGE = "/tire-sizes/225-50r17";
/** The catalogue API's scope of SIZE_PAGE. */
const SIZE = "size=225-50r17";
/** Tires on one page of a listing. */
const PAGE_SIZE = 24;

const cards = (page: Page) => page.locator(".product-card");
const filters = (page: Page) => page.getByRole("region", { name: "Filter tires" });

type Listing = { total: number; names: string[] };

/** What the catalogue API lists for a scope and filters: the count and the first page's tires. */
async function catalogue(page: Page, query: string): Promise<Listing> {
  const response = await page.request.get(`/api/catalog/products?${query}`);
  expect(response.status(), query).toBe(200);
  const body = (await response.json()) as {
    pagination: { total: number };
    siteCatalogProducts: { name: string }[];
  };
  return { total: body.pagination.total, names: body.siteCatalogProducts.map((p) => p.name) };
}

/** The page shows the catalogue's count for its scope, and the same tires in the same order. */
async function expectListing(page: Page, expected: Listing, scope: string) {
  const noun = expected.total === 1 ? "tire" : "tires";
  await expect(page.locator(".result-count")).toHaveText(`${expected.total} ${noun} in ${scope}`);
  await expect(cards(page).locator(".product-card__name")).toHaveText(expected.names);
}

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
    const all = await catalogue(page, SIZE);
    expect(all.total).toBeGreaterThan(PAGE_SIZE);
    const michelin = await catalogue(page, `${SIZE}&brand=michelin`);
    expect(michelin.total).toBeGreaterThan(0);
    await gotoHydrated(page, SIZE_PAGE);
    await expect(cards(page)).toHaveCount(PAGE_SIZE);
    await expectListing(page, all, "225/50R17");
    await markWindow(page);
    await filters(page)
      .getByLabel(/^Michelin/)
      .check();
    await expect(page).toHaveURL(/\?brand=michelin$/);
    await expectListing(page, michelin, "225/50R17");
    expect(new Set(await texts(page, ".product-card__brand"))).toEqual(new Set(["Michelin"]));
    await expect(page.getByRole("link", { name: "Remove filter Michelin" })).toBeVisible();
    await expectSameWindow(page);
  });

  test("category", async ({ page }) => {
    await gotoHydrated(page, SIZE_PAGE);
    await markWindow(page);
    await filters(page)
      .getByLabel(/^Summer/)
      .check();
    await expect(page).toHaveURL(/category=summer/);
    // Summer is category 10 in the catalogue.
    await expectListing(page, await catalogue(page, `${SIZE}&category=10`), "225/50R17");
    for (const text of await texts(page, ".product-card__size")) expect(text).toContain("Summer");
    await expectSameWindow(page);
  });

  test("speed rating", async ({ page }) => {
    await gotoHydrated(page, SIZE_PAGE);
    await markWindow(page);
    await filters(page).getByRole("group", { name: "Speed rating" }).getByLabel(/^H/).check();
    await expect(page).toHaveURL(/speedRating=H/);
    await expectListing(page, await catalogue(page, `${SIZE}&speedRating=H`), "225/50R17");
    for (const text of await texts(page, ".product-card__size")) expect(text).toMatch(/ \d+H ·/);
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
    const upTo150 = await catalogue(page, `${SIZE}&maxPriceInCents=15000`);
    expect(upTo150.total).toBeLessThan((await catalogue(page, SIZE)).total);
    await expectListing(page, upTo150, "225/50R17");
    const prices = (await texts(page, ".price")).map(dollars);
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) expect(price).toBeLessThanOrEqual(150);
    await expectSameWindow(page);
  });

  test("run-flat", async ({ page }) => {
    await gotoHydrated(page, SIZE_PAGE);
    await markWindow(page);
    await filters(page).getByLabel("Run-flat only").check();
    await expect(page).toHaveURL(/runFlat=true/);
    const runFlat = await catalogue(page, `${SIZE}&runFlat=true`);
    expect(runFlat.total).toBeGreaterThan(0);
    expect(runFlat.total).toBeLessThan(PAGE_SIZE);
    await expectListing(page, runFlat, "225/50R17");
    await expectSameWindow(page);
  });

  test("deals", async ({ page }) => {
    await gotoHydrated(page, SIZE_PAGE);
    await markWindow(page);
    await filters(page).getByLabel("Deals only").check();
    await expect(page).toHaveURL(/deals=true/);
    const deals = await catalogue(page, `${SIZE}&deals=true`);
    expect(deals.total).toBeLessThan((await catalogue(page, SIZE)).total);
    await expectListing(page, deals, "225/50R17");
    // Every tire left is on sale: its list price is struck through.
    await expect(cards(page).locator(".list-price")).toHaveCount(deals.names.length);
    await expectSameWindow(page);
  });

  test("tire type and load index", async ({ page }) => {
    // All Terrain is category 4 in the catalogue.
    const allTerrain = await catalogue(page, "category=4");
    await gotoHydrated(page, "/categories/all-terrain");
    await expectListing(page, allTerrain, "All Terrain");
    await markWindow(page);
    await filters(page)
      .getByLabel(/^Light Truck/)
      .check();
    await expect(page).toHaveURL(/type=light-truck/);
    await expectListing(page, await catalogue(page, "category=4&type=Light Truck"), "All Terrain");
    for (const text of await texts(page, ".product-card__size")) {
      expect(text).toContain("Light Truck");
    }
    await filters(page).getByLabel("Any type").check();
    await expectListing(page, allTerrain, "All Terrain");
    await filters(page).getByLabel("Minimum load index").selectOption("110");
    await expect(page).toHaveURL(/minLoadIndex=110/);
    await expectListing(page, await catalogue(page, "category=4&minLoadIndex=110"), "All Terrain");
    for (const text of await texts(page, ".product-card__size")) {
      // An LT tire's dual load index ("121/118S") is read by its single-tire figure.
      const loadIndex = Number(/ (\d+)(?:\/\d+)?[A-Z] ·/.exec(text)?.[1]);
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
      await expectListing(
        page,
        await catalogue(page, `${SIZE}&brand=michelin,pirelli`),
        "225/50R17",
      );
      expect(new Set(await texts(page, ".product-card__brand"))).toEqual(
        new Set(["Michelin", "Pirelli"]),
      );
      await expect(page.getByRole("link", { name: "Remove filter Pirelli" })).toBeVisible();

      // All Weather is category 13 in the catalogue.
      await filters(page)
        .getByLabel(/^All Weather/)
        .check();
      await apply();
      const allWeather = await catalogue(page, `${SIZE}&brand=michelin,pirelli&category=13`);
      expect(allWeather.total).toBeGreaterThan(0);
      await expectListing(page, allWeather, "225/50R17");
      for (const text of await texts(page, ".product-card__size")) {
        expect(text).toContain("All Weather");
      }

      await page.goto(SIZE_PAGE);
      await filters(page).getByRole("group", { name: "Speed rating" }).getByLabel(/^W/).check();
      await apply();
      await expectListing(page, await catalogue(page, `${SIZE}&speedRating=W`), "225/50R17");
      for (const text of await texts(page, ".product-card__size")) expect(text).toMatch(/ \d+W ·/);

      await page.goto(SIZE_PAGE);
      await filters(page).getByLabel("Min ($)").fill("200");
      await apply();
      await expectListing(
        page,
        await catalogue(page, `${SIZE}&minPriceInCents=20000`),
        "225/50R17",
      );
      for (const price of (await texts(page, ".price")).map(dollars)) {
        expect(price).toBeGreaterThanOrEqual(200);
      }

      await page.goto(SIZE_PAGE);
      await filters(page).getByLabel("Run-flat only").check();
      await filters(page).getByLabel("Deals only").check();
      await apply();
      const runFlatDeals = await catalogue(page, `${SIZE}&runFlat=true&deals=true`);
      expect(runFlatDeals.total).toBeLessThan(
        (await catalogue(page, `${SIZE}&runFlat=true`)).total,
      );
      await expectListing(page, runFlatDeals, "225/50R17");
      await expect(cards(page).locator(".list-price")).toHaveCount(runFlatDeals.total);

      await page.goto("/categories/all-terrain");
      await filters(page)
        .getByLabel(/^SUV\/Crossover/)
        .check();
      await filters(page).getByLabel("Minimum load index").selectOption("110");
      await apply();
      await expectListing(
        page,
        await catalogue(page, "category=4&type=SUV/Crossover&minLoadIndex=110"),
        "All Terrain",
      );
      for (const text of await texts(page, ".product-card__size")) {
        expect(text).toContain("SUV/Crossover");
      }
    });
  });

  test("removing a chip and clearing all filters are plain links", async ({ browser }) => {
    await withoutJavaScript(browser, async (page) => {
      const sort = "sort=price-desc";
      await page.goto(`${SIZE_PAGE}?brand=michelin&brand=pirelli&sort=price-desc`);
      await expectListing(
        page,
        await catalogue(page, `${SIZE}&brand=michelin,pirelli&${sort}`),
        "225/50R17",
      );
      await page.getByRole("link", { name: "Remove filter Michelin" }).click();
      await expect(page).toHaveURL(/\?brand=pirelli&sort=price-desc$/);
      await expectListing(
        page,
        await catalogue(page, `${SIZE}&brand=pirelli&${sort}`),
        "225/50R17",
      );
      await page.getByRole("link", { name: "Clear all filters" }).click();
      await expect(page).toHaveURL(/\?sort=price-desc$/);
      await expectListing(page, await catalogue(page, `${SIZE}&${sort}`), "225/50R17");
    });
  });
});

test("sort, filters and pages keep each other; a new filter starts again at page 1", async ({
  page,
}) => {
  // The V-rated passenger tires fill many pages of 24.
  const vRated = "type=Passenger&speedRating=V";
  const { total } = await catalogue(page, vRated);
  expect(total).toBeGreaterThan(2 * PAGE_SIZE);
  await gotoHydrated(page, "/types/passenger?speedRating=V");
  await expectListing(page, await catalogue(page, vRated), "Passenger");
  await markWindow(page);
  await page.getByRole("link", { name: "Price: High to Low" }).click();
  await expect(page).toHaveURL(/\?speedRating=V&sort=price-desc$/);
  await expectListing(page, await catalogue(page, `${vRated}&sort=price-desc`), "Passenger");
  const prices = (await texts(page, ".price")).map(dollars);
  expect(prices).toEqual([...prices].sort((a, b) => b - a));

  await page.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/\?speedRating=V&sort=price-desc&page=2$/);
  await expect(page.getByText(`Page 2 of ${Math.ceil(total / PAGE_SIZE)}`)).toBeVisible();
  await expectListing(page, await catalogue(page, `${vRated}&sort=price-desc&page=2`), "Passenger");
  await expect(page.getByRole("link", { name: "Price: High to Low" })).toHaveAttribute(
    "aria-current",
    "true",
  );

  await filters(page)
    .getByLabel(/^Michelin/)
    .check();
  await expect(page).toHaveURL(/\?brand=michelin&speedRating=V&sort=price-desc$/);
  const michelin = await catalogue(page, `${vRated}&brand=michelin&sort=price-desc`);
  expect(michelin.total).toBeGreaterThan(PAGE_SIZE);
  await expect(page.getByText(`Page 1 of ${Math.ceil(michelin.total / PAGE_SIZE)}`)).toBeVisible();
  await expectListing(page, michelin, "Passenger");
  await expectSameWindow(page);

  await page.getByRole("link", { name: "Clear all filters" }).click();
  await expect(page).toHaveURL(/\?sort=price-desc$/);
  await expect(filters(page).getByLabel(/^Michelin/)).not.toBeChecked();
  await expectListing(page, await catalogue(page, "type=Passenger&sort=price-desc"), "Passenger");
  await expectSameWindow(page);
});

test("a filter combination without tires says so; a filter that cannot apply is removed", async ({
  page,
}) => {
  await page.goto(`${SIZE_PAGE}?minLoadIndex=100`);
  await expect(page.getByText("Sorry, no matching results found")).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Clear all filters" })).toBeVisible();
  // The empty state's next step: the size's tires without the filters.
  await expect(
    page.getByRole("link", { name: /^Show all \d+ tires in 225\/50R17$/ }),
  ).toBeVisible();

  const response = await page.goto(`${SIZE_PAGE}?brand=nosuchbrand&speedRating=X`);
  expect(response?.status()).toBe(200);
  await expect(
    page.getByRole("status").filter({ hasText: "Search filters removed" }),
  ).toBeVisible();
  await expectListing(page, await catalogue(page, SIZE), "225/50R17");
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
    [
      "/tire-sizes/225-50r17/brands/michelin-tires/categories/all-weather",
      "Michelin 225/50R17 All Weather Tires",
    ],
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
    await expect(cards(page).locator(".product-card__name")).toHaveText(
      (await catalogue(page, "brand=michelin&line=defender2")).names,
    );

    expect((await page.goto("/brands/michelin-tires/types"))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Michelin Tires by type");
    await page.getByRole("link", { name: "Michelin Passenger tires" }).click();
    await expect(page).toHaveURL(/\/brands\/michelin-tires\/types\/passenger$/);

    expect((await page.goto("/brands/michelin-tires/categories"))?.status()).toBe(200);
    await page.getByRole("link", { name: "Michelin UHP tires" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Michelin UHP Tires");
    // UHP is category 8 in the catalogue.
    await expectListing(page, await catalogue(page, "brand=michelin&category=8"), "Michelin UHP");
  });

  test("a size page links to its brands and categories", async ({ page }) => {
    await page.goto(SIZE_PAGE);
    await page.getByRole("link", { name: "Pirelli 225/50R17 tires" }).click();
    await expect(page).toHaveURL(/\/tire-sizes\/225-50r17\/brands\/pirelli-tires$/);
    // The address changes first; the brand's tires replace the size's once they have come.
    await expect
      .poll(async () => new Set(await texts(page, ".product-card__brand")))
      .toEqual(new Set(["Pirelli"]));
    await page.goto(SIZE_PAGE);
    await page.getByRole("link", { name: "225/50R17 All Weather tires" }).click();
    await expect(page).toHaveURL(/\/tire-sizes\/225-50r17\/categories\/all-weather$/);
    await expect(cards(page).locator(".product-card__name")).toHaveText(
      (await catalogue(page, `${SIZE}&category=13`)).names,
    );
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
      // A category without a tire in the size.
      "/tire-sizes/225-50r17/categories/mud-terrain",
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

test("the facet counts move with the other filters: each says what choosing it would list", async ({
  page,
}) => {
  await gotoHydrated(page, SIZE_PAGE);
  const brandCount = async (name: RegExp) =>
    Number(
      (
        (await filters(page)
          .getByLabel(name)
          .locator("xpath=..")
          .locator(".count")
          .textContent()) ?? ""
      ).replace(/[()]/g, ""),
    );
  const before = await brandCount(/^Michelin/);
  await filters(page).getByRole("group", { name: "Speed rating" }).getByLabel(/^H/).check();
  await expect(page).toHaveURL(/speedRating=H/);
  const withH = await catalogue(page, `${SIZE}&speedRating=H&brand=michelin`);
  await expect.poll(() => brandCount(/^Michelin/)).toBe(withH.total);
  expect(withH.total).toBeLessThan(before);
  // Choosing the brand lists as many tires as its count said.
  await filters(page)
    .getByLabel(/^Michelin/)
    .check();
  await expectListing(page, withH, "225/50R17");
});
