import { randomBytes } from "node:crypto";
import formbody from "@fastify/formbody";
import { CART_ID_COOKIE, CART_QTY_COOKIE } from "@treadkit/core/cart";
import {
  AAFES_CHECKOUT_URL_COOKIE,
  AAFES_CUSTOMER_ID_COOKIE,
  EXCHANGE_ARRIVAL_PATH,
  EXCHANGE_CARD_REFUSED_MESSAGE,
  EXCHANGE_CARD_UNAVAILABLE_MESSAGE,
  EXCHANGE_FORM_FIELD,
  exchangeArrivalQuerySchema,
  exchangeCardDigits,
  exchangeCardRequestSchema,
  exchangeCardResponseSchema,
  exchangeSettingsResponseSchema,
  isExchangeOrderError,
  parseExchangeOrder,
  readExchangeFormField,
} from "@treadkit/core/payment";
import { safeReturnPath } from "@treadkit/core/session";
import { isUuid } from "@treadkit/core/validation";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { clearCookie, cookieOptions } from "../../http/cookies";
import { badRequest, HttpError } from "../../http/errors";
import { requestOrigin } from "../../http/redirect-flow";
import { cartContextOf } from "../cart/request-context";
import { recordExchangeOrder } from "./exchange.service";
import { type ExchangeCardValidator, ExchangeUnavailableError } from "./exchange-card";
import { exchangeReturnUrl, isExchangeAcceptanceSigned } from "./exchange-return";

/** Where the exchange sends the shopper back with the order it accepted. */
const EXCHANGE_RETURN_PATH = "/api/exchange/orders/return";
/** The sandbox receiver, where the order document goes unless the operator names the exchange's. */
const EXCHANGE_SANDBOX_ORDER_PATH = "/api/exchange/sandbox/orders";
const EXCHANGE_RETURN_INVALID_MESSAGE =
  "This confirmation from the Exchange could not be verified. Your order was not recorded.";
/** The largest order document the sandbox receiver reads. */
const EXCHANGE_BODY_LIMIT = 256 * 1024;

export type ExchangeOptions = {
  db: Db;
  cards: ExchangeCardValidator;
  /** Where the page posts the order document; the sandbox receiver when not set. */
  orderUrl: string | undefined;
  /** Shared with the exchange: its return is signed with it. */
  secret: string;
};

/**
 * The exchange's arrival link (storefront.md §3: aafes_customer_id and aafes_checkout_url): the
 * two fields are kept for the visit in cookies, read by the page (the order document needs them)
 * and by the API (they put the cart on the exchange's channel), then the shopper goes on to the
 * store.
 */
export const exchangeArrivalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    EXCHANGE_ARRIVAL_PATH,
    { schema: { hide: true, querystring: exchangeArrivalQuerySchema } },
    async (request, reply) => {
      const { aafes_customer_id, aafes_checkout_url, returnTo } = request.query;
      const cookie = cookieOptions(request);
      return reply
        .header("cache-control", "no-store")
        .setCookie(AAFES_CUSTOMER_ID_COOKIE, aafes_customer_id, cookie)
        .setCookie(AAFES_CHECKOUT_URL_COOKIE, aafes_checkout_url, cookie)
        .redirect(safeReturnPath(returnTo, "/"), 303);
    },
  );
};

const returnQuerySchema = z.object({
  reference: z.string().refine(isUuid, { error: EXCHANGE_RETURN_INVALID_MESSAGE }),
  exchangeOrderId: z.string().min(1).max(128),
  customerId: z.string().min(1).max(64),
  total: z
    .string()
    .regex(/^\d{1,10}$/, { error: EXCHANGE_RETURN_INVALID_MESSAGE })
    .transform(Number),
  signature: z.string().max(128),
});

/** The exchange's checkout under /api: its settings, the card check, and its return. */
export const exchangeRoutes: FastifyPluginAsyncZod<ExchangeOptions> = async (
  app,
  { db, cards, orderUrl, secret },
) => {
  app.get(
    "/checkout/exchange",
    {
      schema: {
        tags: ["checkout"],
        summary: "Where the military exchange's order document is posted",
        response: { 200: exchangeSettingsResponseSchema },
      },
    },
    async () => ({ orderUrl: orderUrl ?? EXCHANGE_SANDBOX_ORDER_PATH }),
  );

  app.post(
    "/checkout/exchange-card",
    {
      schema: {
        tags: ["checkout"],
        summary: "Checks a MILITARY STAR card number with the exchange's validation service",
        querystring: z.object({ cartId: z.string().max(64).optional() }),
        body: exchangeCardRequestSchema,
        response: { 200: exchangeCardResponseSchema },
      },
    },
    async (request) => {
      // The schema accepted the number, so it has the card's shape.
      const digits = exchangeCardDigits(request.body.cardNumber) as string;
      let answer: Awaited<ReturnType<ExchangeCardValidator["validate"]>>;
      try {
        answer = await cards.validate(digits);
      } catch (error) {
        if (!(error instanceof ExchangeUnavailableError)) throw error;
        request.log.warn({ err: error }, "exchange card validation unavailable");
        throw new HttpError(503, "EXCHANGE_UNAVAILABLE", EXCHANGE_CARD_UNAVAILABLE_MESSAGE);
      }
      if (!answer.valid) {
        throw new HttpError(422, "EXCHANGE_CARD_REFUSED", EXCHANGE_CARD_REFUSED_MESSAGE);
      }
      return answer;
    },
  );

  app.get(
    "/exchange/orders/return",
    { schema: { hide: true, querystring: returnQuerySchema } },
    async (request, reply) => {
      const q = request.query;
      const acceptance = {
        reference: q.reference,
        exchangeOrderId: q.exchangeOrderId,
        customerId: q.customerId,
        totalInCents: q.total,
      };
      if (!isExchangeAcceptanceSigned(secret, acceptance, q.signature)) {
        throw badRequest(EXCHANGE_RETURN_INVALID_MESSAGE, "EXCHANGE_RETURN_INVALID");
      }
      const back = (path: string) => reply.header("cache-control", "no-store").redirect(path, 303);
      try {
        const { order } = await recordExchangeOrder(
          db,
          acceptance,
          await cartContextOf(db, request),
          requestOrigin(request),
        );
        // The ordered cart is no longer the shopper's: its cookies go, as after any order.
        if (request.cookies[CART_ID_COOKIE] === q.reference) {
          clearCookie(request, reply, CART_ID_COOKIE);
          clearCookie(request, reply, CART_QTY_COOKIE);
        }
        return back(`/checkout/order-confirmation?orderId=${encodeURIComponent(order.id)}`);
      } catch (error) {
        // The cart no longer comes to what the exchange took (a price, stock, the install time):
        // the shopper is back on the payment step with the reason.
        if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
        request.log.warn({ err: error }, "exchange order not recorded");
        const query = new URLSearchParams({ cartId: q.reference, exchangeError: error.code });
        return back(`/checkout/payments?${query}`);
      }
    },
  );
};

const sandboxAnswerSchema = z.object({ errorMessage: z.string(), code: z.string() });

/**
 * The exchange's receiver, in sandbox: reads the hidden form's one encoded input, parses and
 * checks the XML order document, and accepts it as the exchange does: the shopper is sent back
 * to the store's return address with the exchange's order id, signed. A document that does not
 * parse or add up is refused with a 400.
 */
export const exchangeSandboxRoutes: FastifyPluginAsyncZod<{ secret: string }> = async (
  app,
  { secret },
) => {
  await app.register(formbody, { bodyLimit: EXCHANGE_BODY_LIMIT });
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
        response: { 400: sandboxAnswerSchema },
      },
    },
    async (request, reply) => {
      let order: ReturnType<typeof parseExchangeOrder>;
      try {
        order = parseExchangeOrder(readExchangeFormField(request.body[EXCHANGE_FORM_FIELD]));
      } catch (error) {
        if (isExchangeOrderError(error)) throw badRequest(error.message, "EXCHANGE_ORDER_INVALID");
        throw error;
      }
      const target = exchangeReturnUrl(`${requestOrigin(request)}${EXCHANGE_RETURN_PATH}`, secret, {
        reference: order.orderReference,
        exchangeOrderId: `SBX-${randomBytes(8).toString("hex").toUpperCase()}`,
        customerId: order.customerReference,
        totalInCents: order.totalInCents,
      });
      return reply.header("cache-control", "no-store").redirect(target, 303);
    },
  );
};
