import type { ContactEmail } from "@treadkit/core/contact";
import type { Db } from "../../db/client";
import { HttpError } from "../../http/errors";
import { escapeHtml } from "../../http/html";
import { allowHit } from "../../http/rate-limit";
import type { OutboxHandlers } from "../../jobs/outbox";
import { addToOutbox } from "../../jobs/outbox";
import type { Mailer } from "../../mail/mailer";

export const CONTACT_EMAIL_TOPIC = "contact.email";

/** One address may write this many messages an hour; more waits, so the inbox is not flooded. */
export const CONTACT_MESSAGES_PER_HOUR = 3;
export const CONTACT_LIMIT_MESSAGE =
  "You have sent us several messages in the last hour. We will reply to those first.";

/**
 * Takes a shopper's message from the footer's e-mail modal: it is kept in the outbox, and the
 * worker e-mails it to customer service after the commit (retrying if the mail server is down).
 */
export async function submitContactEmail(
  db: Db,
  message: ContactEmail,
  clientAddress: string,
): Promise<void> {
  await limitContactMessages(db, message.email, clientAddress);
  await addToOutbox(db, CONTACT_EMAIL_TOPIC, message);
}

/**
 * Counts one message to the store against its sender and its address, or refuses it (429). The
 * footer's modal, the contact page and the tire-sales inquiry share the counts, so that moving
 * from one form to another gives no more messages. Counted atomically in the database (every
 * process shares it).
 */
export async function limitContactMessages(
  db: Db,
  email: string,
  clientAddress: string,
): Promise<void> {
  const hour = { max: CONTACT_MESSAGES_PER_HOUR, windowMs: 60 * 60_000 };
  const allowed =
    (await allowHit(db, `contact-ip|${clientAddress}`, { ...hour, max: hour.max * 3 })) &&
    (await allowHit(db, `contact-email|${email.trim().toLowerCase()}`, hour));
  if (!allowed) throw new HttpError(429, "CONTACT_LIMIT", CONTACT_LIMIT_MESSAGE);
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
        // Quoted: a name may hold a comma ("Diaz, Ana"), which would otherwise part two addresses.
        replyTo: `"${name}" <${email}>`,
        subject: `Message from ${name}`,
        text: `${name} <${email}> wrote:\n\n${message}\n`,
        html: `<p>${escapeHtml(name)} &lt;${escapeHtml(email)}&gt; wrote:</p><p>${escapeHtml(message).replaceAll("\n", "<br>")}</p>`,
      });
      await deps.mailer.send({
        to: email,
        subject: "We got your message",
        text: `Hi ${name},\n\nThanks for writing to Treadkit. We reply within 24 hours.\n\nYour message:\n\n${message}\n`,
        html: `<p>Hi ${escapeHtml(name)},</p><p>Thanks for writing to Treadkit. We reply within 24 hours.</p><p>Your message:</p><blockquote>${escapeHtml(message).replaceAll("\n", "<br>")}</blockquote>`,
      });
    },
  };
}
