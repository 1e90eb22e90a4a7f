import { cartIdQuerySchema } from "@treadkit/core/cart";
import { allowedDeliveryMethods } from "@treadkit/core/session";
import { cartShippingRequestSchema, cartShippingResponseSchema } from "@treadkit/core/shipping";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { buyerOf } from "../account/buyer";
import { type HoldSettings, shopperHold } from "../schedule/schedule.service";
import { type ChannelOptions, siteChannelOf } from "../site/channel";
import { deleteCartShipping, getCartShipping, saveCartShipping } from "./shipping.service";

/** GET, POST, PUT and DELETE /checkout/cart-shipping (checkout.md §7). */
export const shippingRoutes: FastifyPluginAsyncZod<{
  db: Db;
  channels: ChannelOptions;
  holds: HoldSettings;
}> = async (app, { db, channels, holds }) => {
  const tags = ["checkout"];
  const response = { 200: cartShippingResponseSchema };
  app.get(
    "/checkout/cart-shipping",
    { schema: { tags, querystring: cartIdQuerySchema, response } },
    async (request) => getCartShipping(db, request.query.cartId),
  );
  for (const method of ["POST", "PUT"] as const) {
    app.route({
      method,
      url: "/checkout/cart-shipping",
      schema: { tags, querystring: cartIdQuerySchema, body: cartShippingRequestSchema, response },
      handler: async (request) => {
        const buyer = await buyerOf(db, request);
        const { channel } = await siteChannelOf(db, request.host, channels);
        return saveCartShipping(
          db,
          request.query.cartId,
          request.body,
          {
            simpleShop: channel === "simpleShop",
            allowed: buyer ? allowedDeliveryMethods(buyer.detail) : null,
            collector: buyer && {
              firstName: buyer.member.user.firstName,
              lastName: buyer.member.user.lastName,
              email: buyer.member.user.email,
            },
          },
          shopperHold(holds, app.clock(), request.ip),
        );
      },
    });
  }
  app.delete(
    "/checkout/cart-shipping",
    { schema: { tags, querystring: cartIdQuerySchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteCartShipping(db, request.query.cartId);
      return reply.code(204).send(null);
    },
  );
};
