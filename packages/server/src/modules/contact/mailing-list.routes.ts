import {
  MAILING_LIST_CONFIRM_EXPIRED,
  MAILING_LIST_CONFIRM_INVALID,
  MAILING_LIST_UNSUBSCRIBE_INVALID,
  mailingListConfirmResponseSchema,
  mailingListSignUpResponseSchema,
  mailingListSignUpSchema,
  mailingListTokenSchema,
  mailingListUnsubscribeResponseSchema,
} from "@treadkit/core/contact";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { HttpError, notFound } from "../../http/errors";
import { confirmMailingList, leaveMailingList, signUpForMailingList } from "./mailing-list.service";

/**
 * The mailing list (double opt-in, one-click unsubscribe): sign up, confirm with the e-mailed
 * link's token, leave with the unsubscribe link's. None needs a cookie: the tokens are the proof.
 */
export const mailingListRoutes: FastifyPluginAsyncZod<{
  db: Db;
  origins: readonly string[];
}> = async (app, { db, origins }) => {
  const tags = ["mailing list"];
  const allowed = origins.map((origin) => new URL(origin).origin);

  /**
   * The origin the e-mail's links are written for: the request's own when the store answers on
   * it, else the first. A forged Host header never puts another site's address in our e-mails.
   */
  const originOf = (request: FastifyRequest) => {
    let own: string | null = null;
    try {
      own = new URL(`${request.protocol}://${request.host}`).origin;
    } catch {
      own = null;
    }
    return own && allowed.includes(own) ? own : (allowed[0] ?? "");
  };

  app.post(
    "/v1/mailing-list/subscriptions",
    {
      schema: {
        tags,
        summary:
          "Asks for a confirmation e-mail; the same answer whether or not the address is on the list",
        body: mailingListSignUpSchema,
        response: { 202: mailingListSignUpResponseSchema },
      },
    },
    async (request, reply) => {
      await signUpForMailingList(db, request.body, request.ip, originOf(request));
      return reply.code(202).send({ status: "check-inbox" as const });
    },
  );

  app.post(
    "/v1/mailing-list/confirmations",
    {
      schema: {
        tags,
        summary: "Confirms a subscription with the e-mailed link's token (once)",
        body: mailingListTokenSchema,
        response: { 200: mailingListConfirmResponseSchema },
      },
    },
    async (request) => {
      const outcome = await confirmMailingList(db, request.body.token);
      if (outcome === "expired")
        throw new HttpError(410, "MAILING_LIST_LINK_EXPIRED", MAILING_LIST_CONFIRM_EXPIRED);
      if (outcome === "invalid")
        throw notFound(MAILING_LIST_CONFIRM_INVALID, "MAILING_LIST_LINK_INVALID");
      return { status: "confirmed" as const };
    },
  );

  app.post(
    "/v1/mailing-list/unsubscriptions",
    {
      schema: {
        tags,
        summary: "Leaves the mailing list with an unsubscribe link's token (may be repeated)",
        body: mailingListTokenSchema,
        response: { 200: mailingListUnsubscribeResponseSchema },
      },
    },
    async (request) => {
      if (!(await leaveMailingList(db, request.body.token)))
        throw notFound(MAILING_LIST_UNSUBSCRIBE_INVALID, "MAILING_LIST_LINK_INVALID");
      return { status: "unsubscribed" as const };
    },
  );
};
