import { randomBytes } from "node:crypto";
import { randomState, safeReturnPath } from "@treadkit/core/session";
import { isUuid } from "@treadkit/core/validation";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { badRequest } from "../../http/errors";
import { type FlowCookie, rememberFlow, requestOrigin, takeFlow } from "../../http/redirect-flow";
import { updateCartRow } from "../cart/cart.repository";
import { requireCart } from "../cart/cart.service";
import { type IdentityVerifier, VERIFICATION_SCOPES, type VerificationScope } from "./verifier";

export const CALLBACK_PATH = "/idMeCallback";
const FLOW: FlowCookie = { name: "IDME_FLOW", path: CALLBACK_PATH, maxAgeS: 900 };
export const VERIFICATION_CART_MESSAGE = "Verification needs a cart: add tires first";

type Flow = { state: string; scope: VerificationScope; cartId: string; returnTo: string };

/** What the return carries back to the page: the outcome, never the provider's answer itself. */
export type VerificationOutcome = "verified" | "unverified" | "cancelled" | "failed";

const withOutcome = (returnTo: string, outcome: VerificationOutcome) => {
  const url = new URL(returnTo, "http://x");
  url.searchParams.set("idMeStatus", outcome);
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
            error: "scope must be military, student, teacher or alumni",
          }),
          cartId: z.string().refine(isUuid, { error: VERIFICATION_CART_MESSAGE }),
          returnTo: z.string().max(2000).optional(),
        }),
      },
    },
    async (request, reply) => {
      const cart = await requireCart(db, request.query.cartId);
      const flow: Flow = {
        state: randomState((n) => randomBytes(n)),
        scope: request.query.scope,
        cartId: cart.id,
        returnTo: safeReturnPath(request.query.returnTo, "/checkout/payments"),
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
        throw badRequest(
          "This verification has expired. Please start it again.",
          "VERIFICATION_EXPIRED",
        );
      }
      const back = (outcome: VerificationOutcome) =>
        reply
          .header("cache-control", "no-store")
          .redirect(withOutcome(flow.returnTo, outcome), 303);
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
      if (verified) await updateCartRow(db, flow.cartId, { idMeVerifiedStatus: flow.scope });
      return back(verified ? "verified" : "unverified");
    },
  );
};
