import { readFileSync } from "node:fs";
import { SHARE_IMAGE } from "@treadkit/core/site";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { DEMO_SIMPLE_SHOP } from "../seed/partners";
import { createTestDatabase } from "../testing/databases";
import { SHARE_IMAGE_FILE } from "./seo.routes";

const ORIGIN = "https://www.treadkit.example";
const SHOP_HOST = `${DEMO_SIMPLE_SHOP.subDomain}.shop.localhost`;

/** The <loc> of every <url> in a sitemap. */
function sitemapUrls(xml: string): string[] {
  expect(XMLValidator.validate(xml)).toBe(true);
  const parsed = new XMLParser({ ignoreAttributes: false }).parse(xml);
  expect(parsed.urlset["@_xmlns"]).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
  const urls = [parsed.urlset.url].flat();
  return urls.map((url: { loc: string }) => url.loc);
}

/** The content of every <meta property="og:…"> and <meta name="twitter:…"> in a page. */
function shareTagsOf(html: string): Record<string, string> {
  const head = html.slice(0, html.indexOf("</head>"));
  const tags = head.matchAll(
    /<meta (?:property|name)="((?:og|twitter):[^"]+)" content="([^"]*)">/g,
  );
  return Object.fromEntries([...tags].map((match) => [match[1], match[2]]));
}

// Server rendering reads the database through the API; PGlite is enough here.
describe("search engines and share previews", () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    db = await createTestDatabase("pglite");
    app = await buildApp({ database: db.database, web: true, publicOrigin: ORIGIN });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  const get = (url: string, host?: string) =>
    app.inject({ method: "GET", url, ...(host ? { headers: { host } } : {}) });

  it("robots.txt lets crawlers in, keeps them out of shoppers' pages and names the sitemap", async () => {
    const response = await get("/robots.txt");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/plain");
    const lines = response.body.split("\n");
    for (const path of ["/checkout", "/account", "/api/", "/advocate-dashboard"]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).not.toContain("Disallow: /");
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it("closes a simple shop's host to crawlers: robots disallows everything, no sitemap", async () => {
    const robots = await get("/robots.txt", SHOP_HOST);
    expect(robots.statusCode).toBe(200);
    expect(robots.body.split("\n")).toContain("Disallow: /");
    expect(robots.body).not.toContain("Sitemap:");
    expect(robots.headers.vary).toContain("host");
    expect((await get("/sitemap.xml", SHOP_HOST)).statusCode).toBe(404);
  });

  it("sitemap.xml lists the indexable pages and every size with tires, on the public origin", async () => {
    const response = await get("/sitemap.xml");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("application/xml");
    const urls = sitemapUrls(response.body);
    expect(urls).toContain(`${ORIGIN}/`);
    expect(urls).toContain(`${ORIGIN}/tire-sizes`);
    expect(urls).toContain(`${ORIGIN}/sitemap`);
    expect(urls).toContain(`${ORIGIN}/tire-sizes/225-50r17`);
    // 195/65R15 is a valid size nobody stocks: its page says so and is not worth listing.
    expect(urls).not.toContain(`${ORIGIN}/tire-sizes/195-65r15`);
    for (const url of urls) {
      expect(url.startsWith(`${ORIGIN}/`), url).toBe(true);
      const path = new URL(url).pathname;
      expect(path).not.toMatch(/^\/(checkout|account|dt-employees|invite|advocate-dashboard)/);
    }
    expect(new Set(urls).size).toBe(urls.length);
  });

  it("lists only pages that render, are indexable and name themselves canonical", async () => {
    const urls = sitemapUrls((await get("/sitemap.xml")).body);
    for (const url of urls) {
      const page = await get(new URL(url).pathname);
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('<meta name="robots" content="index,follow');
      expect(page.body, url).toContain(`<link rel="canonical" href="${url}">`);
    }
  });

  it("puts Open Graph and Twitter card tags on a size page", async () => {
    const tags = shareTagsOf((await get("/tire-sizes/225-50r17")).body);
    expect(tags).toMatchObject({
      "og:type": "website",
      "og:site_name": "Treadkit",
      "og:title": "225/50R17 Tires",
      "og:url": `${ORIGIN}/tire-sizes/225-50r17`,
      "og:image": `${ORIGIN}${SHARE_IMAGE.path}`,
      "og:image:width": "1024",
      "og:image:height": "512",
      "twitter:card": "summary_large_image",
    });
    expect(tags["og:description"]).toContain("225/50R17 tires");
  });

  it("names a simple shop after the shop in its share previews", async () => {
    const tags = shareTagsOf((await get("/tire-sizes/225-50r17", SHOP_HOST)).body);
    expect(tags["og:site_name"]).toBe(DEMO_SIMPLE_SHOP.name);
    expect(tags["og:title"]).toBe("225/50R17 Tires");
  });

  it("leaves share tags off the employee portal, a missing page and the checkout's link", async () => {
    const portal = await get("/dt-employees");
    expect(portal.statusCode).toBe(200);
    expect(portal.body).toContain("<title>Employee Purchase Portal</title>");
    expect(shareTagsOf(portal.body)).toEqual({});
    expect(shareTagsOf((await get("/no/such/page")).body)).toEqual({});
    // The checkout names no canonical link: its preview names no URL either.
    const checkout = shareTagsOf((await get("/checkout/shipping")).body);
    expect(checkout["og:url"]).toBeUndefined();
  });

  it("serves the default share image as a 1024x512 PNG", async () => {
    const response = await get(SHARE_IMAGE.path);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/png");
    const png = response.rawPayload;
    expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
    // The IHDR chunk holds width and height, big-endian, right after the signature.
    expect(png.readUInt32BE(16)).toBe(SHARE_IMAGE.width);
    expect(png.readUInt32BE(20)).toBe(SHARE_IMAGE.height);
    expect(png.equals(readFileSync(SHARE_IMAGE_FILE))).toBe(true);
  });

  it("renders the /sitemap page with its sizes and brands, linked", async () => {
    const response = await get("/sitemap");
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain("<title>Site map | Treadkit</title>");
    expect(html).toContain('<h2 id="sitemap-sizes">Tire sizes</h2>');
    expect(html).toContain('<h2 id="sitemap-brands">Brands</h2>');
    expect(html).toContain('<h3 id="sitemap-rim-17">17-inch tires</h3>');
    expect(html).toMatch(/<a href="\/tire-sizes\/225-50r17"[^>]*>225\/50R17<\/a>/);
    expect(html).toMatch(/<a href="\/brands\/michelin-tires"[^>]*>Michelin tires<\/a>/);
    expect(html).not.toContain("195/65R15");
  });
});
