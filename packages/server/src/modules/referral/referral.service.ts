import { randomBytes } from "node:crypto";
import {
  type ClaimedReferral,
  INVITE_ALREADY_SENT_MESSAGE,
  INVITE_LIMIT_MESSAGE,
  INVITE_OWN_EMAIL_MESSAGE,
  type InvitePreview,
  invitePath,
  invitesLeft,
  isSelfReferral,
  newReferralCode,
  newRewardCode,
  REFERRAL_CLAIMED_MESSAGE,
  REFERRAL_CODE_UNKNOWN_MESSAGE,
  REFERRAL_INVITES_PER_DAY,
  REFERRAL_OFFER,
  REFERRAL_OWN_CODE_MESSAGE,
  REFERRAL_PERCENT_OFF,
  REFERRAL_REWARD_CENTS,
  type ReferralSummary,
  referralDenial,
  rewardStatus,
} from "@treadkit/core/referral";
import { isUuid } from "@treadkit/core/validation";
import type { Db } from "../../db/client";
import { HttpError, notFound } from "../../http/errors";
import { addToOutbox } from "../../jobs/outbox";
import { CART_NOT_FOUND } from "../cart/cart.service";
import {
  countInvites,
  countInvitesSince,
  countReferrals,
  findAdvocateByCode,
  findCart,
  findCodeOfMember,
  insertInvite,
  insertPromotion,
  insertReferralCode,
  insertReward,
  isReturningCustomer,
  knownCartEmail,
  latestInvites,
  lockMember,
  promoCodeTaken,
  putReferralOnCart,
  type ReferralCodeRow,
  type ReferralRow,
  rewardsOfAdvocate,
} from "./referral.repository";

export const REFERRAL_INVITE_TOPIC = "referral.invite";
export const REFERRAL_REWARDED_TOPIC = "referral.rewarded";
/** Invitations the dashboard lists. */
const INVITES_SHOWN = 20;

const DAY_MS = 24 * 60 * 60 * 1000;
const CODE_ATTEMPTS = 5;
const random = (bytes: number) => randomBytes(bytes);

export type AdvocateUser = { id: string; firstName: string; email: string };
export type Advocate = { userId: string; email: string; promotionId: number; code: string };
export type Shopper = { userId: string | null; email: string | null; exceptOrderId?: string };

/** A promotion with a new, free code from `next`: codes are random, so a clash just tries again. */
async function withFreeCode<T>(
  db: Db,
  next: () => string,
  create: (code: string) => Promise<T | null>,
): Promise<T> {
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt += 1) {
    const code = next();
    if (await promoCodeTaken(db, code)) continue;
    const created = await create(code);
    if (created !== null) return created;
  }
  throw new Error(`no free promo code after ${CODE_ATTEMPTS} attempts`);
}

/** The member's referral code, made on first need; one per member, for good. */
async function codeOfMember(db: Db, user: AdvocateUser): Promise<ReferralCodeRow> {
  const existing = await findCodeOfMember(db, user.id);
  if (existing) return existing;
  return db.transaction(async (tx) => {
    await lockMember(tx, user.id);
    const raced = await findCodeOfMember(tx, user.id);
    if (raced) return raced;
    return withFreeCode(
      tx,
      () => newReferralCode(user.firstName, random),
      async (code) => {
        // The friend's terms come from the core when the cart is priced; the row names them too.
        const promotion = await insertPromotion(tx, {
          promoCode: code,
          title: `Referral: ${REFERRAL_PERCENT_OFF}% off your first tires`,
          discountType: "Percentage",
          target: "tires",
          amount: REFERRAL_PERCENT_OFF,
        });
        return promotion
          ? insertReferralCode(tx, { userId: user.id, code, promotionId: promotion.id })
          : null;
      },
    );
  });
}

/** The advocate's reward for a referral: a new single-use $10 code. */
export async function issueReward(db: Db, referral: ReferralRow) {
  return withFreeCode(
    db,
    () => newRewardCode(random),
    async (code) => {
      const promotion = await insertPromotion(db, {
        promoCode: code,
        title: "Referral reward",
        discountType: "Flat Amount",
        target: "tires",
        amount: REFERRAL_REWARD_CENTS / 100,
      });
      return promotion
        ? insertReward(db, {
            referralId: referral.id,
            advocateUserId: referral.advocateUserId,
            promotionId: promotion.id,
            amountCents: REFERRAL_REWARD_CENTS,
          })
        : null;
    },
  );
}

/** Why the advocate's code gives this shopper nothing, or null when it applies. */
export async function referralDenialFor(
  db: Db,
  advocate: Pick<Advocate, "userId" | "email">,
  shopper: Shopper,
  hasEarlierReferral = false,
): Promise<string | null> {
  const isAdvocate = isSelfReferral(advocate, shopper);
  return referralDenial({
    isAdvocate,
    isReturningCustomer: !isAdvocate && (await isReturningCustomer(db, shopper)),
    hasEarlierReferral,
  });
}

/** The dashboard: the member's code and link, the friends invited and ordered, the rewards. */
export async function referralSummary(
  db: Db,
  user: AdvocateUser,
  origin: string,
  now = new Date(),
): Promise<ReferralSummary> {
  const code = await codeOfMember(db, user);
  // One query at a time: inside a transaction they would share one connection.
  const invites = await latestInvites(db, user.id, INVITES_SHOWN);
  const friendsInvited = await countInvites(db, user.id);
  const friendsOrdered = await countReferrals(db, user.id);
  const sentToday = await countInvitesSince(db, user.id, new Date(now.getTime() - DAY_MS));
  const rewards = await rewardsOfAdvocate(db, user.id);
  return {
    code: code.code,
    invitePath: invitePath(code.code),
    inviteUrl: `${origin}${invitePath(code.code)}`,
    offer: { ...REFERRAL_OFFER },
    friendsInvited,
    friendsOrdered,
    invitesLeftToday: invitesLeft(sentToday),
    invites: invites.map((invite) => ({
      email: invite.email,
      firstName: invite.firstName,
      invitedAt: invite.createdAt.toISOString(),
      ordered: invite.ordered,
    })),
    rewards: rewards.map((reward) => ({
      promoCode: reward.promoCode ?? "",
      amountInCents: reward.amountCents,
      earnedAt: reward.createdAt.toISOString(),
      status: rewardStatus({
        redeemed: reward.redeemedAt !== null,
        earnedByCancelledOrder: reward.earnedByCancelledOrder,
      }),
      usedAt: reward.redeemedAt?.toISOString() ?? null,
    })),
  };
}

/**
 * E-mails a friend the member's link, through the outbox (sent after the commit, retried). An
 * address is invited once per advocate, and at most REFERRAL_INVITES_PER_DAY a day; whether the
 * friend is already a customer is not told (it is nobody else's business).
 */
export async function inviteFriend(
  db: Db,
  user: AdvocateUser,
  form: { email: string; firstName: string },
  origin: string,
  now = new Date(),
): Promise<void> {
  const email = form.email.trim().toLowerCase();
  if (email === user.email.toLowerCase())
    throw new HttpError(400, "OWN_EMAIL", INVITE_OWN_EMAIL_MESSAGE);
  await db.transaction(async (tx) => {
    await lockMember(tx, user.id);
    const code = await codeOfMember(tx, user);
    const sent = await countInvitesSince(tx, user.id, new Date(now.getTime() - DAY_MS));
    if (sent >= REFERRAL_INVITES_PER_DAY)
      throw new HttpError(429, "INVITE_LIMIT", INVITE_LIMIT_MESSAGE);
    const invite = await insertInvite(tx, {
      advocateUserId: user.id,
      friendEmail: email,
      friendFirstName: form.firstName || null,
      createdAt: now,
    });
    if (!invite) throw new HttpError(409, "ALREADY_INVITED", INVITE_ALREADY_SENT_MESSAGE);
    await addToOutbox(tx, REFERRAL_INVITE_TOPIC, {
      inviteId: invite.id,
      link: `${origin}${invitePath(code.code)}`,
    });
  });
}

/** What the invite page shows: whose link it is and the offer. */
export async function invitePreview(db: Db, code: string): Promise<InvitePreview> {
  const advocate = await findAdvocateByCode(db, code);
  if (!advocate) throw notFound(REFERRAL_CODE_UNKNOWN_MESSAGE, "REFERRAL_CODE_UNKNOWN");
  return {
    code: advocate.code,
    advocateFirstName: advocate.firstName.trim() || null,
    offer: { ...REFERRAL_OFFER },
  };
}

/**
 * The invite page's claim: refused when the code cannot serve this shopper (unknown, their own,
 * not a first order); otherwise put on their current cart, if any, in place of another
 * advocate's code. The caller keeps the code for the carts the shopper starts later.
 */
export async function claimReferral(
  db: Db,
  input: { code: string; cartId?: string | undefined },
  shopper: { userId: string | null; cookieCartId?: string | undefined },
): Promise<ClaimedReferral> {
  const advocate = await findAdvocateByCode(db, input.code);
  if (!advocate) throw notFound(REFERRAL_CODE_UNKNOWN_MESSAGE, "REFERRAL_CODE_UNKNOWN");
  const cartId = input.cartId ?? (isUuid(shopper.cookieCartId) ? shopper.cookieCartId : undefined);
  const cart = cartId ? await findCart(db, cartId) : null;
  if (input.cartId && !cart) throw notFound(CART_NOT_FOUND, "CART_NOT_FOUND");
  const email = cart ? await knownCartEmail(db, cart.id) : null;
  const denial = await referralDenialFor(db, advocate, { userId: shopper.userId, email });
  if (denial) {
    const status = denial === REFERRAL_OWN_CODE_MESSAGE ? 400 : 409;
    throw new HttpError(status, "REFERRAL_NOT_APPLICABLE", denial);
  }
  if (cart && !(await putReferralOnCart(db, cart.id, advocate))) {
    throw notFound(CART_NOT_FOUND, "CART_NOT_FOUND");
  }
  return {
    code: advocate.code,
    appliedToCartId: cart?.id ?? null,
    message: REFERRAL_CLAIMED_MESSAGE,
  };
}
