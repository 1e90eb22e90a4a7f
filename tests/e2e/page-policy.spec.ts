import { crawl, httpGet } from "../support/crawl";
import { recordCspViolations } from "./csp";
import { type APIRequestContext, expect, test } from "./test";

/**
 * What the page's Content Security Policy allows is all a page needs: no inline style attribute,
 * so nothing is drawn differently from what the server rendered. Every kind of page the site
 * links to is opened in the browser, as a shopper lands on it.
 */

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

test("every kind of page the crawl reaches loads without a CSP violation", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(600_000);
  await page.setViewportSize(DESKTOP);
  const pages = await crawl(httpGet(baseURL as string), {
    start: [{ url: "/", from: "start" }],
    max: 400,
    perKind: 1,
    // A sign-in page's links belong to that visitor's sign-in interaction.
    skip: (url) => url.startsWith("/sign-in/"),
  });
  const html = pages.filter((p) => p.contentType.includes("text/html") && p.status < 500);
  expect(html.length).toBeGreaterThan(40);
  const violations = await recordCspViolations(page);
  const found: string[] = [];
  for (const { url } of html) {
    await page.goto(url);
    for (const violation of await violations()) found.push(`${url}: ${violation}`);
  }
  expect(found.join("\n")).toBe("");
});

for (const [name, viewport] of [
  ["laptop", DESKTOP],
  ["phone", PHONE],
] as const) {
  test(`a line rated 4.1 draws its stars 82% filled on first load (${name})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const violations = await recordCspViolations(page);
    const href = await productRated(request, 4.1);
    // The server's page, before any script: the fill is what the HTML says.
    await page.goto(href, { waitUntil: "commit" });
    const stars = page.locator(".stars", { hasText: "4.1 out of 5" }).first();
    await expect(stars).toBeVisible();
    // The filled row is clipped to its viewport: its width drawn, against the five stars' row.
    const fill = await stars.evaluate((element) => {
      const track = element.querySelector<SVGSVGElement>("svg.stars__track");
      const filled = element.querySelector<SVGSVGElement>("svg.stars__fill");
      if (!track || !filled || getComputedStyle(filled).overflow !== "hidden") return null;
      const drawn = filled.getBoundingClientRect().width;
      const clip =
        (filled.width.baseVal.value / track.viewBox.baseVal.width) *
        track.getBoundingClientRect().width;
      return Math.min(drawn, clip) / track.getBoundingClientRect().width;
    });
    expect(fill).toBeCloseTo(0.82, 2);
    expect(await violations()).toEqual([]);
  });
}

/** The product page of a tire whose line is rated `average`. */
async function productRated(request: APIRequestContext, average: number): Promise<string> {
  for (let page = 1; page <= 10; page++) {
    const listing = await request.get(
      `/api/catalog/products?rimDiameter=17&sort=rating&pageSize=60&page=${page}`,
    );
    const { siteCatalogProducts } = (await listing.json()) as {
      siteCatalogProducts: { link: { href: string }; rating: { average: number } | null }[];
    };
    const found = siteCatalogProducts.find((p) => p.rating?.average === average);
    if (found) return found.link.href;
  }
  throw new Error(`no tire rated ${average} among the first 600 on 17-inch rims`);
}
