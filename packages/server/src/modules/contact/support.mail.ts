import {
  SALES_BUSINESS_TYPES,
  SALES_REPLY_PROMISE,
  SUPPORT_HOURS,
  SUPPORT_REPLY_PROMISE,
  SUPPORT_TOPICS,
} from "@treadkit/core/contact";
import { formatPhone } from "@treadkit/core/validation";
import { escapeHtml } from "../../http/html";
import type { OutboxHandlers } from "../../jobs/outbox";
import type { Mailer } from "../../mail/mailer";
import { findSupportMessage, type SupportMessageRow } from "./support.repository";
import {
  SUPPORT_COPY_TOPIC,
  SUPPORT_MESSAGE_TOPIC,
  type SupportOutboxPayload,
} from "./support.service";

const labelOf = (labels: Record<string, string>, id: string) => labels[id] ?? id;

/** The answers of the form, labelled, in the order the form asks them. */
function answers(message: SupportMessageRow): [string, string][] {
  const details = message.details;
  const rows: [string, string | number | null | undefined][] =
    message.kind === "sales-inquiry"
      ? [
          ["Company", message.companyName],
          ["Name", message.name],
          ["E-mail", message.email],
          ["Phone", message.phone && formatPhone(message.phone)],
          ["Business", labelOf(SALES_BUSINESS_TYPES, message.topic)],
          ["Fleet size", details.fleetSizeLabel ?? details.fleetSize],
          ["Tires needed", details.quantity],
          ["Tire sizes", details.tireSizes],
        ]
      : [
          ["Name", message.name],
          ["E-mail", message.email],
          ["Phone", message.phone && formatPhone(message.phone)],
          ["Topic", labelOf(SUPPORT_TOPICS, message.topic)],
          ["Order ID", message.orderNumber],
          ["Company", message.companyName],
          ["PO number", message.poNumber],
        ];
  return rows.flatMap(([label, value]) =>
    value === null || value === undefined || value === "" ? [] : [[label, String(value)]],
  );
}

/** Paragraphs, a table of answers and the message, as plain text and as HTML. */
function compose(parts: {
  before: string[];
  rows?: [string, string][];
  message?: string;
  after?: string[];
}) {
  const rows = parts.rows ?? [];
  const quoted = parts.message ? [parts.message] : [];
  return {
    text: [
      ...parts.before,
      ...(rows.length ? [rows.map(([label, value]) => `${label}: ${value}`).join("\n")] : []),
      ...quoted,
      ...(parts.after ?? []),
    ].join("\n\n"),
    html: [
      ...parts.before.map((p) => `<p>${escapeHtml(p)}</p>`),
      rows.length
        ? `<table>${rows.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join("")}</table>`
        : "",
      ...quoted.map((m) => `<blockquote>${escapeHtml(m).replaceAll("\n", "<br>")}</blockquote>`),
      ...(parts.after ?? []).map((p) => `<p>${escapeHtml(p)}</p>`),
    ].join(""),
  };
}

const HOURS_LINE = `Our hours: ${SUPPORT_HOURS.map((h) => `${h.days} ${h.hours}`).join(", ")}.`;

/**
 * The support forms' e-mails, sent by the outbox worker after the commit: the message to the team
 * (customer service, or sales for a tire-sales inquiry) answerable by reply, with the files read
 * from the database by the message's id; and the sender's copy.
 */
export function supportMailHandlers(deps: {
  mailer: Mailer;
  supportEmail: string;
  salesEmail: string;
}): OutboxHandlers {
  return {
    async [SUPPORT_MESSAGE_TOPIC](payload, { db }) {
      const found = await findSupportMessage(db, (payload as SupportOutboxPayload).messageId);
      if (!found) return;
      const { message, attachments } = found;
      const sales = message.kind === "sales-inquiry";
      const files = attachments.map((file) => file.fileName);
      await deps.mailer.send({
        to: sales ? deps.salesEmail : deps.supportEmail,
        // Quoted: a name may hold a comma ("Diaz, Ana"), which would otherwise part two addresses.
        replyTo: `"${message.name}" <${message.email}>`,
        subject: sales
          ? `Tire-sales inquiry from ${message.companyName ?? message.name}`
          : `${labelOf(SUPPORT_TOPICS, message.topic)}: message from ${message.name}`,
        ...compose({
          before: [
            sales
              ? `${message.name} of ${message.companyName ?? "a business"} asks for volume pricing.`
              : `${message.name} wrote from the contact page.`,
          ],
          rows: answers(message),
          message: message.message,
          after: files.length ? [`Attached: ${files.join(", ")}`] : [],
        }),
        attachments: attachments.map((file) => ({
          filename: file.fileName,
          content: file.data,
          contentType: file.contentType,
        })),
      });
    },

    async [SUPPORT_COPY_TOPIC](payload, { db }) {
      const found = await findSupportMessage(db, (payload as SupportOutboxPayload).messageId);
      if (!found) return;
      const { message, attachments } = found;
      const sales = message.kind === "sales-inquiry";
      await deps.mailer.send({
        to: message.email,
        subject: sales ? "We got your tire-sales inquiry" : "We got your message",
        ...compose({
          before: [
            `Hi ${message.name},`,
            sales
              ? `Thanks for your interest in buying tires with Treadkit. ${SALES_REPLY_PROMISE}`
              : `Thanks for contacting Treadkit customer service. ${SUPPORT_REPLY_PROMISE}`,
            "What you sent us:",
          ],
          rows: answers(message),
          ...(message.message ? { message: message.message } : {}),
          after: [
            ...(attachments.length
              ? [`Files you attached: ${attachments.map((file) => file.fileName).join(", ")}`]
              : []),
            HOURS_LINE,
          ],
        }),
      });
    },
  };
}
