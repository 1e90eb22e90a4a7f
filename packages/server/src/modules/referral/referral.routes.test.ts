import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  INVITE_ALREADY_SENT_MESSAGE,
  INVITE_LIMIT_MESSAGE,
  INVITE_OWN_EMAIL_MESSAGE,
  REFERRAL_CLAIMED_MESSAGE,
  REFERRAL_CODE_PATTERN,
  REFERRAL_CODE_UNKNOWN_MESSAGE,
  REFERRAL_COOKIE,
  REFERRAL_INVITES_PER_DAY,
  REFERRAL_OWN_CODE_MESSAGE,
} from "@treadkit/core/referral";
import { EMAIL_MESSAGE, FIRST_NAME_MESSAGE } from "@treadkit/core/validation";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox } from "../../db/outbox.schema";
import { processOutbox } from "../../jobs/outbox";
import { createMailer } from "../../mail/mailer";
import { signedInBrowser, type TestBrowser } from "../../testing/accounts";
import { testBrowser } from "../../testing/browser";
import { createTestApp, testDatabaseKinds } from "../../testing/databases";
import { mailsIn } from "../../testing/mail";
import { users } from "../account/account.schema";
import { referralMailHandlers } from "./referral.mail";
import { referralInvites } from "./referral.schema";

const MAX = "member@treadkit.example";
const RITA = "retail@treadkit.example";

describe.each(testDatabaseKinds())("referral programme calls on %s", (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  const mailDir = mkdtempSync(join(tmpdir(), "treadkit-referral-mail-"));
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(async () => {
    await ctx?.close();
    rmSync(mailDir, { recursive: true, force: true });
  });

  const invite = (browser: TestBrowser, body: object, csrf = true) =>
    browser.request("POST", "/api/referral/invites", {
      json: body,
      headers: csrf ? { "x-csrf-token": browser.jar.get("CSRF_TOKEN") as string } : {},
    });
  const invitesOf = async (email: string) => {
    const [user] = await ctx.database.db.select().from(users).where(eq(users.email, email));
    return ctx.database.db
      .select()
      .from(referralInvites)
      .where(eq(referralInvites.advocateUserId, user?.id ?? ""));
  };

  it("gives each member one stable code and link; a guest is asked to sign in", async () => {
    expect((await testBrowser(ctx.app).get("/api/referral")).status).toBe(401);
    const max = await signedInBrowser(ctx.app, MAX);
    const first = await max.get("/api/referral");
    expect(first.status).toBe(200);
    expect(first.headers["cache-control"]).toBe("private, no-store");
    const summary = first.json();
    expect(summary.code).toMatch(REFERRAL_CODE_PATTERN);
    expect(summary.code).toMatch(/^MAX-/);
    expect(summary).toMatchObject({
      invitePath: `/invite?code=${summary.code}`,
      inviteUrl: `http://localhost/invite?code=${summary.code}`,
      offer: { percentOff: 30, maxDiscountInCents: 7_500, rewardInCents: 1_000 },
      friendsInvited: 0,
      friendsOrdered: 0,
      invitesLeftToday: REFERRAL_INVITES_PER_DAY,
      invites: [],
      rewards: [],
    });
    // Asked again, from another sign-in: the same code.
    const again = await signedInBrowser(ctx.app, MAX);
    expect((await again.get("/api/referral")).json().code).toBe(summary.code);
    // Another member has their own.
    const rita = await signedInBrowser(ctx.app, RITA);
    expect((await rita.get("/api/referral")).json().code).toMatch(/^RITA-/);
  });

  it("shows an invite link's advocate and offer to anyone; an unknown code is a clear 404", async () => {
    const max = await signedInBrowser(ctx.app, MAX);
    const { code } = (await max.get("/api/referral")).json();
    const guest = testBrowser(ctx.app);
    const preview = await guest.get(`/api/referral/invite?code=${code.toLowerCase()}`);
    expect(preview.status).toBe(200);
    expect(preview.json()).toEqual({
      code,
      advocateFirstName: "Max",
      offer: { percentOff: 30, maxDiscountInCents: 7_500, rewardInCents: 1_000 },
    });
    const unknown = await guest.get("/api/referral/invite?code=MAX-22222");
    expect(unknown.status).toBe(404);
    expect(unknown.json()).toEqual({
      errorMessage: REFERRAL_CODE_UNKNOWN_MESSAGE,
      code: "REFERRAL_CODE_UNKNOWN",
    });
    const garbled = await guest.get("/api/referral/invite?code=%3Cscript%3E");
    expect(garbled.status).toBe(400);
    expect(garbled.json().errorMessage).toBe(REFERRAL_CODE_UNKNOWN_MESSAGE);
  });

  it("refuses bad invitations with a clear message and stores nothing", async () => {
    const max = await signedInBrowser(ctx.app, MAX);
    expect((await invite(testBrowser(ctx.app), { email: "kim@example.com" }, false)).status).toBe(
      401,
    );
    // A change without the session's CSRF value is refused before its body is read.
    expect((await invite(max, { email: "kim@example.com" }, false)).status).toBe(403);
    const bad = await invite(max, { email: "kim@" });
    expect(bad.status).toBe(400);
    expect(bad.json().errorMessage).toBe(EMAIL_MESSAGE);
    const badName = await invite(max, { email: "kim@example.com", firstName: "K1m<" });
    expect(badName.status).toBe(400);
    expect(badName.json().errorMessage).toBe(FIRST_NAME_MESSAGE);
    const own = await invite(max, { email: " Member@Treadkit.example " });
    expect(own.status).toBe(400);
    expect(own.json().errorMessage).toBe(INVITE_OWN_EMAIL_MESSAGE);
    expect(await invitesOf(MAX)).toEqual([]);
  });

  it("e-mails a friend the link once, through the outbox, and counts the invitation", async () => {
    const max = await signedInBrowser(ctx.app, MAX);
    const sent = await invite(max, { email: "Kim@Example.com", firstName: "Kim" });
    expect(sent.status).toBe(201);
    const summary = sent.json();
    expect(summary).toMatchObject({
      friendsInvited: 1,
      invitesLeftToday: REFERRAL_INVITES_PER_DAY - 1,
      invites: [{ email: "kim@example.com", firstName: "Kim", ordered: false }],
    });
    const again = await invite(max, { email: "kim@example.com" });
    expect(again.status).toBe(409);
    expect(again.json().errorMessage).toBe(INVITE_ALREADY_SENT_MESSAGE);
    expect(await invitesOf(MAX)).toHaveLength(1);

    const handlers = referralMailHandlers({ mailer: createMailer({ outboxDir: mailDir }) });
    await processOutbox(ctx.database.db, handlers);
    await processOutbox(ctx.database.db, handlers);
    const mails = mailsIn(mailDir);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain("To: kim@example.com");
    expect(mails[0]).toContain("Subject: Max gave you up to 30% off your first tires");
    expect(mails[0]).toContain("Hi Kim,");
    // The link is on the origin the store answers on.
    expect(mails[0]).toContain(`http://localhost/invite?code=${summary.code}`);
    expect((await invitesOf(MAX))[0]?.emailedAt).not.toBeNull();
  });

  it("sends at most the day's allowance of invitations", async () => {
    const rita = await signedInBrowser(ctx.app, RITA);
    for (let i = 0; i < REFERRAL_INVITES_PER_DAY; i += 1) {
      expect((await invite(rita, { email: `friend${i}@example.com` })).status).toBe(201);
    }
    const over = await invite(rita, { email: "one-more@example.com" });
    expect(over.status).toBe(429);
    expect(over.json().errorMessage).toBe(INVITE_LIMIT_MESSAGE);
    expect(await invitesOf(RITA)).toHaveLength(REFERRAL_INVITES_PER_DAY);
    expect((await rita.get("/api/referral")).json().invitesLeftToday).toBe(0);
  });

  it("never writes another host's address into the links it hands out", async () => {
    const max = await signedInBrowser(ctx.app, MAX);
    const forged = await max.request("GET", "/api/referral", {
      headers: { host: "evil.example" },
    });
    expect(forged.json().inviteUrl).toMatch(/^http:\/\/localhost\/invite\?code=/);
    const before = (await ctx.database.db.select().from(outbox)).length;
    await max.request("POST", "/api/referral/invites", {
      json: { email: "lee@example.com" },
      headers: {
        host: "evil.example",
        "x-csrf-token": max.jar.get("CSRF_TOKEN") as string,
      },
    });
    const entries = await ctx.database.db.select().from(outbox);
    expect(entries).toHaveLength(before + 1);
    expect(JSON.stringify(entries.at(-1)?.payload)).toContain('"link":"http://localhost/invite');
  });

  it("claims a link for the shopper's carts, refusing an unknown code or the advocate's own", async () => {
    const max = await signedInBrowser(ctx.app, MAX);
    const { code } = (await max.get("/api/referral")).json();

    const guest = testBrowser(ctx.app);
    const unknown = await guest.request("POST", "/api/referral/claim", {
      json: { code: "NOPE-22222" },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.json().errorMessage).toBe(REFERRAL_CODE_UNKNOWN_MESSAGE);
    expect(guest.jar.has(REFERRAL_COOKIE)).toBe(false);

    const own = await max.request("POST", "/api/referral/claim", { json: { code } });
    expect(own.status).toBe(400);
    expect(own.json().errorMessage).toBe(REFERRAL_OWN_CODE_MESSAGE);
    expect(max.jar.has(REFERRAL_COOKIE)).toBe(false);

    const claimed = await guest.request("POST", "/api/referral/claim", {
      json: { code: code.toLowerCase() },
    });
    expect(claimed.status).toBe(200);
    expect(claimed.json()).toEqual({
      code,
      appliedToCartId: null,
      message: REFERRAL_CLAIMED_MESSAGE,
    });
    expect(guest.jar.get(REFERRAL_COOKIE)).toBe(code);
    const cookie = String(claimed.headers["set-cookie"]);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
  });

  it("puts a claimed code on the cart the shopper starts, by the API or by the plain form", async () => {
    const max = await signedInBrowser(ctx.app, MAX);
    const { code } = (await max.get("/api/referral")).json();
    const listing = (await testBrowser(ctx.app).get("/api/catalog/products?size=225-50r17")).json();
    const tire = listing.siteCatalogProducts.find(
      (p: { availability: string }) => p.availability === "ProductStatusAvailable",
    ).productId;
    const codesOn = async (shopper: TestBrowser, cartId: string) =>
      (await shopper.get(`/api/cart-summary?cartId=${cartId}`))
        .json()
        .siteCart.siteCartCoupons.map((c: { promoCode: string }) => c.promoCode);

    const byApi = testBrowser(ctx.app);
    await byApi.request("POST", "/api/referral/claim", { json: { code } });
    const made = await byApi.request("POST", "/api/cart-summary", {
      json: { productId: tire, quantity: { front: 4, rear: 0 } },
    });
    expect(made.status).toBe(201);
    expect(await codesOn(byApi, made.json().siteCart.id)).toEqual([code]);

    const byForm = testBrowser(ctx.app);
    await byForm.request("POST", "/api/referral/claim", { json: { code } });
    const posted = await byForm.request("POST", "/cart/add", {
      form: { productId: tire, quantity: "4", returnTo: "/tire-sizes/225-50r17" },
    });
    expect(posted.status).toBe(303);
    expect(await codesOn(byForm, byForm.jar.get("CART_ID") as string)).toEqual([code]);
  });

  it("is described in the OpenAPI document", async () => {
    const doc = (await ctx.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        "/api/referral",
        "/api/referral/invites",
        "/api/referral/invite",
        "/api/referral/claim",
      ]),
    );
  });
});
