import { type Client, RESPONSE_CHECKS, type Result } from "../client";
import { CSRF_HEADER } from "../session/cookies";
import {
  type ClaimedReferral,
  type ClaimReferralInput,
  claimReferralResponseSchema,
  type InviteFriendForm,
  type InvitePreview,
  invitePreviewSchema,
  type ReferralSummary,
  referralSummarySchema,
} from "./schemas";

/** GET /api/referral: the signed-in member's code, link, friends and rewards. */
export function getReferral(client: Client): Promise<Result<ReferralSummary>> {
  return client.request({
    path: "/referral",
    schema: RESPONSE_CHECKS ? referralSummarySchema : undefined,
  });
}

/** POST /api/referral/invites: e-mails a friend the member's link; answers the new summary. */
export function inviteFriend(
  client: Client,
  form: InviteFriendForm,
  csrf: string,
): Promise<Result<ReferralSummary>> {
  return client.request({
    method: "POST",
    path: "/referral/invites",
    json: form,
    headers: { [CSRF_HEADER]: csrf },
    schema: RESPONSE_CHECKS ? referralSummarySchema : undefined,
  });
}

/** GET /api/referral/invite?code=: whose link it is and the offer; NotFound for an unknown code. */
export function getInvitePreview(
  client: Client,
  code: string,
  signal?: AbortSignal,
): Promise<Result<InvitePreview>> {
  return client.request({
    path: "/referral/invite",
    query: { code },
    signal,
    schema: RESPONSE_CHECKS ? invitePreviewSchema : undefined,
  });
}

/** POST /api/referral/claim: keeps the code for the shopper's carts and applies it to the current one. */
export function claimReferral(
  client: Client,
  input: ClaimReferralInput,
): Promise<Result<ClaimedReferral>> {
  return client.request({
    method: "POST",
    path: "/referral/claim",
    json: input,
    schema: RESPONSE_CHECKS ? claimReferralResponseSchema : undefined,
  });
}
