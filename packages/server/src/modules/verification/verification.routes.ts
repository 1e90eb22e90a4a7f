import { randomBytes } from "node:crypto";
import {
  BADGE_GROUPS,
  verificationStatusResponseSchema,
  verifiedGroupOf,
} from "@treadkit/core/payment";
import { randomState, safeReturnPath } from "@treadkit/core/session";
import { isUuid } from "@treadkit/core/validation";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { badRequest, HttpError } from "../../http/errors";
import { type FlowCookie, rememberFlow, requestOrigin, takeFlow } from "../../http/redirect-flow";
import { findCart, updateCartRow } from "../cart/cart.repository";
import { requireCart } from "../cart/require-cart";
import { recordAccountVerifiedGroup } from "./verification.repository";
import { type IdentityVerifier, VERIFICATION_SCOPES, type VerificationScope } from "./verifier";

const CALLBACK_PATH = "/idMeCallback";

const isBadgeGroup = (scope: VerificationScope) =>
  (BADGE_GROUPS as readonly string[]).includes(scope);
const FLOW: FlowCookie = { name: "IDME_FLOW", path: CALLBACK_PATH, maxAgeS: 900 };
const VERIFICATION_CART_MESSAGE = "Verification needs a cart: add tires first";
export const VERIFICATION_ACCOUNT_MESSAGE =
  "Verification needs a cart or a signed-in account: add tires first, or sign in";

/** What the verification is for: the cart, the signed-in account (badge groups only), or both. */
type Flow = {
  state: string;
  scope: VerificationScope;
  cartId: string | null;
  userId: string | null;
  returnTo: string;
};

/** What the return carries back to the page: the outcome, never the provider's answer itself. */
type VerificationOutcome = "verified" | "unverified" | "cancelled" | "failed";

const withOutcome = (returnTo: string, outcome: VerificationOutcome, scope: VerificationScope) => {
  const url = new URL(returnTo, "http://x");
  url.searchParams.set("idMeStatus", outcome);
  url.searchParams.set("idMeGroup", scope);
  return `${url.pathname}${url.search}`;
};

/**
 * Identity verification (storefront.md §1, §2, §7): GET /api/id-verification sends the shopper
 * to the provider with the scope asked; its return, /idMeCallback, records on the cart what the
 * provider verified. Only this return sets idMeVerifiedStatus: a shopper's own call cannot.
 */
export const verificationRoutes: FastifyPluginAsyncZod<{
  db: Db;
  verifier: IdentityVerifier;
}> = async (app, { db, verifier }) => {
  app.get(
    "/api/id-verification",
    {
      schema: {
        tags: ["verification"],
        summary: "Starts identity verification for a cart (military, student, teacher, alumni)",
        querystring: z.object({
          scope: z.enum(VERIFICATION_SCOPES, {
            error: "scope must be military, student, teacher, alumni or wecare",
          }),
          cartId: z.string().refine(isUuid, { error: VERIFICATION_CART_MESSAGE }).optional(),
          returnTo: z.string().max(2000).optional(),
        }),
      },
    },
    async (request, reply) => {
      const { scope, cartId } = request.query;
      const cart = cartId ? await requireCart(db, cartId) : null;
      const member = await request.member();
      // The account keeps the badge groups; military stays with the cart it discounts.
      const userId = member && isBadgeGroup(scope) ? member.user.id : null;
      if (!cart && !userId) throw badRequest(VERIFICATION_ACCOUNT_MESSAGE, "VERIFICATION_TARGET");
      const flow: Flow = {
        state: randomState((n) => randomBytes(n)),
        scope,
        cartId: cart?.id ?? null,
        userId,
        returnTo: safeReturnPath(request.query.returnTo, cart ? "/checkout/payments" : "/account"),
      };
      rememberFlow(request, reply, FLOW, flow);
      const target = verifier.authorizeUrl({
        scope: flow.scope,
        state: flow.state,
        redirectUri: `${requestOrigin(request)}${CALLBACK_PATH}`,
      });
      return reply.header("cache-control", "no-store").redirect(target.href, 303);
    },
  );

  app.get(
    "/api/id-verification/status",
    {
      schema: {
        tags: ["verification"],
        summary: "The group verified for a cart, else for the signed-in account",
        querystring: z.object({
          cartId: z.string().refine(isUuid, { error: VERIFICATION_CART_MESSAGE }).optional(),
        }),
        response: { 200: verificationStatusResponseSchema },
      },
    },
    async (request, reply) => {
      const { cartId } = request.query;
      const cart = cartId ? await findCart(db, cartId) : null;
      const member = await request.member();
      const verifiedGroup =
        verifiedGroupOf(cart?.idMeVerifiedStatus) ?? verifiedGroupOf(member?.user.verifiedGroup);
      return reply.header("cache-control", "no-store").send({ verifiedGroup });
    },
  );

  app.get(
    CALLBACK_PATH,
    {
      schema: {
        hide: true,
        querystring: z.object({
          code: z.string().max(4000).optional(),
          state: z.string().max(64).optional(),
          error: z.string().max(200).optional(),
        }),
      },
    },
    async (request, reply) => {
      const flow = takeFlow<Flow>(request, reply, FLOW);
      if (!flow || flow.state !== request.query.state) {
        throw new HttpError(
          400,
          "VERIFICATION_EXPIRED",
          "This verification has expired. Please start it again.",
          { href: "/checkout/payments", label: "Back to checkout" },
        );
      }
      const back = (outcome: VerificationOutcome) =>
        reply
          .header("cache-control", "no-store")
          .redirect(withOutcome(flow.returnTo, outcome, flow.scope), 303);
      if (request.query.error || !request.query.code) return back("cancelled");
      let groups: string[];
      try {
        groups = await verifier.verifiedGroups({
          code: request.query.code,
          redirectUri: `${requestOrigin(request)}${CALLBACK_PATH}`,
        });
      } catch (error) {
        request.log.warn({ err: error }, "identity verification failed");
        return back("failed");
      }
      const verified = groups.includes(flow.scope);
      if (verified && flow.cartId) {
        await updateCartRow(db, flow.cartId, { idMeVerifiedStatus: flow.scope });
      }
      if (verified && flow.userId) {
        await recordAccountVerifiedGroup(db, flow.userId, flow.scope);
      }
      return back(verified ? "verified" : "unverified");
    },
  );
};
