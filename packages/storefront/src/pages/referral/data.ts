import { answeredStatus, type Client } from "@treadkit/core/client";
import { cookieValue } from "@treadkit/core/platform";
import {
  getInvitePreview,
  getReferral,
  type InvitePreview,
  normaliseReferralCode,
  REFERRAL_CODE_UNKNOWN_MESSAGE,
  type ReferralSummary,
} from "@treadkit/core/referral";
import { CSRF_COOKIE, signedInFromCookie, signInHref } from "@treadkit/core/session";
import { data, type LoaderFunctionArgs, redirectDocument } from "react-router";
import { pageCookies } from "../../page-cookies";
import { refusalStatusOf } from "../page-data";

/** Off to sign in (the provider's page, a document), then back to the page asked for. */
function signInAgain(request: Request): Response {
  const url = new URL(request.url);
  return redirectDocument(signInHref(url.pathname, url.search));
}

export type DashboardData = { summary: ReferralSummary; csrf: string };

/** /advocate-dashboard: the member's referral summary; a guest is sent to sign in and back. */
export async function dashboardLoader(
  client: Client,
  { request }: LoaderFunctionArgs,
): Promise<DashboardData> {
  const cookies = pageCookies(request);
  if (!signedInFromCookie(cookies)) throw signInAgain(request);
  const result = await getReferral(client);
  if (!result.isSuccess) {
    if (result.error.statusCode === 401) throw signInAgain(request);
    throw data(result.error.message, { status: 500 });
  }
  return { summary: result.data, csrf: cookieValue(cookies, CSRF_COOKIE) ?? "" };
}

export type InviteData =
  | { kind: "offer"; invite: InvitePreview }
  | { kind: "unknown"; message: string };

/**
 * /invite?code=: whose link it is and the offer. An unknown or malformed code is a page of its
 * own (404) that says so, not the generic missing page.
 */
export async function inviteLoader(client: Client, { request }: LoaderFunctionArgs) {
  const code = normaliseReferralCode(new URL(request.url).searchParams.get("code"));
  const unknown = (message: string) =>
    data<InviteData>({ kind: "unknown", message }, { status: 404 });
  if (!code) return unknown(REFERRAL_CODE_UNKNOWN_MESSAGE);
  const result = await getInvitePreview(client, code, request.signal);
  if (result.isSuccess) return { kind: "offer", invite: result.data } satisfies InviteData;
  const status = answeredStatus(result.error);
  if (status === 404 || status === 400) return unknown(result.error.message);
  throw data(result.error.message, { status: refusalStatusOf(result.error) });
}
