import { cartIdQuerySchema } from "@treadkit/core/cart";
import {
  cartInstallLocationResponseSchema,
  installLocationRequestSchema,
} from "@treadkit/core/shipping";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import {
  deleteInstallLocation,
  getInstallLocation,
  saveInstallLocation,
} from "./install-location.service";

/** GET, POST, PUT and DELETE /checkout/install-location (checkout.md §7). */
export const installLocationRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ["checkout"];
  const response = { 200: cartInstallLocationResponseSchema };
  app.get(
    "/checkout/install-location",
    { schema: { tags, querystring: cartIdQuerySchema, response } },
    async (request) => getInstallLocation(db, request.query.cartId),
  );
  for (const method of ["POST", "PUT"] as const) {
    app.route({
      method,
      url: "/checkout/install-location",
      schema: {
        tags,
        querystring: cartIdQuerySchema,
        body: installLocationRequestSchema,
        response,
      },
      handler: async (request) => saveInstallLocation(db, request.query.cartId, request.body),
    });
  }
  app.delete(
    "/checkout/install-location",
    { schema: { tags, querystring: cartIdQuerySchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteInstallLocation(db, request.query.cartId);
      return reply.code(204).send(null);
    },
  );
};
