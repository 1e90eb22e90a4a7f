import { cartIdQuerySchema } from "@treadkit/core/cart";
import { klarnaOrderPayload, klarnaSessionResponseSchema } from "@treadkit/core/payment";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import type { PaymentGateway } from "../../payments/gateway";
import { cartContextOf } from "../cart/request-context";
import { payLaterOrder } from "../orders/orders.service";

/**
 * POST /checkout/cart-klarna (checkout.md §7). The military exchange's sandbox receiver is in
 * modules/exchange.
 */
export const paymentRoutes: FastifyPluginAsyncZod<{ db: Db; payments: PaymentGateway }> = async (
  app,
  { db, payments },
) => {
  app.post(
    "/checkout/cart-klarna",
    {
      schema: {
        tags: ["checkout"],
        summary: "Opens a Klarna session for what the cart's order charges paid with Klarna",
        querystring: cartIdQuerySchema,
        response: { 200: klarnaSessionResponseSchema },
      },
    },
    async (request) => {
      const order = await payLaterOrder(
        db,
        { cartId: request.query.cartId, paymentMethod: "klarna" },
        await cartContextOf(db, request),
      );
      // Built (and checked to add up) before the provider is asked for a session.
      const klarnaPayload = klarnaOrderPayload(order.amountInCents, order.lines);
      const klarnaSession = await payments.klarnaSession({
        amountInCents: order.amountInCents,
        orderReference: order.cartId,
      });
      return { klarnaSession, klarnaPayload };
    },
  );
};
