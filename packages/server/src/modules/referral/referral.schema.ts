import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "../account/account.schema";
import { promotions } from "../deals/deals.schema";
import { orders } from "../orders/orders.schema";

// --- Referral programme (storefront.md §1) -----------------------------------------------

/**
 * A member's referral code, one for good. Its promotion (promo code = the referral code) is what
 * a friend's cart holds as a coupon; the friend's terms are priced from the core's constants.
 */
export const referralCodes = pgTable("referral_codes", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  code: text("code").notNull().unique(),
  promotionId: integer("promotion_id")
    .notNull()
    .unique()
    .references(() => promotions.id),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Friends an advocate e-mailed the link to; the address is kept lower-case, once per advocate. */
export const referralInvites = pgTable(
  "referral_invites",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    advocateUserId: uuid("advocate_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    friendEmail: text("friend_email").notNull(),
    friendFirstName: text("friend_first_name"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    emailedAt: timestamp("emailed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("referral_invites_friend_idx").on(t.advocateUserId, t.friendEmail),
    index("referral_invites_recent_idx").on(t.advocateUserId, t.createdAt),
  ],
);

/**
 * A friend's first order placed with an advocate's code. A friend (by e-mail, and by account
 * when signed in) is referred once, ever: the unique indexes hold also under concurrent orders.
 */
export const referrals = pgTable(
  "referrals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    advocateUserId: uuid("advocate_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    friendEmail: text("friend_email").notNull(),
    friendUserId: uuid("friend_user_id").references(() => users.id, { onDelete: "set null" }),
    orderId: uuid("order_id")
      .notNull()
      .unique()
      .references(() => orders.id),
    discountCents: integer("discount_cents").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("referrals_friend_email_idx").on(t.friendEmail),
    uniqueIndex("referrals_friend_user_idx")
      .on(t.friendUserId)
      .where(sql`${t.friendUserId} is not null`),
    index("referrals_advocate_idx").on(t.advocateUserId, t.createdAt),
    check("referrals_discount_nonnegative", sql`${t.discountCents} >= 0`),
  ],
);

/**
 * The advocate's reward for a referral: a single-use promo code of their own. Redeeming it sets
 * the order in the same transaction as the order, only while it is still unset.
 */
export const referralRewards = pgTable(
  "referral_rewards",
  {
    referralId: uuid("referral_id")
      .primaryKey()
      .references(() => referrals.id, { onDelete: "cascade" }),
    advocateUserId: uuid("advocate_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    promotionId: integer("promotion_id")
      .notNull()
      .unique()
      .references(() => promotions.id),
    amountCents: integer("amount_cents").notNull(),
    redeemedOrderId: uuid("redeemed_order_id").references(() => orders.id),
    redeemedAt: timestamp("redeemed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    emailedAt: timestamp("emailed_at", { withTimezone: true }),
  },
  (t) => [
    index("referral_rewards_advocate_idx").on(t.advocateUserId, t.createdAt),
    check("referral_rewards_amount_positive", sql`${t.amountCents} > 0`),
  ],
);
