import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadEnv } from "../env";
import { createMailer, DEFAULT_MAIL_FROM } from "./mailer";
import { readEml } from "./read-eml";

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "treadkit-mail-"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const message = {
  to: "ana@example.com",
  subject: "Your Treadkit order 1000123 is confirmed — thank you",
  text: "Order ID: 1000123\nTotal: $612.00\n",
  html: "<p>Order ID: <strong>1000123</strong></p>",
};

describe("the mailer without SMTP", () => {
  it("writes each message as an .eml file in the outbox folder, which it creates", async () => {
    const outboxDir = join(dir, "data", "mail");
    const mailer = createMailer({ outboxDir });
    expect(mailer.transport).toBe("files");
    const sent = await mailer.send(message);
    expect(sent.file).not.toBeNull();
    expect(dirname(sent.file ?? "")).toBe(outboxDir);
    expect(sent.file).toMatch(/\.eml$/);
    expect(await readdir(outboxDir)).toHaveLength(1);

    const raw = await readFile(sent.file ?? "", "utf8");
    const eml = readEml(raw);
    expect(eml.subject).toBe(message.subject);
    expect(eml.headers.get("to")).toBe("ana@example.com");
    expect(eml.headers.get("from")).toBe(DEFAULT_MAIL_FROM);
    expect(eml.headers.get("message-id")).toBe(sent.messageId);
    expect(eml.text).toContain("Order ID: 1000123");
    expect(eml.html).toContain("<strong>1000123</strong>");
    // RFC 5322 line ends, so every mail client reads the file.
    expect(raw).toMatch(/\r\n\r\n/);
    expect(raw.replaceAll("\r\n", "")).not.toContain("\n");
  });

  it("keeps every message in its own file, with the sender given and attachments intact", async () => {
    const mailer = createMailer({ outboxDir: dir, from: "Shop <shop@example.com>" });
    const pdf = Buffer.from("%PDF-1.3 receipt bytes \u0000\u00ff", "latin1");
    const first = await mailer.send({
      ...message,
      attachments: [
        { filename: "Receipt_1000123.pdf", content: pdf, contentType: "application/pdf" },
      ],
    });
    const second = await mailer.send({ ...message, subject: "Order 1000124" });
    expect(first.file).not.toBe(second.file);
    expect((await readdir(dir)).filter((f) => f.endsWith(".eml"))).toHaveLength(2);
    const eml = readEml(await readFile(first.file ?? "", "utf8"));
    expect(eml.headers.get("from")).toBe("Shop <shop@example.com>");
    expect(eml.attachments).toHaveLength(1);
    expect(eml.attachments[0]?.filename).toBe("Receipt_1000123.pdf");
    expect(eml.attachments[0]?.content.equals(pdf)).toBe(true);
    expect(readEml(await readFile(second.file ?? "", "utf8")).subject).toBe("Order 1000124");
  });
});

/** Just enough of an SMTP server to take messages, so the SMTP branch is exercised for real. */
function fakeSmtpServer(received: string[]): Promise<{ server: Server; port: number }> {
  const server = createServer((socket) => {
    let buffer = "";
    let inData = false;
    socket.write("220 fake.test ESMTP\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end === -1) return;
          received.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write("250 2.0.0 queued\r\n");
          continue;
        }
        const newline = buffer.indexOf("\r\n");
        if (newline === -1) return;
        const verb = buffer.slice(0, 4).toUpperCase();
        buffer = buffer.slice(newline + 2);
        if (verb === "EHLO") socket.write("250-fake.test\r\n250 8BITMIME\r\n");
        else if (verb === "DATA") {
          inData = true;
          socket.write("354 go ahead\r\n");
        } else if (verb === "QUIT") socket.end("221 bye\r\n");
        else socket.write("250 OK\r\n");
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      resolve({ server, port: typeof address === "object" && address ? address.port : 0 });
    }),
  );
}

describe("the mailer with SMTP_URL", () => {
  it("hands the message to the SMTP server and writes no file", async () => {
    const received: string[] = [];
    const { server, port } = await fakeSmtpServer(received);
    try {
      const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, outboxDir: dir });
      expect(mailer.transport).toBe("smtp");
      const sent = await mailer.send(message);
      mailer.close();
      expect(sent.file).toBeNull();
      expect(received).toHaveLength(1);
      const eml = readEml(received[0] ?? "");
      expect(eml.subject).toBe(message.subject);
      expect(eml.headers.get("message-id")).toBe(sent.messageId);
      expect(eml.text).toContain("Order ID: 1000123");
      expect(await readdir(dir)).toEqual([]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("refuses a URL that is not smtp:// or smtps://, at boot and in the factory", () => {
    expect(() => createMailer({ smtpUrl: "http://mail.example", outboxDir: dir })).toThrow(
      "SMTP_URL must start with smtp:// or smtps://",
    );
    expect(loadEnv({ SMTP_URL: "smtps://user:pass@mail.example:465" }).SMTP_URL).toBe(
      "smtps://user:pass@mail.example:465",
    );
    expect(loadEnv({ SMTP_URL: "" }).SMTP_URL).toBeUndefined();
    expect(() => loadEnv({ SMTP_URL: "mail.example:25" })).toThrow("SMTP_URL must start with");
  });

  it("defaults MAIL_FROM and refuses a sender that could inject headers", () => {
    expect(loadEnv({}).MAIL_FROM).toBe("Treadkit <orders@treadkit.example>");
    expect(loadEnv({ MAIL_FROM: "orders@shop.example" }).MAIL_FROM).toBe("orders@shop.example");
    expect(() =>
      loadEnv({ MAIL_FROM: "Shop <orders@shop.example>\r\nBcc: x@evil.example" }),
    ).toThrow("MAIL_FROM must be an address");
    expect(() => loadEnv({ MAIL_FROM: "not an address" })).toThrow("MAIL_FROM must be an address");
  });
});
