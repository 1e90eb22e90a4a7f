import { signUpOfferStatus, signUpOfferStatusSchema } from "@treadkit/core/sign-up-offer";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { requireMember } from "../account/member-session";
import { signUpOfferStandingOf } from "./sign-up-offer.service";

/** The member's sign-up offer (storefront.md §1, §9), as the account page says it. */
export const signUpOfferRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/account/sign-up-offer",
    {
      schema: {
        tags: ["account"],
        summary: "Whether the member's $25 sign-up offer is still available",
        response: { 200: signUpOfferStatusSchema },
      },
    },
    async (request, reply) => {
      const { user } = await requireMember(request);
      reply.header("cache-control", "private, no-store");
      return signUpOfferStatus(await signUpOfferStandingOf(db, user.id));
    },
  );
};
