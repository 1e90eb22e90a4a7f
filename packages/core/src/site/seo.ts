/**
 * What search engines are told (storefront.md §5): the pages worth indexing, robots.txt and the
 * XML sitemap. Noindex pages (a shopper's account and checkout, the employee portal, the
 * referral pages) are never listed; a simple shop, noindex,nofollow throughout, lists nothing.
 */

import { brandPathSlug } from "../catalog/links";
import { type Client, RESPONSE_CHECKS, type Result } from "../client";
import type { PageChannel } from "./meta";
import { type SitemapIndex, sitemapIndexSchema } from "./sitemap-schema";

/** The sitemap protocol's limit per file (sitemaps.org); past it a sitemap index is needed. */
export const SITEMAP_MAX_URLS = 50_000;

/** Indexable pages that exist whatever the catalogue holds, in the order they are listed. */
export const INDEXABLE_PAGES = [
  "/",
  "/tire-sizes",
  "/brands",
  "/vehicles",
  "/categories",
  "/types",
  "/tire-reviews",
  "/sitemap",
] as const;

/** Paths crawlers are asked to stay out of: a shopper's own pages and the API. */
export const DISALLOWED_PATHS = ["/checkout", "/account", "/api/", "/advocate-dashboard"] as const;

/** robots.txt: crawl the shop and read its sitemap; a simple shop is closed to crawlers. */
export function robotsTxt(channel: PageChannel, sitemapUrl: string): string {
  if (channel === "simpleShop") return "User-agent: *\nDisallow: /\n";
  return [
    "User-agent: *",
    "Allow: /",
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${sitemapUrl}`,
    "",
  ].join("\n");
}

/**
 * The paths a sitemap lists: the fixed pages, one per brand carried, then one per size that has
 * tires, at most SITEMAP_MAX_URLS in all: past that, the most-stocked sizes are kept.
 */
export function sitemapPaths(
  sizes: readonly { slug: string; count: number }[],
  brands: readonly { slug: string }[] = [],
): string[] {
  const fixed = [
    ...INDEXABLE_PAGES,
    ...brands.map((brand) => `/brands/${encodeURIComponent(brandPathSlug(brand.slug))}`),
  ].slice(0, SITEMAP_MAX_URLS);
  const room = SITEMAP_MAX_URLS - fixed.length;
  const kept =
    sizes.length > room ? [...sizes].sort((a, b) => b.count - a.count).slice(0, room) : sizes;
  return [...fixed, ...kept.map((size) => `/tire-sizes/${encodeURIComponent(size.slug)}`)];
}

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c] ?? c,
  );

/** A sitemaps.org urlset of absolute URLs on `origin`. */
export function sitemapXml(origin: string, paths: readonly string[]): string {
  const urls = paths.map((path) => `<url><loc>${escapeXml(`${origin}${path}`)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

export type SitemapSize = SitemapIndex["sizes"][number];

/** Sizes grouped under their rim diameter, smallest first, for the /sitemap page. */
export function sizesByRimDiameter(
  sizes: readonly SitemapSize[],
): { rimDiameter: number; sizes: SitemapSize[] }[] {
  const groups = new Map<number, SitemapSize[]>();
  for (const size of sizes) {
    const group = groups.get(size.rimDiameter);
    if (group) group.push(size);
    else groups.set(size.rimDiameter, [size]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rimDiameter, list]) => ({ rimDiameter, sizes: list }));
}

/** GET /v1/site/sitemap: the sizes and brands the catalogue holds. */
export function getSitemapIndex(
  client: Client,
  signal?: AbortSignal,
): Promise<Result<SitemapIndex>> {
  return client.request({
    path: "/v1/site/sitemap",
    schema: RESPONSE_CHECKS ? sitemapIndexSchema : undefined,
    signal,
  });
}
