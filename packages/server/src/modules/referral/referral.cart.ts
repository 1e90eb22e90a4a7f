import type { SiteCart } from "@treadkit/core/cart";
import { normaliseReferralCode, REFERRAL_COOKIE } from "@treadkit/core/referral";
import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/client";
import { type CartContext, getCart } from "../cart/cart.service";
import { findAdvocateByCode, putReferralOnCart } from "./referral.repository";
import { referralDenialFor } from "./referral.service";

/**
 * A cart started after the shopper claimed an invite link (the REFERRAL_CODE cookie) gets that
 * code, when it can serve them; otherwise the cart is left as it is, without a word: the shopper
 * only asked for tires.
 */
export async function withClaimedReferral(
  db: Db,
  request: FastifyRequest,
  cart: SiteCart,
  context: CartContext,
): Promise<SiteCart> {
  const code = normaliseReferralCode(request.cookies[REFERRAL_COOKIE]);
  if (!code) return cart;
  const advocate = await findAdvocateByCode(db, code);
  if (!advocate) return cart;
  const denial = await referralDenialFor(db, advocate, {
    userId: context.userId,
    email: cart.email,
  });
  if (denial) return cart;
  await putReferralOnCart(db, cart.id, advocate);
  return getCart(db, cart.id, context);
}
