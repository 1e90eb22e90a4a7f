import type { AttachmentType } from "@treadkit/core/contact";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { supportAttachments, supportMessages } from "./contact.schema";

type SupportMessageKind = "contact" | "sales-inquiry";

export type NewSupportMessage = {
  kind: SupportMessageKind;
  name: string;
  email: string;
  phone: string | null;
  topic: string;
  orderNumber?: string | null;
  companyName?: string | null;
  poNumber?: string | null;
  details?: Record<string, string | number>;
  message: string;
};

/** A file as it is kept: the name and type its bytes decided, and the bytes. */
export type StoredAttachment = { fileName: string; contentType: AttachmentType; data: Buffer };

/** Keeps a message and its files; the caller's transaction makes them one. Returns its id. */
export async function insertSupportMessage(
  db: Db,
  message: NewSupportMessage,
  attachments: readonly StoredAttachment[],
): Promise<string> {
  const [row] = await db
    .insert(supportMessages)
    .values({
      kind: message.kind,
      name: message.name,
      email: message.email,
      phone: message.phone,
      topic: message.topic,
      orderNumber: message.orderNumber ?? null,
      companyName: message.companyName ?? null,
      poNumber: message.poNumber ?? null,
      details: message.details ?? {},
      message: message.message,
    })
    .returning({ id: supportMessages.id });
  if (!row) throw new Error("support message not inserted");
  if (attachments.length > 0) {
    await db.insert(supportAttachments).values(
      attachments.map((file) => ({
        messageId: row.id,
        fileName: file.fileName,
        contentType: file.contentType,
        size: file.data.length,
        data: file.data,
      })),
    );
  }
  return row.id;
}

export type SupportMessageRow = typeof supportMessages.$inferSelect;
export type SupportAttachmentRow = typeof supportAttachments.$inferSelect;

/** A kept message with its files (by name), or null. */
export async function findSupportMessage(
  db: Db,
  id: string,
): Promise<{ message: SupportMessageRow; attachments: SupportAttachmentRow[] } | null> {
  const [message] = await db.select().from(supportMessages).where(eq(supportMessages.id, id));
  if (!message) return null;
  const attachments = await db
    .select()
    .from(supportAttachments)
    .where(eq(supportAttachments.messageId, id))
    .orderBy(asc(supportAttachments.fileName), asc(supportAttachments.id));
  return { message, attachments };
}
