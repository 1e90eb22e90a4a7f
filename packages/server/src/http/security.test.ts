import { randomUUID } from "node:crypto";
import { SIGN_IN_MAX_FAILURES } from "@treadkit/core/session";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { cookieHeader, openSignIn, signedInBrowser } from "../testing/accounts";
import { testBrowser } from "../testing/browser";
import { createTestApp, createTestDatabase, type TestDatabase } from "../testing/databases";
import { tireInStock } from "../testing/fixtures";
import { HOME, placeTestOrder } from "../testing/orders";

/** The security rules a hostile client or page would test, one by one. */
describe("security", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let tire: string;
  beforeAll(async () => {
    ctx = await createTestApp("pglite", { web: true });
    tire = await tireInStock(ctx.app);
  });
  afterAll(async () => ctx?.close());

  it("sends a logout or sign-in return only to a path of this site, as the browser reads it", async () => {
    for (const target of [
      "%2F%09%2Fevil.example",
      "%2F%2Fevil.example",
      "https%3A%2F%2Fevil.example",
      "%2F%5Cevil.example",
    ]) {
      const response = await ctx.app.inject({
        method: "GET",
        url: `/logout?redirectUri=${target}`,
      });
      const location = String(response.headers.location ?? "");
      expect(location, target).not.toMatch(/evil\.example/);
      expect(new URL(location, "http://shop.test").host, target).toBe("shop.test");
    }
  });

  it("lets only the order's e-mail or ZIP cancel a guest's order, and only its member a member's", async () => {
    const guest = await placeTestOrder(ctx.app, tire);
    const url = `/api/checkout/orders/${guest.id}/cancel`;
    const notFound = { errorMessage: "Order not found", code: "ORDER_NOT_FOUND" };
    for (const payload of [{}, { zip: "10001" }, { email: "someone@example.com" }]) {
      const refused = await ctx.app.inject({ method: "POST", url, payload });
      expect([refused.statusCode, refused.json()]).toEqual([404, notFound]);
    }
    const byEmail = await ctx.app.inject({
      method: "POST",
      url,
      payload: { email: HOME.email.toUpperCase() },
    });
    expect(byEmail.statusCode).toBe(200);

    const browser = await signedInBrowser(ctx.app, "retail@treadkit.example");
    const member = await placeTestOrder(ctx.app, tire, {
      headers: { cookie: cookieHeader(browser) },
    });
    const memberUrl = `/api/checkout/orders/${member.id}/cancel`;
    // The id with the right ZIP and e-mail, but no session: refused, and no cookie is a CSRF.
    const without = await ctx.app.inject({
      method: "POST",
      url: memberUrl,
      payload: { zip: HOME.zip, email: HOME.email },
    });
    expect(without.statusCode).toBe(404);
    const withSession = await ctx.app.inject({
      method: "POST",
      url: memberUrl,
      payload: {},
      headers: { cookie: cookieHeader(browser) },
    });
    expect(withSession.statusCode).toBe(200);
  });

  it("marks personal answers no-store and lets catalogue answers be cached", async () => {
    const order = await placeTestOrder(ctx.app, tire);
    const personal = [
      `/api/checkout/orders/${order.id}`,
      `/api/cart-summary?cartId=${randomUUID()}`,
      `/api/checkout/cart-shipping?cartId=${randomUUID()}`,
    ];
    for (const url of personal) {
      const response = await ctx.app.inject({ method: "GET", url });
      expect(response.headers["cache-control"], url).toMatch(/no-store/);
    }
    const listing = await ctx.app.inject({
      method: "GET",
      url: "/api/catalog/products?size=225-50r17",
    });
    expect(listing.headers["cache-control"]).toMatch(
      /^public, max-age=\d+, s-maxage=\d+, stale-while-revalidate=\d+$/,
    );
    const again = await ctx.app.inject({
      method: "GET",
      url: "/api/catalog/products?size=225-50r17",
    });
    expect(again.headers["x-cache"]).toBe("hit");
    expect(again.headers["cache-control"]).toMatch(
      /^public, max-age=\d+, s-maxage=\d+, stale-while-revalidate=\d+$/,
    );
  });

  it("gives the OpenID provider's answers the strict headers", async () => {
    const response = await ctx.app.inject({
      method: "GET",
      url: "/oidc/auth?client_id=nobody&response_type=code",
    });
    expect(response.statusCode).toBeLessThan(500);
    expect(response.headers["content-security-policy"]).toMatch(/frame-ancestors 'none'/);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["cache-control"]).toBe("no-store");
    const discovery = await ctx.app.inject({
      method: "GET",
      url: "/oidc/.well-known/openid-configuration",
    });
    expect(discovery.headers["x-content-type-options"]).toBe("nosniff");
  });
});

describe("rate limits, shared and atomic", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp("pglite");
  });
  afterAll(async () => ctx?.close());

  it("checks at most ten of 40 concurrent passwords for one e-mail", async () => {
    const email = "member@treadkit.example";
    const attempts = await Promise.all(
      Array.from({ length: 40 }, async (_, i) => {
        const browser = testBrowser(ctx.app, undefined, `10.9.0.${i + 1}`);
        const { uid } = await openSignIn(browser);
        return browser.request("POST", `/sign-in/${uid}`, {
          form: { email, password: `wrong-${i}` },
        });
      }),
    );
    const checked = attempts.filter((a) => a.status === 401).length;
    const held = attempts.filter((a) => a.status === 429).length;
    expect(checked).toBeLessThanOrEqual(SIGN_IN_MAX_FAILURES);
    expect(checked + held).toBe(40);
  });

  it("holds back one address spraying passwords over many e-mails", async () => {
    const browser = testBrowser(ctx.app, undefined, "10.9.1.1");
    const statuses: number[] = [];
    for (let i = 0; i < 32; i += 1) {
      const { uid } = await openSignIn(browser);
      const answer = await browser.request("POST", `/sign-in/${uid}`, {
        form: { email: `sprayed-${i}@example.com`, password: "guess-1234" },
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
  });

  it("stops guessing a client's secret after ten tries, even from fresh addresses", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const answer = await ctx.app.inject({
        method: "POST",
        url: "/api/token",
        remoteAddress: `10.9.2.${i + 1}`,
        payload: {
          grant_type: "client_credentials",
          client_id: "demo-partner",
          client_secret: `no-${i}`,
        },
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it("accepts three of 20 concurrent messages from one sender", async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        ctx.app.inject({
          method: "POST",
          url: "/api/v1/contact/email",
          remoteAddress: `10.9.3.${i + 1}`,
          payload: { name: "Ana Diaz", email: "ana.flood@example.com", message: `Hello ${i}` },
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 202)).toHaveLength(3);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(17);
  });

  it("publishes at most five reviews an hour from one address, whatever the e-mails", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const answer = await ctx.app.inject({
        method: "POST",
        url: "/api/v1/reviews",
        remoteAddress: "10.9.4.1",
        payload: {
          brand: "continental",
          line: "purecontact-ls",
          ratings: { dry: 4, wet: 5, winter: null, comfort: 5, noise: 4, treadwear: 4 },
          summary: "Calm and planted on the highway",
          comments: "A year on my Accord: quiet, comfortable and sure in the rain.",
          name: "Sam Ortiz",
          email: `sam.${i}@example.com`,
          purchaseDate: "05/20/2024",
          vehicle: "2018 Honda Accord",
          milesDriven: "10000-20000",
          drivingStyle: "average",
          whereDriven: "highway",
          buyAgain: true,
        },
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
  });
});

describe("behind a TLS-terminating proxy", () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase("pglite");
  });
  afterAll(async () => testDb?.drop());

  /** An app with that proxy trust; `seen` receives each request's client address and scheme. */
  const appWith = async (
    trustProxy: false | string,
    seen?: (client: { ip: string; protocol: string }) => void,
  ) => {
    const app = await buildApp({
      database: testDb.database,
      publicOrigin: "https://shop.example",
      identity: { origins: ["https://shop.example"] },
      trustProxy,
    });
    if (seen)
      app.addHook("onRequest", async (request) =>
        seen({ ip: request.ip, protocol: request.protocol }),
      );
    await app.ready();
    return app;
  };

  it("starts sign-in over HTTPS when the proxy is trusted", async () => {
    // The proxy's address (app.inject connects from 127.0.0.1).
    const app = await appWith("127.0.0.1");
    try {
      const response = await app.inject({
        method: "GET",
        url: "/login",
        headers: {
          host: "shop.example",
          "x-forwarded-proto": "https",
          "x-forwarded-for": "203.0.113.7",
        },
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(300);
      expect(response.statusCode).toBeLessThan(400);
      expect(String(response.headers.location)).toMatch(/^https:\/\/shop\.example\/oidc\/auth\?/);
    } finally {
      await app.close();
    }
  });

  it("believes X-Forwarded-For and -Proto only from trusted hops", async () => {
    const seen: { ip: string; protocol: string }[] = [];
    const headers = { "x-forwarded-for": "198.51.100.9", "x-forwarded-proto": "https" };
    const trusted = await appWith("10.0.0.0/8", (client) => seen.push(client));
    const untrusted = await appWith(false, (client) => seen.push(client));
    try {
      await trusted.inject({
        method: "GET",
        url: "/api/health",
        remoteAddress: "10.1.2.3",
        headers,
      });
      await trusted.inject({
        method: "GET",
        url: "/api/health",
        remoteAddress: "203.0.113.50",
        headers,
      });
      await untrusted.inject({
        method: "GET",
        url: "/api/health",
        remoteAddress: "10.1.2.3",
        headers,
      });
      expect(seen).toEqual([
        { ip: "198.51.100.9", protocol: "https" },
        { ip: "203.0.113.50", protocol: "http" },
        { ip: "10.1.2.3", protocol: "http" },
      ]);
    } finally {
      await trusted.close();
      await untrusted.close();
    }
  });
});
