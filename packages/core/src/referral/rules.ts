import { formatCents } from "../money/format";
import { orderDateLabel } from "../session/account-view";

/**
 * The referral programme (storefront.md §1): a member (the advocate) shares a link; the friend
 * who follows it gets up to 30 percent off the tires of a first order, and once that order is
 * placed the advocate earns a $10 reward, a single-use promo code of their own.
 */

export const REFERRAL_PERCENT_OFF = 30;
/** "Up to": the friend's discount is 30 percent of the tires, and never more than $75. */
export const REFERRAL_MAX_DISCOUNT_CENTS = 7_500;
export const REFERRAL_REWARD_CENTS = 1_000;
/** Invitations one advocate may e-mail in 24 hours: the store's mail server is not a mass mailer. */
export const REFERRAL_INVITES_PER_DAY = 10;

/** The programme's terms as the API states them. */
export const REFERRAL_OFFER = {
  percentOff: REFERRAL_PERCENT_OFF,
  maxDiscountInCents: REFERRAL_MAX_DISCOUNT_CENTS,
  rewardInCents: REFERRAL_REWARD_CENTS,
} as const;

export const REFERRAL_DASHBOARD_PATH = "/advocate-dashboard";
export const REFERRAL_INVITE_PATH = "/invite";
/** The code a shopper claimed on the invite page, kept (HttpOnly) for the carts they start next. */
export const REFERRAL_COOKIE = "REFERRAL_CODE";
export const REFERRAL_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;

// --- What shoppers read ------------------------------------------------------------------

export const REFERRAL_CODE_UNKNOWN_MESSAGE =
  "This referral link is not valid. Please ask your friend to send it again.";
export const REFERRAL_OWN_CODE_MESSAGE =
  "This is your own referral link. Share it with a friend: the discount is for them.";
export const REFERRAL_FIRST_ORDER_MESSAGE = "The referral discount is for a first order only.";
export const REFERRAL_ONE_PER_ORDER_MESSAGE = "Only one referral discount can be used per order.";
export const REFERRAL_CLAIMED_MESSAGE =
  "Your discount is saved: it comes off the tires of your first order.";
export const REWARD_USED_MESSAGE = "This reward code has already been used.";
export const REWARD_WITHDRAWN_MESSAGE =
  "This reward was withdrawn: the order it was earned for was cancelled.";
export const INVITE_OWN_EMAIL_MESSAGE = "That is your own e-mail. Please enter a friend's.";
export const INVITE_ALREADY_SENT_MESSAGE = "You have already invited this friend.";
export const INVITE_LIMIT_MESSAGE = `You can send ${REFERRAL_INVITES_PER_DAY} invitations a day. Please try again tomorrow.`;
export const LINK_COPIED_MESSAGE = "Link copied.";
export const LINK_COPY_FAILED_MESSAGE =
  "The link could not be copied. Select it and copy it instead.";

/** The offer in one line, as the invite page and e-mail headline it. */
export function inviteHeadline(advocateFirstName: string | null | undefined): string {
  const name = advocateFirstName?.trim() || "A friend";
  return `${name} gave you up to ${REFERRAL_PERCENT_OFF}% off your first tires`;
}

/** The friend's terms, in full. */
export const OFFER_TERMS = `${REFERRAL_PERCENT_OFF}% off the tires of your first order, up to ${formatCents(
  REFERRAL_MAX_DISCOUNT_CENTS,
)} off. For new customers, on one order.`;

/** The friend's terms as the advocate's dashboard tells them. */
export const FRIEND_OFFER_SUMMARY = `Friends you invite get ${REFERRAL_PERCENT_OFF}% off the tires of their first order, up to ${formatCents(
  REFERRAL_MAX_DISCOUNT_CENTS,
)} off.`;

/** What the advocate gets, in full. */
export const REWARD_TERMS = `For every friend whose first order is placed, you get ${formatCents(
  REFERRAL_REWARD_CENTS,
)} off your next order: a promo code of your own, good once.`;

export const INVALID_INVITE_TITLE = "This invite link does not work";
export const DASHBOARD_TITLE = "Refer a friend";

export const inviteSentMessage = (email: string) => `Invitation sent to ${email}.`;

/** The advocate's e-mail once a friend's first order is placed. */
export const rewardEarnedHeadline = (amountInCents: number) =>
  `You earned ${formatCents(amountInCents)} off: a friend placed their first order`;

// --- Codes and links ---------------------------------------------------------------------

/** Random characters of codes: no 0/O or 1/I to misread; 32 of them, so a byte maps evenly. */
const CODE_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
const REFERRAL_SUFFIX_LENGTH = 5;
const REWARD_SUFFIX_LENGTH = 8;
const NAME_PREFIX_MAX = 8;
const FALLBACK_PREFIX = "FRIEND";
export const REWARD_CODE_PREFIX = "THANKS";

/** An advocate's code as typed or linked: the name part, a dash and five random characters. */
export const REFERRAL_CODE_PATTERN = /^[A-Z]{1,8}-[2-9A-HJ-NP-Z]{5}$/;

/** `bytes` random bytes: crypto.getRandomValues or node's randomBytes. */
export type RandomBytes = (bytes: number) => Uint8Array;

function randomPart(random: RandomBytes, length: number): string {
  return Array.from(random(length), (byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join("");
}

/** The name part of a code: the first name's letters without accents, upper-case, at most 8. */
function namePrefix(firstName: string): string {
  const letters = firstName
    .normalize("NFD")
    .replace(/[^A-Za-z]/g, "")
    .toUpperCase()
    .slice(0, NAME_PREFIX_MAX);
  return letters || FALLBACK_PREFIX;
}

/** A new referral code for a member, e.g. "MAX-7K3QX": readable aloud, hard to guess. */
export function newReferralCode(firstName: string, random: RandomBytes): string {
  return `${namePrefix(firstName)}-${randomPart(random, REFERRAL_SUFFIX_LENGTH)}`;
}

/** A new reward code, e.g. "THANKS-7K3QX9AB". */
export function newRewardCode(random: RandomBytes): string {
  return `${REWARD_CODE_PREFIX}-${randomPart(random, REWARD_SUFFIX_LENGTH)}`;
}

/** The code as stored (upper-case, trimmed), or null when it cannot be a referral code. */
export function normaliseReferralCode(input: string | null | undefined): string | null {
  const code = (input ?? "").trim().toUpperCase();
  return REFERRAL_CODE_PATTERN.test(code) ? code : null;
}

/** The path of an advocate's invite link. */
export function invitePath(code: string): string {
  return `${REFERRAL_INVITE_PATH}?code=${encodeURIComponent(code)}`;
}

// --- Who may use what --------------------------------------------------------------------

export type ReferralUse = {
  /** The shopper is the advocate: the same member, or the advocate's e-mail. */
  isAdvocate: boolean;
  /** The shopper has ordered before (a cancelled order does not count) or used a referral. */
  isReturningCustomer: boolean;
  /** Another referral code comes first on the same cart. */
  hasEarlierReferral: boolean;
};

/** Whether the shopper is the advocate: the same member, or the advocate's e-mail in any case. */
export function isSelfReferral(
  advocate: { userId: string; email: string },
  shopper: { userId: string | null; email: string | null },
): boolean {
  if (shopper.userId !== null && shopper.userId === advocate.userId) return true;
  const email = shopper.email?.trim().toLowerCase();
  return !!email && email === advocate.email.trim().toLowerCase();
}

/** Why a referral code gives this shopper nothing, or null when it applies. */
export function referralDenial(use: ReferralUse): string | null {
  if (use.isAdvocate) return REFERRAL_OWN_CODE_MESSAGE;
  if (use.isReturningCustomer) return REFERRAL_FIRST_ORDER_MESSAGE;
  if (use.hasEarlierReferral) return REFERRAL_ONE_PER_ORDER_MESSAGE;
  return null;
}

/** The friend's discount on tires worth `tiresInCents`: 30 percent, at most $75. */
export function referralDiscountInCents(tiresInCents: number): number {
  return Math.min(
    Math.round((Math.max(0, tiresInCents) * REFERRAL_PERCENT_OFF) / 100),
    REFERRAL_MAX_DISCOUNT_CENTS,
  );
}

export type RewardStatus = "available" | "used" | "withdrawn";

/**
 * A reward is used once; one earned by an order that was then cancelled is withdrawn, unless it
 * was already used.
 */
export function rewardStatus(reward: {
  redeemed: boolean;
  earnedByCancelledOrder: boolean;
}): RewardStatus {
  if (reward.redeemed) return "used";
  return reward.earnedByCancelledOrder ? "withdrawn" : "available";
}

/** Why a reward code gives nothing, or null when it may be used. */
export function rewardDenial(status: RewardStatus): string | null {
  if (status === "used") return REWARD_USED_MESSAGE;
  if (status === "withdrawn") return REWARD_WITHDRAWN_MESSAGE;
  return null;
}

export const REWARD_STATUS_LABELS: Record<RewardStatus, string> = {
  available: "Ready to use",
  used: "Used",
  withdrawn: "Withdrawn (the friend's order was cancelled)",
};

/** Invitations left today, never below zero. */
export function invitesLeft(sentInLastDay: number): number {
  return Math.max(0, REFERRAL_INVITES_PER_DAY - sentInLastDay);
}

export function invitesLeftMessage(left: number): string {
  if (left === 0) return INVITE_LIMIT_MESSAGE;
  return `You can send ${left} more ${left === 1 ? "invitation" : "invitations"} today.`;
}

/** How an invited friend is listed: ordered, or invited on a day. */
export function inviteStatusLabel(invite: { ordered: boolean; invitedAt: string }): string {
  return invite.ordered ? "Ordered" : `Invited ${orderDateLabel(invite.invitedAt)}`;
}

/** An invited friend's name and e-mail, or the e-mail alone. */
export function invitedFriendLabel(invite: { email: string; firstName: string | null }): string {
  return invite.firstName ? `${invite.firstName} (${invite.email})` : invite.email;
}

/** The dashboard's figures, each with its label. */
export function referralCounts(summary: {
  friendsInvited: number;
  friendsOrdered: number;
  rewards: readonly { status: RewardStatus; amountInCents: number }[];
}): { label: string; value: string }[] {
  const available = summary.rewards
    .filter((reward) => reward.status === "available")
    .reduce((sum, reward) => sum + reward.amountInCents, 0);
  return [
    { label: "Friends invited", value: String(summary.friendsInvited) },
    { label: "Friends who ordered", value: String(summary.friendsOrdered) },
    { label: "Rewards ready to use", value: formatCents(available) },
  ];
}
