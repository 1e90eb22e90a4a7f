import { formatCents } from "@treadkit/core/money";
import {
  inviteHeadline,
  OFFER_TERMS,
  REFERRAL_DASHBOARD_PATH,
  rewardEarnedHeadline,
} from "@treadkit/core/referral";
import { escapeHtml } from "../../http/html";
import type { OutboxHandlers } from "../../jobs/outbox";
import type { Mailer } from "../../mail/mailer";
import {
  findInvite,
  findRewardForMail,
  markInviteEmailed,
  markRewardEmailed,
} from "./referral.repository";
import { REFERRAL_INVITE_TOPIC, REFERRAL_REWARDED_TOPIC } from "./referral.service";

/** Paragraphs as plain text and as HTML; a link paragraph becomes an anchor in the HTML. */
function compose(paragraphs: (string | { text: string; href: string })[]) {
  return {
    text: paragraphs.map((p) => (typeof p === "string" ? p : `${p.text}: ${p.href}`)).join("\n\n"),
    html: paragraphs
      .map((p) =>
        typeof p === "string"
          ? `<p>${escapeHtml(p)}</p>`
          : `<p><a href="${escapeHtml(p.href)}">${escapeHtml(p.text)}</a></p>`,
      )
      .join(""),
  };
}

/**
 * The referral programme's e-mails, sent by the outbox worker after the commit: the friend's
 * invitation (with the link the advocate shared) and the advocate's reward once a friend's first
 * order is placed. Each is sent once: a repeated entry finds it already sent.
 */
export function referralMailHandlers(deps: {
  mailer: Mailer;
  publicOrigin?: string | undefined;
}): OutboxHandlers {
  return {
    async [REFERRAL_INVITE_TOPIC](payload, { db }) {
      const { inviteId, link } = payload as { inviteId: string; link: string };
      const found = await findInvite(db, inviteId);
      if (!found || found.invite.emailedAt) return;
      const advocate = found.advocateFirstName.trim() || null;
      const fullName = `${found.advocateFirstName} ${found.advocateLastName}`.trim() || "A friend";
      const friend = found.invite.friendFirstName;
      await deps.mailer.send({
        to: found.invite.friendEmail,
        subject: inviteHeadline(advocate),
        ...compose([
          friend ? `Hi ${friend},` : "Hi,",
          `${fullName} shops for tires at Treadkit and invited you to try it.`,
          OFFER_TERMS,
          { text: "Claim your discount", href: link },
        ]),
      });
      await markInviteEmailed(db, inviteId, new Date());
    },

    async [REFERRAL_REWARDED_TOPIC](payload, { db }) {
      const { referralId, origin } = payload as { referralId: string; origin?: string | null };
      // The store's public origin, else the one the friend's order was placed on.
      const linkOrigin = deps.publicOrigin ?? origin ?? null;
      const found = await findRewardForMail(db, referralId);
      if (!found || found.reward.emailedAt) return;
      const amount = formatCents(found.reward.amountCents);
      await deps.mailer.send({
        to: found.advocateEmail,
        subject: rewardEarnedHeadline(found.reward.amountCents),
        ...compose([
          found.advocateFirstName ? `Hi ${found.advocateFirstName},` : "Hi,",
          "A friend you invited has placed their first order. Thank you for spreading the word!",
          `Your reward code is ${found.promoCode}: it takes ${amount} off the tires of your next order, once.`,
          ...(linkOrigin
            ? [{ text: "See your referrals", href: `${linkOrigin}${REFERRAL_DASHBOARD_PATH}` }]
            : []),
        ]),
      });
      await markRewardEmailed(db, referralId, new Date());
    },
  };
}
