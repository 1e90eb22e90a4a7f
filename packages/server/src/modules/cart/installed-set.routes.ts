import {
  FINANCING_MONTHS,
  INSTALLED_SET_QUANTITY,
  installedSetQuerySchema,
  installedSetSchema,
  monthlyPaymentInCents,
  productDetailParamsSchema,
} from "@treadkit/core/catalog";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { notFound } from "../../http/errors";
import { findZip } from "../geo/zip.repository";
import { findInstallersNear } from "../installers/installers.repository";
import { INSTALLER_RADIUS_MILES } from "../installers/installers.service";
import { quoteInstalledCart } from "./cart.service";
import { cartContextOf } from "./request-context";

/** Said when no shop that installs is near the ZIP. */
export const NO_SHOP_NEAR_MESSAGE = `No shop within ${INSTALLER_RADIUS_MILES} miles of this ZIP code installs tires yet.`;

/**
 * GET /catalog/products/:productId/installed-set: the out-the-door price of four of a tire,
 * installed at the shop chosen or else the nearest one to the ZIP, priced as the cart prices it
 * for this buyer. Personal (a buyer's own prices), so never shared by caches.
 */
export const installedSetRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/catalog/products/:productId/installed-set",
    {
      schema: {
        tags: ["catalog"],
        params: productDetailParamsSchema,
        querystring: installedSetQuerySchema,
        response: { 200: installedSetSchema },
      },
    },
    async (request) => {
      const place = await findZip(db, request.query.userZip);
      if (!place) throw notFound("We do not know this ZIP code", "UNKNOWN_ZIP");
      const wanted = request.query.installerId;
      const [shop] = await findInstallersNear(db, place, {
        radiusMiles: INSTALLER_RADIUS_MILES,
        mobileInstall: false,
        ...(wanted ? { installerIds: [Number(wanted)] } : {}),
      });
      if (!shop) throw notFound(NO_SHOP_NEAR_MESSAGE, "NO_SHOP_NEAR");
      const cart = await quoteInstalledCart(
        db,
        {
          productId: request.params.productId,
          quantity: INSTALLED_SET_QUANTITY,
          installerId: String(shop.id),
          zip: request.query.userZip,
        },
        await cartContextOf(db, request),
      );
      const summary = cart.cartSummary;
      return {
        quantity: summary.quantity,
        installer: {
          installerId: String(shop.id),
          company: shop.company,
          distanceMiles: Math.round(shop.distance * 10) / 10,
        },
        productsInCents: summary.productsInCents,
        installationInCents: summary.installationInCents,
        discountInCents: summary.discountInCents,
        shippingInCents: summary.shippingInCents,
        tireFeeInCents: summary.tireFeeInCents,
        salesTaxInCents: summary.salesTaxInCents,
        taxKnown: summary.tax !== null,
        totalInCents: summary.totalInCents,
        financing: {
          months: FINANCING_MONTHS,
          monthlyInCents: monthlyPaymentInCents(summary.totalInCents),
        },
      };
    },
  );
};
