import formbody from "@fastify/formbody";
import { cartIdQuerySchema, cartLineTotalInCents } from "@treadkit/core/cart";
import {
  EXCHANGE_FORM_FIELD,
  isExchangeOrderError,
  klarnaSessionResponseSchema,
  parseExchangeOrder,
  readExchangeFormField,
} from "@treadkit/core/payment";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { badRequest } from "../../http/errors";
import type { PaymentGateway } from "../../payments/gateway";
import { getCart } from "../cart/cart.service";
import { cartContextOf } from "../cart/request-context";

/** The largest order document the exchange receiver reads. */
const EXCHANGE_BODY_LIMIT = 256 * 1024;

const exchangeResponseSchema = z.object({
  accepted: z.literal(true),
  orderReference: z.string(),
  numberOfLines: z.number().int(),
  totalInCents: z.number().int(),
});

/** POST /checkout/cart-klarna (checkout.md §7) and the military exchange's sandbox receiver. */
export const paymentRoutes: FastifyPluginAsyncZod<{ db: Db; payments: PaymentGateway }> = async (
  app,
  { db, payments },
) => {
  // The exchange posts a plain HTML form.
  await app.register(formbody, { bodyLimit: EXCHANGE_BODY_LIMIT });
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

  /**
   * The exchange's side of the hidden form, in sandbox: reads the one encoded input, parses and
   * checks the XML order document, and answers what the exchange would accept.
   */
  app.post(
    "/exchange/sandbox/orders",
    {
      bodyLimit: EXCHANGE_BODY_LIMIT,
      schema: {
        tags: ["checkout"],
        summary: "Sandbox receiver of the military exchange's order document",
        body: z.object({
          [EXCHANGE_FORM_FIELD]: z.string({ error: "The order request field is missing" }).min(1),
        }),
        response: { 200: exchangeResponseSchema },
      },
    },
    async (request) => {
      try {
        const order = parseExchangeOrder(readExchangeFormField(request.body[EXCHANGE_FORM_FIELD]));
        return {
          accepted: true as const,
          orderReference: order.orderReference,
          numberOfLines: order.numberOfLines,
          totalInCents: order.totalInCents,
        };
      } catch (error) {
        if (isExchangeOrderError(error)) throw badRequest(error.message, "EXCHANGE_ORDER_INVALID");
        throw error;
      }
    },
  );
};
