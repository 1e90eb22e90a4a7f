import { cartIdQuerySchema } from "@treadkit/core/cart";
import {
  appointmentRequestSchema,
  cartAppointmentResponseSchema,
  scheduleParamsSchema,
  scheduleQuerySchema,
  scheduleResponseSchema,
} from "@treadkit/core/schedule";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { bookInstallTime } from "../shipping/shipping.service";
import {
  cancelAppointment,
  getAppointment,
  getSchedule,
  type HoldSettings,
  shopperHold,
} from "./schedule.service";

export const scheduleRoutes: FastifyPluginAsyncZod<{ db: Db; holds: HoldSettings }> = async (
  app,
  { db, holds },
) => {
  const now = () => app.clock();
  app.get(
    "/installers/:installerId/schedule",
    {
      schema: {
        tags: ["installers"],
        params: scheduleParamsSchema,
        querystring: scheduleQuerySchema,
        response: { 200: scheduleResponseSchema },
      },
    },
    async (request) => ({
      siteInstallerSchedule: {
        scheduleDays: await getSchedule(
          db,
          request.params.installerId,
          now(),
          request.query.cartId,
        ),
      },
    }),
  );
  const tags = ["checkout"];
  const response = { 200: cartAppointmentResponseSchema };
  app.get(
    "/checkout/cart-appointment",
    { schema: { tags, querystring: cartIdQuerySchema, response } },
    async (request) => getAppointment(db, request.query.cartId, now()),
  );
  for (const method of ["POST", "PUT"] as const) {
    app.route({
      method,
      url: "/checkout/cart-appointment",
      schema: { tags, querystring: cartIdQuerySchema, body: appointmentRequestSchema, response },
      handler: async (request) =>
        bookInstallTime(
          db,
          request.query.cartId,
          request.body,
          shopperHold(holds, now(), request.ip),
        ),
    });
  }
  app.delete(
    "/checkout/cart-appointment",
    { schema: { tags, querystring: cartIdQuerySchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await cancelAppointment(db, request.query.cartId);
      return reply.code(204).send(null);
    },
  );
};
