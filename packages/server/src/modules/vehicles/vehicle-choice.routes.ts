import formbody from "@fastify/formbody";
import {
  parseVehicleId,
  VEHICLE_COOKIE,
  VEHICLE_MAX_AGE_S,
  vehicleHref,
} from "@treadkit/core/catalog";
import { safeReturnPath } from "@treadkit/core/session";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { cookieOptions } from "../../http/cookies";
import { formRefusalPage } from "../../http/html";
import { fromOwnPage } from "../../http/own-page";
import { keepGarageVehicle } from "../account/account.service";
import { findVehicle } from "./vehicles.repository";

/** Said when the posted vehicle is not one we know. */
export const UNKNOWN_VEHICLE_MESSAGE =
  "Choose the year, make, model and trim of your vehicle from the lists.";

function refusalPage(message: string, back: string): string {
  return formRefusalPage({
    title: "Vehicle not saved",
    heading: "We could not use this vehicle",
    message,
    back: { href: back, label: "Back" },
  });
}

/**
 * POST /vehicle: the vehicle picker's last step as a plain form. A vehicle we know becomes the
 * browser's (VEHICLE cookie, a year) and the shopper goes on to `returnTo`, or to the vehicle's
 * tires; an empty vehicleId forgets it. Anything else is a 400 page that says why.
 */
export const vehicleChoiceRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  await app.register(formbody);
  app.post(
    "/vehicle",
    {
      schema: {
        hide: true,
        body: z.object({
          vehicleId: z.string().max(20).default(""),
          returnTo: z.string().max(500).optional(),
        }),
      },
    },
    async (request, reply) => {
      const back = safeReturnPath(request.body.returnTo, "/");
      const refuse = (status: number, message: string) =>
        reply.code(status).type("text/html; charset=utf-8").send(refusalPage(message, back));
      if (!fromOwnPage(request))
        return refuse(403, "This form can only be sent from our own pages.");
      const cookie = cookieOptions(request);
      const raw = request.body.vehicleId.trim();
      if (raw === "") {
        reply.clearCookie(VEHICLE_COOKIE, cookie);
        return reply.redirect(back, 303);
      }
      const vehicleId = parseVehicleId(raw);
      const vehicle = vehicleId === null ? undefined : await findVehicle(db, vehicleId);
      if (!vehicle) return refuse(400, UNKNOWN_VEHICLE_MESSAGE);
      reply.setCookie(VEHICLE_COOKIE, String(vehicle.id), { ...cookie, maxAge: VEHICLE_MAX_AGE_S });
      // A member's vehicle goes into My Garage too, and is there on every device.
      const member = await request.member();
      if (member) await keepGarageVehicle(db, member.user.id, vehicle);
      const next = request.body.returnTo
        ? safeReturnPath(request.body.returnTo, vehicleHref(vehicle))
        : vehicleHref(vehicle);
      return reply.redirect(next, 303);
    },
  );
};
