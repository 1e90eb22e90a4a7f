import {
  APPLICATION_RECEIVED_MESSAGE,
  installerSignupResponseSchema,
  installerSignupSchema,
} from "@treadkit/core/installer-signup";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { linkOriginOf } from "../../http/link-origin";
import { submitInstallerApplication } from "./installer-signup.service";

/**
 * The partner programmes (storefront.md §2 "Programmes"): a shop's application from
 * /installer-signup, checked by the core's schema and kept for the operator's review.
 */
export const programmeRoutes: FastifyPluginAsyncZod<{
  db: Db;
  origins: readonly string[];
}> = async (app, { db, origins }) => {
  app.post(
    "/v1/installer-signup",
    {
      schema: {
        tags: ["programmes"],
        summary:
          "A shop's application to the installer network; the applicant and the partner team are e-mailed",
        body: installerSignupSchema,
        response: { 201: installerSignupResponseSchema },
      },
    },
    async (request, reply) => {
      await submitInstallerApplication(db, request.body, {
        // A form posted without a script is sent on in-process with the visitor's own address.
        clientAddress: request.ip,
        origin: linkOriginOf(request, origins),
      });
      return reply
        .code(201)
        .send({ status: "pending" as const, message: APPLICATION_RECEIVED_MESSAGE });
    },
  );
};
