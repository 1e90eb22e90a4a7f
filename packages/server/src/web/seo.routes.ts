import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { formatTireSize, parseTireSize } from "@treadkit/core/catalog";
import {
  robotsTxt,
  SHARE_IMAGE,
  SITEMAP_MAX_URLS,
  type SitemapIndex,
  sitemapIndexSchema,
  sitemapPaths,
  sitemapXml,
} from "@treadkit/core/site";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../db/client";
import { findCatalogueIndex } from "../modules/catalog/catalog.repository";
import { shopDealContentPaths } from "../modules/content/sitemap";
import { type ChannelOptions, siteChannelOf } from "../modules/site/channel";
import { findVehicleIndex } from "../modules/vehicles/vehicles.repository";

/** The default share image (storefront.md §5), drawn by scripts/generate-share-image.ts. */
export const SHARE_IMAGE_FILE = fileURLToPath(
  new URL("../../static/treadkit-share-1024x512.png", import.meta.url),
);

/** Crawlers ask for these rarely and the catalogue's sizes change rarely: an hour is fine. */
const SEO_CACHE = "public, max-age=3600";

/** The catalogue's sizes (by rim diameter, then size) and brands, as the /sitemap page shows them. */
async function catalogueIndex(db: Db): Promise<SitemapIndex> {
  const rows = await findCatalogueIndex(db, SITEMAP_MAX_URLS);
  const sizes = rows.sizes.map((row) => {
    const size = parseTireSize(row.slug);
    // The P prefix is dropped: the size page holds P-metric and Euro-metric tires alike.
    const label = !size
      ? row.slug
      : formatTireSize(size.kind === "metric" ? { ...size, prefix: "" } : size);
    return { label, slug: row.slug, rimDiameter: row.rimDiameter, count: row.count };
  });
  sizes.sort((a, b) => a.rimDiameter - b.rimDiameter || a.label.localeCompare(b.label));
  return { sizes, brands: rows.brands, vehicles: await findVehicleIndex(db) };
}

/**
 * What search engines read: /robots.txt and /sitemap.xml, per host (a simple shop is closed to
 * them), the default share image, and the catalogue index behind the /sitemap page.
 *
 * One sitemap file, capped at the protocol's 50,000 URLs (the most-stocked sizes kept); a
 * catalogue with more sizes than that would need a sitemap index, which no data set here needs.
 */
export const seoRoutes: FastifyPluginAsyncZod<{
  db: Db;
  channels: ChannelOptions;
  publicOrigin?: string | undefined;
}> = async (app, { db, channels, publicOrigin }) => {
  const shareImage = readFileSync(SHARE_IMAGE_FILE);
  // The origin canonical links name (web.routes.ts): a default port is dropped, as URL does.
  const originOf = (request: FastifyRequest) =>
    publicOrigin ?? new URL(`${request.protocol}://${request.host}`).origin;

  app.get("/robots.txt", { schema: { hide: true } }, async (request, reply) => {
    const { channel } = await siteChannelOf(db, request.host, channels);
    reply.header("vary", "host").header("cache-control", SEO_CACHE);
    reply.type("text/plain; charset=utf-8");
    return robotsTxt(channel, `${originOf(request)}/sitemap.xml`);
  });

  app.get("/sitemap.xml", { schema: { hide: true } }, async (request, reply) => {
    reply.header("vary", "host");
    const { channel } = await siteChannelOf(db, request.host, channels);
    // A simple shop is noindex,nofollow: it has no sitemap to offer.
    if (channel === "simpleShop") {
      return reply.code(404).type("text/plain; charset=utf-8").send("No sitemap on this host");
    }
    const { sizes, brands } = await findCatalogueIndex(db, SITEMAP_MAX_URLS);
    reply.header("cache-control", SEO_CACHE).type("application/xml; charset=utf-8");
    const more = await shopDealContentPaths(db, app.clock());
    const paths = [...sitemapPaths(sizes, brands), ...more].slice(0, SITEMAP_MAX_URLS);
    return sitemapXml(originOf(request), paths);
  });

  app.get(SHARE_IMAGE.path, { schema: { hide: true } }, async (_request, reply) =>
    reply.type("image/png").header("cache-control", "public, max-age=86400").send(shareImage),
  );

  app.get(
    "/api/v1/site/sitemap",
    {
      schema: {
        tags: ["site"],
        summary: "Sizes and brands with tires on sale, and the vehicles, for the /sitemap page",
        response: { 200: sitemapIndexSchema },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", SEO_CACHE);
      return catalogueIndex(db);
    },
  );
};
