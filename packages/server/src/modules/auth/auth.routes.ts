import formbody from "@fastify/formbody";
import { tokenRequestSchema, tokenResponseSchema } from "@treadkit/core/widget";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { issueToken } from "./auth.service";

export const authRoutes: FastifyPluginAsyncZod<{ db: Db; tokenSecret: string }> = async (
  app,
  { db, tokenSecret },
) => {
  await app.register(formbody);
  app.post(
    "/token",
    {
      // Token requests per client address per minute.
      config: { rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: {
        tags: ["auth"],
        summary: "Client-credential login (form body); publishable widget clients are origin-bound",
        body: tokenRequestSchema,
        response: { 200: tokenResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return issueToken(
        db,
        {
          clientId: request.body.client_id,
          clientSecret: request.body.client_secret,
          origin: request.headers.origin,
        },
        { secret: tokenSecret, nowSeconds: Math.floor(Date.now() / 1000) },
      );
    },
  );
};
