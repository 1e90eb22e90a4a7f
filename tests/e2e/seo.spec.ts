import { expect, test } from "./test";
import { expectNoAxeViolations } from "./widget-host";

/** The /sitemap page (storefront.md §2) and the share tags a page carries in the browser. */

test("the site map links every size, brand, tire type and category, and a size link opens its page", async ({
  page,
}) => {
  await page.goto("/sitemap");
  await expect(page).toHaveTitle("Site map | Treadkit");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Site map" })).toBeVisible();

  const sizes = main.getByRole("region", { name: "Tire sizes" });
  await expect(sizes.getByRole("heading", { name: "17-inch tires" })).toBeVisible();
  expect(await sizes.getByRole("link").count()).toBeGreaterThan(3);
  const brands = main.getByRole("region", { name: "Brands" });
  await expect(brands.getByRole("link", { name: "Michelin tires" })).toHaveAttribute(
    "href",
    "/brands/michelin-tires",
  );
  const types = main.getByRole("region", { name: "Tire types" });
  await expect(
    types.getByRole("link", { name: "SUV/Crossover tires", exact: true }),
  ).toHaveAttribute("href", "/types/suv-crossover");
  const categories = main.getByRole("region", { name: "Tire categories" });
  await expect(
    categories.getByRole("link", { name: "All Season tires", exact: true }),
  ).toHaveAttribute("href", "/categories/all-season");
  await expectNoAxeViolations(page, "main");

  // A client-side navigation (the document stays, marked) carries the new page's canonical
  // link and share tags.
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => {
    document.documentElement.dataset.sameDocument = "yes";
  });
  await sizes.getByRole("link", { name: "225/50R17" }).click();
  await expect(page).toHaveURL(/\/tire-sizes\/225-50r17$/);
  await expect(page.getByRole("heading", { level: 1, name: "225/50R17 Tires" })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    /\/tire-sizes\/225-50r17$/,
  );
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    "content",
    "225/50R17 Tires",
  );
  await expect(page.locator('meta[property="og:url"]')).toHaveCount(1);
  await expect(page.locator("html")).toHaveAttribute("data-same-document", "yes");
});

test("the share image a page names is a PNG the server serves", async ({ page, request }) => {
  await page.goto("/tire-sizes/225-50r17");
  const image = await page.locator('meta[property="og:image"]').getAttribute("content");
  expect(image).toBeTruthy();
  const response = await request.get(new URL(image ?? "").pathname);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/png");
});

test("the employee portal carries no share tags", async ({ page }) => {
  await page.goto("/dt-employees");
  await expect(page).toHaveTitle("Employee Purchase Portal");
  await expect(page.locator('meta[property^="og:"]')).toHaveCount(0);
  await expect(page.locator('meta[name^="twitter:"]')).toHaveCount(0);
});
