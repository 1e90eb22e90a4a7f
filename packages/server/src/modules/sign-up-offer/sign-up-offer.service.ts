import {
  SIGN_UP_OFFER_TAKEN_MESSAGE,
  type SignUpOfferStanding,
  signUpOfferStanding,
} from "@treadkit/core/sign-up-offer";
import type { Db } from "../../db/client";
import { HttpError } from "../../http/errors";
import {
  deleteOfferUseOfOrder,
  findOfferFacts,
  hasOtherOrder,
  insertOfferUse,
} from "./sign-up-offer.repository";

/** Where the shopper stands with the sign-up offer: a guest, or the member's own standing. */
export async function signUpOfferStandingOf(
  db: Db,
  userId: string | null,
): Promise<SignUpOfferStanding> {
  if (userId === null) return "guest";
  return signUpOfferStanding(await findOfferFacts(db, userId));
}

const taken = () => new HttpError(409, "SIGN_UP_OFFER_USED", SIGN_UP_OFFER_TAKEN_MESSAGE);

/**
 * The offer's use by a placed order, in the order's own transaction. The order must still be the
 * member's first; the key of sign_up_offer_uses lets one order per member have it, also when two
 * are placed at once. When either fails, the order is refused and everything rolls back.
 */
export async function recordSignUpOffer(
  db: Db,
  order: { id: string; userId: string | null; placedAt: Date },
  amountInCents: number,
): Promise<void> {
  if (amountInCents <= 0) return;
  if (order.userId === null) throw new Error("a sign-up offer on a guest's order");
  if (await hasOtherOrder(db, order.userId, order.id)) throw taken();
  const use = await insertOfferUse(db, {
    userId: order.userId,
    orderId: order.id,
    amountCents: amountInCents,
    usedAt: order.placedAt,
  });
  if (!use) throw taken();
}

/** A cancelled order gives its member's sign-up offer back (in the cancelling transaction). */
export async function giveBackSignUpOffer(db: Db, orderId: string): Promise<void> {
  await deleteOfferUseOfOrder(db, orderId);
}
