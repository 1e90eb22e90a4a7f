import { expect, test } from "./test";
import { expectNoAxeViolations, watchErrors } from "./widget-host";

/** The learning center and the press room (storefront.md §2 "Content"). */

// Pages fade in on navigation; axe reads colours once the page is still.
test.use({ reducedMotion: "reduce" });

const DICTIONARY = "/learn/tire-news-information/tire-dictionary";

test.describe("learning center", () => {
  test("the menu's Articles link → hub → category → article, in the browser", async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Shop" });
    await nav.locator("summary").filter({ hasText: "Learn" }).click();
    await nav.getByRole("link", { name: "Articles" }).click();
    await expect(page).toHaveURL(/\/learn$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tire Learning Center");
    await expect(page).toHaveTitle("Tire Learning Center | Treadkit");
    await expectNoAxeViolations(page, "main");

    const main = page.getByRole("main");
    await main.getByRole("link", { name: "Tire Maintenance", exact: true }).click();
    await expect(page).toHaveURL(/\/learn\/tire-maintenance$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tire Maintenance");
    await expect(main.getByRole("navigation", { name: "Breadcrumb" })).toContainText(
      "Tire Learning Center",
    );
    await expect(main.locator(".article-card")).toHaveCount(5);
    await expect(main.getByText("Page 1 of 2")).toBeVisible();
    await expectNoAxeViolations(page, "main");

    await main.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/learn\/tire-maintenance\?page=2$/);
    await expect(main.getByText("Page 2 of 2")).toBeVisible();
    await expect(main.getByRole("link", { name: "Previous" })).toHaveAttribute(
      "href",
      "/learn/tire-maintenance",
    );

    // The oldest article is on the last page.
    await main.getByRole("link", { name: "Tire Rotation: Why, When and How" }).click();
    await expect(page).toHaveURL(/\/learn\/tire-maintenance\/tire-rotation-guide$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Tire Rotation: Why, When and How",
    );
    await expect(main.getByText("every 6 months or 6,000 miles").first()).toBeVisible();
    await expect(main.getByRole("heading", { name: "More in Tire Maintenance" })).toBeVisible();
    await expect(page).toHaveTitle("Tire Rotation: Why, When and How | Treadkit");
    await expectNoAxeViolations(page, "main");

    await main
      .getByRole("navigation", { name: "Breadcrumb" })
      .getByRole("link", { name: "Tire Maintenance" })
      .click();
    await expect(page).toHaveURL(/\/learn\/tire-maintenance$/);
    expect(errors).toEqual([]);
  });

  test("category pages page through links without a script", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto("/learn/tire-maintenance");
      await page.getByRole("link", { name: "Next" }).click();
      await expect(page).toHaveURL(/\?page=2$/);
      await expect(page.getByText("Page 2 of 2")).toBeVisible();
      await expect(page.locator(".article-card").first()).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test("the tire dictionary lists its terms under letter headings", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Shop" });
    await nav.locator("summary").filter({ hasText: "Learn" }).click();
    await nav.getByRole("link", { name: "Tire dictionary" }).click();
    await expect(page).toHaveURL(DICTIONARY);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tire Dictionary");
    const main = page.getByRole("main");
    for (const letter of ["A", "L", "S", "T", "U"]) {
      await expect(
        main.getByRole("heading", { level: 2, name: letter, exact: true }),
      ).toBeVisible();
    }
    const letterS = main.getByRole("region", { name: "S", exact: true });
    await expect(letterS.getByText("Speed rating", { exact: true })).toBeVisible();
    await expect(letterS.getByText("Staggered fitment", { exact: true })).toBeVisible();
    await expect(main.getByRole("region", { name: "A", exact: true })).toContainText(
      "Aspect ratio",
    );
    // The letter row jumps to its heading.
    await main
      .getByRole("navigation", { name: "Terms by letter" })
      .getByRole("link", {
        name: "U",
        exact: true,
      })
      .click();
    await expect(page).toHaveURL(`${DICTIONARY}#letter-u`);
    await expect(main.getByRole("heading", { name: "U", exact: true })).toBeInViewport();
    await expectNoAxeViolations(page, "main");
  });

  test("pages are rendered on the server with their text and structured data", async ({
    request,
  }) => {
    const response = await request.get("/learn/tire-basics/how-to-read-a-tire-size");
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain("<h1>How to Read a Tire Size</h1>");
    expect(html).toContain("225: the section width, 225 millimeters from sidewall to sidewall.");
    expect(structuredData(html, "Article")).toMatchObject({
      "@type": "Article",
      headline: "How to Read a Tire Size",
      datePublished: "2026-01-13",
    });

    const dictionary = await (await request.get(DICTIONARY)).text();
    expect(dictionary).toContain('<h2 id="letter-t">T</h2>');
    expect(dictionary).toContain("<dt>Load index</dt>");
  });

  test("an unknown category or article is the 404 page", async ({ request }) => {
    for (const path of [
      "/learn/tire-basics/no-such-article",
      "/learn/no-such-category",
      "/learn/tire-basics/Not_An_Article",
      "/press/company-news/no-such-release",
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain("The page you are looking for is missing");
    }
  });
});

test.describe("press room", () => {
  test("press room → category → release, with NewsArticle data", async ({ page, request }) => {
    await page.goto("/press");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Press Room");
    await expectNoAxeViolations(page, "main");

    const main = page.getByRole("main");
    await main.getByRole("link", { name: "Partnerships", exact: true }).click();
    await expect(page).toHaveURL(/\/press\/partnerships$/);
    await expect(main.locator(".article-card")).toHaveCount(2);
    await expectNoAxeViolations(page, "main");

    const title = "Treadkit Opens Its Installer Marketplace to Independent Shops";
    await main.getByRole("link", { name: title }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(main.getByText("Treadkit Press Office").first()).toBeVisible();
    await expect(main.locator("time").first()).toHaveText("May 19, 2026");
    await expectNoAxeViolations(page, "main");

    const html = await (await request.get(new URL(page.url()).pathname)).text();
    expect(html).toContain("paid within 48 hours of the job");
    expect(structuredData(html, "NewsArticle")).toMatchObject({ headline: title });
    // The page's trail is there for search engines too, as the breadcrumb shows it.
    expect(structuredData(html, "BreadcrumbList")).toMatchObject({
      itemListElement: expect.arrayContaining([expect.objectContaining({ name: "Partnerships" })]),
    });
  });

  test("the sitemap lists the sections, categories and articles", async ({ request }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    for (const path of [
      "/learn",
      "/learn/tire-basics",
      DICTIONARY,
      "/press",
      "/press/company-news/treadkit-launches-online-tire-storefront",
    ]) {
      expect(xml, path).toContain(`${path}</loc>`);
    }
  });
});

/** The page's structured-data block of the given type (a page carries several). */
function structuredData(html: string, type: string): Record<string, unknown> | undefined {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)]
    .map((match) => JSON.parse(match[1] ?? "{}") as Record<string, unknown>)
    .find((data) => data["@type"] === type);
}
