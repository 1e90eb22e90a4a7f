import { and, desc, eq, gt, inArray, ne, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import { users } from "../account/account.schema";
import { cartCoupons, carts } from "../cart/cart.schema";
import { promotions } from "../deals/deals.schema";
import { orders } from "../orders/orders.schema";
import { lockCartRow } from "../schedule/schedule.repository";
import { cartBilling, cartShipping } from "../shipping/shipping.schema";
import { referralCodes, referralInvites, referralRewards, referrals } from "./referral.schema";

export type ReferralCodeRow = typeof referralCodes.$inferSelect;
export type ReferralRow = typeof referrals.$inferSelect;
type NewPromotion = typeof promotions.$inferInsert;

/** The member's row, locked: a member's code and invitations are written one request at a time. */
export async function lockMember(db: Db, userId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).for("update");
  return row ?? null;
}

export async function findCodeOfMember(db: Db, userId: string): Promise<ReferralCodeRow | null> {
  const [row] = await db.select().from(referralCodes).where(eq(referralCodes.userId, userId));
  return row ?? null;
}

/** A code and its advocate's name and e-mail; `code` is already normalised (upper-case). */
export async function findAdvocateByCode(db: Db, code: string) {
  const [row] = await db
    .select({
      code: referralCodes.code,
      promotionId: referralCodes.promotionId,
      userId: users.id,
      firstName: users.firstName,
      email: users.email,
    })
    .from(referralCodes)
    .innerJoin(users, eq(users.id, referralCodes.userId))
    .where(eq(referralCodes.code, code));
  return row ?? null;
}

/** Whether any promotion already answers to this code, in any case. */
export async function promoCodeTaken(db: Db, code: string): Promise<boolean> {
  const [row] = await db
    .select({ id: promotions.id })
    .from(promotions)
    .where(sql`lower(${promotions.promoCode}) = lower(${code})`);
  return row !== undefined;
}

/** A new promotion, or null when its code was taken meanwhile. */
export async function insertPromotion(db: Db, promotion: NewPromotion) {
  const [row] = await db.insert(promotions).values(promotion).onConflictDoNothing().returning();
  return row ?? null;
}

export async function insertReferralCode(db: Db, row: typeof referralCodes.$inferInsert) {
  const [inserted] = await db.insert(referralCodes).values(row).returning();
  if (!inserted) throw new Error("referral code insert returned nothing");
  return inserted;
}

// --- Invitations -------------------------------------------------------------------------

export async function countInvitesSince(db: Db, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(referralInvites)
    .where(and(eq(referralInvites.advocateUserId, userId), gt(referralInvites.createdAt, since)));
  return row?.count ?? 0;
}

/** The new invitation, or null when this advocate already invited that address. */
export async function insertInvite(db: Db, row: typeof referralInvites.$inferInsert) {
  const [inserted] = await db.insert(referralInvites).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

export async function findInvite(db: Db, id: string) {
  const [row] = await db
    .select({
      invite: referralInvites,
      advocateFirstName: users.firstName,
      advocateLastName: users.lastName,
    })
    .from(referralInvites)
    .innerJoin(users, eq(users.id, referralInvites.advocateUserId))
    .where(eq(referralInvites.id, id));
  return row ?? null;
}

export async function markInviteEmailed(db: Db, id: string, at: Date) {
  await db.update(referralInvites).set({ emailedAt: at }).where(eq(referralInvites.id, id));
}

/** The advocate's latest invitations, each with whether that friend has ordered with the code. */
export async function latestInvites(db: Db, userId: string, limit: number) {
  // A friend is referred once ever (unique e-mail), so the join adds at most one row per invite.
  return db
    .select({
      email: referralInvites.friendEmail,
      firstName: referralInvites.friendFirstName,
      createdAt: referralInvites.createdAt,
      ordered: sql<boolean>`${referrals.id} is not null`,
    })
    .from(referralInvites)
    .leftJoin(
      referrals,
      and(
        eq(referrals.advocateUserId, referralInvites.advocateUserId),
        eq(referrals.friendEmail, referralInvites.friendEmail),
      ),
    )
    .where(eq(referralInvites.advocateUserId, userId))
    .orderBy(desc(referralInvites.createdAt))
    .limit(limit);
}

export async function countInvites(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(referralInvites)
    .where(eq(referralInvites.advocateUserId, userId));
  return row?.count ?? 0;
}

export async function countReferrals(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(referrals)
    .where(eq(referrals.advocateUserId, userId));
  return row?.count ?? 0;
}

// --- Friends and their orders ------------------------------------------------------------

/**
 * Whether the shopper (by e-mail, by account, or the account of that e-mail) has a placed order
 * that is not cancelled, other than `exceptOrderId`, or was referred before.
 */
export async function isReturningCustomer(
  db: Db,
  shopper: { email: string | null; userId: string | null; exceptOrderId?: string },
): Promise<boolean> {
  const email = shopper.email?.trim().toLowerCase() || null;
  if (!email && !shopper.userId) return false;
  const accountOfEmail = email
    ? sql`${orders.userId} in (select ${users.id} from ${users} where ${users.email} = ${email})`
    : undefined;
  const [ordered] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        ne(orders.status, "cancelled"),
        shopper.exceptOrderId ? ne(orders.id, shopper.exceptOrderId) : undefined,
        or(
          email ? sql`lower(${orders.email}) = ${email}` : undefined,
          shopper.userId ? eq(orders.userId, shopper.userId) : undefined,
          accountOfEmail,
        ),
      ),
    )
    .limit(1);
  if (ordered) return true;
  const [referred] = await db
    .select({ id: referrals.id })
    .from(referrals)
    .where(
      or(
        email ? eq(referrals.friendEmail, email) : undefined,
        shopper.userId ? eq(referrals.friendUserId, shopper.userId) : undefined,
      ),
    )
    .limit(1);
  return referred !== undefined;
}

/** The e-mail the cart's shopper gave so far: on the cart, its delivery or its billing. */
export async function knownCartEmail(db: Db, cartId: string): Promise<string | null> {
  const [row] = await db
    .select({ cart: carts.email, shipping: cartShipping.email, billing: cartBilling.email })
    .from(carts)
    .leftJoin(cartShipping, eq(cartShipping.cartId, carts.id))
    .leftJoin(cartBilling, eq(cartBilling.cartId, carts.id))
    .where(eq(carts.id, cartId));
  return row?.cart ?? row?.shipping ?? row?.billing ?? null;
}

// --- Coupons on carts --------------------------------------------------------------------

/** Which of these promotions are advocates' codes, with the advocate. */
export async function advocatesOfPromotions(db: Db, promotionIds: number[]) {
  if (promotionIds.length === 0) return [];
  return db
    .select({
      promotionId: referralCodes.promotionId,
      userId: users.id,
      email: users.email,
      code: referralCodes.code,
    })
    .from(referralCodes)
    .innerJoin(users, eq(users.id, referralCodes.userId))
    .where(inArray(referralCodes.promotionId, promotionIds));
}

/** Which of these promotions are rewards, with whether each was used or its order cancelled. */
export async function rewardsOfPromotions(db: Db, promotionIds: number[]) {
  if (promotionIds.length === 0) return [];
  return db
    .select({
      promotionId: referralRewards.promotionId,
      referralId: referralRewards.referralId,
      redeemedOrderId: referralRewards.redeemedOrderId,
      earnedByCancelledOrder: sql<boolean>`${orders.status} = 'cancelled'`,
    })
    .from(referralRewards)
    .innerJoin(referrals, eq(referrals.id, referralRewards.referralId))
    .innerJoin(orders, eq(orders.id, referrals.orderId))
    .where(inArray(referralRewards.promotionId, promotionIds));
}

export async function findCart(db: Db, cartId: string) {
  const [row] = await db.select({ id: carts.id }).from(carts).where(eq(carts.id, cartId));
  return row ?? null;
}

/**
 * Puts an advocate's code on the cart in place of any other advocate's code, with the cart's row
 * locked first (as every change to a cart takes it); false when the cart is gone.
 */
export async function putReferralOnCart(
  db: Db,
  cartId: string,
  referral: { promotionId: number; code: string },
): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    if (!(await lockCartRow(tx, cartId))) return false;
    await replaceReferralCoupon(tx, cartId, referral);
    return true;
  });
}

async function replaceReferralCoupon(
  db: Db,
  cartId: string,
  referral: { promotionId: number; code: string },
) {
  await db
    .delete(cartCoupons)
    .where(
      and(
        eq(cartCoupons.cartId, cartId),
        inArray(
          cartCoupons.promotionId,
          db.select({ id: referralCodes.promotionId }).from(referralCodes),
        ),
      ),
    );
  await db
    .insert(cartCoupons)
    .values({ cartId, promotionId: referral.promotionId, promoCode: referral.code })
    .onConflictDoNothing();
}

// --- Referrals and rewards ---------------------------------------------------------------

/** The friend's referral, or null when that friend was referred already (by e-mail or account). */
export async function insertReferral(db: Db, row: typeof referrals.$inferInsert) {
  const [inserted] = await db.insert(referrals).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

export async function insertReward(db: Db, row: typeof referralRewards.$inferInsert) {
  const [inserted] = await db.insert(referralRewards).values(row).returning();
  if (!inserted) throw new Error("referral reward insert returned nothing");
  return inserted;
}

/** Marks the reward used by the order, unless it was used already; whether it was marked. */
export async function redeemReward(
  db: Db,
  promotionId: number,
  orderId: string,
  at: Date,
): Promise<boolean> {
  const updated = await db
    .update(referralRewards)
    .set({ redeemedOrderId: orderId, redeemedAt: at })
    .where(
      and(
        eq(referralRewards.promotionId, promotionId),
        sql`${referralRewards.redeemedOrderId} is null`,
      ),
    )
    .returning({ id: referralRewards.referralId });
  return updated.length > 0;
}

/** The advocate's rewards, newest first, with their codes and the state of the earning order. */
export async function rewardsOfAdvocate(db: Db, userId: string) {
  return db
    .select({
      promoCode: promotions.promoCode,
      amountCents: referralRewards.amountCents,
      createdAt: referralRewards.createdAt,
      redeemedAt: referralRewards.redeemedAt,
      earnedByCancelledOrder: sql<boolean>`${orders.status} = 'cancelled'`,
    })
    .from(referralRewards)
    .innerJoin(promotions, eq(promotions.id, referralRewards.promotionId))
    .innerJoin(referrals, eq(referrals.id, referralRewards.referralId))
    .innerJoin(orders, eq(orders.id, referrals.orderId))
    .where(eq(referralRewards.advocateUserId, userId))
    .orderBy(desc(referralRewards.createdAt));
}

/** A reward with what its e-mail says: the code, the amount and the advocate. */
export async function findRewardForMail(db: Db, referralId: string) {
  const [row] = await db
    .select({
      reward: referralRewards,
      promoCode: promotions.promoCode,
      advocateEmail: users.email,
      advocateFirstName: users.firstName,
    })
    .from(referralRewards)
    .innerJoin(promotions, eq(promotions.id, referralRewards.promotionId))
    .innerJoin(users, eq(users.id, referralRewards.advocateUserId))
    .where(eq(referralRewards.referralId, referralId));
  return row ?? null;
}

export async function markRewardEmailed(db: Db, referralId: string, at: Date) {
  await db
    .update(referralRewards)
    .set({ emailedAt: at })
    .where(eq(referralRewards.referralId, referralId));
}
