import { clientContextQuerySchema } from "@treadkit/core";
import {
  catalogLinesQuerySchema,
  catalogLinesSchema,
  catalogListingQuerySchema,
  catalogListingSchema,
  listingForBuyer,
  productDetailParamsSchema,
  productDetailSchema,
  productForBuyer,
  specsOnSaleSchema,
} from "@treadkit/core/catalog";
import { userTypeOf } from "@treadkit/core/session";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { CATALOGUE_CACHE_SECONDS } from "../../http/cache-policy";
import { brandRestrictionOf } from "../../http/client-auth";
import { notFound } from "../../http/errors";
import { buyerOf } from "../account/buyer";
import { findBrandName, findSpecsOnSale, findTireImageFacts } from "./catalog.repository";
import { getProductDetail, listBrandLines, listCatalog } from "./catalog.service";
import { renderBrandSvg } from "./imagery/brand";
import { matchesEtag, type RenderedSvg, svgCache } from "./imagery/cache";
import { renderTireSvg, TIRE_VIEWS, type TireView } from "./imagery/tire";

export const catalogRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/catalog/products",
    {
      config: { cacheSeconds: CATALOGUE_CACHE_SECONDS },
      schema: {
        tags: ["catalog"],
        summary:
          "Tires by size, vehicle, brand, line, type, category or deals, with filters and facets",
        querystring: catalogListingQuerySchema,
        response: { 200: catalogListingSchema },
      },
    },
    async (request) => {
      const listing = await listCatalog(
        db,
        request.query,
        await brandRestrictionOf(request),
        app.clock(),
      );
      // A signed-in buyer sees the prices the cart will charge them, with their label.
      const buyer = await buyerOf(db, request);
      return buyer ? listingForBuyer(listing, userTypeOf(buyer.detail)) : listing;
    },
  );
  app.get(
    "/catalog/lines",
    {
      config: { cacheSeconds: CATALOGUE_CACHE_SECONDS },
      schema: {
        tags: ["catalog"],
        summary: "A brand's product lines: picture, rating, lowest price and sizes on sale",
        querystring: catalogLinesQuerySchema,
        response: { 200: catalogLinesSchema },
      },
    },
    async (request) => listBrandLines(db, request.query, await brandRestrictionOf(request)),
  );
  app.get(
    "/catalog/sidewall-specs",
    {
      config: { cacheSeconds: CATALOGUE_CACHE_SECONDS },
      schema: {
        tags: ["catalog"],
        summary:
          "Every size and service description on sale, which a sidewall photo is read against",
        response: { 200: specsOnSaleSchema },
      },
    },
    async () => ({ specs: await findSpecsOnSale(db) }),
  );
  app.get(
    "/catalog/products/:productId",
    {
      config: { cacheSeconds: CATALOGUE_CACHE_SECONDS },
      schema: {
        tags: ["catalog"],
        summary: "Product detail with specs, stock and the line's other sizes",
        params: productDetailParamsSchema,
        querystring: clientContextQuerySchema,
        response: { 200: productDetailSchema },
      },
    },
    async (request) => {
      const detail = await getProductDetail(
        db,
        request.params.productId,
        await brandRestrictionOf(request),
        app.clock(),
      );
      const buyer = await buyerOf(db, request);
      // The buyer's own price, as on listings and in the cart.
      return buyer ? productForBuyer(detail, userTypeOf(buyer.detail)) : detail;
    },
  );
};

const SKU_FILE = z.string().regex(/^[A-Z0-9-]{3,120}\.svg$/);
const withoutSuffix = (file: string) => file.replace(/\.svg$/, "");

/**
 * Generated product pictures, served outside /api like any other media:
 *
 *   /media/tires/SKU.svg              the side view (the address links have always used)
 *   /media/tires/sidewall/SKU.svg     the same
 *   /media/tires/treadonly/SKU.svg    the tread face, seen straight on
 *   /media/tires/sidetread/SKU.svg    the angled three-quarter view
 *   /media/brands/SLUG.svg            a brand's wordmark
 *
 * A view's name is the productImageSchema view it is listed under. Rendered pictures are kept
 * in a bounded in-process cache, and carry an ETag so a browser revalidates with a 304.
 */
export const mediaRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const pictures = svgCache(2_000);

  const send = (request: FastifyRequest, reply: FastifyReply, picture: RenderedSvg | null) => {
    if (!picture) throw notFound("Image unavailable");
    reply.header("cache-control", "public, max-age=86400").header("etag", picture.etag);
    if (matchesEtag(request.headers["if-none-match"], picture.etag)) return reply.code(304).send();
    return reply.type("image/svg+xml; charset=utf-8").send(picture.svg);
  };

  const tire = async (sku: string, view: TireView) =>
    pictures.get(`${view}:${sku}`, async () => {
      const facts = await findTireImageFacts(db, sku);
      return facts && renderTireSvg(facts, view);
    });

  app.get(
    "/media/tires/:file",
    { schema: { hide: true, params: z.object({ file: SKU_FILE }) } },
    async (request, reply) =>
      send(request, reply, await tire(withoutSuffix(request.params.file), "sidewall")),
  );

  app.get(
    "/media/tires/:view/:file",
    {
      schema: { hide: true, params: z.object({ view: z.enum(TIRE_VIEWS), file: SKU_FILE }) },
    },
    async (request, reply) =>
      send(request, reply, await tire(withoutSuffix(request.params.file), request.params.view)),
  );

  app.get(
    "/media/brands/:file",
    {
      schema: {
        hide: true,
        params: z.object({ file: z.string().regex(/^[a-z0-9-]{1,80}\.svg$/) }),
      },
    },
    async (request, reply) => {
      const slug = withoutSuffix(request.params.file);
      const picture = await pictures.get(`brand:${slug}`, async () => {
        const name = await findBrandName(db, slug);
        return name && renderBrandSvg(name);
      });
      return send(request, reply, picture);
    },
  );
};
