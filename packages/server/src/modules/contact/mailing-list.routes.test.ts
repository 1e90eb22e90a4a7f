import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  MAILING_LIST_CHECK_INBOX,
  MAILING_LIST_CONFIRM_EXPIRED,
  MAILING_LIST_CONFIRM_INVALID,
  MAILING_LIST_CONFIRMED,
  MAILING_LIST_SIGN_UP_LIMIT_MESSAGE,
  MAILING_LIST_UNSUBSCRIBE_INVALID,
  MAILING_LIST_UNSUBSCRIBED,
} from "@treadkit/core/contact";
import { EMAIL_MESSAGE } from "@treadkit/core/validation";
import { and, count, eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { outbox } from "../../db/outbox.schema";
import { processOutbox } from "../../jobs/outbox";
import { createMailer } from "../../mail/mailer";
import { type ReadEml, readEml } from "../../mail/read-eml";
import { createTestApp, testDatabaseKinds } from "../../testing/databases";
import { mailingListLinks, mailingListSubscribers } from "./contact.schema";
import {
  CONFIRM_LINK_DAYS,
  MAILING_LIST_CONFIRM_TOPIC,
  MAILING_LIST_CONFIRMATIONS_PER_DAY,
  MAILING_LIST_SIGN_UPS_PER_HOUR,
  mailingListMailHandlers,
  tokenHash,
} from "./mailing-list.service";

const UNKNOWN_TOKEN = "A".repeat(43);

describe.each(testDatabaseKinds())("the mailing list on %s", (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  const mailDir = mkdtempSync(join(tmpdir(), "treadkit-mailing-list-"));
  let address = 0;
  beforeAll(async () => {
    ctx = await createTestApp(kind, { web: true });
  });
  afterAll(async () => {
    await ctx?.close();
    rmSync(mailDir, { recursive: true, force: true });
  });
  afterEach(() => {
    for (const file of readdirSync(mailDir)) rmSync(join(mailDir, file));
  });

  const signUp = (email: string, remoteAddress = `10.6.0.${++address}`) =>
    ctx.app.inject({
      method: "POST",
      url: "/api/v1/mailing-list/subscriptions",
      payload: { email, source: "footer" },
      remoteAddress,
    });
  const api = (path: "confirmations" | "unsubscriptions", token: string) =>
    ctx.app.inject({ method: "POST", url: `/api/v1/mailing-list/${path}`, payload: { token } });
  const subscriber = async (email: string) => {
    const [row] = await ctx.database.db
      .select()
      .from(mailingListSubscribers)
      .where(eq(mailingListSubscribers.email, email));
    return row;
  };
  /** The kinds of the address's links still on file, by token hash. */
  const linksOnFile = async (email: string) =>
    new Map(
      (
        await ctx.database.db
          .select({ hash: mailingListLinks.tokenHash, kind: mailingListLinks.kind })
          .from(mailingListLinks)
          .where(eq(mailingListLinks.email, email))
      ).map((link) => [link.hash, link.kind]),
    );
  const queued = async () => {
    const [row] = await ctx.database.db
      .select({ n: count() })
      .from(outbox)
      .where(eq(outbox.topic, MAILING_LIST_CONFIRM_TOPIC));
    return row?.n ?? 0;
  };
  /** Sends what the outbox holds and reads the e-mails it sent. */
  const deliver = async (): Promise<ReadEml[]> => {
    const mailer = createMailer({ outboxDir: mailDir });
    await processOutbox(ctx.database.db, mailingListMailHandlers({ mailer }));
    // Each e-mail is read once: the folder then holds only what a later delivery sends.
    return readdirSync(mailDir).map((file) => {
      const mail = readEml(readFileSync(join(mailDir, file), "utf8"));
      rmSync(join(mailDir, file));
      return mail;
    });
  };
  /** The e-mail to `email` once the outbox is sent (others may go out with it). */
  const mailTo = async (email: string) =>
    (await deliver()).filter((mail) => mail.headers.get("to") === email).at(-1);
  const linksOf = (mail: ReadEml | undefined) => {
    const confirm = /(https?:\/\/\S+\/mailing-list\/confirm\?token=[\w-]+)/.exec(mail?.text ?? "");
    const unsubscribe = /^<(.+)>$/.exec(mail?.headers.get("list-unsubscribe") ?? "");
    const token = (url: string | undefined) =>
      new URL(url ?? "http://x").searchParams.get("token") ?? "";
    return {
      confirmUrl: confirm?.[1] ?? "",
      unsubscribeUrl: unsubscribe?.[1] ?? "",
      confirmToken: token(confirm?.[1]),
      unsubscribeToken: token(unsubscribe?.[1]),
    };
  };
  /** A one-click unsubscribe as a mail provider sends it: no cookie, no origin, nothing else. */
  const oneClick = (url: string) =>
    ctx.app.inject({
      method: "POST",
      url: new URL(url).pathname + new URL(url).search,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });

  it("keeps a new address pending and e-mails it a confirmation link and a one-click unsubscribe", async () => {
    const response = await signUp("Ana.Diaz@Example.com");
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ status: "check-inbox" });
    expect(await subscriber("ana.diaz@example.com")).toMatchObject({
      status: "pending",
      source: "footer",
      confirmedAt: null,
    });

    const mail = await mailTo("ana.diaz@example.com");
    expect(mail?.headers.get("to")).toBe("ana.diaz@example.com");
    expect(mail?.subject).toBe("Please confirm your Treadkit mailing-list subscription");
    const links = linksOf(mail);
    expect(links.confirmUrl).toMatch(
      /^http:\/\/localhost\/mailing-list\/confirm\?token=[\w-]{43}$/,
    );
    expect(links.unsubscribeUrl).toMatch(
      /^http:\/\/localhost\/mailing-list\/unsubscribe\?token=[\w-]{43}$/,
    );
    expect(mail?.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(mail?.html).toContain(`href="${links.confirmUrl}"`);

    // Only the tokens' hashes are kept, and no token rides in the outbox.
    expect(await linksOnFile("ana.diaz@example.com")).toEqual(
      new Map([
        [tokenHash(links.confirmToken), "confirm"],
        [tokenHash(links.unsubscribeToken), "unsubscribe"],
      ]),
    );
    const entries = await ctx.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.topic, MAILING_LIST_CONFIRM_TOPIC));
    expect(JSON.stringify(entries)).not.toContain(links.confirmToken);
    expect(JSON.stringify(entries)).not.toContain(links.unsubscribeToken);
  });

  it("confirms with the link once; a used, unknown or malformed link is refused and changes nothing", async () => {
    await signUp("bo@example.com");
    const { confirmToken } = linksOf(await mailTo("bo@example.com"));
    const confirmed = await api("confirmations", confirmToken);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ status: "confirmed" });
    const row = await subscriber("bo@example.com");
    expect(row).toMatchObject({ status: "confirmed" });
    expect([...(await linksOnFile("bo@example.com")).values()]).toEqual(["unsubscribe"]);
    expect(row?.confirmedAt).toBeInstanceOf(Date);

    for (const token of [confirmToken, UNKNOWN_TOKEN, "short", "x".repeat(200)]) {
      const refused = await api("confirmations", token);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().errorMessage).toBe(MAILING_LIST_CONFIRM_INVALID);
    }
    expect((await subscriber("bo@example.com"))?.confirmedAt).toEqual(row?.confirmedAt);
  });

  it("answers a sign-up the same whether or not the address is on the list, and sends no flood", async () => {
    await signUp("cy@example.com");
    const { confirmToken } = linksOf(await mailTo("cy@example.com"));
    expect((await api("confirmations", confirmToken)).statusCode).toBe(200);

    // A confirmed address: the same answer, no e-mail, nothing changed.
    const before = await queued();
    const again = await signUp("CY@example.com");
    const fresh = await signUp("dee@example.com");
    expect(again.statusCode).toBe(fresh.statusCode);
    expect(again.body).toBe(fresh.body);
    expect(await queued()).toBe(before + 1);
    expect(await subscriber("cy@example.com")).toMatchObject({ status: "confirmed" });

    // A pending address gets a new link at most a few times a day, however often it is typed.
    for (let i = 0; i < MAILING_LIST_CONFIRMATIONS_PER_DAY + 3; i += 1) {
      expect((await signUp("dee@example.com")).body).toBe(fresh.body);
    }
    const mails = (await deliver()).filter((mail) => mail.headers.get("to") === "dee@example.com");
    expect(mails).toHaveLength(MAILING_LIST_CONFIRMATIONS_PER_DAY);
    // Each new e-mail's links replace the last one's: only one of them confirms.
    const answers: number[] = [];
    for (const links of mails.map(linksOf))
      answers.push((await api("confirmations", links.confirmToken)).statusCode);
    expect(answers.sort()).toEqual([
      200,
      ...Array(MAILING_LIST_CONFIRMATIONS_PER_DAY - 1).fill(404),
    ]);
  });

  it("refuses a bad address and too many sign-ups from one connection", async () => {
    const bad = await signUp("ana@");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorMessage).toBe(EMAIL_MESSAGE);
    const connection = "10.7.0.1";
    for (let i = 0; i < MAILING_LIST_SIGN_UPS_PER_HOUR; i += 1) {
      expect((await signUp(`flood${i}@example.com`, connection)).statusCode).toBe(202);
    }
    const refused = await signUp("one-more@example.com", connection);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errorMessage).toBe(MAILING_LIST_SIGN_UP_LIMIT_MESSAGE);
    expect(await subscriber("one-more@example.com")).toBeUndefined();
  });

  it("unsubscribes with one POST to the e-mail's link: no cookie, no token but the link's, no question", async () => {
    await signUp("eve@example.com");
    const links = linksOf(await mailTo("eve@example.com"));
    expect((await api("confirmations", links.confirmToken)).statusCode).toBe(200);

    // The page of the link asks with a button, and changes nothing by being opened.
    const url = new URL(links.unsubscribeUrl);
    const page = await ctx.app.inject({ method: "GET", url: url.pathname + url.search });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/<h1[^>]*>Unsubscribe from our mailing list<\/h1>/);
    expect(page.body).toContain(`action="${url.pathname}${url.search}"`);
    expect((await subscriber("eve@example.com"))?.status).toBe("confirmed");

    const left = await oneClick(links.unsubscribeUrl);
    expect(left.statusCode).toBe(200);
    expect(left.body).toContain(MAILING_LIST_UNSUBSCRIBED.replaceAll("'", "&#x27;"));
    const row = await subscriber("eve@example.com");
    expect(row).toMatchObject({ status: "unsubscribed" });
    expect(row?.unsubscribedAt).toBeInstanceOf(Date);

    // A provider's retry is answered the same; the first time stays recorded.
    const replay = await oneClick(links.unsubscribeUrl);
    expect(replay.statusCode).toBe(200);
    expect(replay.body).toContain("You&#x27;re unsubscribed");
    expect((await subscriber("eve@example.com"))?.unsubscribedAt).toEqual(row?.unsubscribedAt);

    // The API says the same; an unknown link gets a page that says so, not an error page.
    expect((await api("unsubscriptions", links.unsubscribeToken)).json()).toEqual({
      status: "unsubscribed",
    });
    const unknown = await api("unsubscriptions", UNKNOWN_TOKEN);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errorMessage).toBe(MAILING_LIST_UNSUBSCRIBE_INVALID);
    const unknownPage = await oneClick(
      `http://localhost/mailing-list/unsubscribe?token=${UNKNOWN_TOKEN}`,
    );
    expect(unknownPage.statusCode).toBe(200);
    expect(unknownPage.body).toContain("This link can&#x27;t be used");
  });

  it("lets a pending address leave from the confirmation e-mail, and come back by signing up again", async () => {
    await signUp("fay@example.com");
    const links = linksOf(await mailTo("fay@example.com"));
    expect((await oneClick(links.unsubscribeUrl)).statusCode).toBe(200);
    expect(await subscriber("fay@example.com")).toMatchObject({ status: "unsubscribed" });
    // The old confirmation link no longer adds the address.
    expect((await api("confirmations", links.confirmToken)).statusCode).toBe(404);

    await signUp("fay@example.com");
    expect((await subscriber("fay@example.com"))?.status).toBe("pending");
    const again = linksOf(await mailTo("fay@example.com"));
    expect((await api("confirmations", again.confirmToken)).statusCode).toBe(200);
  });

  it("keeps every e-mail's links working: the first confirmation e-mail confirms, and its unsubscribe link still unsubscribes", async () => {
    await signUp("hal@example.com");
    const first = linksOf(await mailTo("hal@example.com"));
    await signUp("hal@example.com");
    const second = linksOf(await mailTo("hal@example.com"));
    expect(second.confirmToken).not.toBe(first.confirmToken);

    expect((await api("confirmations", first.confirmToken)).statusCode).toBe(200);
    // Confirmed: the other e-mail's confirm link is spent, its unsubscribe link is not.
    expect((await api("confirmations", second.confirmToken)).statusCode).toBe(404);
    expect((await oneClick(first.unsubscribeUrl)).statusCode).toBe(200);
    expect((await subscriber("hal@example.com"))?.status).toBe("unsubscribed");
    expect((await oneClick(second.unsubscribeUrl)).statusCode).toBe(200);
  });

  it(`refuses a confirmation link older than ${CONFIRM_LINK_DAYS} days with 410, and a new sign-up sends one that works`, async () => {
    await signUp("ida@example.com");
    const old = linksOf(await mailTo("ida@example.com"));
    const age = async (days: number) =>
      ctx.database.db
        .update(mailingListLinks)
        .set({ expiresAt: sql`now() + ${CONFIRM_LINK_DAYS - days} * interval '1 day'` })
        .where(
          and(
            eq(mailingListLinks.tokenHash, tokenHash(old.confirmToken)),
            eq(mailingListLinks.kind, "confirm"),
          ),
        );
    await age(CONFIRM_LINK_DAYS + 1);
    const expired = await api("confirmations", old.confirmToken);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().errorMessage).toBe(MAILING_LIST_CONFIRM_EXPIRED);
    expect((await subscriber("ida@example.com"))?.status).toBe("pending");
    const page = await ctx.app.inject({
      method: "GET",
      url: new URL(old.confirmUrl).pathname + new URL(old.confirmUrl).search,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("This link has expired");
    expect(page.body).toContain('href="/mailing-list"');

    await signUp("ida@example.com");
    const fresh = linksOf(await mailTo("ida@example.com"));
    expect((await api("confirmations", fresh.confirmToken)).statusCode).toBe(200);
    // The expired e-mail's unsubscribe link still works: unsubscribe links do not expire.
    expect((await oneClick(old.unsubscribeUrl)).statusCode).toBe(200);
  });

  it("confirms on the link's page, and answers a used link with a page that says so", async () => {
    await signUp("gus@example.com");
    const { confirmUrl } = linksOf(await mailTo("gus@example.com"));
    const url = new URL(confirmUrl);
    const page = await ctx.app.inject({ method: "GET", url: url.pathname + url.search });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/<h1[^>]*>You&#x27;re subscribed<\/h1>/);
    expect(page.body).toContain(MAILING_LIST_CONFIRMED.replaceAll("'", "&#x27;"));
    expect(page.body).toContain('<meta name="robots" content="noindex,follow');
    expect((await subscriber("gus@example.com"))?.status).toBe("confirmed");

    for (const path of [
      url.pathname + url.search,
      "/mailing-list/confirm?token=nope",
      "/mailing-list/confirm",
    ]) {
      const used = await ctx.app.inject({ method: "GET", url: path });
      expect(used.statusCode).toBe(200);
      expect(used.body).toMatch(/<h1[^>]*>This link can&#x27;t be used<\/h1>/);
      expect(used.body).toContain("This confirmation link has already been used or is not valid");
    }
  });

  it("takes the footer's form without a script: the same answer on /mailing-list, or the message at the field", async () => {
    const post = (form: Record<string, string>, site = "same-origin") =>
      ctx.app.inject({
        method: "POST",
        url: "/mailing-list",
        headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": site },
        payload: new URLSearchParams(form).toString(),
        remoteAddress: "10.8.0.1",
      });
    const sent = await post({ source: "footer", email: "hal@example.com" });
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe("/mailing-list?signed-up=1");
    expect(await subscriber("hal@example.com")).toMatchObject({
      status: "pending",
      source: "footer",
    });
    const page = await ctx.app.inject({ method: "GET", url: "/mailing-list?signed-up=1" });
    expect(page.body).toContain(MAILING_LIST_CHECK_INBOX);

    const refused = await post({ source: "footer", email: "hal@" });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toMatch(
      new RegExp(`id="mailing-list-email-error"[^>]*>${EMAIL_MESSAGE}<`),
    );
    expect(refused.body).toContain('value="hal@"');
    expect((await post({ email: "ivy@example.com" }, "cross-site")).statusCode).toBe(403);
    expect(await subscriber("ivy@example.com")).toBeUndefined();
  });
});
