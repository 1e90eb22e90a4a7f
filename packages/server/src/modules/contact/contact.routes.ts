import { contactEmailResponseSchema, contactEmailSchema } from "@treadkit/core/contact";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { submitContactEmail } from "./contact.service";

export const contactRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    "/v1/contact/email",
    {
      schema: {
        tags: ["contact"],
        summary: "A shopper's message from the footer's e-mail modal, e-mailed to customer service",
        body: contactEmailSchema,
        response: { 202: contactEmailResponseSchema },
      },
    },
    async (request, reply) => {
      await submitContactEmail(db, request.body, request.ip);
      return reply.code(202).send({ status: "sent" as const });
    },
  );
};
