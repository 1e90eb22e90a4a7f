import {
  memberOrderParamsSchema,
  memberOrdersResponseSchema,
  orderResponseSchema,
} from "@treadkit/core/order";
import {
  accountDetailsSchema,
  changePasswordSchema,
  garageResponseSchema,
  garageVehicleInputSchema,
  meResponseSchema,
  SSO_UID_COOKIE,
  savedAddressesResponseSchema,
  userDetailSchema,
  WRONG_PASSWORD_MESSAGE,
} from "@treadkit/core/session";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { HttpError, notFound } from "../../http/errors";
import type { PaymentGateway } from "../../payments/gateway";
import { hashPassword, verifyPassword } from "../identity/passwords";
import { loadOrderDocument, receiptFileName } from "../orders/order-document";
import { cancelOrder } from "../orders/orders.service";
import { renderReceiptPdf } from "../orders/receipt-pdf";
import {
  garageOf,
  memberOrderRow,
  memberOrders,
  removeGarageVehicle,
  saveGarageVehicle,
  userDetail,
} from "./account.service";
import { endOtherSessions, requireMember, SIGN_IN_REQUIRED } from "./member-session";
import { savedAddresses } from "./saved-addresses";
import { updateUser } from "./users.repository";

const ORDER_NOT_FOUND = "Order not found";
const NO_PASSWORD_HERE = "This account signs in with another provider: change the password there.";

/** The signed-in member's calls (storefront.md §4, §6, §7): who they are, their orders, settings. */
export const accountRoutes: FastifyPluginAsyncZod<{ db: Db; payments: PaymentGateway }> = async (
  app,
  { db, payments },
) => {
  const tags = ["account"];
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "private, no-store");
  });
  // Who asks comes before what is asked: a guest or a forged change is refused before the body
  // is validated.
  app.addHook("preValidation", async (request) => {
    await requireMember(request);
  });

  app.get(
    "/me",
    {
      schema: { tags, summary: "The signed-in member's uid", response: { 200: meResponseSchema } },
    },
    async (request) => ({ uid: (await requireMember(request)).user.id }),
  );

  app.get(
    "/user-details",
    {
      schema: {
        tags,
        summary: "The member's user detail; only with the sign-on id cookie",
        response: { 200: userDetailSchema },
      },
    },
    async (request) => {
      if (!request.cookies[SSO_UID_COOKIE]) {
        throw new HttpError(401, "SIGN_IN_REQUIRED", SIGN_IN_REQUIRED);
      }
      const member = await requireMember(request);
      return userDetail(db, member.user);
    },
  );

  app.get(
    "/account/orders",
    {
      schema: {
        tags,
        summary: "My Orders: the member's orders, newest first",
        response: { 200: memberOrdersResponseSchema },
      },
    },
    async (request) => {
      const member = await requireMember(request);
      return { orders: await memberOrders(db, member.user.id, app.clock()) };
    },
  );

  app.get(
    "/account/addresses",
    {
      schema: {
        tags,
        summary: "The member's saved addresses: those of their orders, newest first",
        response: { 200: savedAddressesResponseSchema },
      },
    },
    async (request) => {
      const member = await requireMember(request);
      return { addresses: await savedAddresses(db, member.user.id) };
    },
  );

  const ownOrder = async (userId: string, orderId: string) => {
    const row = await memberOrderRow(db, userId, Number(orderId));
    // Another member's order answers exactly like one that does not exist.
    if (!row) throw notFound(ORDER_NOT_FOUND, "ORDER_NOT_FOUND");
    return row;
  };

  app.post(
    "/account/orders/:orderId/cancel",
    {
      schema: {
        tags,
        summary: "Cancels one of the member's orders within 30 minutes of placing",
        params: memberOrderParamsSchema,
        response: { 200: orderResponseSchema },
      },
    },
    async (request) => {
      const member = await requireMember(request);
      const row = await ownOrder(member.user.id, request.params.orderId);
      return { order: await cancelOrder(db, payments, row.id, app.clock()) };
    },
  );

  app.get(
    "/account/orders/:orderId/receipt.pdf",
    {
      schema: {
        tags,
        summary: "The receipt of one of the member's orders",
        params: memberOrderParamsSchema,
      },
      helmet: { contentSecurityPolicy: false },
    },
    async (request, reply) => {
      const member = await requireMember(request);
      const row = await ownOrder(member.user.id, request.params.orderId);
      const pdf = await renderReceiptPdf(await loadOrderDocument(db, row));
      return reply
        .type("application/pdf")
        .header(
          "content-disposition",
          `inline; filename="${receiptFileName(request.params.orderId)}"`,
        )
        .header("x-robots-tag", "noindex, nofollow")
        .send(pdf);
    },
  );

  app.put(
    "/account/password",
    {
      schema: {
        tags,
        summary: "Changes the member's password; the member's other sessions end",
        body: changePasswordSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const member = await requireMember(request);
      if (!member.user.passwordHash) throw new HttpError(409, "EXTERNAL_ACCOUNT", NO_PASSWORD_HERE);
      if (!(await verifyPassword(request.body.currentPassword, member.user.passwordHash))) {
        throw new HttpError(400, "WRONG_PASSWORD", WRONG_PASSWORD_MESSAGE);
      }
      await updateUser(db, member.user.id, {
        passwordHash: await hashPassword(request.body.newPassword),
        passwordChangedAt: new Date(),
      });
      await endOtherSessions(db, member.user.id, member.sessionId);
      return reply.code(204).send(null);
    },
  );

  app.put(
    "/account/details",
    {
      schema: {
        tags,
        summary: "Changes the member's name",
        body: accountDetailsSchema,
        response: { 200: userDetailSchema },
      },
    },
    async (request) => {
      const member = await requireMember(request);
      await updateUser(db, member.user.id, request.body);
      return userDetail(db, { ...member.user, ...request.body });
    },
  );

  app.get(
    "/account/garage",
    {
      schema: {
        tags,
        summary: "My Garage: the member's saved vehicles",
        response: { 200: garageResponseSchema },
      },
    },
    async (request) => ({ vehicles: await garageOf(db, (await requireMember(request)).user.id) }),
  );

  app.post(
    "/account/garage",
    {
      schema: {
        tags,
        summary: "Saves a vehicle to My Garage",
        body: garageVehicleInputSchema,
        response: { 200: garageResponseSchema },
      },
    },
    async (request) => {
      const member = await requireMember(request);
      return { vehicles: await saveGarageVehicle(db, member.user.id, request.body) };
    },
  );

  app.delete(
    "/account/garage/:id",
    {
      schema: {
        tags,
        summary: "Removes a vehicle from My Garage",
        params: z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) }),
        response: { 200: garageResponseSchema },
      },
    },
    async (request) => {
      const member = await requireMember(request);
      return { vehicles: await removeGarageVehicle(db, member.user.id, request.params.id) };
    },
  );
};
