import { z } from "zod";
import { clientContextQueryShape } from "../client-context";
import { emailSchema } from "../validation/email";
import { FIRST_NAME_MESSAGE, isValidName } from "../validation/names";
import { normaliseReferralCode, REFERRAL_CODE_UNKNOWN_MESSAGE } from "./rules";

/** The referral programme's calls (GET /api/referral, invites, the invite page, claiming). */

/** A referral code as linked or typed: any case, surrounding spaces ignored. */
export const referralCodeSchema = z
  .string({ error: REFERRAL_CODE_UNKNOWN_MESSAGE })
  .max(40, { error: REFERRAL_CODE_UNKNOWN_MESSAGE })
  .transform((value, ctx) => {
    const code = normaliseReferralCode(value);
    if (code === null) {
      ctx.addIssue({ code: "custom", message: REFERRAL_CODE_UNKNOWN_MESSAGE });
      return z.NEVER;
    }
    return code;
  });

/** GET /api/referral/invite?code= */
export const inviteQuerySchema = z.strictObject({
  ...clientContextQueryShape,
  code: referralCodeSchema,
});

/** The e-mail-a-friend form: the friend's e-mail, and their first name when the advocate gives it. */
export const inviteFriendSchema = z.object({
  email: emailSchema,
  firstName: z
    .string({ error: FIRST_NAME_MESSAGE })
    .trim()
    .refine((name) => name === "" || isValidName(name), { error: FIRST_NAME_MESSAGE })
    .default(""),
});
export type InviteFriendForm = z.input<typeof inviteFriendSchema>;

/** POST /api/referral/claim: the invite page keeps the code for the shopper's cart. */
export const claimReferralSchema = z.object({
  code: referralCodeSchema,
  /** The cart to apply it to now; the cart of the CART_ID cookie when absent. */
  cartId: z.uuid({ error: "cartId must be a cart id" }).optional(),
});
export type ClaimReferralInput = z.input<typeof claimReferralSchema>;

export const referralOfferSchema = z.object({
  percentOff: z.number().int(),
  maxDiscountInCents: z.number().int(),
  rewardInCents: z.number().int(),
});
export type ReferralOffer = z.infer<typeof referralOfferSchema>;

export const rewardStatusSchema = z.enum(["available", "used", "withdrawn"]);

export const referralInviteSchema = z.object({
  email: z.string(),
  firstName: z.string().nullable(),
  invitedAt: z.string(),
  /** Whether the friend's first order, with this e-mail, has been placed. */
  ordered: z.boolean(),
});
export type ReferralInvite = z.infer<typeof referralInviteSchema>;

export const referralRewardSchema = z.object({
  promoCode: z.string(),
  amountInCents: z.number().int(),
  earnedAt: z.string(),
  status: rewardStatusSchema,
  usedAt: z.string().nullable(),
});
export type ReferralReward = z.infer<typeof referralRewardSchema>;

/** GET /api/referral: the member's code and link, the friends invited and ordered, the rewards. */
export const referralSummarySchema = z.object({
  code: z.string(),
  invitePath: z.string(),
  /** The link to share, on the store's own origin. */
  inviteUrl: z.string(),
  offer: referralOfferSchema,
  friendsInvited: z.number().int(),
  friendsOrdered: z.number().int(),
  invitesLeftToday: z.number().int(),
  /** The latest invitations, newest first. */
  invites: z.array(referralInviteSchema),
  /** Every reward, newest first. */
  rewards: z.array(referralRewardSchema),
});
export type ReferralSummary = z.infer<typeof referralSummarySchema>;

/** GET /api/referral/invite: what the invite page shows. */
export const invitePreviewSchema = z.object({
  code: z.string(),
  /** The advocate's first name; null when the account has none. */
  advocateFirstName: z.string().nullable(),
  offer: referralOfferSchema,
});
export type InvitePreview = z.infer<typeof invitePreviewSchema>;

export const claimReferralResponseSchema = z.object({
  code: z.string(),
  /** The cart the discount was put on now; null when there is no cart yet. */
  appliedToCartId: z.string().nullable(),
  message: z.string(),
});
export type ClaimedReferral = z.infer<typeof claimReferralResponseSchema>;
