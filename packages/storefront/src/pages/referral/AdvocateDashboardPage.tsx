import type { Client } from "@treadkit/core/client";
import { formatCents } from "@treadkit/core/money";
import {
  DASHBOARD_TITLE,
  FRIEND_OFFER_SUMMARY,
  INVITE_ALREADY_SENT_MESSAGE,
  INVITE_OWN_EMAIL_MESSAGE,
  type InviteFriendForm,
  invitedFriendLabel,
  inviteFriend,
  inviteFriendSchema,
  inviteSentMessage,
  inviteStatusLabel,
  invitesLeftMessage,
  LINK_COPIED_MESSAGE,
  LINK_COPY_FAILED_MESSAGE,
  REWARD_STATUS_LABELS,
  REWARD_TERMS,
  type ReferralSummary,
  referralCounts,
} from "@treadkit/core/referral";
import { useId, useRef, useState } from "react";
import { type LoaderFunctionArgs, useLoaderData } from "react-router";
import { useClient } from "../../context";
import type { RouteHandle } from "../../meta";
import { MemberForm } from "../account/MemberForm";
import type { FieldSpec } from "../checkout/TextField";
import { type DashboardData, dashboardLoader } from "./data";

type InviteForm = Required<InviteFriendForm>;

const INVITE_FIELDS: readonly FieldSpec<keyof InviteForm>[] = [
  { name: "email", label: "Your friend's e-mail", type: "email", autoComplete: "off" },
  { name: "firstName", label: "Your friend's first name (optional)", autoComplete: "off" },
];
const NO_FRIEND: InviteForm = { email: "", firstName: "" };

/** The invite link in a read-only field, and a button that copies it. */
function InviteLink({ url, code }: { url: string; code: string }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<string | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(LINK_COPIED_MESSAGE);
    } catch {
      // No clipboard (an insecure page, a refused permission): the link is selected to copy.
      input.current?.select();
      setCopied(LINK_COPY_FAILED_MESSAGE);
    }
  };
  return (
    <section aria-labelledby={`${id}-title`} className="account-section">
      <h2 id={`${id}-title`}>Your invite link</h2>
      <div className="field">
        <label htmlFor={`${id}-link`}>Share this link with friends</label>
        <input
          ref={input}
          id={`${id}-link`}
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
        />
      </div>
      <p>
        <button type="button" className="button" onClick={() => void copy()}>
          Copy link
        </button>
      </p>
      <p role="status">{copied}</p>
      <p>
        Your referral code is <strong>{code}</strong>: friends can also enter it as a promo code in
        their cart.
      </p>
    </section>
  );
}

/** The figures, the friends invited and the rewards earned. */
function Referrals({ summary }: { summary: ReferralSummary }) {
  return (
    <>
      <section aria-labelledby="referral-friends" className="account-section">
        <h2 id="referral-friends">Your referrals</h2>
        <dl className="account-order__facts">
          {referralCounts(summary).map((count) => (
            <div key={count.label}>
              <dt>{count.label}</dt>
              <dd>{count.value}</dd>
            </div>
          ))}
        </dl>
        {summary.invites.length > 0 ? (
          <ul className="account-garage" aria-label="Friends you invited">
            {summary.invites.map((invite) => (
              <li key={invite.email} className="account-row">
                <span>{invitedFriendLabel(invite)}</span>
                <span>{inviteStatusLabel(invite)}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      <section aria-labelledby="referral-rewards" className="account-section">
        <h2 id="referral-rewards">Your rewards</h2>
        {summary.rewards.length === 0 ? (
          <p>No rewards yet. {REWARD_TERMS}</p>
        ) : (
          <ul className="account-garage" aria-label="Your reward codes">
            {summary.rewards.map((reward) => (
              <li key={reward.promoCode} className="account-row">
                <span>
                  <strong>{reward.promoCode}</strong>: {formatCents(reward.amountInCents)} off
                </span>
                <span>{REWARD_STATUS_LABELS[reward.status]}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

/**
 * /advocate-dashboard (storefront.md §2): the member's invite link to copy, a form that e-mails
 * it to a friend, the friends invited and ordered, and the $10 rewards earned.
 */
export function AdvocateDashboardPage() {
  const client = useClient();
  const loaded = useLoaderData() as DashboardData;
  const [summary, setSummary] = useState(loaded.summary);
  return (
    <div className="account-page">
      <h1>{DASHBOARD_TITLE}</h1>
      <p>{FRIEND_OFFER_SUMMARY}</p>
      <p>{REWARD_TERMS}</p>
      <InviteLink url={summary.inviteUrl} code={summary.code} />
      <MemberForm<InviteForm, InviteForm, ReferralSummary>
        id="invite"
        title="E-mail a friend"
        fields={INVITE_FIELDS}
        initial={NO_FRIEND}
        schema={inviteFriendSchema}
        refusals={{ email: [INVITE_OWN_EMAIL_MESSAGE, INVITE_ALREADY_SENT_MESSAGE] }}
        submitLabel="Send invitation"
        savedMessage={(friend) => inviteSentMessage(friend.email)}
        resetOnSave
        save={(friend) => inviteFriend(client, friend, loaded.csrf)}
        onSaved={setSummary}
      />
      <p className="checkout-hint">{invitesLeftMessage(summary.invitesLeftToday)}</p>
      <Referrals summary={summary} />
    </div>
  );
}

/** The lazily loaded /advocate-dashboard route: the member's own page, never indexed. */
export const advocateDashboardRoute = (client: Client) => ({
  Component: AdvocateDashboardPage,
  loader: (args: LoaderFunctionArgs) => dashboardLoader(client, args),
  handle: {
    meta: () => ({ title: DASHBOARD_TITLE, canonical: false, noindex: true }),
  } satisfies RouteHandle,
});
