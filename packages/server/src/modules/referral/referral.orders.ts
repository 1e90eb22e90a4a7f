import { REFERRAL_FIRST_ORDER_MESSAGE, REWARD_USED_MESSAGE } from "@treadkit/core/referral";
import type { Db } from "../../db/client";
import { HttpError } from "../../http/errors";
import { addToOutbox } from "../../jobs/outbox";
import {
  advocatesOfPromotions,
  insertReferral,
  redeemReward,
  rewardsOfPromotions,
} from "./referral.repository";
import { issueReward, REFERRAL_REWARDED_TOPIC, referralDenialFor } from "./referral.service";

/** What the order's pricing gave each coupon (siteCartCoupons). */
type AppliedCoupon = { couponId: string; discountInCents: number; errorDescription: string | null };

const refused = (message: string) => new HttpError(409, "REFERRAL_NOT_APPLICABLE", message);

/**
 * The referral side of a placed order, in the order's own transaction. An advocate's code that
 * discounted the order is checked again against the order's final e-mail and account, recorded
 * (one referral per friend, ever, held by unique indexes also against concurrent orders) and
 * earns the advocate a reward code, e-mailed through the outbox; a reward code is used up. If
 * any of it cannot hold, the order is refused and everything rolls back.
 */
export async function recordReferralOrder(
  db: Db,
  order: {
    id: string;
    email: string;
    userId: string | null;
    placedAt: Date;
    siteOrigin: string | null;
  },
  coupons: readonly AppliedCoupon[],
): Promise<void> {
  const applied = coupons
    .filter((coupon) => coupon.discountInCents > 0 && !coupon.errorDescription)
    .map((coupon) => ({ promotionId: Number(coupon.couponId), discount: coupon.discountInCents }));
  if (applied.length === 0) return;
  const ids = applied.map((coupon) => coupon.promotionId);
  const advocates = await advocatesOfPromotions(db, ids);
  const rewards = await rewardsOfPromotions(db, ids);

  for (const coupon of applied) {
    const advocate = advocates.find((a) => a.promotionId === coupon.promotionId);
    if (advocate) {
      const friend = { userId: order.userId, email: order.email, exceptOrderId: order.id };
      const denial = await referralDenialFor(db, advocate, friend);
      if (denial) throw refused(denial);
      const referral = await insertReferral(db, {
        advocateUserId: advocate.userId,
        friendEmail: order.email.trim().toLowerCase(),
        friendUserId: order.userId,
        orderId: order.id,
        discountCents: coupon.discount,
        createdAt: order.placedAt,
      });
      // Another order of the same friend got there first.
      if (!referral) throw refused(REFERRAL_FIRST_ORDER_MESSAGE);
      await issueReward(db, referral);
      await addToOutbox(db, REFERRAL_REWARDED_TOPIC, {
        referralId: referral.id,
        origin: order.siteOrigin,
      });
    } else if (rewards.some((reward) => reward.promotionId === coupon.promotionId)) {
      if (!(await redeemReward(db, coupon.promotionId, order.id, order.placedAt)))
        throw new HttpError(409, "REWARD_USED", REWARD_USED_MESSAGE);
    }
  }
}
