import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CONTACT_MESSAGE_REQUIRED, CONTACT_NAME_MESSAGE } from "@treadkit/core/contact";
import { EMAIL_MESSAGE } from "@treadkit/core/validation";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox } from "../../db/outbox.schema";
import { processOutbox } from "../../jobs/outbox";
import { createMailer } from "../../mail/mailer";
import { testBrowser } from "../../testing/browser";
import { createTestApp, testDatabaseKinds } from "../../testing/databases";
import {
  CONTACT_EMAIL_TOPIC,
  CONTACT_LIMIT_MESSAGE,
  CONTACT_MESSAGES_PER_HOUR,
  contactMailHandlers,
} from "./contact.service";

const SUPPORT = "help@shop.example";

describe.each(testDatabaseKinds())("footer e-mail contact on %s", (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  const mailDir = mkdtempSync(join(tmpdir(), "treadkit-contact-mail-"));
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(async () => {
    await ctx?.close();
    rmSync(mailDir, { recursive: true, force: true });
  });

  const send = (body: object) =>
    testBrowser(ctx.app).request("POST", "/api/v1/contact/email", { json: body });
  const stored = () =>
    ctx.database.db.select().from(outbox).where(eq(outbox.topic, CONTACT_EMAIL_TOPIC));

  it("keeps the message and e-mails it to customer service, with a copy to the sender", async () => {
    const response = await send({
      name: "Ana Diaz",
      email: "ana@example.com",
      message: "Do you fit <tires> on Sundays?",
    });
    expect(response.status).toBe(202);
    expect(response.json()).toEqual({ status: "sent" });
    expect((await stored()).map((row) => row.payload)).toEqual([
      { name: "Ana Diaz", email: "ana@example.com", message: "Do you fit tires on Sundays?" },
    ]);

    const mailer = createMailer({ outboxDir: mailDir });
    await processOutbox(ctx.database.db, contactMailHandlers({ mailer, supportEmail: SUPPORT }));
    const mails = readdirSync(mailDir).map((file) => readFileSync(join(mailDir, file), "utf8"));
    expect(mails).toHaveLength(2);
    const toSupport = mails.find((mail) => mail.includes(`To: ${SUPPORT}`));
    expect(toSupport).toContain("Reply-To: Ana Diaz <ana@example.com>");
    expect(toSupport).toContain("Do you fit tires on Sundays?");
    expect(mails.find((mail) => mail.includes("To: ana@example.com"))).toContain(
      "We got your message",
    );
  });

  it.each([
    [{ name: "", email: "ana@example.com", message: "Hi" }, CONTACT_NAME_MESSAGE],
    [{ name: "Ana", email: "ana@", message: "Hi" }, EMAIL_MESSAGE],
    [{ name: "Ana", email: "ana@example.com", message: "  " }, CONTACT_MESSAGE_REQUIRED],
  ])("refuses %o with its message and keeps nothing", async (body, message) => {
    const before = (await stored()).length;
    const response = await send(body);
    expect(response.status).toBe(400);
    expect(response.json().errorMessage).toBe(message);
    expect(await stored()).toHaveLength(before);
  });

  it(`takes at most ${CONTACT_MESSAGES_PER_HOUR} messages an hour from one address`, async () => {
    const body = { name: "Bo", email: "Bo@Example.com", message: "Hello" };
    for (let i = 0; i < CONTACT_MESSAGES_PER_HOUR; i += 1) {
      expect((await send(body)).status).toBe(202);
    }
    const refused = await send({ ...body, email: "bo@example.com" });
    expect(refused.status).toBe(429);
    expect(refused.json().errorMessage).toBe(CONTACT_LIMIT_MESSAGE);
    expect((await send({ ...body, email: "cy@example.com" })).status).toBe(202);
  });
});
