import type { Promotion } from "@treadkit/core/cart";
import {
  isSelfReferral,
  REFERRAL_MAX_DISCOUNT_CENTS,
  REFERRAL_PERCENT_OFF,
  referralDenial,
  rewardDenial,
  rewardStatus,
} from "@treadkit/core/referral";
import type { Db } from "../../db/client";
import {
  advocatesOfPromotions,
  isReturningCustomer,
  knownCartEmail,
  rewardsOfPromotions,
} from "./referral.repository";

/**
 * The cart's coupons under the referral programme's terms, before the cart is priced. An
 * advocate's code takes 30 percent of the tires, at most $75, for a shopper who is neither the
 * advocate nor a returning customer, and only the first such code on a cart. A reward code
 * applies once, and not after the order that earned it was cancelled. Other coupons pass as they
 * are; a cart without coupons costs no query.
 */
export async function withReferralTerms(
  db: Db,
  cartId: string,
  shopper: { userId: string | null },
  coupons: Promotion[],
): Promise<Promotion[]> {
  if (coupons.length === 0) return coupons;
  const ids = coupons.map((coupon) => coupon.promotionId);
  const advocates = await advocatesOfPromotions(db, ids);
  const rewards = await rewardsOfPromotions(db, ids);
  if (advocates.length === 0 && rewards.length === 0) return coupons;

  const email = advocates.length > 0 ? await knownCartEmail(db, cartId) : null;
  const returning =
    advocates.length > 0 && (await isReturningCustomer(db, { email, userId: shopper.userId }));
  let referralSeen = false;
  return coupons.map((coupon): Promotion => {
    const advocate = advocates.find((a) => a.promotionId === coupon.promotionId);
    if (advocate) {
      const denial = referralDenial({
        isAdvocate: isSelfReferral(advocate, { userId: shopper.userId, email }),
        isReturningCustomer: returning,
        hasEarlierReferral: referralSeen,
      });
      referralSeen = true;
      return {
        ...coupon,
        discountType: "Percentage",
        target: "tires",
        amount: REFERRAL_PERCENT_OFF,
        brandId: null,
        productLineId: null,
        minCartQuantity: null,
        maxCartQuantity: null,
        maxDiscountInCents: REFERRAL_MAX_DISCOUNT_CENTS,
        denial,
      };
    }
    const reward = rewards.find((r) => r.promotionId === coupon.promotionId);
    if (reward) {
      const status = rewardStatus({
        redeemed: reward.redeemedOrderId !== null,
        earnedByCancelledOrder: reward.earnedByCancelledOrder,
      });
      return { ...coupon, denial: rewardDenial(status) };
    }
    return coupon;
  });
}
