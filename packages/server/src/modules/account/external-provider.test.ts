import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../../app";
import { openSignIn } from "../../testing/accounts";
import { testBrowser } from "../../testing/browser";
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from "../../testing/databases";
import { injectFetch } from "../../web/inject-fetch";
import { userIdentities, users } from "./account.schema";

const IDP = "http://login.provider.example";
const SHOP = "http://shop.example";
const CLIENT = { clientId: "shop-client", clientSecret: "a-long-shared-client-secret-0123456789" };

/**
 * An operator's own identity provider: the shop points OIDC_ISSUER at another server (here a
 * second Treadkit acting only as provider) and signs members in from its ID tokens.
 */
describe.each(testDatabaseKinds())("an external identity provider, shop on %s", (kind) => {
  let provider: { app: App; db: TestDatabase };
  let shop: { app: App; db: TestDatabase };
  beforeAll(async () => {
    const providerDb = await createTestDatabase("pglite");
    const providerApp = await buildApp({
      database: providerDb.database,
      web: false,
      identity: { ...CLIENT, origins: [IDP, SHOP] },
    });
    await providerApp.ready();
    provider = { app: providerApp, db: providerDb };
    const shopDb = await createTestDatabase(kind);
    const shopApp = await buildApp({
      database: shopDb.database,
      web: false,
      identity: { issuer: `${IDP}/oidc`, ...CLIENT, fetch: injectFetch(providerApp) },
    });
    await shopApp.ready();
    shop = { app: shopApp, db: shopDb };
  });
  afterAll(async () => {
    await shop?.app.close();
    await shop?.db.drop();
    await provider?.app.close();
    await provider?.db.drop();
  });

  it("sends the shop's /login to the provider, and links the member it names", async () => {
    const browser = testBrowser(
      { "shop.example": shop.app, "login.provider.example": provider.app },
      SHOP,
    );
    // The shop has no provider of its own.
    expect((await browser.get(`${SHOP}/oidc/.well-known/openid-configuration`)).status).toBe(404);
    const { uid, page } = await openSignIn(browser);
    expect(page.body).toContain("Sign in to Treadkit");
    const posted = await browser.request("POST", `${IDP}/sign-in/${uid}`, {
      form: { email: "fleet@treadkit.example", password: "treadkit-demo" },
    });
    const landed = await browser.follow(posted.location as string, posted);
    expect(landed.url).toBe(`${SHOP}/account`);
    const me = await browser.get(`${SHOP}/api/me`);
    expect(me.status).toBe(200);

    // The shop's own account of that e-mail is the one signed in, now linked to the provider's
    // subject, which names it from now on.
    const [member] = await shop.db.database.db
      .select()
      .from(users)
      .where(eq(users.email, "fleet@treadkit.example"));
    expect(me.json()).toEqual({ uid: member?.id });
    const [theirs] = await provider.db.database.db
      .select()
      .from(users)
      .where(eq(users.email, "fleet@treadkit.example"));
    const links = await shop.db.database.db
      .select()
      .from(userIdentities)
      .where(eq(userIdentities.userId, member?.id as string));
    expect(links).toEqual([{ issuer: `${IDP}/oidc`, subject: theirs?.id, userId: member?.id }]);
  });

  it("creates the shop account of a member the shop has never seen", async () => {
    const browser = testBrowser(
      { "shop.example": shop.app, "login.provider.example": provider.app },
      SHOP,
    );
    const { uid } = await openSignIn(browser, "/register");
    const posted = await browser.request("POST", `${IDP}/sign-in/${uid}/register`, {
      form: {
        firstName: "Lee",
        lastName: "Park",
        email: "lee@example.com",
        password: "long-enough-1",
        confirmPassword: "long-enough-1",
      },
    });
    await browser.follow(posted.location as string, posted);
    const detail = await browser.get(`${SHOP}/api/user-details`);
    expect(detail.status).toBe(200);
    expect(detail.json()).toMatchObject({
      firstName: "Lee",
      lastName: "Park",
      username: "lee@example.com",
    });
    const [created] = await shop.db.database.db
      .select()
      .from(users)
      .where(eq(users.email, "lee@example.com"));
    // No password lives at the shop: the provider keeps it.
    expect(created?.passwordHash).toBeNull();
  });
});
