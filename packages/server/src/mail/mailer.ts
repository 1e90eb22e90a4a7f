import { randomUUID } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import nodemailer from "nodemailer";

export const DEFAULT_MAIL_FROM = "Treadkit <orders@treadkit.example>";
export const DEFAULT_SUPPORT_EMAIL = "support@treadkit.example";
export const DEFAULT_SALES_EMAIL = "sales@treadkit.example";

export type MailMessage = {
  to: string;
  /** Where replies go when not to the sender (a shopper's message forwarded to support). */
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
  /**
   * Further header fields, written as given (a list's List-Unsubscribe, RFC 2369 and 8058).
   * Values are the server's own, never a shopper's text.
   */
  headers?: Record<string, string>;
};

/** What became of a message: its Message-ID, and the .eml file when it went to the folder. */
type SentMail = { messageId: string; file: string | null };

export type Mailer = {
  /** "smtp" when SMTP_URL is set, "files" when messages go to the outbox folder. */
  readonly transport: "smtp" | "files";
  send(message: MailMessage): Promise<SentMail>;
  close(): void;
};

export type MailerConfig = {
  /** smtp:// or smtps:// URL with credentials and options, as nodemailer reads it. */
  smtpUrl?: string | undefined;
  from?: string | undefined;
  /** Where .eml files go when there is no SMTP server (the operator's `${DATA_DIR}/mail`). */
  outboxDir: string;
};

/**
 * Sends e-mail through the operator's SMTP server, or, without one, writes each message as an
 * .eml file into the outbox folder, where any mail client opens it as the shopper would see it.
 */
export function createMailer(config: MailerConfig): Mailer {
  const from = config.from ?? DEFAULT_MAIL_FROM;
  if (config.smtpUrl) {
    if (!/^smtps?:\/\//.test(config.smtpUrl))
      throw new Error("SMTP_URL must start with smtp:// or smtps://");
    // The outbox holds a row lock (and on PGlite the one connection) while a message goes out,
    // so a mail server that hangs must fail fast; the URL's own query settings still win.
    const smtp = nodemailer.createTransport(
      {
        url: config.smtpUrl,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      },
      { from },
    );
    return {
      transport: "smtp",
      async send(message) {
        const info = await smtp.sendMail(message);
        return { messageId: info.messageId, file: null };
      },
      close: () => smtp.close(),
    };
  }

  // RFC 5322 lines end in CRLF; mail clients open such files everywhere.
  const files = nodemailer.createTransport(
    { streamTransport: true, buffer: true, newline: "windows" },
    { from },
  );
  return {
    transport: "files",
    async send(message) {
      const info = await files.sendMail(message);
      if (!Buffer.isBuffer(info.message)) throw new Error("stream transport returned no buffer");
      await mkdir(config.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[-:]/g, "").replace(/\.\d+/, "");
      const id = info.messageId.replace(/[^A-Za-z0-9@._-]/g, "") || randomUUID();
      const file = join(config.outboxDir, `${stamp}-${id}.eml`);
      // Written aside and renamed, so whoever watches the folder never opens half a message.
      const partial = `${file}.${process.pid}.part`;
      await writeFile(partial, info.message);
      await rename(partial, file);
      return { messageId: info.messageId, file };
    },
    close: () => files.close(),
  };
}
