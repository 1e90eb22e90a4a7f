import { createHash, randomBytes } from "node:crypto";
import {
  MAILING_LIST_SIGN_UP_LIMIT_MESSAGE,
  MAILING_LIST_TOKEN_PATTERN,
  type MailingListSignUp,
  mailingListConfirmHref,
  mailingListUnsubscribeHref,
} from "@treadkit/core/contact";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { HttpError } from "../../http/errors";
import { escapeHtml } from "../../http/html";
import { allowHit } from "../../http/rate-limit";
import type { OutboxHandlers } from "../../jobs/outbox";
import { addToOutbox } from "../../jobs/outbox";
import type { Mailer } from "../../mail/mailer";
import { mailingListLinks, mailingListSubscribers } from "./contact.schema";

export const MAILING_LIST_CONFIRM_TOPIC = "mailing-list.confirm";

/** Sign-ups one connection may send in an hour. */
export const MAILING_LIST_SIGN_UPS_PER_HOUR = 10;
/**
 * Confirmation e-mails one address gets in a day, however often it is typed in: a stranger
 * cannot flood someone's inbox with them.
 */
export const MAILING_LIST_CONFIRMATIONS_PER_DAY = 3;

const HOUR_MS = 60 * 60_000;

/** Days a confirmation link works; after that the address signs up again for a new one. */
export const CONFIRM_LINK_DAYS = 7;

/** A link's token: 32 random bytes. Only its SHA-256 is kept. */
const newToken = () => randomBytes(32).toString("base64url");
export const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

type ConfirmPayload = { email: string; origin: string };

/**
 * Asks for a confirmation e-mail (double opt-in). What the caller is told never depends on the
 * address: a new, pending or unsubscribed one is (again) pending and, within
 * MAILING_LIST_CONFIRMATIONS_PER_DAY, sent a link; a confirmed one is left as it is and sent
 * nothing. `origin` is where the links lead.
 */
export async function signUpForMailingList(
  db: Db,
  input: MailingListSignUp,
  clientAddress: string,
  origin: string,
): Promise<void> {
  const perConnection = { max: MAILING_LIST_SIGN_UPS_PER_HOUR, windowMs: HOUR_MS };
  if (!(await allowHit(db, `mailing-list-ip|${clientAddress}`, perConnection)))
    throw new HttpError(429, "MAILING_LIST_LIMIT", MAILING_LIST_SIGN_UP_LIMIT_MESSAGE);
  const email = input.email.trim().toLowerCase();
  await db.transaction(async (tx) => {
    await tx
      .insert(mailingListSubscribers)
      .values({ email, status: "pending", source: input.source })
      .onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(mailingListSubscribers)
      .where(eq(mailingListSubscribers.email, email))
      .for("update");
    if (!row || row.status === "confirmed") return;
    if (row.status === "unsubscribed") {
      await tx
        .update(mailingListSubscribers)
        .set({ status: "pending", source: input.source, confirmedAt: null })
        .where(eq(mailingListSubscribers.email, email));
    }
    const perAddress = { max: MAILING_LIST_CONFIRMATIONS_PER_DAY, windowMs: 24 * HOUR_MS };
    if (!(await allowHit(tx, `mailing-list-email|${email}`, perAddress))) return;
    await addToOutbox(tx, MAILING_LIST_CONFIRM_TOPIC, { email, origin } satisfies ConfirmPayload);
  });
}

export type ConfirmOutcome = "confirmed" | "expired" | "invalid";

/**
 * Confirms the pending address of a confirmation link sent less than CONFIRM_LINK_DAYS ago; the
 * address's confirm links are then spent. "expired" for a link past its days (the page offers a
 * new sign-up), "invalid" for a used, unknown or malformed one; nothing changes for either.
 */
export async function confirmMailingList(db: Db, token: string): Promise<ConfirmOutcome> {
  if (!MAILING_LIST_TOKEN_PATTERN.test(token)) return "invalid";
  return db.transaction(async (tx) => {
    const [link] = await tx
      .select({
        email: mailingListLinks.email,
        live: sql<boolean>`coalesce(${mailingListLinks.expiresAt} > now(), false)`,
      })
      .from(mailingListLinks)
      .where(
        and(eq(mailingListLinks.tokenHash, tokenHash(token)), eq(mailingListLinks.kind, "confirm")),
      );
    if (!link) return "invalid";
    if (!link.live) return "expired";
    const confirmed = await tx
      .update(mailingListSubscribers)
      .set({ status: "confirmed", confirmedAt: sql`now()` })
      .where(
        and(
          eq(mailingListSubscribers.email, link.email),
          eq(mailingListSubscribers.status, "pending"),
        ),
      )
      .returning({ email: mailingListSubscribers.email });
    await tx
      .delete(mailingListLinks)
      .where(and(eq(mailingListLinks.email, link.email), eq(mailingListLinks.kind, "confirm")));
    return confirmed.length === 1 ? "confirmed" : "invalid";
  });
}

/**
 * Unsubscribes the address of an unsubscribe link, confirmed or still pending; any confirm link
 * it still has stops working. Every e-mail's link keeps working: a repeated one-click POST (mail
 * providers retry) is answered the same, and the first time stays recorded. False for an unknown
 * or malformed token.
 */
export async function leaveMailingList(db: Db, token: string): Promise<boolean> {
  if (!MAILING_LIST_TOKEN_PATTERN.test(token)) return false;
  return db.transaction(async (tx) => {
    const [link] = await tx
      .select({ email: mailingListLinks.email })
      .from(mailingListLinks)
      .where(
        and(
          eq(mailingListLinks.tokenHash, tokenHash(token)),
          eq(mailingListLinks.kind, "unsubscribe"),
        ),
      );
    if (!link) return false;
    await tx
      .update(mailingListSubscribers)
      .set({
        status: "unsubscribed",
        unsubscribedAt: sql`case when ${mailingListSubscribers.status} = 'unsubscribed' then ${mailingListSubscribers.unsubscribedAt} else now() end`,
      })
      .where(eq(mailingListSubscribers.email, link.email));
    await tx
      .delete(mailingListLinks)
      .where(and(eq(mailingListLinks.email, link.email), eq(mailingListLinks.kind, "confirm")));
    return true;
  });
}

/**
 * The headers every mailing-list e-mail carries: where to unsubscribe, and that a POST there does
 * it in one click with no further question (RFC 2369, RFC 8058).
 */
function listUnsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return {
    "List-Unsubscribe": `<${unsubscribeUrl}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

/**
 * The confirmation e-mail, sent by the outbox worker after the commit. Its links are made as it is
 * sent and only their hashes kept; an earlier e-mail's links keep working. An address that is no
 * longer pending (confirmed from an earlier e-mail, or unsubscribed) is sent nothing.
 */
export function mailingListMailHandlers(deps: { mailer: Mailer }): OutboxHandlers {
  return {
    async [MAILING_LIST_CONFIRM_TOPIC](payload, { db }) {
      const { email, origin } = payload as ConfirmPayload;
      const [row] = await db
        .select()
        .from(mailingListSubscribers)
        .where(eq(mailingListSubscribers.email, email))
        .for("update");
      if (row?.status !== "pending") return;
      const confirm = newToken();
      const unsubscribe = newToken();
      await db.insert(mailingListLinks).values([
        {
          tokenHash: tokenHash(confirm),
          email,
          kind: "confirm",
          expiresAt: sql`now() + ${CONFIRM_LINK_DAYS} * interval '1 day'`,
        },
        { tokenHash: tokenHash(unsubscribe), email, kind: "unsubscribe" },
      ]);
      const confirmUrl = `${origin}${mailingListConfirmHref(confirm)}`;
      const unsubscribeUrl = `${origin}${mailingListUnsubscribeHref(unsubscribe)}`;
      const intro =
        "Someone, hopefully you, asked to join the Treadkit mailing list with this address: deals, seasonal tire tips and new arrivals, about twice a month.";
      const ignore = "If it wasn't you, ignore this e-mail: the address will not be added.";
      await deps.mailer.send({
        to: email,
        subject: "Please confirm your Treadkit mailing-list subscription",
        text: [
          "Hi,",
          intro,
          `Confirm your subscription: ${confirmUrl}`,
          ignore,
          `Unsubscribe: ${unsubscribeUrl}`,
        ].join("\n\n"),
        html: [
          "<p>Hi,</p>",
          `<p>${escapeHtml(intro)}</p>`,
          `<p><a href="${escapeHtml(confirmUrl)}">Confirm your subscription</a></p>`,
          `<p>${escapeHtml(ignore)}</p>`,
          `<p><a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe</a></p>`,
        ].join(""),
        headers: listUnsubscribeHeaders(unsubscribeUrl),
      });
    },
  };
}
