import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_TOO_MANY_MESSAGE,
  attachmentMessage,
  COMPANY_MESSAGE,
  CONTACT_MESSAGE_REQUIRED,
  SALES_REPLY_PROMISE,
  SUPPORT_REPLY_PROMISE,
} from "@treadkit/core/contact";
import { EMAIL_MESSAGE } from "@treadkit/core/validation";
import { count, eq, inArray } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { outbox } from "../../db/outbox.schema";
import { INVALID_TEXT_MESSAGE } from "../../http/input-guard";
import { processOutbox } from "../../jobs/outbox";
import { createMailer } from "../../mail/mailer";
import { readEml } from "../../mail/read-eml";
import { createTestApp, testDatabaseKinds } from "../../testing/databases";
import { supportAttachments, supportMessages } from "./contact.schema";
import { CONTACT_LIMIT_MESSAGE } from "./contact.service";
import { supportMailHandlers } from "./support.mail";
import { SUPPORT_COPY_TOPIC, SUPPORT_MESSAGE_TOPIC } from "./support.service";

const SUPPORT = "help@shop.example";
const SALES = "fleet-sales@shop.example";

/** Real signatures: the first bytes of a PNG, a JPEG and a PDF, padded to a few hundred bytes. */
const pad = (head: number[] | string, size = 300) => {
  const start = typeof head === "string" ? Buffer.from(head, "latin1") : Buffer.from(head);
  return Buffer.concat([start, Buffer.alloc(Math.max(0, size - start.length), 7)]);
};
const PNG = pad([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const JPEG = pad([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0]);
const PDF = pad("%PDF-1.4\n1 0 obj\n");
const TEXT = Buffer.from("Hello! This is a note, not a photo.\n");

type Upload = { name: string; bytes: Buffer; type?: string };

/** A multipart body as a browser's FormData writes it. */
async function multipartBody(fields: Record<string, string>, files: Upload[] = []) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files)
    form.append(
      "attachments",
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? "application/octet-stream" }),
      file.name,
    );
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get("content-type") ?? "",
  };
}

const FIELDS = {
  name: "Diaz, Ana",
  email: "ana@example.com",
  phone: "(954) 555-0101",
  topic: "returns",
  orderNumber: "#1000123",
  companyName: "Diaz Landscaping",
  poNumber: "PO-7781",
  message: "One tire arrived with a cut in the sidewall. Photos attached.",
};

describe.each(testDatabaseKinds())("the contact page's messages on %s", (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  const mailDir = mkdtempSync(join(tmpdir(), "treadkit-support-mail-"));
  let address = 0;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(async () => {
    await ctx?.close();
    rmSync(mailDir, { recursive: true, force: true });
  });
  afterEach(() => {
    for (const file of readdirSync(mailDir)) rmSync(join(mailDir, file));
  });

  /** Each send comes from its own address unless told, so the limits stay out of the way. */
  const send = async (
    fields: Record<string, string>,
    files: Upload[] = [],
    remoteAddress = `10.1.0.${++address}`,
  ) => {
    const body = await multipartBody(fields, files);
    return ctx.app.inject({
      method: "POST",
      url: "/api/v1/support/messages",
      headers: { "content-type": body.contentType },
      payload: body.payload,
      remoteAddress,
    });
  };
  const counts = async () => {
    const db = ctx.database.db;
    const [messages] = await db.select({ n: count() }).from(supportMessages);
    const [files] = await db.select({ n: count() }).from(supportAttachments);
    const [queued] = await db
      .select({ n: count() })
      .from(outbox)
      .where(inArray(outbox.topic, [SUPPORT_MESSAGE_TOPIC, SUPPORT_COPY_TOPIC]));
    return { messages: messages?.n, files: files?.n, queued: queued?.n };
  };
  const deliver = async () => {
    const mailer = createMailer({ outboxDir: mailDir });
    await processOutbox(
      ctx.database.db,
      supportMailHandlers({ mailer, supportEmail: SUPPORT, salesEmail: SALES }),
    );
    return readdirSync(mailDir).map((file) => readEml(readFileSync(join(mailDir, file), "utf8")));
  };

  it("keeps the message with its files, typed by their bytes, and e-mails them to customer service", async () => {
    const response = await send(FIELDS, [
      // A PNG whose name says PDF, and a JPEG the browser declared as text.
      { name: "scan.pdf", bytes: PNG, type: "application/pdf" },
      { name: "C:\\photos\\tire.jpg", bytes: JPEG, type: "text/plain" },
    ]);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ status: "sent" });

    const db = ctx.database.db;
    const [message] = await db
      .select()
      .from(supportMessages)
      .where(eq(supportMessages.email, FIELDS.email));
    expect(message).toMatchObject({
      kind: "contact",
      name: "Diaz, Ana",
      phone: "9545550101",
      topic: "returns",
      orderNumber: "1000123",
      companyName: "Diaz Landscaping",
      poNumber: "PO-7781",
      message: FIELDS.message,
      details: {},
    });
    const files = await db
      .select()
      .from(supportAttachments)
      .where(eq(supportAttachments.messageId, message?.id ?? ""));
    const byName = Object.fromEntries(files.map((file) => [file.fileName, file]));
    expect(Object.keys(byName).sort()).toEqual(["scan.png", "tire.jpg"]);
    expect(byName["scan.png"]).toMatchObject({ contentType: "image/png", size: PNG.length });
    expect(byName["scan.png"]?.data.equals(PNG)).toBe(true);
    expect(byName["tire.jpg"]).toMatchObject({ contentType: "image/jpeg", size: JPEG.length });

    // The outbox carries the message's id only; the files are read from their table.
    const queued = await db
      .select()
      .from(outbox)
      .where(inArray(outbox.topic, [SUPPORT_MESSAGE_TOPIC, SUPPORT_COPY_TOPIC]));
    expect(queued.map((entry) => entry.payload)).toEqual([
      { messageId: message?.id },
      { messageId: message?.id },
    ]);

    const mails = await deliver();
    expect(mails).toHaveLength(2);
    const toSupport = mails.find((mail) => mail.headers.get("to") === SUPPORT);
    expect(toSupport?.subject).toBe("Returns and refunds: message from Diaz, Ana");
    // One address, the name's comma and all.
    expect(toSupport?.headers.get("reply-to")).toBe('"Diaz, Ana" <ana@example.com>');
    expect(toSupport?.text).toContain("Order ID: 1000123");
    expect(toSupport?.text).toContain("Phone: (954) 555-0101");
    expect(toSupport?.text).toContain("PO number: PO-7781");
    expect(toSupport?.text).toContain(FIELDS.message);
    const attached = Object.fromEntries(
      (toSupport?.attachments ?? []).map((file) => [file.filename, file]),
    );
    expect(attached["scan.png"]?.contentType).toBe("image/png");
    expect(attached["scan.png"]?.content.equals(PNG)).toBe(true);
    expect(attached["tire.jpg"]?.contentType).toBe("image/jpeg");
    expect(attached["tire.jpg"]?.content.equals(JPEG)).toBe(true);

    const copy = mails.find((mail) => mail.headers.get("to") === FIELDS.email);
    expect(copy?.subject).toBe("We got your message");
    expect(copy?.text).toContain(SUPPORT_REPLY_PROMISE);
    expect(copy?.text).toContain(FIELDS.message);
    expect(copy?.text).toContain("Files you attached: scan.png, tire.jpg");
    expect(copy?.attachments).toEqual([]);
  });

  it("takes a message without files or optional fields, and a file of exactly 5 MB", async () => {
    const bare = await send({
      name: "Bo Li",
      email: "bo@example.com",
      phone: "",
      topic: "other",
      orderNumber: "",
      companyName: "",
      poNumber: "",
      message: "Do you sell trailer tires?",
    });
    expect(bare.statusCode).toBe(201);
    const [row] = await ctx.database.db
      .select()
      .from(supportMessages)
      .where(eq(supportMessages.email, "bo@example.com"));
    expect(row).toMatchObject({
      phone: null,
      orderNumber: null,
      companyName: null,
      poNumber: null,
    });

    const full = Buffer.concat([PDF, Buffer.alloc(ATTACHMENT_MAX_BYTES - PDF.length, 1)]);
    const big = await send({ ...FIELDS, email: "cy@example.com" }, [
      { name: "invoice.pdf", bytes: full },
    ]);
    expect(big.statusCode).toBe(201);
  });

  it.each([
    [
      "a text file renamed .jpg",
      [{ name: "notes.jpg", bytes: TEXT, type: "image/jpeg" }],
      400,
      attachmentMessage("type", "notes.jpg"),
    ],
    [
      "a file over 5 MB",
      [{ name: "huge.jpg", bytes: Buffer.concat([JPEG, Buffer.alloc(ATTACHMENT_MAX_BYTES)]) }],
      413,
      attachmentMessage("tooLarge", "huge.jpg"),
    ],
    [
      "four files",
      [1, 2, 3, 4].map((n) => ({ name: `${n}.png`, bytes: PNG })),
      400,
      ATTACHMENT_TOO_MANY_MESSAGE,
    ],
    [
      "an empty file",
      [{ name: "blank.png", bytes: Buffer.alloc(0) }],
      400,
      attachmentMessage("empty", "blank.png"),
    ],
  ])("refuses %s with its message and keeps nothing", async (_, files, status, message) => {
    const before = await counts();
    const response = await send(FIELDS, files as Upload[]);
    expect(response.statusCode).toBe(status);
    expect(response.json().errorMessage).toBe(message);
    expect(await counts()).toEqual(before);
  });

  it("refuses bad fields, unknown fields, NUL and a JSON body, keeping nothing", async () => {
    const before = await counts();
    const badEmail = await send({ ...FIELDS, email: "ana@" }, [{ name: "a.png", bytes: PNG }]);
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().errorMessage).toBe(EMAIL_MESSAGE);
    const empty = await send({ ...FIELDS, message: " <> " });
    expect(empty.json().errorMessage).toBe(CONTACT_MESSAGE_REQUIRED);
    const unknown = await send({ ...FIELDS, isAdmin: "yes" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errorMessage).toBe("Unknown body field: isAdmin");
    const nul = await send({ ...FIELDS, message: "hi\u0000there" });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().errorMessage).toBe(INVALID_TEXT_MESSAGE);
    const json = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/support/messages",
      payload: FIELDS,
    });
    expect(json.statusCode).toBe(415);
    expect(await counts()).toEqual(before);
  });

  it("shares the footer modal's limit: three messages an hour from one address", async () => {
    const email = "dee@example.com";
    const footer = (remoteAddress: string) =>
      ctx.app.inject({
        method: "POST",
        url: "/api/v1/contact/email",
        payload: { name: "Dee", email, message: "Hello" },
        remoteAddress,
      });
    expect((await footer("10.9.0.1")).statusCode).toBe(202);
    expect((await send({ ...FIELDS, email })).statusCode).toBe(201);
    expect((await send({ ...FIELDS, email })).statusCode).toBe(201);
    const before = await counts();
    const refused = await send({ ...FIELDS, email: "DEE@example.com" }, [
      { name: "a.png", bytes: PNG },
    ]);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errorMessage).toBe(CONTACT_LIMIT_MESSAGE);
    expect(await counts()).toEqual(before);
  });

  it("keeps a tire-sales inquiry with its answers and e-mails it to the sales team", async () => {
    const inquiry = {
      company: "Sunshine Couriers",
      name: "Lee Park",
      email: "lee@sunshine.example",
      phone: "305-555-0140",
      businessType: "fleet",
      fleetSize: "50-249",
      tireSizes: "225/65R17, LT245/75R16",
      quantity: 480,
      message: "Vans and pickups, mostly in Miami-Dade.",
    };
    const post = (body: object) =>
      ctx.app.inject({
        method: "POST",
        url: "/api/v1/support/sales-inquiries",
        payload: body,
        remoteAddress: `10.2.0.${++address}`,
      });
    const before = await counts();
    const refused = await post({ ...inquiry, company: " " });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errorMessage).toBe(COMPANY_MESSAGE);
    expect(await counts()).toEqual(before);

    const response = await post(inquiry);
    expect(response.statusCode).toBe(201);
    const [row] = await ctx.database.db
      .select()
      .from(supportMessages)
      .where(eq(supportMessages.email, inquiry.email));
    expect(row).toMatchObject({
      kind: "sales-inquiry",
      name: "Lee Park",
      phone: "3055550140",
      topic: "fleet",
      companyName: "Sunshine Couriers",
      message: "Vans and pickups, mostly in Miami-Dade.",
      details: {
        fleetSize: "50-249",
        fleetSizeLabel: "50 to 249 vehicles",
        quantity: 480,
        tireSizes: "225/65R17, LT245/75R16",
      },
    });

    const mails = await deliver();
    const toSales = mails.find((mail) => mail.headers.get("to") === SALES);
    expect(toSales?.subject).toBe("Tire-sales inquiry from Sunshine Couriers");
    expect(toSales?.headers.get("reply-to")).toBe("Lee Park <lee@sunshine.example>");
    expect(toSales?.text).toContain("Fleet size: 50 to 249 vehicles");
    expect(toSales?.text).toContain("Tires needed: 480");
    expect(toSales?.text).toContain("Tire sizes: 225/65R17, LT245/75R16");
    const copy = mails.find((mail) => mail.headers.get("to") === inquiry.email);
    expect(copy?.subject).toBe("We got your tire-sales inquiry");
    expect(copy?.text).toContain(SALES_REPLY_PROMISE);
    // Only the sales team gets it, not customer service.
    expect(
      mails
        .filter((mail) => mail.subject.startsWith("Tire-sales inquiry"))
        .map((mail) => mail.headers.get("to")),
    ).toEqual([SALES]);
  });
});

/** The support pages rendered on the server, and their forms posted without a script. */
describe("the contact and tire-sales pages without a script", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp("pglite", { web: true });
  });
  afterAll(async () => ctx?.close());

  const OWN_PAGE = { "sec-fetch-site": "same-origin" };
  const postContact = async (
    fields: Record<string, string>,
    files: Upload[] = [],
    options: { headers?: Record<string, string>; remoteAddress?: string } = {},
  ) => {
    const body = await multipartBody(fields, files);
    return ctx.app.inject({
      method: "POST",
      url: "/contact",
      headers: { "content-type": body.contentType, ...(options.headers ?? OWN_PAGE) },
      payload: body.payload,
      remoteAddress: options.remoteAddress ?? "10.3.0.1",
    });
  };
  const stored = async () => {
    const [row] = await ctx.database.db.select({ n: count() }).from(supportMessages);
    return row?.n ?? 0;
  };

  it("renders /contact with the phone, the hours and a form that posts its files", async () => {
    const page = await ctx.app.inject({ method: "GET", url: "/contact" });
    expect(page.statusCode).toBe(200);
    const html = page.body;
    expect(html).toContain("<title>Contact us | Treadkit</title>");
    expect(html).toMatch(/<h1[^>]*>Contact us<\/h1>/);
    expect(html).toContain('href="tel:18884100604"');
    expect(html).toContain("8am to 7pm ET");
    expect(html).toContain('href="/contact/tire-sales"');
    const form = /<form[^>]*action="\/contact"[^>]*>/.exec(html)?.[0] ?? "";
    expect(form).toMatch(/enctype="multipart\/form-data"/i);
    expect(form).toMatch(/method="post"/);
    for (const name of Object.keys(FIELDS)) expect(html).toContain(`name="${name}"`);
    const files = /<input[^>]*name="attachments"[^>]*>/.exec(html)?.[0] ?? "";
    expect(files).toContain('type="file"');
    expect(files).toContain("multiple");
  });

  it("takes the form with a file, then shows the confirmation at ?sent=1", async () => {
    const before = await stored();
    const response = await postContact(FIELDS, [{ name: "tire.png", bytes: PNG }]);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/contact?sent=1");
    expect(await stored()).toBe(before + 1);
    const [file] = await ctx.database.db.select().from(supportAttachments);
    expect(file).toMatchObject({ fileName: "tire.png", contentType: "image/png" });
    const confirmation = await ctx.app.inject({ method: "GET", url: "/contact?sent=1" });
    expect(confirmation.body).toContain("Thanks, your message is on its way");
    expect(confirmation.body).not.toContain('name="attachments"');
  });

  it("answers a refused form with the values kept and each message at its field", async () => {
    const before = await stored();
    const lying = await postContact({ ...FIELDS, email: "ana@" }, [
      { name: "notes.jpg", bytes: TEXT, type: "image/jpeg" },
    ]);
    expect(lying.statusCode).toBe(400);
    expect(lying.body).toContain('value="Diaz, Ana"');
    expect(lying.body).toMatch(
      new RegExp(`id="contact-attachments-error"[^>]*>${attachmentMessage("type", "notes.jpg")}<`),
    );
    expect(lying.body).toMatch(new RegExp(`id="contact-email-error"[^>]*>${EMAIL_MESSAGE}<`));
    expect(/<input[^>]*name="email"[^>]*>/.exec(lying.body)?.[0]).toContain('aria-invalid="true"');
    expect(await stored()).toBe(before);
  });

  it("refuses a post from another site and keeps nothing", async () => {
    const before = await stored();
    const response = await postContact(FIELDS, [], { headers: { "sec-fetch-site": "cross-site" } });
    expect(response.statusCode).toBe(403);
    expect(await stored()).toBe(before);
  });

  it("counts the shopper's own address, not the server's, against the limits", async () => {
    const shopper = "10.4.0.1";
    for (let i = 0; i < 9; i += 1) {
      const body = await multipartBody({ ...FIELDS, email: `limit${i}@example.com` });
      const sent = await ctx.app.inject({
        method: "POST",
        url: "/api/v1/support/messages",
        headers: { "content-type": body.contentType },
        payload: body.payload,
        remoteAddress: shopper,
      });
      expect(sent.statusCode).toBe(201);
    }
    const refused = await postContact({ ...FIELDS, email: "next@example.com" }, [], {
      remoteAddress: shopper,
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toContain(CONTACT_LIMIT_MESSAGE);
    const other = await postContact({ ...FIELDS, email: "next@example.com" }, [], {
      remoteAddress: "10.4.0.2",
    });
    expect(other.statusCode).toBe(303);
  });

  it("renders /contact/tire-sales and takes its form as a plain post", async () => {
    const page = await ctx.app.inject({ method: "GET", url: "/contact/tire-sales" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/<h1[^>]*>Tires for fleets and businesses<\/h1>/);
    expect(page.body).toMatch(/<form[^>]*action="\/contact\/tire-sales"/);
    const form = {
      company: "Sunshine Couriers",
      name: "Lee Park",
      email: "lee@sunshine.example",
      phone: "305-555-0140",
      businessType: "rental",
      fleetSize: "10-49",
      tireSizes: "",
      quantity: "60",
      message: "",
    };
    const post = (body: Record<string, string>) =>
      ctx.app.inject({
        method: "POST",
        url: "/contact/tire-sales",
        headers: { "content-type": "application/x-www-form-urlencoded", ...OWN_PAGE },
        payload: new URLSearchParams(body).toString(),
        remoteAddress: "10.3.0.9",
      });
    const refused = await post({ ...form, quantity: "lots" });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('value="Sunshine Couriers"');
    expect(refused.body).toContain("Please enter how many tires you need");
    const sent = await post(form);
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe("/contact/tire-sales?sent=1");
    const [row] = await ctx.database.db
      .select()
      .from(supportMessages)
      .where(eq(supportMessages.email, form.email));
    expect(row).toMatchObject({
      kind: "sales-inquiry",
      topic: "rental",
      details: { quantity: 60 },
    });
  });
});
