import { describe, expect, it } from "vitest";
import {
  INDEXABLE_PAGES,
  robotsTxt,
  SITEMAP_MAX_URLS,
  sitemapPaths,
  sitemapXml,
  sizesByRimDiameter,
} from "./seo";

describe("robots.txt", () => {
  it("lets crawlers in, keeps them out of shoppers' pages and the API, and names the sitemap", () => {
    const lines = robotsTxt("consumer", "https://shop.example/sitemap.xml").split("\n");
    expect(lines[0]).toBe("User-agent: *");
    expect(lines).toContain("Allow: /");
    for (const path of ["/checkout", "/account", "/api/", "/advocate-dashboard"]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).not.toContain("Disallow: /");
    expect(lines).toContain("Sitemap: https://shop.example/sitemap.xml");
  });

  it("closes a simple shop to crawlers entirely", () => {
    const text = robotsTxt("simpleShop", "https://x/sitemap.xml");
    expect(text.split("\n")).toContain("Disallow: /");
    expect(text).not.toContain("Sitemap:");
    expect(text).not.toContain("Allow: /\n");
  });
});

describe("sitemap", () => {
  it("lists the fixed pages, then one page per size", () => {
    const paths = sitemapPaths([
      { slug: "225-50r17", count: 12 },
      { slug: "33x12-50r15", count: 1 },
    ]);
    expect(paths).toEqual([...INDEXABLE_PAGES, "/tire-sizes/225-50r17", "/tire-sizes/33x12-50r15"]);
    for (const path of ["/checkout", "/account", "/dt-employees", "/invite"]) {
      expect(paths.some((p) => p.startsWith(path))).toBe(false);
    }
  });

  it("lists each brand's page, under its -tires path, before the sizes", () => {
    const paths = sitemapPaths([{ slug: "225-50r17", count: 12 }], [{ slug: "michelin" }]);
    expect(paths).toEqual([...INDEXABLE_PAGES, "/brands/michelin-tires", "/tire-sizes/225-50r17"]);
  });

  it("stays within the protocol's 50,000 URLs, keeping the most-stocked sizes", () => {
    const sizes = Array.from({ length: SITEMAP_MAX_URLS + 10 }, (_, i) => ({
      slug: `size-${i}`,
      count: i === 0 ? 1 : 5,
    }));
    const paths = sitemapPaths(sizes);
    expect(paths).toHaveLength(SITEMAP_MAX_URLS);
    expect(paths.slice(0, INDEXABLE_PAGES.length)).toEqual([...INDEXABLE_PAGES]);
    expect(paths).not.toContain("/tire-sizes/size-0");
  });

  it("writes absolute, escaped URLs in a sitemaps.org urlset", () => {
    const xml = sitemapXml("https://shop.example", ["/", "/a?b=1&c=2"]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain("<url><loc>https://shop.example/</loc></url>");
    expect(xml).toContain("<loc>https://shop.example/a?b=1&amp;c=2</loc>");
    expect(xml.trimEnd().endsWith("</urlset>")).toBe(true);
  });

  it("groups sizes under their rim diameter, smallest first", () => {
    const size = (slug: string, rimDiameter: number) => ({
      label: slug,
      slug,
      rimDiameter,
      count: 1,
    });
    const groups = sizesByRimDiameter([size("a17", 17), size("b15", 15), size("c17", 17)]);
    expect(groups.map((g) => g.rimDiameter)).toEqual([15, 17]);
    expect(groups[1]?.sizes.map((s) => s.slug)).toEqual(["a17", "c17"]);
  });
});
