import type { ContactEmail } from "@treadkit/core/contact";
import { and, count, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { outbox } from "../../db/schema";
import { HttpError } from "../../http/errors";
import { escapeHtml } from "../../http/html";
import type { Mailer } from "../../mail/mailer";
import { addToOutbox } from "../orders/orders.repository";
import type { OutboxHandlers } from "../orders/outbox.worker";

export const CONTACT_EMAIL_TOPIC = "contact.email";

/** One address may write this many messages an hour; more waits, so the inbox is not flooded. */
export const CONTACT_MESSAGES_PER_HOUR = 3;
export const CONTACT_LIMIT_MESSAGE =
  "You have sent us several messages in the last hour. We will reply to those first.";

/**
 * Takes a shopper's message from the footer's e-mail modal: it is kept in the outbox, and the
 * worker e-mails it to customer service after the commit (retrying if the mail server is down).
 */
export async function submitContactEmail(db: Db, message: ContactEmail): Promise<void> {
  const since = new Date(Date.now() - 60 * 60_000);
  const [recent] = await db
    .select({ n: count() })
    .from(outbox)
    .where(
      and(
        eq(outbox.topic, CONTACT_EMAIL_TOPIC),
        gt(outbox.createdAt, since),
        sql`lower(${outbox.payload}->>'email') = ${message.email.toLowerCase()}`,
      ),
    );
  if ((recent?.n ?? 0) >= CONTACT_MESSAGES_PER_HOUR) {
    throw new HttpError(429, "CONTACT_LIMIT", CONTACT_LIMIT_MESSAGE);
  }
  await addToOutbox(db, CONTACT_EMAIL_TOPIC, message);
}

/** The outbox handler: the message to customer service (answerable by reply), a copy to the sender. */
export function contactMailHandlers(deps: {
  mailer: Mailer;
  supportEmail: string;
}): OutboxHandlers {
  return {
    async [CONTACT_EMAIL_TOPIC](payload) {
      const { name, email, message } = payload as ContactEmail;
      await deps.mailer.send({
        to: deps.supportEmail,
        replyTo: `${name} <${email}>`,
        subject: `Message from ${name}`,
        text: `${name} <${email}> wrote:\n\n${message}\n`,
        html: `<p>${escapeHtml(name)} &lt;${escapeHtml(email)}&gt; wrote:</p><p>${escapeHtml(message).replaceAll("\n", "<br>")}</p>`,
      });
      await deps.mailer.send({
        to: email,
        subject: "We got your message",
        text: `Hi ${name},\n\nThanks for writing to Treadkit. We reply within one business day.\n\nYour message:\n\n${message}\n`,
        html: `<p>Hi ${escapeHtml(name)},</p><p>Thanks for writing to Treadkit. We reply within one business day.</p><p>Your message:</p><blockquote>${escapeHtml(message).replaceAll("\n", "<br>")}</blockquote>`,
      });
    },
  };
}
