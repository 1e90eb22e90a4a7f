import {
  checkAttachments,
  FLEET_SIZES,
  type SalesInquiry,
  type SupportMessage,
} from "@treadkit/core/contact";
import type { Db } from "../../db/client";
import { HttpError } from "../../http/errors";
import { addToOutbox } from "../../jobs/outbox";
import { limitContactMessages } from "./contact.service";
import { insertSupportMessage, type StoredAttachment } from "./support.repository";

/** The message to the team (customer service, or sales for an inquiry), files attached. */
export const SUPPORT_MESSAGE_TOPIC = "support.message";
/** The sender's copy: what they wrote and when to expect the answer. */
export const SUPPORT_COPY_TOPIC = "support.copy";

export type SupportOutboxPayload = { messageId: string };

/** A file as it arrived: the name the browser gave and every byte. */
export type IncomingFile = { name: string; bytes: Buffer };

/**
 * The files of a contact message checked by their bytes (core checkAttachments): what is kept,
 * or a 4xx naming the file that is refused.
 */
function acceptAttachments(files: readonly IncomingFile[]): StoredAttachment[] {
  const checked = checkAttachments(
    files.map((file) => ({ name: file.name, size: file.bytes.length, head: file.bytes })),
  );
  if (!checked.valid) {
    const status = checked.reason === "tooLarge" ? 413 : 400;
    throw new HttpError(status, `ATTACHMENT_${checked.reason.toUpperCase()}`, checked.message);
  }
  return checked.files.map((file, i) => ({
    fileName: file.name,
    contentType: file.type,
    data: files[i]?.bytes ?? Buffer.alloc(0),
  }));
}

/**
 * Takes the contact page's message: within the sender's and the address's limits, the message
 * and its files are kept and the two e-mails queued, in one transaction; a refused file keeps
 * nothing. The outbox worker sends them after the commit, reading the files by the message's id.
 */
export async function submitSupportMessage(
  db: Db,
  message: SupportMessage,
  files: readonly IncomingFile[],
  clientAddress: string,
): Promise<void> {
  const attachments = acceptAttachments(files);
  await limitContactMessages(db, message.email, clientAddress);
  await db.transaction(async (tx) => {
    const messageId = await insertSupportMessage(
      tx,
      {
        kind: "contact",
        name: message.name,
        email: message.email,
        phone: message.phone ?? null,
        topic: message.topic,
        orderNumber: message.orderNumber ?? null,
        companyName: message.companyName ?? null,
        poNumber: message.poNumber ?? null,
        message: message.message,
      },
      attachments,
    );
    await queueMails(tx, messageId);
  });
}

/** Takes a tire-sales inquiry: kept as a support message, e-mailed to the sales team. */
export async function submitSalesInquiry(
  db: Db,
  inquiry: SalesInquiry,
  clientAddress: string,
): Promise<void> {
  await limitContactMessages(db, inquiry.email, clientAddress);
  await db.transaction(async (tx) => {
    const messageId = await insertSupportMessage(
      tx,
      {
        kind: "sales-inquiry",
        name: inquiry.name,
        email: inquiry.email,
        phone: inquiry.phone,
        topic: inquiry.businessType,
        companyName: inquiry.company,
        details: {
          fleetSize: inquiry.fleetSize,
          fleetSizeLabel: FLEET_SIZES[inquiry.fleetSize],
          quantity: inquiry.quantity,
          ...(inquiry.tireSizes ? { tireSizes: inquiry.tireSizes } : {}),
        },
        message: inquiry.message ?? "",
      },
      [],
    );
    await queueMails(tx, messageId);
  });
}

async function queueMails(db: Db, messageId: string) {
  const payload: SupportOutboxPayload = { messageId };
  // Two entries: a failure to reach one inbox never sends the other e-mail twice.
  await addToOutbox(db, SUPPORT_MESSAGE_TOPIC, payload);
  await addToOutbox(db, SUPPORT_COPY_TOPIC, payload);
}
