import { recordCspViolations } from "./csp";
import { expect, type Locator, type Page, test } from "./test";
import { expectNoAxeViolations } from "./widget-host";

/** What a shopper sees on the storefront: server-rendered size pages, search and errors. */

const SIZE_PAGE = "/tire-sizes/225-50r17";

/** "$1,118.99" → 1118.99 */
function dollars(text: string): number {
  const match = /\$([\d,]+\.\d{2})/.exec(text);
  if (!match?.[1]) throw new Error(`No dollar price in "${text}"`);
  return Number(match[1].replaceAll(",", ""));
}

function productPrices(page: Page): Locator {
  return page.locator(".product-card .product-card__price .price");
}

async function readPrices(page: Page): Promise<number[]> {
  return (await productPrices(page).allTextContents()).map(dollars);
}

type Product = {
  productId: string;
  link: { href: string };
  priceList: { salePriceInCents: number }[];
};

const usd = (cents: number | undefined) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format((cents ?? 0) / 100);

const lowToHigh = (values: number[]) => [...values].sort((a, b) => a - b);
const highToLow = (values: number[]) => [...values].sort((a, b) => b - a);

test.describe("tire size page", () => {
  test("the server's HTML already lists the tires, their prices, the title and robots tag", async ({
    request,
  }) => {
    const response = await request.get(SIZE_PAGE);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("text/html");
    const html = await response.text();

    // The first page of the catalogue's listing (best match), each tire as a card with its price.
    const listing = await (await request.get("/api/catalog/products?size=225-50r17")).json();
    const firstPage: Product[] = listing.siteCatalogProducts;
    expect(firstPage.length).toBeGreaterThan(1);
    for (const tire of firstPage) {
      expect(html).toContain(`${tire.link.href}#itemid=${tire.productId}`);
      expect(html).toContain(
        `<span class="price">${usd(tire.priceList[0]?.salePriceInCents)}</span>`,
      );
    }
    expect(html).toContain("<title>225/50R17 Tires | Treadkit</title>");
    expect(html).toContain('<meta name="robots" content="index,follow,max-image-preview:large">');
  });

  test("shows the size as heading and a price on every tire card", async ({ page }) => {
    await page.goto(SIZE_PAGE);

    await expect(page.getByRole("heading", { level: 1 })).toHaveText("225/50R17 Tires");
    const cards = page.locator(".product-card");
    await expect(cards.first()).toBeVisible();
    const count = await cards.count();
    expect(count).toBeGreaterThan(1);
    await expect(productPrices(page)).toHaveCount(count);
    for (const price of await productPrices(page).all()) {
      await expect(price).toHaveText(/^\$\d[\d,]*\.\d{2}$/);
    }
  });

  test("lists tires by best match by default, and from the lowest price when asked", async ({
    page,
  }) => {
    await page.goto(SIZE_PAGE);

    const sorts = page.getByRole("navigation", { name: "Sort tires" });
    await expect(sorts.getByRole("link", { name: "Best match" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    // The catalogue's best match: in stock first, then the best rated.
    const best = await (await page.request.get("/api/catalog/products?size=225-50r17")).json();
    const bestPrices = (best.siteCatalogProducts as Product[]).map(
      (tire) => (tire.priceList[0]?.salePriceInCents ?? 0) / 100,
    );
    expect(await readPrices(page)).toEqual(bestPrices);

    await sorts.getByRole("link", { name: "Price: Low to High" }).click();
    await expect(page).toHaveURL(/[?&]sort=price-asc(&|$)/);
    await expect
      .poll(async () => {
        const prices = await readPrices(page);
        return prices.length > 1 && JSON.stringify(prices) === JSON.stringify(lowToHigh(prices));
      })
      .toBe(true);
  });

  test("'Price: High to Low' re-sorts the list in place, without a full page load", async ({
    page,
  }) => {
    await page.goto(SIZE_PAGE);
    // The size has more tires than a page: the first page high to low is the catalogue's.
    const listing = await (
      await page.request.get("/api/catalog/products?size=225-50r17&sort=price-desc")
    ).json();
    const highestFirst = (listing.siteCatalogProducts as Product[]).map(
      (tire) => (tire.priceList[0]?.salePriceInCents ?? 0) / 100,
    );
    expect(highestFirst).toEqual(highToLow(highestFirst));
    expect(await readPrices(page)).not.toEqual(highestFirst);
    // A full page load would wipe this; a client-side navigation keeps it.
    await page.evaluate(() => {
      (window as unknown as { __marker?: number }).__marker = 1;
    });

    await page.getByRole("link", { name: "Price: High to Low" }).click();

    await expect(page).toHaveURL(/[?&]sort=price-desc(&|$)/);
    await expect(page.getByRole("link", { name: "Price: High to Low" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await expect
      .poll(() => readPrices(page), { message: "prices should run from high to low" })
      .toEqual(highestFirst);
    expect(
      await page.evaluate(() => (window as unknown as { __marker?: number }).__marker),
      "the page was reloaded instead of navigating on the client",
    ).toBe(1);
  });

  test("loads without console errors, page errors or CSP violations (no hydration mismatch)", async ({
    page,
  }) => {
    const reportedViolations = await recordCspViolations(page);
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() !== "error") return;
      const isFavicon = /favicon/i.test(message.location().url) || /favicon/i.test(message.text());
      if (!isFavicon) errors.push(`console: ${message.text()}`);
    });
    page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));

    await page.goto(SIZE_PAGE, { waitUntil: "networkidle" });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("225/50R17 Tires");

    expect(errors).toEqual([]);
    expect(await reportedViolations()).toEqual([]);
  });
});

test.describe("size search on the home page", () => {
  async function searchFromHome(page: Page) {
    await page.goto("/");
    // The home page's finder opens on the vehicle; its size tab is a link without JavaScript.
    await page.getByRole("tab", { name: "By size" }).click();
    const field = page.getByLabel("Your tire size", { exact: true });
    await field.fill("2255017");
    await field.press("Enter");
  }

  test("typing 2255017 and submitting leads to the 225/50R17 tires", async ({ page }) => {
    await searchFromHome(page);

    await expect(page).toHaveURL(/\/tire-sizes\/225-50r17$/);
    await expect(page).toHaveTitle("225/50R17 Tires | Treadkit");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("225/50R17 Tires");
  });

  test("works with JavaScript disabled too", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await searchFromHome(page);

      await expect(page).toHaveURL(/\/tire-sizes\/225-50r17$/);
      await expect(page).toHaveTitle("225/50R17 Tires | Treadkit");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("225/50R17 Tires");
    } finally {
      await context.close();
    }
  });
});

test("an unknown tire size shows the not-found page with status 404", async ({ page }) => {
  const response = await page.goto("/tire-sizes/not-a-size");

  expect(response?.status()).toBe(404);
  await expect(page.getByText("The page you are looking for is missing")).toBeVisible();
});

test.describe("brand pages", () => {
  test("from the brands hub to a brand's tires, sorted in place", async ({ page }) => {
    await page.goto("/brands");
    await expect(page).toHaveTitle("Tire brands | Treadkit");
    await page.getByRole("link", { name: "Michelin tires" }).click();
    await expect(page).toHaveURL(/\/brands\/michelin-tires$/);
    await expect(page.getByRole("heading", { level: 1, name: "Michelin Tires" })).toBeVisible();
    await expect(page).toHaveTitle("Michelin Tires | Treadkit");
    const brands = page.locator(".product-card__brand");
    await expect(brands.first()).toHaveText("Michelin");
    expect(new Set(await brands.allTextContents())).toEqual(new Set(["Michelin"]));
    await page.getByRole("link", { name: "Price: High to Low" }).click();
    await expect(page).toHaveURL(/sort=price-desc/);
    await expectNoAxeViolations(page, "main");
  });

  test("a bare brand slug is sent to its -tires path, and an unknown brand is not found", async ({
    page,
  }) => {
    const moved = await page.request.get("/brands/michelin", { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers().location).toBe("/brands/michelin-tires");
    const missing = await page.goto("/brands/no-such-brand-tires");
    expect(missing?.status()).toBe(404);
    await expect(
      page.getByRole("heading", { name: "The page you are looking for is missing" }),
    ).toBeVisible();
  });
});

test("a product page: from a listing to the tire, its structured data, specs and add to cart", async ({
  page,
}) => {
  const reportedViolations = await recordCspViolations(page);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error" && !/favicon/i.test(message.location().url)) {
      errors.push(message.text());
    }
  });
  await page.goto("/tire-sizes/225-50r17");
  const card = page.locator(".product-card").first();
  const brand = (await card.locator(".product-card__brand").textContent()) ?? "";
  const price = (await card.locator(".price").textContent()) ?? "";
  await card.getByRole("heading", { level: 2 }).getByRole("link").click();
  // The product page's hash names the item and its size (storefront.md §2).
  await expect(page).toHaveURL(
    /\/brands\/[a-z0-9-]+-tires\/[a-z0-9-]+\/p\/(\d+)#itemid=\1&tireSize=225-50r17$/,
  );
  await expect(page.getByRole("heading", { level: 1 })).toContainText(brand);
  await expect(page).toHaveTitle(/225\/50R17 \| Treadkit$/);
  await expect(page.locator(".product-page .price")).toHaveText(price);
  await expect(page.getByRole("heading", { name: "Specifications" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Size and fit" })).toContainText("225/50R17");

  const structured = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').allTextContents()).find((text) =>
      text.includes('"@type":"Product"'),
    ) ?? "{}",
  );
  expect(structured).toMatchObject({
    "@type": "Product",
    brand: { name: brand },
    offers: { priceCurrency: "USD", price: price.replace("$", "").replace(",", "") },
  });
  expect(structured.offers.url).toBe(page.url().replace(/#.*$/, ""));
  await expectNoAxeViolations(page, "main");
  // Rendered and hydrated cleanly: no mismatch, and the data block breaks no policy.
  await page.reload({ waitUntil: "networkidle" });
  expect(errors).toEqual([]);
  expect(await reportedViolations()).toEqual([]);

  await page.getByRole("button", { name: /^Add 4 to cart/ }).click();
  await expect(page.getByRole("dialog", { name: "Your cart" })).toBeVisible();
});

test("a product path with the wrong brand is sent to the product's own path; an unknown item is not found", async ({
  page,
}) => {
  await page.goto("/tire-sizes/225-50r17");
  const linked = (await page.locator(".product-card h2 a").first().getAttribute("href")) ?? "";
  const href = linked.replace(/#.*$/, "");
  const itemId = href.split("/").at(-1);
  const moved = await page.request.get(`/brands/other-tires/line/p/${itemId}`, {
    maxRedirects: 0,
  });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe(href);
  const missing = await page.goto("/brands/michelin-tires/line/p/999999999");
  expect(missing?.status()).toBe(404);
});

test("by vehicle: make, model, year and trim lead to the tires that fit, then to a tire and the cart", async ({
  page,
}) => {
  await page.goto("/vehicles");
  await expect(page.getByRole("heading", { level: 1, name: "Tires by vehicle" })).toBeVisible();
  await page.getByRole("list", { name: "Makes" }).getByRole("link").first().click();
  await expect(page).toHaveURL(/\/vehicles\/[a-z0-9-]+-tires$/);
  await page.locator("ul.size-links").getByRole("link").first().click();
  await expect(page).toHaveURL(/\/vehicles\/[a-z0-9-]+\/[a-z0-9-]+$/);
  await page.locator("ul.size-links").getByRole("link").first().click();
  await expect(page).toHaveURL(/\/vehicles\/[a-z0-9-]+\/[a-z0-9-]+\/\d{4}$/);
  const yearModel = ((await page.getByRole("heading", { level: 1 }).textContent()) ?? "").replace(
    / Tires$/,
    "",
  );
  await page.locator("ul.size-links").getByRole("link").first().click();
  await expect(page).toHaveURL(/\?trim=/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(yearModel);
  await expect(page.locator(".product-card").first()).toBeVisible();
  await expectNoAxeViolations(page, "main");

  await page.locator(".product-card h2 a").first().click();
  await expect(page.getByRole("heading", { name: "Specifications" })).toBeVisible();
  await page.getByRole("button", { name: /^Add 4 to cart/ }).click();
  await expect(page.getByRole("dialog", { name: "Your cart" })).toBeVisible();
});

test("a make page lives at /vehicles/{make}-tires, and an unknown vehicle is not found", async ({
  page,
}) => {
  await page.goto("/vehicles");
  const href =
    (await page
      .getByRole("list", { name: "Makes" })
      .getByRole("link")
      .first()
      .getAttribute("href")) ?? "";
  const bare = href.replace(/-tires$/, "");
  const moved = await page.request.get(bare, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe(href);
  expect((await page.goto("/vehicles/no-such-make-tires"))?.status()).toBe(404);
  expect((await page.goto(`${bare}/no-such-model`))?.status()).toBe(404);
});

test("category and type pages list only their tires; an unknown one is not found", async ({
  page,
}) => {
  await page.goto("/categories");
  await page.getByRole("link", { name: "All Season tires" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "All Season Tires" })).toBeVisible();
  const cards = page.locator(".product-card__size");
  await expect(cards.first()).toBeVisible();
  for (const text of await cards.allTextContents()) expect(text).toContain("All Season");

  await page.goto("/types");
  await page.getByRole("link", { name: "SUV/Crossover tires" }).click();
  await expect(page).toHaveURL(/\/types\/suv-crossover$/);
  await expect(page.getByRole("heading", { level: 1, name: "SUV/Crossover Tires" })).toBeVisible();
  for (const text of await cards.allTextContents()) expect(text).toContain("SUV/Crossover");
  await expectNoAxeViolations(page, "main");

  expect((await page.goto("/categories/snow"))?.status()).toBe(404);
  expect((await page.goto("/types/tractor"))?.status()).toBe(404);
});
