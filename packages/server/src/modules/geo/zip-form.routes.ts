import formbody from "@fastify/formbody";
import { USER_ZIP_COOKIE, USER_ZIP_MAX_AGE_S } from "@treadkit/core/installer";
import { safeReturnPath } from "@treadkit/core/session";
import { isValidZip, ZIP_MESSAGE } from "@treadkit/core/validation";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { cookieOptions } from "../../http/cookies";
import { formRefusalPage } from "../../http/html";
import { fromOwnPage } from "../../http/own-page";
import { findZip } from "./zip.repository";

function refusalPage(message: string, back: string): string {
  return formRefusalPage({
    title: "ZIP code not saved",
    heading: "We could not use this ZIP code",
    message,
    back: { href: back, label: "Back" },
  });
}

/**
 * POST /location/zip: the header's manual ZIP entry as a plain form. A ZIP code we know becomes
 * the browser's (USER_ZIP cookie, 90 days) and the shopper returns to the page they were on;
 * anything else is a 400 page that says why, and nothing is kept.
 */
export const zipFormRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  await app.register(formbody);
  app.post(
    "/location/zip",
    {
      schema: {
        hide: true,
        body: z.object({ zip: z.string().max(20), returnTo: z.string().max(500).optional() }),
      },
    },
    async (request, reply) => {
      const back = safeReturnPath(request.body.returnTo, "/");
      const refuse = (status: number, message: string) =>
        reply.code(status).type("text/html; charset=utf-8").send(refusalPage(message, back));
      if (!fromOwnPage(request))
        return refuse(403, "This form can only be sent from our own pages.");
      const zip = request.body.zip.trim();
      if (!isValidZip(zip) || !(await findZip(db, zip.slice(0, 5))))
        return refuse(400, ZIP_MESSAGE);
      reply.setCookie(
        USER_ZIP_COOKIE,
        zip.slice(0, 5),
        cookieOptions(request, { maxAgeS: USER_ZIP_MAX_AGE_S }),
      );
      return reply.redirect(back, 303);
    },
  );
};
