import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../testing/databases";
import { otherLoopbackOrigin } from "./examples.routes";

describe("example partner pages", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp("pglite", { web: true });
  });
  afterAll(async () => ctx?.close());

  const get = (url: string) => ctx.app.inject({ method: "GET", url });

  it("serves the strict-CSP page with a fresh nonce on its scripts and styles, nothing inline", async () => {
    const first = await get("/examples/strict-csp.html");
    expect(first.statusCode).toBe(200);
    const csp = String(first.headers["content-security-policy"]);
    const nonce = /script-src 'nonce-([^']+)' 'strict-dynamic'/.exec(csp)?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(csp).toContain(`style-src 'nonce-${nonce}'`);
    expect(csp).not.toContain("unsafe-inline");
    expect(first.body).toContain(`<script async nonce="${nonce}" src="/widgets/loader.js">`);
    expect(first.body).not.toContain("{{nonce}}");
    // A single CSP header: a second, looser one from helmet would be enforced as well.
    expect(first.headers["content-security-policy"]).not.toBeInstanceOf(Array);

    const second = await get("/examples/strict-csp.html");
    expect(second.headers["content-security-policy"]).not.toBe(csp);
  });

  it("serves the other-origin page with the widget from this server's other loopback name", async () => {
    const response = await ctx.app.inject({
      method: "GET",
      url: "/examples/other-origin.html",
      headers: { host: "localhost:3311" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<script async src="http://127.0.0.1:3311/widgets/loader.js">');
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self' http://127.0.0.1:3311");
    expect(csp).toContain("connect-src 'self' http://127.0.0.1:3311");

    const elsewhere = await ctx.app.inject({
      method: "GET",
      url: "/examples/other-origin.html",
      headers: { host: "shop.example" },
    });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().errorMessage).toBe(
      "This example is served on localhost or 127.0.0.1 only",
    );
  });

  it("serves the other pages with a typical partner's policy", async () => {
    for (const page of ["third-party-shop.html", "two-widgets.html", "own-dialog.html"]) {
      const response = await get(`/examples/${page}`);
      expect(response.statusCode, page).toBe(200);
      expect(response.headers["content-security-policy"], page).toContain("script-src 'self'");
    }
  });
});

describe("otherLoopbackOrigin", () => {
  it("swaps localhost and 127.0.0.1, keeping scheme and port", () => {
    expect(otherLoopbackOrigin({ protocol: "http", host: "localhost:3000" })).toBe(
      "http://127.0.0.1:3000",
    );
    expect(otherLoopbackOrigin({ protocol: "https", host: "127.0.0.1" })).toBe("https://localhost");
  });

  it("is null for any other host or a forged scheme", () => {
    expect(otherLoopbackOrigin({ protocol: "http", host: "shop.example" })).toBeNull();
    expect(otherLoopbackOrigin({ protocol: '"><script>', host: "localhost" })).toBeNull();
    expect(otherLoopbackOrigin({ protocol: "http", host: "local host:x" })).toBeNull();
  });
});
