import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { processOutbox } from "../../jobs/outbox";
import { createMailer } from "../../mail/mailer";
import { TEST_NOW } from "../../testing/clock";
import { createTestApp, testDatabaseKinds } from "../../testing/databases";
import { mailsIn } from "../../testing/mail";
import { INSTALLER_REVIEW_USAGE, installerReviewCommand } from "./installer-review";
import { installerSignupMailHandlers } from "./installer-signup.mail";
import { installerApplications } from "./programmes.schema";
import { application } from "./testing";

const ORIGIN = "https://shop.example";

/** `npm run installers:review`: the operator's queue of installer applications. */
describe.each(testDatabaseKinds())("installer application review on %s", (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  const mailDir = mkdtempSync(join(tmpdir(), "treadkit-installer-review-"));
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(async () => {
    await ctx?.close();
    rmSync(mailDir, { recursive: true, force: true });
  });

  const review = (args: string[]) =>
    installerReviewCommand(ctx.database, args, { origin: ORIGIN, now: TEST_NOW });
  const apply = (email: string, company: string) =>
    ctx.app.inject({
      method: "POST",
      url: "/api/v1/installer-signup",
      payload: { ...application(email), company },
    });
  const idOf = async (email: string) => {
    const [row] = await ctx.database.db
      .select()
      .from(installerApplications)
      .where(eq(installerApplications.email, email));
    return row;
  };
  const handlers = () =>
    installerSignupMailHandlers({ mailer: createMailer({ outboxDir: mailDir }) });

  it("lists the waiting applications, oldest first, and says when there are none", async () => {
    expect(await review(["list"])).toEqual(["No installer application is waiting."]);
    expect((await apply("first@shops.example", "First Tire")).statusCode).toBe(201);
    expect((await apply("second@shops.example", "Second Tire")).statusCode).toBe(201);
    const lines = await review(["list"]);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain("First Tire, Fort Lauderdale FL  Ana Silva <first@shops.example>");
    expect(lines[0]).toContain("bays: 4  mobile");
    expect(lines[1]).toContain("Second Tire");
    expect(lines[0]?.split(/\s+/)[0]).toBe((await idOf("first@shops.example"))?.id);
  });

  it("approves an application once and e-mails the applicant, with absolute links", async () => {
    await processOutbox(ctx.database.db, handlers());
    rmSync(mailDir, { recursive: true, force: true });
    const row = await idOf("first@shops.example");
    const id = row?.id ?? "";
    expect(await review(["approve", id, "Welcome", "aboard!"])).toEqual([
      `Application ${id} of First Tire approved; first@shops.example will be e-mailed.`,
    ]);
    expect(await idOf("first@shops.example")).toMatchObject({
      status: "approved",
      reviewNote: "Welcome aboard!",
      reviewedAt: TEST_NOW,
    });
    await expect(review(["reject", id])).rejects.toThrow(`No pending application ${id}`);
    expect(await review(["list"])).toHaveLength(1);

    await processOutbox(ctx.database.db, handlers());
    const mails = mailsIn(mailDir);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain("To: first@shops.example");
    expect(mails[0]).toContain("Subject: Welcome to the Treadkit installer network, First Tire");
    expect(mails[0]).toContain("A note from our partner team: Welcome aboard!");
    expect(mails[0]).toContain(`href="${ORIGIN}/examples/third-party-shop.html"`);
    expect(mails[0]).toContain(`href="${ORIGIN}/partner-program"`);
    // Once decided, the address may apply again (for a second shop, say).
    expect((await apply("first@shops.example", "First Tire North")).statusCode).toBe(201);
  });

  it("rejects an application with a note and tells the applicant", async () => {
    rmSync(mailDir, { recursive: true, force: true });
    await processOutbox(ctx.database.db, handlers());
    rmSync(mailDir, { recursive: true, force: true });
    const id = (await idOf("second@shops.example"))?.id ?? "";
    expect(await review(["reject", id, "We already cover your area."])).toEqual([
      `Application ${id} of Second Tire rejected; second@shops.example will be e-mailed.`,
    ]);
    await processOutbox(ctx.database.db, handlers());
    const mails = mailsIn(mailDir);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain("Subject: Your Treadkit installer application, Second Tire");
    expect(mails[0]).toContain("We already cover your area.");
    expect(mails[0]).toContain(`href="${ORIGIN}/contact"`);
  });

  it("answers its usage to anything else", async () => {
    for (const args of [[], ["approve"], ["approve", "not-an-id"], ["list", "extra"], ["delete"]]) {
      await expect(review(args), args.join(" ")).rejects.toThrow(INSTALLER_REVIEW_USAGE);
    }
    await expect(review(["approve", "00000000-0000-4000-8000-000000000000"])).rejects.toThrow(
      /No pending application/,
    );
  });
});
