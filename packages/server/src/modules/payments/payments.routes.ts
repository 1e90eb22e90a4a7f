import { cartIdQuerySchema, cartLineTotalInCents } from "@treadkit/core/cart";
import { klarnaSessionResponseSchema } from "@treadkit/core/payment";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import type { PaymentGateway } from "../../payments/gateway";
import { getCart } from "../cart/cart.service";
import { cartContextOf } from "../cart/request-context";

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
        summary: "Opens a Klarna session for the cart's total",
        querystring: cartIdQuerySchema,
        response: { 200: klarnaSessionResponseSchema },
      },
    },
    async (request) => {
      const cart = await getCart(db, request.query.cartId, await cartContextOf(db, request));
      const amount = cart.cartSummary.totalInCents;
      const klarnaSession = await payments.klarnaSession({
        amountInCents: amount,
        orderReference: cart.id,
      });
      return {
        klarnaSession,
        klarnaPayload: {
          purchase_country: "US" as const,
          purchase_currency: "USD" as const,
          locale: "en-US" as const,
          order_amount: amount,
          order_lines: cart.siteProducts.map((p) => ({
            name: `${p.brand.label} ${p.name} ${p.size}`,
            quantity: p.quantity,
            unit_price: p.price.salePriceInCents,
            total_amount: cartLineTotalInCents(p),
          })),
        },
      };
    },
  );
};
