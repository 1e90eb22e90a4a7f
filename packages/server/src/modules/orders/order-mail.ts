import { formatCents } from "@treadkit/core/money";
import type { Order } from "@treadkit/core/order";
import { accountBillingNotice } from "@treadkit/core/payment";
import { madeInWeeksLabel } from "@treadkit/core/sidewall";
import { z } from "zod";
import { escapeHtml } from "../../http/html";
import type { OutboxHandlers } from "../../jobs/outbox";
import type { Mailer, MailMessage } from "../../mail/mailer";
import {
  amountRows,
  appointmentText,
  confirmationPath,
  formatDay,
  formatOrderDate,
  loadOrderDocument,
  type OrderDocument,
  paymentSummary,
  receiptFileName,
  receiptPath,
  roadsideAssistanceText,
  SHOP_NAME,
  showsEstimatedDelivery,
} from "./order-document";
import { markReceiptEmailSent } from "./order-documents.repository";
import { findOrderById } from "./orders.repository";
import { ORDER_CANCELLED_TOPIC, ORDER_PLACED_TOPIC } from "./orders.service";
import { renderReceiptPdf } from "./receipt-pdf";

export type RenderedMail = Pick<MailMessage, "subject" | "text" | "html">;

const SUPPORT_TEXT =
  "Questions? Reply to this e-mail or contact customer care: we reply within 24 hours (Mon-Fri 8am-7pm ET, Sat 9-5 ET).";
const PROCESSING_TEXT =
  "Your payment is still being processed and your tires are reserved. If your order is not confirmed within 30 minutes, please contact customer care.";
const CANCEL_TEXT =
  "You can cancel within 30 minutes of placing the order; after that, you can request a refund or return.";

/** Markup whose every interpolated value went through escapeHtml. */
class SafeHtml {
  constructor(readonly value: string) {}
  toString() {
    return this.value;
  }
}

type HtmlValue = string | number | SafeHtml | readonly SafeHtml[] | null;

/** A template that escapes each value unless it is markup built the same way. */
function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let out = strings[0] ?? "";
  values.forEach((value, i) => {
    if (value instanceof SafeHtml) out += value.value;
    else if (Array.isArray(value)) out += value.map((part) => part.value).join("");
    else if (value !== null) out += escapeHtml(String(value));
    out += strings[i + 1] ?? "";
  });
  return new SafeHtml(out);
}

type Links = { order: string; receipt: string } | null;

/**
 * Absolute links need an origin: the store's PUBLIC_ORIGIN, else the one the order was placed
 * on; an order from before origins were kept, with no PUBLIC_ORIGIN, gets no links.
 */
function linksFor(document: OrderDocument, publicOrigin: string | undefined): Links {
  if (!publicOrigin) return null;
  return {
    order: `${publicOrigin}${confirmationPath(document.order)}`,
    receipt: `${publicOrigin}${receiptPath(document.order)}`,
  };
}

/** What happens next: the appointment, or when the tires arrive. */
function fulfilment(document: OrderDocument): { label: string; text: string }[] {
  const { order } = document;
  const facts: { label: string; text: string }[] = [];
  if (document.installer)
    facts.push({
      label: "Installer",
      text: `${document.installer.company}, ${document.installer.phone}`,
    });
  if (order.appointment)
    facts.push({ label: "Installation appointment", text: appointmentText(order.appointment) });
  if (showsEstimatedDelivery(order) && order.estimatedDeliveryDate)
    facts.push({ label: "Estimated delivery", text: formatDay(order.estimatedDeliveryDate) });
  const roadside = roadsideAssistanceText(order);
  if (roadside) facts.push({ label: "Roadside assistance", text: roadside });
  return facts;
}

function page(title: string, body: SafeHtml): string {
  return html`<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${title}</title></head>
<body style="margin:0;padding:24px;background:#f4f4f4;font-family:Arial,Helvetica,sans-serif;color:#222">
<div style="max-width:600px;margin:0 auto;background:#fff;padding:24px">
<p style="margin:0 0 16px;font-size:22px;font-weight:bold">${SHOP_NAME}</p>
${body}
<p style="margin:24px 0 0;font-size:12px;color:#555">${SUPPORT_TEXT}</p>
</div>
</body>
</html>
`.value;
}

/** " (Made in week 12 of 2026)" for a tire line whose shipped units have a date code. */
function madeInWords(line: Order["lines"][number]): string {
  const made = madeInWeeksLabel(line.madeIn ?? []);
  return made ? ` (${made})` : "";
}

function madeInNote(line: Order["lines"][number]): SafeHtml | null {
  const made = madeInWeeksLabel(line.madeIn ?? []);
  return made ? html`<br><span style="color:#555;font-size:13px">${made}</span>` : null;
}

function linesTable(document: OrderDocument): SafeHtml {
  const cell = "padding:6px 4px;border-bottom:1px solid #ddd";
  const rows = document.order.lines.map(
    (line) => html`<tr>
<td style="${cell}">${line.description}${madeInNote(line)}</td>
<td style="${cell};text-align:right">${line.quantity}</td>
<td style="${cell};text-align:right">${formatCents(line.unitPriceInCents)}</td>
<td style="${cell};text-align:right">${formatCents(line.totalInCents)}</td>
</tr>
`,
  );
  const amounts = amountRows(document.order.amounts, { compact: true }).map(
    (row) => html`<tr${row.total ? html` style="font-weight:bold;font-size:16px"` : null}>
<td colspan="3" style="padding:4px;text-align:right">${row.label}</td>
<td style="padding:4px;text-align:right">${row.text}</td>
</tr>
`,
  );
  return html`<table role="presentation" style="width:100%;border-collapse:collapse;font-size:14px">
<tr><th style="text-align:left;padding:4px">Item</th><th style="text-align:right;padding:4px">Qty</th><th style="text-align:right;padding:4px">Unit price</th><th style="text-align:right;padding:4px">Total</th></tr>
${rows}${amounts}</table>
`;
}

function factsList(facts: { label: string; text: string }[]): SafeHtml {
  return html`${facts.map((fact) => html`<p style="margin:4px 0"><strong>${fact.label}:</strong> ${fact.text}</p>\n`)}`;
}

function destinationHtml(document: OrderDocument): SafeHtml {
  const { heading, lines } = document.order.destination;
  if (lines.length === 0) return html``;
  return html`<p style="margin:16px 0 4px"><strong>${heading}</strong></p>
<p style="margin:0">${lines.map((line, i) => (i === 0 ? html`${line}` : html`<br>${line}`))}</p>
`;
}

function linksHtml(links: Links): SafeHtml {
  if (!links) return html`<p style="margin:16px 0">Your receipt is attached to this e-mail.</p>\n`;
  return html`<p style="margin:16px 0">
<a href="${links.order}" style="color:#0b57d0">View your order</a>
&nbsp;|&nbsp;
<a href="${links.receipt}" style="color:#0b57d0">Download your receipt (PDF)</a>
</p>
`;
}

function textLinks(links: Links): string[] {
  if (!links) return ["Your receipt is attached to this e-mail."];
  return [`View your order: ${links.order}`, `Receipt (PDF): ${links.receipt}`];
}

/** The order confirmation (receipt e-mail): lines, amounts, delivery and links. */
export function orderConfirmationMail(
  document: OrderDocument,
  publicOrigin?: string,
): RenderedMail {
  const { order } = document;
  const links = linksFor(document, publicOrigin);
  // Accepted while the provider was still processing (code 539): received, not yet confirmed.
  const subject = order.needsConfirmation
    ? `We received your ${SHOP_NAME} order ${order.orderId}`
    : `Your ${SHOP_NAME} order ${order.orderId} is confirmed`;
  // An invoice or payroll order says who is billed, how much and when.
  const billing = accountBillingNotice({
    method: order.payment.method,
    totalInCents: order.amounts.totalInCents,
    billedTo: order.payment.billedTo ?? null,
  });
  const lead = [
    "Thank you for your order!",
    ...(order.needsConfirmation ? [PROCESSING_TEXT] : []),
    ...(billing ? [billing] : []),
  ];
  const facts = [
    { label: "Order ID", text: order.orderId },
    { label: "Order date", text: formatOrderDate(order.placedAt) },
    { label: "Payment", text: paymentSummary(order.payment) },
    ...fulfilment(document),
  ];
  const text = [
    ...lead,
    "",
    ...facts.map((fact) => `${fact.label}: ${fact.text}`),
    "",
    "Items:",
    ...order.lines.map(
      (line) =>
        `- ${line.description}${madeInWords(line)}: ${line.quantity} x ${formatCents(line.unitPriceInCents)} = ${formatCents(line.totalInCents)}`,
    ),
    "",
    ...amountRows(order.amounts, { compact: true }).map((row) => `${row.label}: ${row.text}`),
    "",
    ...(document.order.destination.lines.length > 0
      ? [`${document.order.destination.heading}:`, ...document.order.destination.lines, ""]
      : []),
    ...textLinks(links),
    "",
    CANCEL_TEXT,
    SUPPORT_TEXT,
    "",
  ].join("\n");
  const body = html`<p style="margin:0 0 12px;font-size:18px">Thank you for your order!</p>
${order.needsConfirmation ? html`<p style="margin:0 0 12px">${PROCESSING_TEXT}</p>\n` : null}${billing ? html`<p style="margin:0 0 12px">${billing}</p>\n` : null}${factsList(facts)}
${linesTable(document)}
${destinationHtml(document)}
${linksHtml(links)}
<p style="margin:16px 0 0;font-size:13px">${CANCEL_TEXT}</p>
`;
  return { subject, text, html: page(subject, body) };
}

/** The notice that an order was cancelled and its payment voided. */
export function orderCancellationMail(
  document: OrderDocument,
  publicOrigin?: string,
): RenderedMail {
  const { order } = document;
  const links = linksFor(document, publicOrigin);
  const subject = `Your ${SHOP_NAME} order ${order.orderId} has been cancelled`;
  const lead = `Your order ${order.orderId} of ${formatOrderDate(order.placedAt)} has been cancelled.`;
  const payment = `The payment of ${formatCents(order.amounts.totalInCents)} (${paymentSummary(order.payment)}) has been voided: you will not be charged.`;
  const appointment = order.appointment
    ? `Your installation appointment (${appointmentText(order.appointment)}) has been released.`
    : null;
  const text = [
    lead,
    "",
    payment,
    ...(appointment ? [appointment] : []),
    "",
    ...(links ? [`Order details: ${links.order}`, ""] : []),
    SUPPORT_TEXT,
    "",
  ].join("\n");
  const body = html`<p style="margin:0 0 12px;font-size:18px">${lead}</p>
<p style="margin:0 0 12px">${payment}</p>
${appointment ? html`<p style="margin:0 0 12px">${appointment}</p>\n` : null}${links ? html`<p style="margin:16px 0"><a href="${links.order}" style="color:#0b57d0">Order details</a></p>\n` : null}`;
  return { subject, text, html: page(subject, body) };
}

const payloadSchema = z.object({ orderId: z.uuid() });

/**
 * Outbox handlers for the order e-mails. They run inside the outbox transaction: `db` is that
 * transaction, so the receipt's sent mark commits with the entry's processed mark.
 */
export function orderMailHandlers(deps: { mailer: Mailer; publicOrigin?: string | undefined }) {
  const { mailer, publicOrigin } = deps;
  const attachments = async (document: OrderDocument) =>
    publicOrigin
      ? []
      : [
          {
            filename: receiptFileName(document.order.orderId),
            content: await renderReceiptPdf(document),
            contentType: "application/pdf",
          },
        ];

  const handlers: OutboxHandlers = {
    async [ORDER_PLACED_TOPIC](payload, { db }) {
      const row = await findOrderById(db, payloadSchema.parse(payload).orderId);
      // A deleted order has nobody to write to; a second entry for one order sends nothing.
      if (!row || row.receiptEmailSentAt) return;
      const document = await loadOrderDocument(db, row);
      await mailer.send({
        to: row.email,
        ...orderConfirmationMail(document, publicOrigin ?? row.siteOrigin ?? undefined),
        attachments: await attachments(document),
      });
      await markReceiptEmailSent(db, row.id, new Date());
    },
    async [ORDER_CANCELLED_TOPIC](payload, { db }) {
      const row = await findOrderById(db, payloadSchema.parse(payload).orderId);
      if (!row) return;
      const document = await loadOrderDocument(db, row);
      await mailer.send({
        to: row.email,
        ...orderCancellationMail(document, publicOrigin ?? row.siteOrigin ?? undefined),
      });
    },
  };
  return handlers;
}
