import formbody from "@fastify/formbody";
import { CART_ID_COOKIE } from "@treadkit/core/cart";
import { USER_ZIP_COOKIE, USER_ZIP_MAX_AGE_S, userZipFromCookie } from "@treadkit/core/installer";
import { cookieValue } from "@treadkit/core/platform";
import { safeReturnPath } from "@treadkit/core/session";
import {
  SELECTED_SHOP_COOKIE,
  SELECTED_SHOP_MAX_AGE_S,
  shopCodeParamsSchema,
  shopHref,
} from "@treadkit/core/shops";
import { DB_ID_PATTERN, isUuid } from "@treadkit/core/validation";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { cookieOptions } from "../../http/cookies";
import { HttpError } from "../../http/errors";
import { formRefusalPage } from "../../http/html";
import { fromOwnPage } from "../../http/own-page";
import { findCart } from "../cart/cart.repository";
import { updateCart } from "../cart/cart.service";
import { cartContextOf } from "../cart/request-context";
import { findShopByCode, findShopById } from "./shops.repository";
import { SHOP_NOT_FOUND } from "./shops.service";

function refusalPage(message: string): string {
  return formRefusalPage({
    title: "Could not select this shop",
    heading: "We could not select this shop",
    message,
    back: { href: "/tire-shops", label: "Find a tire shop" },
  });
}

/**
 * POST /tire-shops/select: "Shop tires at this shop" as a plain form. The shop becomes the
 * browser's selected shop (SELECTED_SHOP cookie) and, when the browser has a cart, the cart's
 * installer, so checkout offers it first; the shopper returns to the shop's page. Only the
 * site's own pages may post it.
 */
export const shopSelectRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  await app.register(formbody);
  app.post(
    "/tire-shops/select",
    {
      schema: {
        hide: true,
        // The shop by its code (its page) or its installer id (the header's all-shops modal);
        // returnTo: the page the choice was made on, else the shop's own page.
        body: z
          .object({
            shopCode: shopCodeParamsSchema.shape.shopCode.optional(),
            installerId: z
              .string()
              .regex(DB_ID_PATTERN, { error: "installerId must be an installer id" })
              .optional(),
            returnTo: z.string().max(500).optional(),
          })
          .refine((body) => body.shopCode || body.installerId, { error: "Choose a shop" }),
      },
    },
    async (request, reply) => {
      const html = (status: number, message: string) =>
        reply.code(status).type("text/html; charset=utf-8").send(refusalPage(message));
      if (!fromOwnPage(request)) {
        return html(403, "This form can only be sent from our own pages.");
      }
      const { shopCode, installerId } = request.body;
      const shop = shopCode
        ? await findShopByCode(db, shopCode)
        : await findShopById(db, Number(installerId));
      if (!shop) return html(404, SHOP_NOT_FOUND);

      reply.setCookie(
        SELECTED_SHOP_COOKIE,
        String(shop.id),
        cookieOptions(request, { maxAgeS: SELECTED_SHOP_MAX_AGE_S }),
      );
      // Shops are listed near the shopper's ZIP: one who chose a shop first is placed at it.
      if (!userZipFromCookie(request.headers.cookie)) {
        reply.setCookie(
          USER_ZIP_COOKIE,
          shop.zip.slice(0, 5),
          cookieOptions(request, { maxAgeS: USER_ZIP_MAX_AGE_S }),
        );
      }
      const known = cookieValue(request.headers.cookie, CART_ID_COOKIE);
      const cart = known && isUuid(known) ? await findCart(db, known) : null;
      if (cart) {
        try {
          await updateCart(
            db,
            cart.id,
            { installerId: String(shop.id) },
            await cartContextOf(db, request),
          );
        } catch (error) {
          // The selection stands even when the cart cannot take the shop (an ordered cart).
          if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
        }
      }
      const own = shopHref({ ...shop, shopCode: shop.code });
      return reply.redirect(safeReturnPath(request.body.returnTo ?? own, own), 303);
    },
  );
};
