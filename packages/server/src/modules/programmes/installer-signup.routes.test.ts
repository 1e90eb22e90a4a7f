import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  AGREEMENT_MESSAGE,
  APPLICATION_LIMIT_MESSAGE,
  APPLICATION_PENDING_MESSAGE,
  APPLICATION_RECEIVED_MESSAGE,
  BAYS_MESSAGE,
  COMPANY_MESSAGE,
  SHOP_PO_BOX_MESSAGE,
  WEBSITE_MESSAGE,
} from "@treadkit/core/installer-signup";
import {
  ADDRESS_MESSAGE,
  CITY_MESSAGE,
  EMAIL_MESSAGE,
  FIRST_NAME_MESSAGE,
  LAST_NAME_MESSAGE,
  PHONE_MESSAGE,
  STATE_MESSAGE,
  ZIP_MESSAGE,
} from "@treadkit/core/validation";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox } from "../../db/outbox.schema";
import { processOutbox } from "../../jobs/outbox";
import { createMailer } from "../../mail/mailer";
import { createTestApp, testDatabaseKinds } from "../../testing/databases";
import { mailsIn } from "../../testing/mail";
import { installerSignupMailHandlers } from "./installer-signup.mail";
import { APPLICATIONS_PER_HOUR } from "./installer-signup.service";
import { installerApplications } from "./programmes.schema";
import { application } from "./testing";

const PARTNERS = "partners@treadkit.test";

describe.each(testDatabaseKinds())("installer sign-up on %s", (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  const mailDir = mkdtempSync(join(tmpdir(), "treadkit-installer-mail-"));
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(async () => {
    await ctx?.close();
    rmSync(mailDir, { recursive: true, force: true });
  });

  let address = 0;
  /** Each test speaks from its own address, so that the hourly allowance is its own. */
  const nextAddress = () => {
    address += 1;
    return `203.0.113.${address}`;
  };
  const apply = (body: object, remoteAddress = nextAddress(), headers = {}) =>
    ctx.app.inject({
      method: "POST",
      url: "/api/v1/installer-signup",
      payload: body,
      remoteAddress,
      headers,
    });
  const stored = (email: string) =>
    ctx.database.db
      .select()
      .from(installerApplications)
      .where(eq(installerApplications.email, email));

  it("refuses each field that breaks its rule with the field's message, storing nothing", async () => {
    const email = "refused@sunrisetire.example";
    const cases: [object, string][] = [
      [{ company: "" }, COMPANY_MESSAGE],
      [{ firstName: "R2-D2" }, FIRST_NAME_MESSAGE],
      [{ firstName: "A".repeat(26) }, FIRST_NAME_MESSAGE],
      [{ lastName: "<b>" }, LAST_NAME_MESSAGE],
      [{ email: "ana@sunrise" }, EMAIL_MESSAGE],
      [{ phone: "555-0101" }, PHONE_MESSAGE],
      [{ phone: "954555010123" }, PHONE_MESSAGE],
      [{ addressLine1: " " }, ADDRESS_MESSAGE],
      [{ addressLine1: "P.O. Box 44" }, SHOP_PO_BOX_MESSAGE],
      [{ city: "Fort 7" }, CITY_MESSAGE],
      [{ state: "XX" }, STATE_MESSAGE],
      [{ zip: "3330" }, ZIP_MESSAGE],
      [{ website: "ftp://sunrisetire.example" }, WEBSITE_MESSAGE],
      [{ bays: 0 }, BAYS_MESSAGE],
      [{ bays: 51 }, BAYS_MESSAGE],
    ];
    for (const [change, message] of cases) {
      const refused = await apply({ ...application(email), ...change });
      expect(refused.statusCode, JSON.stringify(change)).toBe(400);
      expect(refused.json().errorMessage, JSON.stringify(change)).toBe(message);
    }
    expect(await stored(email)).toEqual([]);
  });

  it("requires the installer agreement to be accepted", async () => {
    const email = "no-agreement@sunrisetire.example";
    const { acceptsAgreement: _, ...unaccepted } = application(email);
    for (const body of [unaccepted, { ...unaccepted, acceptsAgreement: false }]) {
      const refused = await apply(body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errorMessage).toBe(AGREEMENT_MESSAGE);
    }
    // Fields the form does not have are refused, never stored.
    const extra = await apply({ ...application(email), status: "approved" });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().errorMessage).toMatch(/Unknown body field: status/);
    expect(await stored(email)).toEqual([]);
  });

  it("stores the application as pending with the agreement, and e-mails the applicant and the partner team", async () => {
    const sent = await apply(application(" Ana.Silva@SunriseTire.example "));
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toEqual({ status: "pending", message: APPLICATION_RECEIVED_MESSAGE });

    const [row] = await stored("ana.silva@sunrisetire.example");
    expect(row).toMatchObject({
      company: "Sunrise Tire & Auto",
      firstName: "Ana",
      lastName: "Silva",
      phone: "9545550101",
      addressLine1: "100 Las Olas Blvd",
      city: "Fort Lauderdale",
      state: "FL",
      zip: "33301",
      website: "https://sunrisetire.example",
      bays: 4,
      offersMobileInstall: true,
      status: "pending",
      reviewedAt: null,
      agreement: { rimMin: 12, rimMax: 22, aspectRatioMin: 35, takeInMinutes: 15 },
    });

    const handlers = installerSignupMailHandlers({
      mailer: createMailer({ outboxDir: mailDir }),
      partnersEmail: PARTNERS,
    });
    await processOutbox(ctx.database.db, handlers);
    await processOutbox(ctx.database.db, handlers);
    const mails = mailsIn(mailDir);
    expect(mails).toHaveLength(2);
    const toApplicant = mails.find((m) => m.includes("To: ana.silva@sunrisetire.example"));
    const toPartners = mails.find((m) => m.includes(`To: ${PARTNERS}`));
    expect(toApplicant).toContain("Subject: We received your application, Sunrise Tire & Auto");
    expect(toApplicant).toContain("Hi Ana,");
    expect(toApplicant).toContain("rims from 12 to 22 inches");
    expect(toApplicant).toContain("aspect ratio of 35 and above");
    expect(toApplicant).toContain("within 15 minutes");
    // Every link is absolute, on the origin the store answers on.
    expect(toApplicant).toContain('href="http://localhost/partner-program"');
    expect(toApplicant).toContain('href="http://localhost/contact"');
    const hrefs = [...(toApplicant ?? "").matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toMatch(/^https?:\/\//);
    expect(toPartners).toContain(
      "Subject: New installer application: Sunrise Tire & Auto (Fort Lauderdale, FL)",
    );
    expect(toPartners).toContain("Reply-To: Ana Silva <ana.silva@sunrisetire.example>");
    expect(toPartners).toContain(`npm run installers:review -- approve ${row?.id}`);
  });

  it("takes one waiting application per e-mail address, also when two arrive at once", async () => {
    const email = "twice@sunrisetire.example";
    const both = await Promise.all([apply(application(email)), apply(application(email))]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const again = await apply(application("TWICE@sunrisetire.example"));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      errorMessage: APPLICATION_PENDING_MESSAGE,
      code: "APPLICATION_PENDING",
    });
    expect(await stored(email)).toHaveLength(1);
  });

  it("limits the applications one address sends in an hour, storing nothing past it", async () => {
    const from = nextAddress();
    for (let i = 0; i < APPLICATIONS_PER_HOUR; i += 1) {
      expect((await apply(application(`shop${i}@limit.example`), from)).statusCode).toBe(201);
    }
    const over = await apply(application("one-more@limit.example"), from);
    expect(over.statusCode).toBe(429);
    expect(over.json().errorMessage).toBe(APPLICATION_LIMIT_MESSAGE);
    expect(await stored("one-more@limit.example")).toEqual([]);
    // Another address has its own allowance.
    expect((await apply(application("one-more@limit.example"))).statusCode).toBe(201);
  });

  it("never writes another host's address into the links it e-mails", async () => {
    const before = (await ctx.database.db.select().from(outbox)).length;
    const sent = await apply(application("forged@sunrisetire.example"), nextAddress(), {
      host: "evil.example",
    });
    expect(sent.statusCode).toBe(201);
    const entries = await ctx.database.db.select().from(outbox);
    expect(entries).toHaveLength(before + 2);
    for (const entry of entries.slice(before)) {
      expect(entry.payload).toMatchObject({ origin: "http://localhost" });
    }
  });

  it("is described in the OpenAPI document", async () => {
    const doc = (await ctx.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    expect(Object.keys(doc.paths)).toContain("/api/v1/installer-signup");
  });
});
