import { widgetAppConfigQuerySchema, widgetAppConfigSchema } from "@treadkit/core/widget";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { getWidgetAppConfig } from "./widget-apps.service";

export const widgetAppRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/widget-app-config",
    {
      schema: {
        tags: ["widgets"],
        querystring: widgetAppConfigQuerySchema,
        response: { 200: widgetAppConfigSchema },
      },
    },
    async (request) => getWidgetAppConfig(db, request.query),
  );
};
