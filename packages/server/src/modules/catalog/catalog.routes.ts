import { clientContextQuerySchema } from "@treadkit/core";
import {
  catalogListingQuerySchema,
  catalogListingSchema,
  listingForBuyer,
  productDetailParamsSchema,
  productDetailSchema,
  productForBuyer,
} from "@treadkit/core/catalog";
import { userTypeOf } from "@treadkit/core/session";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { CATALOGUE_CACHE_SECONDS } from "../../http/cache-policy";
import { brandRestrictionOf } from "../../http/client-auth";
import { notFound } from "../../http/errors";
import { buyerOf } from "../account/buyer";
import { findBrandName, findProductLabel } from "./catalog.repository";
import { getProductDetail, listCatalog } from "./catalog.service";
import { renderBrandSvg, renderTireSvg } from "./tire-image";

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
      const listing = await listCatalog(db, request.query, await brandRestrictionOf(request));
      // A signed-in buyer sees the prices the cart will charge them, with their label.
      const buyer = await buyerOf(db, request);
      return buyer ? listingForBuyer(listing, userTypeOf(buyer.detail)) : listing;
    },
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
      );
      const buyer = await buyerOf(db, request);
      // The buyer's own price, as on listings and in the cart.
      return buyer ? productForBuyer(detail, userTypeOf(buyer.detail)) : detail;
    },
  );
};

/** Generated product pictures, served outside /api like any other media. */
export const mediaRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/media/tires/:file",
    {
      schema: {
        hide: true,
        params: z.object({ file: z.string().regex(/^[A-Z0-9-]{3,120}\.svg$/) }),
      },
    },
    async (request, reply) => {
      const sku = request.params.file.replace(/\.svg$/, "");
      const label = await findProductLabel(db, sku);
      if (!label) throw notFound("Image unavailable");
      reply.header("content-type", "image/svg+xml; charset=utf-8");
      reply.header("cache-control", "public, max-age=86400");
      return renderTireSvg(label.toUpperCase());
    },
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
      const name = await findBrandName(db, request.params.file.replace(/\.svg$/, ""));
      if (!name) throw notFound("Image unavailable");
      reply.header("content-type", "image/svg+xml; charset=utf-8");
      reply.header("cache-control", "public, max-age=86400");
      return renderBrandSvg(name);
    },
  );
};
