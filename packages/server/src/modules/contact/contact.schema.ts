import { sql } from "drizzle-orm";
import {
  char,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { bytea } from "../../db/columns";

/**
 * A message to customer service: the contact page's form (with its attachments) and the
 * tire-sales inquiry form. Kept so that an e-mail lost downstream can be sent again, and so that
 * the attachments reach the outbox worker without riding in its payload.
 */
export const supportMessages = pgTable(
  "support_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** contact (the contact page) or sales-inquiry (the tire-sales inquiry form). */
    kind: text("kind").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: char("phone", { length: 10 }),
    /** The topic the shopper chose, or the inquiry's subject. */
    topic: text("topic").notNull(),
    orderNumber: text("order_number"),
    companyName: text("company_name"),
    poNumber: text("po_number"),
    /** Further answers of the form (an inquiry's fleet size, tire sizes, quantities…). */
    details: jsonb("details").$type<Record<string, string | number>>().notNull().default({}),
    message: text("message").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("support_messages_kind", sql`${t.kind} in ('contact', 'sales-inquiry')`),
    check("support_messages_phone_digits", sql`${t.phone} ~ '^[0-9]{10}$'`),
    index("support_messages_recent_idx").on(t.createdAt),
  ],
);

/** A file sent with a support message; its type is decided from its bytes, not its name. */
export const supportAttachments = pgTable(
  "support_attachments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    messageId: uuid("message_id")
      .notNull()
      .references(() => supportMessages.id, { onDelete: "cascade" }),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    data: bytea("data").notNull(),
  },
  (t) => [
    check("support_attachments_size", sql`${t.size} > 0 and ${t.size} = octet_length(${t.data})`),
    index("support_attachments_message_idx").on(t.messageId),
  ],
);

/**
 * The mailing list, with double opt-in: an address is pending until its owner follows the
 * confirmation link, and leaves with one click (RFC 8058). Tokens are stored as SHA-256 hashes.
 */
export const mailingListSubscribers = pgTable(
  "mailing_list_subscribers",
  {
    email: text("email").primaryKey(),
    /** pending, confirmed or unsubscribed. */
    status: text("status").notNull(),
    /** Where the address was given (footer, checkout…), for the operator. */
    source: text("source").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
  },
  (t) => [
    check(
      "mailing_list_subscribers_status",
      sql`${t.status} in ('pending', 'confirmed', 'unsubscribed')`,
    ),
    check("mailing_list_subscribers_email_lower", sql`${t.email} = lower(${t.email})`),
  ],
);

/**
 * The links mailing-list e-mails carry, by the SHA-256 of their token (the token itself is only
 * in the e-mail). Every e-mail's links keep working: a confirm link for CONFIRM_LINK_DAYS, an
 * unsubscribe link for as long as the address is on file.
 */
export const mailingListLinks = pgTable(
  "mailing_list_links",
  {
    tokenHash: text("token_hash").primaryKey(),
    email: text("email")
      .notNull()
      .references(() => mailingListSubscribers.email, { onDelete: "cascade" }),
    /** confirm or unsubscribe. */
    kind: text("kind").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When a confirm link stops working; null for unsubscribe links, which never do. */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
  },
  (t) => [
    check("mailing_list_links_kind", sql`${t.kind} in ('confirm', 'unsubscribe')`),
    index("mailing_list_links_email_idx").on(t.email),
  ],
);
