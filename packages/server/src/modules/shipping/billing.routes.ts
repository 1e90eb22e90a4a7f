import { cartIdQuerySchema } from "@treadkit/core/cart";
import { cartBillingRequestSchema, cartBillingResponseSchema } from "@treadkit/core/shipping";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { getCartBilling, saveCartBilling } from "./billing.service";

/** GET, POST and PUT /checkout/cart-billing (storefront.md §7, checkout.md §7). */
export const billingRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ["checkout"];
  const response = { 200: cartBillingResponseSchema };
  app.get(
    "/checkout/cart-billing",
    { schema: { tags, querystring: cartIdQuerySchema, response } },
    async (request) => getCartBilling(db, request.query.cartId),
  );
  for (const method of ["POST", "PUT"] as const) {
    app.route({
      method,
      url: "/checkout/cart-billing",
      schema: { tags, querystring: cartIdQuerySchema, body: cartBillingRequestSchema, response },
      handler: async (request) => saveCartBilling(db, request.query.cartId, request.body),
    });
  }
};
