import { healthSchema } from "@treadkit/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { type Database, ping } from "../db/client";

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  app.get(
    "/health",
    {
      // Widgets on a partner's page fetch it without CORS (packages/core/src/widget/failures.ts).
      config: { anySite: true },
      schema: {
        tags: ["ops"],
        summary: "Liveness and the database in use",
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      try {
        await ping(database.db);
        return { ok: true, db: database.kind, pid: process.pid };
      } catch {
        return reply
          .code(503)
          .header("retry-after", "5")
          .send({ ok: false, db: database.kind, pid: process.pid });
      }
    },
  );
};
