import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { signIn } from "../testing/accounts";
import { testBrowser } from "../testing/browser";
import { createTestApp, createTestDatabase, type TestDatabase } from "../testing/databases";
import { tireInStock } from "../testing/fixtures";
import { HOME, placeTestOrder } from "../testing/orders";

/** The headers that protect an answer, whatever produced it. */
const SECURITY_HEADERS = [
  "content-security-policy",
  "strict-transport-security",
  "x-content-type-options",
  "x-frame-options",
  "referrer-policy",
  "cross-origin-opener-policy",
  "cross-origin-resource-policy",
];

/** An answer's security headers, a CSP's per-response nonces blanked out. */
const securityOf = (response: LightMyRequestResponse) =>
  Object.fromEntries(
    SECURITY_HEADERS.map((name) => [
      name,
      String(response.headers[name] ?? "(none)").replace(/'nonce-[^']+'/g, "'nonce'"),
    ]),
  );

describe("security headers", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp("pglite", { web: true });
  });
  afterAll(async () => ctx?.close());

  it("sends a cached API answer the same security headers as the answer it keeps", async () => {
    // Routes with cacheSeconds: the catalogue, deals, search, vehicles, shops, ZIP codes.
    for (const url of [
      "/api/catalog/products?size=205/55R16&pageSize=3",
      "/api/tire-deals",
      "/api/search-typeahead?queryText=michelin",
      "/api/vehicles/makes",
      "/api/tire-shops",
      "/api/v1/zip-codes/78704",
    ]) {
      ctx.app.clearResponseCache();
      const first = await ctx.app.inject({ method: "GET", url });
      expect(first.statusCode, url).toBe(200);
      expect(first.headers["x-cache"], url).toBeUndefined();
      const cached = await ctx.app.inject({ method: "GET", url });
      expect(cached.headers["x-cache"], url).toBe("hit");
      expect(securityOf(cached), url).toEqual(securityOf(first));
      expect(cached.headers["strict-transport-security"], url).toMatch(/max-age=\d+/);
      expect(cached.headers["x-content-type-options"], url).toBe("nosniff");
      expect(cached.headers["content-security-policy"], url).toMatch(/object-src 'none'/);
      // A revalidation answered from the cache, too.
      const revalidated = await ctx.app.inject({
        method: "GET",
        url,
        headers: { "if-none-match": String(cached.headers.etag) },
      });
      expect(revalidated.statusCode, url).toBe(304);
      expect(securityOf(revalidated), url).toEqual(securityOf(first));
    }
  });

  it("gives the OpenID provider's answers HSTS and every directive of the store's policy", async () => {
    const page = await ctx.app.inject({ method: "GET", url: "/api/health" });
    const directives = (policy: unknown) =>
      String(policy ?? "")
        .split(";")
        .map((d) => d.trim().split(/\s+/)[0])
        .filter(Boolean)
        .sort();
    for (const url of ["/oidc/.well-known/openid-configuration", "/oidc/jwks", "/oidc/auth"]) {
      const answer = await ctx.app.inject({ method: "GET", url });
      expect(answer.statusCode, url).toBeLessThan(500);
      expect(answer.headers["strict-transport-security"], url).toBe(
        page.headers["strict-transport-security"],
      );
      expect(directives(answer.headers["content-security-policy"]), url).toEqual(
        directives(page.headers["content-security-policy"]),
      );
      expect(answer.headers["content-security-policy"], url).toMatch(/frame-ancestors 'none'/);
      expect(answer.headers["x-content-type-options"], url).toBe("nosniff");
    }
  });

  it("sends the security headers with refusals made before any route runs", async () => {
    const refused = await ctx.app.inject({
      method: "OPTIONS",
      url: "/api/catalog/products",
      headers: { origin: "https://unregistered.example", "access-control-request-method": "GET" },
    });
    expect(refused.statusCode).toBe(403);
    const page = await ctx.app.inject({ method: "GET", url: "/api/id-verification/status" });
    expect(securityOf(refused)).toEqual(securityOf(page));
  });
});

describe("behind TLS, every cookie is Secure", () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase("pglite");
  });
  afterAll(async () => testDb?.drop());

  /**
   * A shopper's journey through the forms that set a cookie (shop, ZIP, cart) and a
   * member's sign-in; returns every Set-Cookie line the server sent on the way.
   */
  const journey = async (
    options: { publicOrigin?: string; trustProxy?: string },
    forwarded: Record<string, string>,
    tls: boolean,
  ) => {
    const app = await buildApp({
      database: testDb.database,
      ...options,
      identity: { origins: [tls ? "https://shop.example" : "http://shop.example"] },
    });
    await app.ready();
    const lines: string[] = [];
    const recording = {
      inject: async (request: InjectOptions) => {
        const response = await app.inject({
          ...request,
          headers: { ...request.headers, ...forwarded },
        });
        const setCookie = response.headers["set-cookie"] ?? [];
        lines.push(...(Array.isArray(setCookie) ? setCookie : [setCookie]));
        return response;
      },
    } as unknown as FastifyInstance;
    try {
      const browser = testBrowser(recording, tls ? "https://shop.example" : "http://shop.example");
      const tire = await tireInStock(app);
      for (const [path, form] of [
        ["/tire-shops/select", { shopCode: "TX-AUS-008" }],
        ["/location/zip", { zip: "78704" }],
        ["/cart/add", { productId: tire, quantity: "4", returnTo: "/" }],
      ] as const) {
        const answer = await browser.request("POST", path, { form });
        expect(answer.status, path).toBe(303);
      }
      await signIn(browser, "retail@treadkit.example");
      return lines;
    } finally {
      await app.close();
    }
  };
  const named = (lines: string[]) => new Set(lines.map((line) => line.split("=")[0]));
  const SHOPPER_COOKIES = ["CART_ID", "CART_QTY", "SELECTED_SHOP", "USER_ZIP", "SSO_FLOW"];

  it("with PUBLIC_ORIGIN=https://…", async () => {
    const lines = await journey({ publicOrigin: "https://shop.example" }, {}, true);
    for (const name of [...SHOPPER_COOKIES, "SSO_SESSION"]) expect(named(lines)).toContain(name);
    for (const line of lines) expect(line).toMatch(/;\s*Secure/i);
  });

  it("with X-Forwarded-Proto: https from a trusted proxy, and only from it", async () => {
    const proxied = await journey(
      { trustProxy: "127.0.0.1" },
      { "x-forwarded-proto": "https", "x-forwarded-for": "198.51.100.4" },
      true,
    );
    for (const name of SHOPPER_COOKIES) expect(named(proxied)).toContain(name);
    for (const line of proxied) expect(line).toMatch(/;\s*Secure/i);
    // The same header from a client the server does not trust: plain HTTP, cookies that work on it.
    const direct = await journey({}, { "x-forwarded-proto": "https" }, false);
    for (const name of SHOPPER_COOKIES) expect(named(direct)).toContain(name);
    for (const line of direct) expect(line).not.toMatch(/;\s*Secure/i);
  });
});

describe("what other sites and caches may do with an answer", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp("pglite", { web: true });
  });
  afterAll(async () => ctx?.close());

  it("lets pages use geolocation and the camera, and no other powerful feature", async () => {
    for (const url of ["/", "/api/health", "/api/catalog/products?size=205/55R16&pageSize=3"]) {
      for (let pass = 0; pass < 2; pass += 1) {
        const answer = await ctx.app.inject({ method: "GET", url });
        const policy = String(answer.headers["permissions-policy"] ?? "");
        expect(policy, url).toMatch(/(^|, )geolocation=\(self\)/);
        expect(policy, url).toMatch(/(^|, )camera=\(self\)/);
        for (const feature of ["microphone", "usb", "serial", "hid", "midi", "display-capture"])
          expect(policy, url).toContain(`${feature}=()`);
      }
    }
  });

  it("keeps pages with personal data out of every cache, like their API answers", async () => {
    const order = await placeTestOrder(ctx.app, await tireInStock(ctx.app));
    for (const url of [
      `/checkout/order-confirmation?orderId=${order.id}`,
      `/track-your-order/result?orderId=${order.id}&zip=${HOME.zip}`,
    ]) {
      const page = await ctx.app.inject({ method: "GET", url });
      expect(page.headers["cache-control"], url).toBe("no-store");
    }
    const listing = await ctx.app.inject({ method: "GET", url: "/tire-sizes/225-50r17" });
    expect(listing.headers["cache-control"]).toBe("private, no-cache");
  });

  it("lets other sites load only what may be shared: bundles, pictures, the public catalogue", async () => {
    const order = await placeTestOrder(ctx.app, await tireInStock(ctx.app));
    const corp = async (url: string) =>
      (await ctx.app.inject({ method: "GET", url })).headers["cross-origin-resource-policy"];
    for (const url of [
      "/",
      "/tire-sizes/225-50r17",
      `/checkout/order-confirmation?orderId=${order.id}`,
      `/api/checkout/orders/${order.id}`,
      "/oidc/.well-known/openid-configuration",
    ])
      expect(await corp(url), url).toBe("same-origin");
    // A widget fetches the health answer without CORS to tell a refused page from a store down.
    expect(await corp("/api/health")).toBe("cross-origin");
    const catalogue = "/api/catalog/products?size=205/55R16&pageSize=3";
    ctx.app.clearResponseCache();
    expect(await corp(catalogue)).toBe("cross-origin");
    expect(await corp(catalogue)).toBe("cross-origin"); // from the cache
    const listing = (await ctx.app.inject({ method: "GET", url: catalogue })).json();
    const picture = JSON.stringify(listing).match(/"(\/media\/tires\/[^"]+)"/)?.[1];
    expect(picture).toBeDefined();
    expect(await corp(String(picture))).toBe("cross-origin");
  });
});
