import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../testing/databases";

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

  it("sends the security headers with refusals made before any route runs", async () => {
    const refused = await ctx.app.inject({
      method: "OPTIONS",
      url: "/api/catalog/products",
      headers: { origin: "https://unregistered.example", "access-control-request-method": "GET" },
    });
    expect(refused.statusCode).toBe(403);
    const page = await ctx.app.inject({ method: "GET", url: "/api/health" });
    expect(securityOf(refused)).toEqual(securityOf(page));
  });
});
