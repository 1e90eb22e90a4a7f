import {
  addToCartQuerySchema,
  addToCartSchema,
  cartIdQuerySchema,
  siteCartResponseSchema,
  updateCartSchema,
} from "@treadkit/core/cart";
import { allowedDeliveryMethods } from "@treadkit/core/session";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { buyerOf } from "../account/buyer";
import { withClaimedReferral } from "../referral/referral.cart";
import { type HoldSettings, shopperHold } from "../schedule/schedule.service";
import { chosenVehicleFields } from "../vehicles/vehicles.repository";
import { withAttribution, withBrowsingChoices } from "./attribution";
import { addToCart, deleteCart, getCart, updateCart } from "./cart.service";
import { shopQuotedWhileBrowsing } from "./installed-set.service";
import { cartContextOf } from "./request-context";

/** GET, POST, PUT and DELETE /cart-summary (checkout.md §7). */
export const cartRoutes: FastifyPluginAsyncZod<{ db: Db; holds: HoldSettings }> = async (
  app,
  { db, holds },
) => {
  const tags = ["cart"];
  const context = (request: FastifyRequest) => cartContextOf(db, request);
  app.post(
    "/cart-summary",
    {
      schema: {
        tags,
        querystring: addToCartQuerySchema,
        body: addToCartSchema,
        response: { 201: siteCartResponseSchema },
      },
    },
    async (request, reply) => {
      const buyer = await context(request);
      const member = await buyerOf(db, request);
      // Tires added without a vehicle are for the one the shopper chose, if any.
      // …and where the shopper is and the shop they chose, as the header and shop pages kept it.
      const { input, browsing } = withBrowsingChoices(
        withAttribution(
          request.body.vehicleYear === undefined
            ? { ...request.body, ...(await chosenVehicleFields(db, request.headers.cookie)) }
            : request.body,
          request.cookies,
        ),
        request.headers.cookie,
      );
      const created = await addToCart(db, request.query.cartId, input, buyer, {
        // Only a new cart without a shop of its own is started at the shop the pages quoted.
        chosenShopId:
          request.query.cartId === undefined && input.installerId === undefined
            ? await shopQuotedWhileBrowsing(db, browsing)
            : null,
        hold: shopperHold(holds, buyer.now, request.ip),
        buyer: {
          allowed: member ? allowedDeliveryMethods(member.detail) : null,
          collector: null,
        },
      });
      // A shopper who followed a friend's invite link starts with the friend's referral code.
      return reply
        .code(201)
        .send({ siteCart: await withClaimedReferral(db, request, created, buyer) });
    },
  );
  app.get(
    "/cart-summary",
    { schema: { tags, querystring: cartIdQuerySchema, response: { 200: siteCartResponseSchema } } },
    async (request) => ({
      siteCart: await getCart(db, request.query.cartId, await context(request)),
    }),
  );
  app.put(
    "/cart-summary",
    {
      schema: {
        tags,
        querystring: cartIdQuerySchema,
        body: updateCartSchema,
        response: { 200: siteCartResponseSchema },
      },
    },
    async (request) => ({
      siteCart: await updateCart(db, request.query.cartId, request.body, await context(request)),
    }),
  );
  app.delete(
    "/cart-summary",
    { schema: { tags, querystring: cartIdQuerySchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteCart(db, request.query.cartId);
      return reply.code(204).send(null);
    },
  );
};
