import { CART_ID_COOKIE } from "@treadkit/core/cart";
import {
  claimReferralResponseSchema,
  claimReferralSchema,
  inviteFriendSchema,
  invitePreviewSchema,
  inviteQuerySchema,
  REFERRAL_COOKIE,
  REFERRAL_COOKIE_MAX_AGE_S,
  referralSummarySchema,
} from "@treadkit/core/referral";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { cookieOptions } from "../../http/cookies";
import { requireMember } from "../account/member-session";
import { claimReferral, inviteFriend, invitePreview, referralSummary } from "./referral.service";

/**
 * The referral programme (storefront.md §1, the /advocate-dashboard and /invite pages): the
 * member's code and invitations, the public preview of an invite link, and the claim that keeps
 * a link's code for the shopper's carts.
 */
export const referralRoutes: FastifyPluginAsyncZod<{ db: Db; origins: readonly string[] }> = async (
  app,
  { db, origins },
) => {
  const tags = ["referral"];
  const allowed = origins.map((origin) => new URL(origin).origin);

  /**
   * The origin links are written for: the request's own when it is one the store answers on,
   * else the first. A forged Host header never puts another site's address in our e-mails.
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

  const memberOf = async (request: FastifyRequest) => {
    const { user } = await requireMember(request);
    return { id: user.id, firstName: user.firstName, email: user.email };
  };

  app.get(
    "/referral",
    {
      schema: {
        tags,
        summary: "The member's referral code and link, friends invited and ordered, rewards",
        response: { 200: referralSummarySchema },
      },
    },
    async (request, reply) => {
      const summary = await referralSummary(db, await memberOf(request), originOf(request));
      return reply.header("cache-control", "private, no-store").send(summary);
    },
  );

  app.post(
    "/referral/invites",
    {
      schema: {
        tags,
        summary: "E-mails a friend the member's invite link; answers the updated summary",
        body: inviteFriendSchema,
        response: { 201: referralSummarySchema },
      },
      // Who asks comes before what is asked: a guest or a forged request is refused unread.
      preValidation: async (request) => {
        await requireMember(request);
      },
    },
    async (request, reply) => {
      const member = await memberOf(request);
      const origin = originOf(request);
      await inviteFriend(db, member, request.body, origin);
      return reply
        .code(201)
        .header("cache-control", "private, no-store")
        .send(await referralSummary(db, member, origin));
    },
  );

  app.get(
    "/referral/invite",
    {
      schema: {
        tags,
        summary: "An invite link's advocate (first name) and offer; 404 for an unknown code",
        querystring: inviteQuerySchema,
        response: { 200: invitePreviewSchema },
      },
    },
    async (request) => invitePreview(db, request.query.code),
  );

  app.post(
    "/referral/claim",
    {
      schema: {
        tags,
        summary:
          "Keeps an invite link's code for the shopper's carts (cookie) and applies it to the current cart",
        body: claimReferralSchema,
        response: { 200: claimReferralResponseSchema },
      },
    },
    async (request, reply) => {
      const member = await request.member();
      const claimed = await claimReferral(db, request.body, {
        userId: member?.user.id ?? null,
        cookieCartId: request.cookies[CART_ID_COOKIE],
      });
      return reply
        .header("cache-control", "no-store")
        .setCookie(
          REFERRAL_COOKIE,
          claimed.code,
          cookieOptions(request, { maxAgeS: REFERRAL_COOKIE_MAX_AGE_S, httpOnly: true }),
        )
        .send(claimed);
    },
  );
};
