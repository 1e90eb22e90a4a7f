import {
  cartCookies,
  cartCount,
  cartIdQuerySchema,
  RETRIEVE_QUOTE_COOKIE,
  RETRIEVE_QUOTE_MAX_AGE_S,
} from "@treadkit/core/cart";
import { formatCents } from "@treadkit/core/money";
import {
  isSalesTool,
  isUserType,
  SALES_QUOTE_ONLY_MESSAGE,
  type SalesQuote,
  salesQuoteRequestSchema,
  salesQuoteResponseSchema,
} from "@treadkit/core/session";
import { isUuid } from "@treadkit/core/validation";
import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import { cookieOptions } from "../../http/cookies";
import { badRequest, HttpError } from "../../http/errors";
import { escapeHtml } from "../../http/html";
import { requestOrigin } from "../../http/redirect-flow";
import type { OutboxHandlers } from "../../jobs/outbox";
import { addToOutbox } from "../../jobs/outbox";
import type { Mailer } from "../../mail/mailer";
import { findCart, findCartLines } from "../cart/cart.repository";
import { getCart } from "../cart/cart.service";
import { cartContextOf } from "../cart/request-context";
import { salesQuotes } from "./account.schema";
import { requireMember } from "./member-session";

const SALES_QUOTE_TOPIC = "sales-quote.created";
const EMPTY_QUOTE_MESSAGE = "Add tires to the cart before sending a quote";

const quoteCheckoutPath = (cartId: string) => `/checkout/shipping?cartId=${cartId}`;
/** The customer's link in the quote e-mail: makes the quoted cart theirs, then its checkout. */
const quoteRetrievalPath = (cartId: string) => `/retrieve-quote/${cartId}`;

/**
 * The sales-quote mode (checkout.md §6): a sales-tool member enters the customer's e-mail and
 * phone, and the customer is e-mailed the cart as priced now, with the link to pay for it.
 */
export const salesQuoteRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    "/checkout/sales-quote",
    {
      schema: {
        tags: ["checkout"],
        summary: "Sends the cart to a customer as a quote (sales-tool accounts)",
        querystring: cartIdQuerySchema,
        body: salesQuoteRequestSchema,
        response: { 201: salesQuoteResponseSchema },
      },
      // Who asks comes before what is asked.
      preValidation: async (request) => {
        const member = await requireMember(request);
        if (!isUserType(member.user.userType) || !isSalesTool(member.user.userType)) {
          throw new HttpError(403, "SALES_QUOTE_FORBIDDEN", SALES_QUOTE_ONLY_MESSAGE);
        }
      },
    },
    async (request, reply) => {
      const member = await requireMember(request);
      const cart = await getCart(db, request.query.cartId, await cartContextOf(db, request));
      if (cart.siteProducts.length === 0) throw badRequest(EMPTY_QUOTE_MESSAGE, "EMPTY_CART");
      const row = await inTransaction(db, async (tx) => {
        const [inserted] = await tx
          .insert(salesQuotes)
          .values({
            cartId: cart.id,
            userId: member.user.id,
            customerEmail: request.body.customerEmail,
            customerPhone: request.body.customerPhone,
            totalCents: cart.cartSummary.totalInCents,
          })
          .returning();
        if (!inserted) throw new Error("sales quote insert returned nothing");
        await addToOutbox(tx, SALES_QUOTE_TOPIC, {
          quoteId: inserted.id,
          origin: requestOrigin(request),
        });
        return inserted;
      });
      const quote: SalesQuote = {
        id: row.id,
        customerEmail: row.customerEmail,
        customerPhone: row.customerPhone,
        totalInCents: row.totalCents,
        checkoutPath: quoteCheckoutPath(cart.id),
        createdAt: row.createdAt.toISOString(),
      };
      return reply.code(201).header("cache-control", "no-store").send({ quote });
    },
  );
};

/** The quote e-mail: what is quoted, its total, and the link that opens the cart's checkout. */
export function salesQuoteHandlers(deps: {
  mailer: Mailer;
  publicOrigin?: string | undefined;
  /** The store's clock: the e-mailed lines are priced as the store prices them now. */
  clock?: (() => Date) | undefined;
}): OutboxHandlers {
  const now = deps.clock ?? (() => new Date());
  return {
    async [SALES_QUOTE_TOPIC](payload, { db }) {
      const { quoteId, origin } = payload as { quoteId: string; origin?: string };
      const [quote] = await db.select().from(salesQuotes).where(eq(salesQuotes.id, quoteId));
      if (!quote || quote.emailedAt) return;
      const cart = await getCart(db, quote.cartId, {
        now: now(),
        customerType: null,
        userId: null,
      });
      // Absolute: the store's public origin, else the one the quote was asked on.
      const link = `${deps.publicOrigin ?? origin ?? ""}${quoteRetrievalPath(quote.cartId)}`;
      const lines = cart.siteProducts.map(
        (p) => `${p.quantity} × ${p.brand.label} ${p.name} ${p.size}`,
      );
      const total = formatCents(quote.totalCents);
      await deps.mailer.send({
        to: quote.customerEmail,
        subject: `Your tire quote: ${total}`,
        text: [
          "Here is the quote you asked for.",
          "",
          ...lines,
          "",
          `Total: ${total}`,
          "",
          `Complete your purchase: ${link}`,
        ].join("\n"),
        html: `<p>Here is the quote you asked for.</p><ul>${lines
          .map((line) => `<li>${escapeHtml(line)}</li>`)
          .join(
            "",
          )}</ul><p><strong>Total: ${escapeHtml(total)}</strong></p><p><a href="${escapeHtml(
          link,
        )}">Complete your purchase</a></p>`,
      });
      await db.update(salesQuotes).set({ emailedAt: now() }).where(eq(salesQuotes.id, quoteId));
    },
  };
}

/**
 * GET /retrieve-quote/{cartId}, the quote e-mail's link: the quoted cart becomes the browser's
 * cart (its cookies) with the retrieve-quote flag, which opens the cart summary on a phone, then
 * its checkout. An unknown or emptied cart leads to the checkout's empty-cart state, cookies
 * untouched.
 */
export const quoteRetrievalRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/retrieve-quote/:cartId",
    { schema: { hide: true, params: z.object({ cartId: z.string().max(64) }) } },
    async (request, reply) => {
      const { cartId } = request.params;
      const cart = isUuid(cartId) ? await findCart(db, cartId) : null;
      const lines = cart ? await findCartLines(db, cart.id) : [];
      if (!cart || lines.length === 0) return reply.redirect("/checkout/shipping", 303);
      for (const cookie of cartCookies(cart.id, cartCount(lines))) {
        reply.setCookie(
          cookie.name,
          cookie.value,
          cookieOptions(request, { path: cookie.path, maxAgeS: cookie.maxAge }),
        );
      }
      reply.setCookie(
        RETRIEVE_QUOTE_COOKIE,
        "yes",
        cookieOptions(request, { maxAgeS: RETRIEVE_QUOTE_MAX_AGE_S }),
      );
      return reply.redirect(quoteCheckoutPath(cart.id), 303);
    },
  );
};
