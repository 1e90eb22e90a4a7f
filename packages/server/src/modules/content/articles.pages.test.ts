import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../testing/databases";

/** The JSON-LD blocks of a page's HTML, parsed. */
function structuredData(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? "{}"),
  );
}

// Server rendering reads the database through the API; PGlite is enough here, the API tests
// cover both databases.
describe("learning center and press room pages, rendered on the server", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp("pglite", { web: true });
  });
  afterAll(async () => ctx?.close());

  const get = (url: string) => ctx.app.inject({ method: "GET", url });

  it("renders the hub with its categories and newest articles", async () => {
    const response = await get("/learn");
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain("<title>Tire Learning Center | Treadkit</title>");
    expect(html).toContain("<h1>Tire Learning Center</h1>");
    expect(html).toContain('href="/learn/tire-maintenance"');
    expect(html).toContain('href="/learn/tire-news-information/tire-dictionary"');
    expect(html).toContain('aria-label="Breadcrumb"');
  });

  it("pages a category with links that work without a script", async () => {
    const first = (await get("/learn/tire-maintenance")).body;
    expect(first).toContain("<h1>Tire Maintenance</h1>");
    expect(first).toContain("Page 1 of 2");
    expect(first).toContain('href="/learn/tire-maintenance?page=2"');
    const second = await get("/learn/tire-maintenance?page=2");
    expect(second.statusCode).toBe(200);
    expect(second.body).toContain('href="/learn/tire-maintenance"');
    expect(second.body).toContain("Page 2 of 2");
    expect(second.body).not.toContain('rel="canonical"');
  });

  it("renders an article with its text, byline, related articles and Article data", async () => {
    const response = await get("/learn/tire-maintenance/tire-rotation-guide");
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain("<h1>Tire Rotation: Why, When and How</h1>");
    expect(html).toContain("every 6 months or 6,000 miles");
    expect(html).toContain("Treadkit Tire Team");
    expect(html).toContain("More in Tire Maintenance");
    expect(structuredData(html)).toContainEqual(
      expect.objectContaining({
        "@type": "Article",
        headline: "Tire Rotation: Why, When and How",
        url: "http://localhost/learn/tire-maintenance/tire-rotation-guide",
      }),
    );
  });

  it("renders the tire dictionary with letter headings and its terms", async () => {
    const response = await get("/learn/tire-news-information/tire-dictionary");
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain("<h1>Tire Dictionary</h1>");
    expect(html).toContain('<h2 id="letter-a">A</h2>');
    expect(html).toContain('<h2 id="letter-u">U</h2>');
    expect(html).toContain("<dt>Aspect ratio</dt>");
    // The page's trail too, as its breadcrumb shows it.
    expect(structuredData(html).map((data) => data["@type"])).toEqual([
      "BreadcrumbList",
      "Article",
      "DefinedTermSet",
    ]);
  });

  it("renders the press room and a release with NewsArticle data", async () => {
    expect((await get("/press")).body).toContain("<h1>Press Room</h1>");
    const html = (await get("/press/company-news/treadkit-launches-online-tire-storefront")).body;
    expect(html).toContain("Treadkit Launches Its Online Tire Storefront");
    expect(structuredData(html).map((data) => data["@type"])).toContain("NewsArticle");
  });

  it("answers 404 for unknown or malformed categories, articles and pages", async () => {
    for (const url of [
      "/learn/no-such-category",
      "/learn/tire-basics/no-such-article",
      "/learn/tire-basics/tire-rotation-guide",
      "/learn/Tire-Basics",
      "/learn/tire-maintenance?page=9",
      "/learn/tire-maintenance?page=two",
      "/press/tire-maintenance/tire-rotation-guide",
      "/tire-rotation-guide",
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain("The page you are looking for is missing");
    }
  });
});
