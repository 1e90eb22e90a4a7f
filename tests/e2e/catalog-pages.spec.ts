import { expect, test } from "./test";

/** Brand and line pages (storefront.md §2) and the structured data their pages carry. */

/** Every JSON-LD block the page serves, parsed. */
async function jsonLd(page: import("@playwright/test").Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text));
}

for (const width of [1366, 390]) {
  test(`a brand page lists its product lines as cards that open the line page (${width}px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/brands/michelin-tires");
    const lines = page.getByRole("region", { name: /product lines$/ });
    const cards = lines.getByRole("listitem");
    expect(await cards.count()).toBeGreaterThan(0);
    const first = cards.first();
    await expect(first.getByText(/^From \$\d/)).toBeVisible();
    await expect(first.getByText(/^\d+ sizes?$/)).toBeVisible();
    await expect(first.getByRole("img")).toBeVisible();
    await first.getByRole("link").click();
    await expect(page).toHaveURL(/\/brands\/michelin-tires\/[a-z0-9-]+$/);
    const rims = page.getByRole("navigation", { name: "Rim diameter" });
    await expect(rims.getByRole("link", { name: "All rims" })).toBeVisible();
  });
}

test("a line page's rim link narrows its tires in a shareable URL", async ({ page }) => {
  await page.goto("/brands/michelin-tires");
  const link = page
    .getByRole("region", { name: /product lines$/ })
    .getByRole("link")
    .first();
  await link.click();
  const rims = page.getByRole("navigation", { name: "Rim diameter" });
  const rim = rims.getByRole("link").nth(1);
  const label = (await rim.textContent()) ?? "";
  const [, inches, count] = label.match(/^(\d+(?:\.\d)?)-inch \((\d+)\)$/) ?? [];
  await rim.click();
  await expect(page).toHaveURL(new RegExp(`[?&]rim=${inches}`));
  await expect(page.getByText(new RegExp(`^${count} tires? in `))).toBeVisible();
  // Served from the URL alone: a fresh load shows the same narrowing.
  await page.reload();
  await expect(page.getByText(new RegExp(`^${count} tires? in `))).toBeVisible();
  await expect(rims.getByRole("link", { name: label })).toHaveAttribute("aria-current", "true");
});

test("a line page's size choice narrows its tires to that size, in a shareable URL", async ({
  page,
}) => {
  await page.goto("/brands/michelin-tires");
  await page
    .getByRole("region", { name: /product lines$/ })
    .getByRole("link")
    .first()
    .click();
  const select = page.getByRole("combobox", { name: "Size" });
  await expect(select).toHaveValue("");
  const option = select.getByRole("option").nth(1);
  const value = (await option.getAttribute("value")) ?? "";
  const [, label, count] = ((await option.textContent()) ?? "").match(/^(.+) \((\d+)\)$/) ?? [];
  expect(value).toMatch(/^[a-z0-9-]+$/);
  await select.selectOption(value);
  await page.getByRole("button", { name: "Show", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]size=${value}(&|$)`));
  await expect(page.getByText(new RegExp(`^${count} tires? in `))).toBeVisible();
  // Every tire listed is that size; a fresh load of the URL keeps the choice.
  const cards = page.locator(".product-card");
  const shown = await cards.count();
  expect(shown).toBeGreaterThan(0);
  for (let i = 0; i < shown; i++) await expect(cards.nth(i)).toContainText(label ?? "");
  await page.reload();
  await expect(select).toHaveValue(value);
  await expect(page.getByText(new RegExp(`^${count} tires? in `))).toBeVisible();
});

test("pages with a breadcrumb trail serve it as a BreadcrumbList", async ({ page }) => {
  await page.goto("/brands/michelin-tires/types");
  const trail = (await jsonLd(page)).find((data) => data["@type"] === "BreadcrumbList");
  const items = trail?.itemListElement as { position: number; name: string; item: string }[];
  expect(items.map((item) => item.position)).toEqual(items.map((_, i) => i + 1));
  expect(items[0]).toMatchObject({ name: "All brands" });
  expect(new URL(items[0]?.item ?? "").pathname).toBe("/brands");
  const visible = await page
    .getByRole("navigation", { name: "Breadcrumb" })
    .getByRole("link")
    .allTextContents();
  expect(items.slice(0, visible.length).map((item) => item.name)).toEqual(visible);
});

test("a product page's Product carries Google's merchant fields", async ({ page }) => {
  await page.goto("/brands/michelin-tires");
  await page.locator(".product-card__link").first().click();
  await expect(page.locator("h1")).toBeVisible();
  const data = await jsonLd(page);
  const product = data.find((d) => d["@type"] === "Product") as Record<string, unknown>;
  expect(product).toMatchObject({
    name: expect.any(String),
    description: expect.any(String),
    mpn: expect.any(String),
  });
  const offer = product.offers as Record<string, unknown>;
  expect(offer.priceValidUntil).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(offer.shippingDetails).toMatchObject({
    "@type": "OfferShippingDetails",
    shippingDestination: { addressCountry: "US" },
  });
  expect(offer.hasMerchantReturnPolicy).toMatchObject({
    "@type": "MerchantReturnPolicy",
    applicableCountry: "US",
    merchantReturnDays: 30,
  });
  expect(data.some((d) => d["@type"] === "BreadcrumbList")).toBe(true);
});
