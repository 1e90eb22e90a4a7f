import formbody from "@fastify/formbody";
import {
  ADD_TO_CART_QUANTITY_MESSAGE,
  CART_ID_COOKIE,
  cartCookies,
  cartCount,
} from "@treadkit/core/cart";
import { cookieValue } from "@treadkit/core/platform";
import { safeReturnPath } from "@treadkit/core/session";
import { DB_ID_PATTERN, isUuid } from "@treadkit/core/validation";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { cookieOptions } from "../../http/cookies";
import { HttpError } from "../../http/errors";
import { formRefusalPage } from "../../http/html";
import { fromOwnPage } from "../../http/own-page";
import { withClaimedReferral } from "../referral/referral.cart";
import { chosenVehicleFields } from "../vehicles/vehicles.repository";
import { withAttribution, withBrowsingChoices } from "./attribution";
import { findCart } from "./cart.repository";
import { addToCart } from "./cart.service";
import { shopQuotedWhileBrowsing } from "./installed-set.service";
import { cartContextOf } from "./request-context";

const productIdSchema = z
  .string()
  .regex(DB_ID_PATTERN, { error: "productId must be a product id" });
const quantitySchema = z.coerce.number().int().min(0).max(20);

/** One tire, or a staggered set: the front tire and the rear tire, each with its quantity. */
const addFormSchema = z
  .object({
    productId: productIdSchema,
    quantity: quantitySchema,
    rearProductId: productIdSchema.optional(),
    rearQuantity: quantitySchema.optional(),
    returnTo: z.string().max(500).optional(),
  })
  .refine((body) => body.quantity + (body.rearQuantity ?? 0) > 0, {
    error: ADD_TO_CART_QUANTITY_MESSAGE,
  });

/** The page a form post answers with when the tire could not be added (no script to show it). */
function refusalPage(message: string, back: string): string {
  return formRefusalPage({
    title: "Could not add to cart",
    heading: "We could not add this tire to your cart",
    message,
    back: { href: back, label: "Back" },
  });
}

/**
 * POST /cart/add: "Add to cart" as a plain form, for a page whose script has not run (or never
 * will). The browser's cart (CART_ID cookie) gets the tires, or a new cart is made; the shopper
 * returns to the page they were on, with #cart to open the cart summary once the page is live.
 * Only the site's own pages may post it.
 */
export const cartFormRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  await app.register(formbody);
  app.post("/cart/add", { schema: { hide: true, body: addFormSchema } }, async (request, reply) => {
    const back = safeReturnPath(request.body.returnTo, "/");
    if (!fromOwnPage(request)) {
      return reply
        .code(403)
        .type("text/html; charset=utf-8")
        .send(refusalPage("This form can only be sent from our own pages.", back));
    }
    const { productId, quantity, rearProductId, rearQuantity = 0 } = request.body;
    const { input, browsing } = withBrowsingChoices(
      withAttribution(
        {
          productId,
          ...(rearProductId ? { rearProductId } : {}),
          quantity: { front: quantity, rear: rearQuantity },
          ...(await chosenVehicleFields(db, request.headers.cookie)),
        },
        request.cookies,
      ),
      request.headers.cookie,
    );
    const context = await cartContextOf(db, request);
    const known = cookieValue(request.headers.cookie, CART_ID_COOKIE);
    const existing = known && isUuid(known) ? await findCart(db, known) : null;
    try {
      // As with the API's add to cart, a friend's claimed invite code comes onto the cart.
      const cart = await withClaimedReferral(
        db,
        request,
        await addToCart(db, existing?.id, input, context, {
          chosenShopId: existing ? null : await shopQuotedWhileBrowsing(db, browsing),
        }),
        context,
      );
      for (const cookie of cartCookies(cart.id, cartCount(cart.siteProducts))) {
        reply.setCookie(
          cookie.name,
          cookie.value,
          cookieOptions(request, { path: cookie.path, maxAgeS: cookie.maxAge }),
        );
      }
      return reply.redirect(`${back.split("#")[0]}#cart`, 303);
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
      return reply
        .code(error.statusCode)
        .type("text/html; charset=utf-8")
        .send(refusalPage(error.message, back));
    }
  });
};
