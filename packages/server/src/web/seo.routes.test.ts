import { readFileSync } from "node:fs";
import {
  categoryHref,
  categoryPages,
  normaliseTireSizeSlug,
  TIRE_TYPES,
  tireTypeHref,
} from "@treadkit/core/catalog";
import { SHARE_IMAGE } from "@treadkit/core/site";
import { and, count, eq, isNull } from "drizzle-orm";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { brands, productLines, products } from "../modules/catalog/catalog.schema";
import { installers } from "../modules/installers/installers.schema";
import { vehicles } from "../modules/vehicles/vehicles.schema";
import { DEMO_SIMPLE_SHOP } from "../seed/partners";
import { createTestDatabase } from "../testing/databases";
import { UNSTOCKED_SIZE } from "../testing/fixtures";
import { SHARE_IMAGE_FILE } from "./seo.routes";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

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

/** At most `n` of the items, evenly spread from the first to the last. */
function spread<T>(items: readonly T[], n: number): T[] {
  if (items.length <= n) return [...items];
  return Array.from(
    { length: n },
    (_, i) => items[Math.round((i * (items.length - 1)) / (n - 1))] as T,
  );
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

  /** Slugs of the sizes and brands with tires on sale, from the database itself. */
  const catalogue = async () => {
    const onSale = isNull(products.discontinuedAt);
    const sizes = await db.database.db
      .selectDistinct({ slug: products.sizeSlug })
      .from(products)
      .where(onSale);
    const withTires = await db.database.db
      .selectDistinct({ slug: brands.slug })
      .from(products)
      .innerJoin(productLines, eq(products.productLineId, productLines.id))
      .innerJoin(brands, eq(productLines.brandId, brands.id))
      .where(onSale);
    return { sizes: sizes.map((row) => row.slug), brands: withTires.map((row) => row.slug) };
  };

  /**
   * Those of the URLs whose page is not there, is closed to crawlers or names another URL as its
   * canonical one, each with what is wrong: all of them, not only the first.
   */
  const unindexable = async (urls: readonly string[]) => {
    const problems: string[] = [];
    for (const url of urls) {
      const page = await get(new URL(url).pathname);
      if (page.statusCode !== 200) problems.push(`${url}: ${page.statusCode}`);
      else if (!page.body.includes('<meta name="robots" content="index,follow'))
        problems.push(`${url}: not indexable`);
      else if (!page.body.includes(`<link rel="canonical" href="${url}">`))
        problems.push(`${url}: another canonical URL`);
    }
    return problems;
  };

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
    // Every size and brand with tires, and no other size: a valid size nobody stocks has a page
    // that says so, which is not worth listing.
    const { sizes, brands: withTires } = await catalogue();
    const listedSizes = urls.filter((url) => url.startsWith(`${ORIGIN}/tire-sizes/`));
    expect(listedSizes.sort()).toEqual(sizes.map((slug) => `${ORIGIN}/tire-sizes/${slug}`).sort());
    expect(urls).not.toContain(`${ORIGIN}/tire-sizes/${UNSTOCKED_SIZE.slug}`);
    const listedBrands = urls.filter((url) => url.startsWith(`${ORIGIN}/brands/`));
    expect(listedBrands.sort()).toEqual(
      withTires.map((slug) => `${ORIGIN}/brands/${slug}-tires`).sort(),
    );
    for (const url of urls) {
      expect(url.startsWith(`${ORIGIN}/`), url).toBe(true);
      const path = new URL(url).pathname;
      expect(path).not.toMatch(/^\/(checkout|account|dt-employees|invite|advocate-dashboard)/);
    }
    expect(new Set(urls).size).toBe(urls.length);
  });

  // The data set's sitemap holds about 1,800 URLs, nearly all of them sizes, brands, shops and
  // cities: rendering every one takes a minute or more. Of those four families a spread is
  // rendered, and what makes one of their pages exist is checked for every URL, without rendering
  // (the listed sizes and brands are those with tires: the sitemap.xml test). Every other page is
  // rendered.
  const isSize = (path: string) => path.startsWith("/tire-sizes/");
  const isBrand = (path: string) => path.startsWith("/brands/");
  const isShop = (path: string) => path.startsWith("/tire-shops/shop/");
  const isCity = (path: string) => /^\/tire-shops\/[^/]+$/.test(path);
  const families = [isSize, isBrand, isShop, isCity];

  it("lists only pages that render, are indexable and name themselves canonical", async () => {
    const urls = sitemapUrls((await get("/sitemap.xml")).body);
    const family = (kind: (path: string) => boolean) =>
      urls.filter((url) => kind(new URL(url).pathname));
    const others = urls.filter((url) => !families.some((kind) => kind(new URL(url).pathname)));
    expect(others.length).toBeGreaterThan(1);
    for (const kind of families) expect(family(kind).length).toBeGreaterThan(1);

    // A size page reads the size from its slug and names the slug it reads as canonical.
    for (const url of family(isSize)) {
      const slug = decodeURIComponent(new URL(url).pathname.slice("/tire-sizes/".length));
      expect(normaliseTireSizeSlug(slug), url).toBe(slug);
    }
    // A shop page finds its shop by the code at the end of the URL: every shop, once.
    const codes = family(isShop).map((url) =>
      decodeURIComponent(url.slice(url.lastIndexOf("/") + 1)),
    );
    const stored = await db.database.db.select({ code: installers.code }).from(installers);
    expect(codes.sort()).toEqual(stored.map((row) => row.code).sort());

    const rendered = [...others, ...families.flatMap((kind) => spread(family(kind), 12))];
    expect(await unindexable(rendered)).toEqual([]);
  });

  it("lists New York's page of shops, which finds the shops there", async () => {
    // New York has shops, so the sitemap lists the city; its page looks for shops around the
    // centre of the city's ZIP codes, not at those shop rows, so the two can disagree.
    const [here] = await db.database.db
      .select({ n: count() })
      .from(installers)
      .where(and(eq(installers.city, "New York"), eq(installers.state, "NY")));
    expect(here?.n).toBeGreaterThan(0);
    const url = `${ORIGIN}/tire-shops/new-york-ny`;
    expect(sitemapUrls((await get("/sitemap.xml")).body)).toContain(url);
    expect(await unindexable([url])).toEqual([]);
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
    // Every size and brand with tires is linked; a size nobody stocks is not.
    const { sizes, brands: withTires } = await catalogue();
    for (const slug of sizes) expect(html).toContain(`<a href="/tire-sizes/${slug}"`);
    for (const slug of withTires) expect(html).toContain(`<a href="/brands/${slug}-tires"`);
    expect(html).not.toContain(UNSTOCKED_SIZE.label);
    // Every tire type and category, each to its page.
    expect(html).toContain('<h2 id="sitemap-types">Tire types</h2>');
    expect(html).toContain('<h2 id="sitemap-categories">Tire categories</h2>');
    for (const type of TIRE_TYPES) {
      expect(html).toMatch(
        new RegExp(`<a href="${tireTypeHref(type)}"[^>]*>${escapeRegExp(type)} tires</a>`),
      );
    }
    for (const category of categoryPages()) {
      expect(html).toMatch(
        new RegExp(
          `<a href="${categoryHref(category.slug)}"[^>]*>${escapeRegExp(category.name)} tires</a>`,
        ),
      );
    }
    expect(html).toContain('<a href="/types/suv-crossover"');
    expect(html).toContain('<a href="/categories/all-season"');
    // And every vehicle of the fitment guide: each make's page and each of its models.
    expect(html).toContain('<h2 id="sitemap-vehicles">Vehicles</h2>');
    const models = await db.database.db
      .selectDistinct({ make: vehicles.makeSlug, model: vehicles.modelSlug })
      .from(vehicles);
    expect(models.length).toBeGreaterThan(100);
    for (const { make, model } of models) {
      expect(html).toContain(`<a href="/vehicles/${make}-tires"`);
      expect(html).toContain(`<a href="/vehicles/${make}/${model}"`);
    }
  });
});
