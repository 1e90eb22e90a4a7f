import { AAFES_CUSTOMER_ID_COOKIE } from "@treadkit/core/payment";
import type { FastifyRequest } from "fastify";
import "../../http/clock";
import type { Db } from "../../db/client";
import { type CartContext, cartContext } from "./cart.service";

/** The header of the military exchange's customer id: it switches the channel (storefront.md §6). */
export const MILITARY_CUSTOMER_HEADER = "x-external-customer-id";

/**
 * The buyer of a request: its signed-in member, else its shopper session (x-user-session-id);
 * on the military exchange's channel when its customer id header is present, or the cookie the
 * exchange's arrival link left (modules/exchange). `militaryCustomerId` is how every rule (the
 * order's channel, tax) knows the channel.
 */
export async function cartContextOf(db: Db, request: FastifyRequest): Promise<CartContext> {
  const session = request.headers["x-user-session-id"];
  const context = await cartContext(
    db,
    typeof session === "string" ? session : undefined,
    await request.member(),
    request.server.clock(),
  );
  const header = request.headers[MILITARY_CUSTOMER_HEADER];
  // The storefront keeps the exchange's arrival in a cookie; its own calls need no header.
  const military =
    typeof header === "string" && header.trim()
      ? header
      : request.cookies?.[AAFES_CUSTOMER_ID_COOKIE];
  return typeof military === "string" && military.trim()
    ? { ...context, militaryCustomerId: military.trim().slice(0, 64) }
    : context;
}
