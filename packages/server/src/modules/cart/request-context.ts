import type { FastifyRequest } from "fastify";
import "../../http/clock";
import type { Db } from "../../db/client";
import { type CartContext, cartContext } from "./cart.service";

/** The header of the military exchange's customer id: it switches the channel (storefront.md §6). */
export const MILITARY_CUSTOMER_HEADER = "x-external-customer-id";

/**
 * The buyer of a request: its signed-in member, else its shopper session (x-user-session-id);
 * on the military exchange's channel when its customer id header is present.
 */
export async function cartContextOf(db: Db, request: FastifyRequest): Promise<CartContext> {
  const session = request.headers["x-user-session-id"];
  const context = await cartContext(
    db,
    typeof session === "string" ? session : undefined,
    await request.member(),
    request.server.clock(),
  );
  const military = request.headers[MILITARY_CUSTOMER_HEADER];
  return typeof military === "string" && military.trim()
    ? { ...context, militaryCustomerId: military.trim().slice(0, 64) }
    : context;
}
