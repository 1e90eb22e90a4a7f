import { clientContextQuerySchema } from "@treadkit/core";
import {
  cancelOrderRequestSchema,
  idempotencyKeySchema,
  orderParamsSchema,
  orderQuoteQuerySchema,
  orderQuoteResponseSchema,
  orderResponseSchema,
  placeOrderRequestSchema,
} from "@treadkit/core/order";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { requestOrigin } from "../../http/redirect-flow";
import type { PaymentGateway } from "../../payments/gateway";
import { cartContextOf } from "../cart/request-context";
import { cancelOrder, confirmOrder, getOrder, quoteOrder } from "./orders.service";
import { placeOrder } from "./placement";

/** Placing, reading and cancelling orders (paths ours, under /checkout). */
export const orderRoutes: FastifyPluginAsyncZod<{
  db: Db;
  payments: PaymentGateway;
  /** How long one request may hold a payment attempt while the provider answers. */
  paymentClaimMs?: number;
}> = async (app, { db, payments, paymentClaimMs }) => {
  const tags = ["orders"];
  const context = (request: FastifyRequest) => cartContextOf(db, request);

  app.post(
    "/checkout/orders",
    {
      schema: {
        tags,
        summary: "Places the cart's order once per Idempotency-Key",
        headers: z.object({ "idempotency-key": idempotencyKeySchema }),
        querystring: clientContextQuerySchema,
        body: placeOrderRequestSchema,
        response: { 200: orderResponseSchema, 201: orderResponseSchema },
      },
    },
    async (request, reply) => {
      const { order, created } = await placeOrder(db, payments, {
        idempotencyKey: request.headers["idempotency-key"],
        body: request.body,
        context: await context(request),
        siteOrigin: requestOrigin(request),
        ...(paymentClaimMs ? { claimMs: paymentClaimMs } : {}),
      });
      return reply.code(created ? 201 : 200).send({ order });
    },
  );

  app.get(
    "/checkout/quote",
    {
      schema: {
        tags,
        summary: "What the cart's order would charge now with a payment method",
        querystring: orderQuoteQuerySchema,
        response: { 200: orderQuoteResponseSchema },
      },
    },
    async (request) => ({
      quote: await quoteOrder(db, request.query, await context(request)),
    }),
  );

  app.get(
    "/checkout/orders/:id",
    {
      // Order lookups per client address per minute.
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: { tags, params: orderParamsSchema, response: { 200: orderResponseSchema } },
    },
    async (request) => ({ order: await getOrder(db, request.params.id) }),
  );

  app.post(
    "/checkout/orders/:id/cancel",
    {
      // Guesses of an order's e-mail or ZIP per client address per minute.
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: {
        tags,
        summary:
          "Cancels within 30 minutes: a guest's order with its e-mail or ZIP, a member's with the member's session",
        params: orderParamsSchema,
        body: cancelOrderRequestSchema,
        response: { 200: orderResponseSchema },
      },
    },
    async (request) => {
      const member = await request.member();
      return {
        order: await cancelOrder(db, payments, request.params.id, app.clock(), {
          proof: request.body,
          memberId: member?.user.id ?? null,
        }),
      };
    },
  );

  app.post(
    "/checkout/orders/:id/confirm",
    { schema: { tags, params: orderParamsSchema, response: { 200: orderResponseSchema } } },
    async (request) => ({
      order: await confirmOrder(db, payments, request.params.id, app.clock()),
    }),
  );
};
