import {
  ACCOUNT_COOKIE,
  CSRF_COOKIE,
  logoutCookies,
  PASSWORD_MESSAGE,
  PASSWORD_MISMATCH_MESSAGE,
  SIGN_IN_FAILED_MESSAGE,
  SIGN_IN_LOCKED_MESSAGE,
  SIGN_IN_MAX_FAILURES,
  SSO_EVENT_UPDATE_COOKIE,
  SSO_SESSION_COOKIE,
  SSO_UID_COOKIE,
} from "@treadkit/core/session";
import { EMAIL_MESSAGE } from "@treadkit/core/validation";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openSignIn, signedInBrowser, signIn } from "../../testing/accounts";
import { testBrowser } from "../../testing/browser";
import { createTestApp, testDatabaseKinds } from "../../testing/databases";
import { signInFailures } from "../identity/identity.schema";
import { userSessions } from "../session/session.schema";
import { memberSessions, users } from "./account.schema";

describe.each(testDatabaseKinds())("single sign-on on %s", (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(async () => ctx?.close());
  const db = () => ctx.database.db;

  it("sends /login to the provider with the spec's parameters, PKCE and a nonce", async () => {
    const browser = testBrowser(ctx.app);
    const session = (await browser.get("/api/users/session")).json<{ userSessionId: string }>();
    const response = await browser.get(
      `/login?redirectUri=/account/my-orders&sessionId=${session.userSessionId}&anonymous_id=anon-1&cobranded=true`,
    );
    expect(response.status).toBe(303);
    const url = new URL(response.location as string);
    expect(url.pathname).toBe("/oidc/auth");
    const params = Object.fromEntries(url.searchParams);
    expect(params.state).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(params).toMatchObject({
      response_type: "code",
      approval_prompt: "auto",
      client_id: "treadkit-storefront",
      action: "login",
      sessionId: session.userSessionId,
      anonymous_id: "anon-1",
      cobranded: "true",
      redirect_uri: "http://localhost/api/sso-landing",
      code_challenge_method: "S256",
      prompt: "login",
    });
    expect(params.code_challenge).toMatch(/^[\w-]{43}$/);
    expect(params.nonce?.length).toBeGreaterThanOrEqual(32);
    expect(params.partner_integration).toBeUndefined();
    // Two sign-ins never share a state.
    const again = new URL((await testBrowser(ctx.app).get("/login")).location as string);
    expect(again.searchParams.get("state")).not.toBe(params.state);
  });

  it("sends partner_integration instead of anonymous_id from the employee portal", async () => {
    // The portal's own sign-in link returns to it; no Referer needed (pages send none).
    const portal = await testBrowser(ctx.app).get(
      "/login?redirectUri=%2Fdt-employees&anonymous_id=a",
    );
    expect(new URL(portal.location as string).searchParams.get("partner_integration")).toBe(
      "employee",
    );
    const browser = testBrowser(ctx.app);
    const response = await browser.request("GET", "/login?anonymous_id=anon-1", {
      headers: { referer: "http://localhost/dt-employees" },
    });
    const params = new URL(response.location as string).searchParams;
    expect(params.get("partner_integration")).toBe("employee");
    expect(params.has("anonymous_id")).toBe(false);
  });

  it("shows the sign-in form, or the registration form for /register", async () => {
    const login = await openSignIn(testBrowser(ctx.app));
    expect(login.page.status).toBe(200);
    expect(login.page.body).toContain('name="password"');
    expect(login.page.body).toContain("Sign in to Treadkit");
    // Its redirects end at the shop's landing, on any origin the shop is reached at.
    expect(login.page.headers["content-security-policy"]).toContain(
      "form-action 'self' http://localhost",
    );
    const register = await openSignIn(testBrowser(ctx.app), "/register");
    expect(register.page.body).toContain("Create your account");
    expect(register.page.body).toContain('name="confirmPassword"');
  });

  it("signs a member in: a server-side session, the account cookies and the way back", async () => {
    const browser = testBrowser(ctx.app);
    const { url, visited } = await signIn(
      browser,
      "Retail@Treadkit.example",
      undefined,
      "/login?redirectUri=/account/my-garage",
    );
    expect(visited.some((v) => v.startsWith("http://localhost/api/sso-landing?code="))).toBe(true);
    expect(url).toBe("http://localhost/account/my-garage");
    const me = await browser.get("/api/me");
    expect(me.status).toBe(200);
    const [user] = await db()
      .select()
      .from(users)
      .where(eq(users.email, "retail@treadkit.example"));
    expect(me.json()).toEqual({ uid: user?.id });
    expect(browser.jar.get(SSO_UID_COOKIE)).toBe(user?.id);
    expect(browser.jar.get(ACCOUNT_COOKIE)).toBe("true");
    expect(browser.jar.get(CSRF_COOKIE)).toMatch(/^[\w-]{32}$/);
    // Only a hash of the token is stored: the table's rows sign nobody in.
    const token = browser.jar.get(SSO_SESSION_COOKIE) as string;
    const rows = await db()
      .select()
      .from(memberSessions)
      .where(eq(memberSessions.userId, user?.id as string));
    expect(rows.some((row) => row.id === token)).toBe(false);
    expect(rows.length).toBeGreaterThan(0);
  });

  it("marks the session cookie HttpOnly and the page-readable ones not", async () => {
    const browser = testBrowser(ctx.app);
    const { uid } = await openSignIn(browser);
    const posted = await browser.request("POST", `/sign-in/${uid}`, {
      form: { email: "fleet@treadkit.example", password: "treadkit-demo" },
    });
    const auth = await browser.get(posted.location as string);
    const landing = await browser.get(auth.location as string);
    const cookies = ([] as string[]).concat(landing.headers["set-cookie"] as string[]);
    const line = (name: string) => cookies.find((c) => c.startsWith(`${name}=`)) ?? "";
    expect(line(SSO_SESSION_COOKIE)).toMatch(/HttpOnly/i);
    expect(line(SSO_SESSION_COOKIE)).toMatch(/SameSite=Lax/i);
    expect(line(SSO_UID_COOKIE)).not.toMatch(/HttpOnly/i);
    expect(line(CSRF_COOKIE)).not.toMatch(/HttpOnly/i);
    expect(line(SSO_EVENT_UPDATE_COOKIE)).toMatch(/Max-Age=2592000/);
    // A fleet-group member is marked, with the company kept locally.
    expect(line("IS_FLEET")).toContain("IS_FLEET=true");
    expect(line("COMPANY_NAME")).toContain("Coastal");
  });

  it("refuses a wrong password and an unknown e-mail with one message, and starts no session", async () => {
    for (const [email, password] of [
      ["retail@treadkit.example", "not-the-password"],
      ["nobody@treadkit.example", "treadkit-demo"],
      ["not an email", "x"],
    ] as const) {
      const browser = testBrowser(ctx.app);
      const { uid } = await openSignIn(browser);
      const posted = await browser.request("POST", `/sign-in/${uid}`, {
        form: { email, password },
      });
      expect(posted.status).toBe(401);
      expect(posted.body).toContain(SIGN_IN_FAILED_MESSAGE);
      expect(browser.jar.has(SSO_SESSION_COOKIE)).toBe(false);
    }
  });

  it("makes an e-mail wait after ten failed sign-ins, even with the right password", async () => {
    const email = "partner@treadkit.example";
    const attempt = async (password: string) => {
      const browser = testBrowser(ctx.app);
      const { uid } = await openSignIn(browser);
      return browser.request("POST", `/sign-in/${uid}`, { form: { email, password } });
    };
    for (let i = 0; i < SIGN_IN_MAX_FAILURES; i++)
      expect((await attempt("guess")).status).toBe(401);
    const locked = await attempt("treadkit-demo");
    expect(locked.status).toBe(429);
    expect(locked.body).toContain(SIGN_IN_LOCKED_MESSAGE);
    // Another e-mail is not held up.
    const other = testBrowser(ctx.app);
    await signIn(other, "member@treadkit.example");
    expect((await other.get("/api/me")).status).toBe(200);
    // Once the window has passed the right password works again, and clears the count.
    await ctx.database.db
      .update(signInFailures)
      .set({ windowStartedAt: new Date(Date.now() - 16 * 60_000) })
      .where(eq(signInFailures.email, email));
    const after = await attempt("treadkit-demo");
    expect(after.status).toBe(303);
    expect(
      await ctx.database.db.select().from(signInFailures).where(eq(signInFailures.email, email)),
    ).toEqual([]);
  });

  it("registers a member after checking every field, and refuses an e-mail already taken", async () => {
    const browser = testBrowser(ctx.app);
    const { uid } = await openSignIn(browser, "/register");
    const bad = await browser.request("POST", `/sign-in/${uid}/register`, {
      form: {
        firstName: "Nia",
        lastName: "Okafor",
        email: "nia@",
        password: "short",
        confirmPassword: "other",
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toContain(EMAIL_MESSAGE);
    expect(bad.body).toContain(PASSWORD_MESSAGE);
    expect(bad.body).toContain('value="Nia"');
    const mismatch = await browser.request("POST", `/sign-in/${uid}/register`, {
      form: {
        firstName: "Nia",
        lastName: "Okafor",
        email: "nia@example.com",
        password: "long-enough-1",
        confirmPassword: "long-enough-2",
      },
    });
    expect(mismatch.body).toContain(PASSWORD_MISMATCH_MESSAGE);
    expect(await db().select().from(users).where(eq(users.email, "nia@example.com"))).toEqual([]);

    const taken = await browser.request("POST", `/sign-in/${uid}/register`, {
      form: {
        firstName: "Rita",
        lastName: "Again",
        email: "RETAIL@treadkit.example",
        password: "long-enough-1",
        confirmPassword: "long-enough-1",
      },
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toContain("An account with this e-mail already exists");

    const made = await browser.request("POST", `/sign-in/${uid}/register`, {
      form: {
        firstName: "Nia",
        lastName: "Okafor",
        email: "Nia@Example.com",
        password: "long-enough-1",
        confirmPassword: "long-enough-1",
      },
    });
    expect(made.status).toBe(303);
    const landed = await browser.follow(made.location as string, made);
    expect(landed.url).toBe("http://localhost/account");
    const [user] = await db().select().from(users).where(eq(users.email, "nia@example.com"));
    expect(user).toMatchObject({ firstName: "Nia", lastName: "Okafor", userType: "retail" });
    expect(user?.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(user?.passwordHash).not.toContain("long-enough-1");
    expect((await browser.get("/api/me")).json()).toEqual({ uid: user?.id });
  });

  it("never follows sign-in to another site", async () => {
    for (const target of ["https://evil.example/", "//evil.example/", "/\\evil.example"]) {
      const browser = testBrowser(ctx.app);
      const { url } = await signIn(
        browser,
        "retail@treadkit.example",
        undefined,
        `/login?redirectUri=${encodeURIComponent(target)}`,
      );
      expect(url).toBe("http://localhost/account");
    }
  });

  it("refuses a landing without its flow, or with a state or code that is not its own", async () => {
    const stranger = testBrowser(ctx.app);
    const bare = await stranger.get("/api/sso-landing?code=abc&state=def");
    expect(bare.status).toBe(400);
    expect(bare.body).toContain("Sign-in did not complete");

    // A code issued to one browser, replayed with another browser's flow (login CSRF).
    const victim = testBrowser(ctx.app);
    await victim.get("/login");
    const attacker = testBrowser(ctx.app);
    const { uid } = await openSignIn(attacker);
    const posted = await attacker.request("POST", `/sign-in/${uid}`, {
      form: { email: "retail@treadkit.example", password: "treadkit-demo" },
    });
    const auth = await attacker.get(posted.location as string);
    const landing = await victim.get(auth.location as string);
    expect(landing.status).toBe(400);
    expect(victim.jar.has(SSO_SESSION_COOKIE)).toBe(false);
  });

  it("never promotes a session token planted before sign-in (session fixation)", async () => {
    const first = await signedInBrowser(ctx.app, "member@treadkit.example");
    const planted = first.jar.get(SSO_SESSION_COOKIE) as string;
    // The same token is planted in a victim's browser, who then signs in.
    const victim = testBrowser(ctx.app);
    victim.jar.set(SSO_SESSION_COOKIE, planted);
    await signIn(victim, "retail@treadkit.example");
    const issued = victim.jar.get(SSO_SESSION_COOKIE);
    expect(issued).not.toBe(planted);
    // The planted token ended with the sign-in: it reaches no one's account.
    expect((await first.get("/api/me")).status).toBe(401);
    const forged = testBrowser(ctx.app);
    forged.jar.set(SSO_SESSION_COOKIE, "made-up-token");
    expect((await forged.get("/api/me")).status).toBe(401);
  });

  it("links the shopper session: the member buys as their user type until logout", async () => {
    const browser = testBrowser(ctx.app);
    const { userSessionId } = (await browser.get("/api/users/session")).json<{
      userSessionId: string;
    }>();
    await signIn(
      browser,
      "special-order@treadkit.example",
      undefined,
      `/login?sessionId=${userSessionId}`,
    );
    const typeOf = async () =>
      (await db().select().from(userSessions).where(eq(userSessions.id, userSessionId)))[0]
        ?.customerType;
    expect(await typeOf()).toBe("special_order");
    const out = await browser.request("POST", "/logout", {
      form: { csrf: browser.jar.get(CSRF_COOKIE) as string },
    });
    expect(out.status).toBe(303);
    expect(await typeOf()).toBe("retail");
  });

  it("signs out only with the session's CSRF value, clearing exactly the cookies of §4", async () => {
    const browser = await signedInBrowser(ctx.app, "retail@treadkit.example");
    const asked = await browser.get("/logout?redirectUri=/tire-sizes");
    expect(asked.status).toBe(200);
    expect((await browser.get("/api/me")).status).toBe(200);
    const forged = await browser.request("POST", "/logout", { form: { csrf: "guess" } });
    expect(forged.status).toBe(403);
    const none = await browser.request("POST", "/logout", { form: {} });
    expect(none.status).toBe(403);
    expect((await browser.get("/api/me")).status).toBe(200);

    const token = browser.jar.get(SSO_SESSION_COOKIE) as string;
    const out = await browser.request("POST", "/logout", {
      form: { csrf: browser.jar.get(CSRF_COOKIE) as string, redirectUri: "/tire-sizes" },
    });
    expect(out.status).toBe(303);
    expect(out.location).toBe("/tire-sizes");
    const cleared = ([] as string[])
      .concat(out.headers["set-cookie"] as string[])
      .filter((line) => /Expires=Thu, 01 Jan 1970/i.test(line))
      .map((line) => line.slice(0, line.indexOf("=")));
    expect(cleared.sort()).toEqual([...logoutCookies(false)].sort());
    expect(browser.jar.get(SSO_EVENT_UPDATE_COOKIE)).toBe("true");
    expect((await browser.get("/api/me")).status).toBe(401);
    // The old token is dead on the server too, not only gone from the browser.
    const replay = testBrowser(ctx.app);
    replay.jar.set(SSO_SESSION_COOKIE, token);
    expect((await replay.get("/api/me")).status).toBe(401);
  });

  it("clears the cart cookies too when signing out of the employee portal", async () => {
    const browser = await signedInBrowser(ctx.app, "employee@treadkit.example");
    const out = await browser.request("POST", "/logout", {
      form: { csrf: browser.jar.get(CSRF_COOKIE) as string },
      headers: { referer: "http://localhost/dt-employees", accept: "application/json" },
    });
    expect(out.status).toBe(200);
    expect(out.json()).toEqual({ redirectTo: "/" });
    const cleared = ([] as string[])
      .concat(out.headers["set-cookie"] as string[])
      .filter((line) => /Expires=Thu, 01 Jan 1970/i.test(line))
      .map((line) => line.slice(0, line.indexOf("=")));
    expect(cleared).toEqual(
      expect.arrayContaining(["CART_ID", "CART_QTY", "CART_SHIPPING", "CART_APPOINTMENT"]),
    );
    expect(cleared.sort()).toEqual([...logoutCookies(true)].sort());
  });
});
