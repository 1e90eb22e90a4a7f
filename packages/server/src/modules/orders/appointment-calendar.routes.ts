import { ICS_CONTENT_TYPE } from "@treadkit/core/calendar";
import { appointmentCalendar, appointmentCalendarFileName } from "@treadkit/core/order";
import { isUuid } from "@treadkit/core/validation";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { notFound } from "../../http/errors";
import { findOrder } from "./orders.service";

export const APPOINTMENT_NOT_FOUND = "Appointment not found";

/**
 * The install appointment as an iCalendar file, for the confirmation's "Add to calendar": keyed
 * like the confirmation by the order's unguessable id. An unknown order, a malformed id, an
 * order without an appointment and a cancelled one answer the same 404, as the receipt does.
 */
export const appointmentCalendarRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/checkout/orders/:id/appointment.ics",
    {
      // As many lookups per client address as the order itself allows.
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: {
        tags: ["orders"],
        summary: "The order's install appointment as an iCalendar (RFC 5545) file",
        // Loose on purpose: a malformed id is a 404 like any other wrong link, not a 400.
        params: z.object({ id: z.string() }),
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const order = isUuid(id) ? await findOrder(db, id.toLowerCase()) : null;
      const file = order ? appointmentCalendar(order, app.clock()) : null;
      if (!order || !file) throw notFound(APPOINTMENT_NOT_FOUND);
      return reply
        .type(ICS_CONTENT_TYPE)
        .header(
          "content-disposition",
          `attachment; filename="${appointmentCalendarFileName(order.orderId)}"`,
        )
        .header("cache-control", "private, no-store")
        .header("x-robots-tag", "noindex, nofollow")
        .send(file);
    },
  );
};
