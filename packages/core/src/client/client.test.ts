import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createPlatform } from "../platform";
import { createClient } from "./client";
import { fakeClock, recordingLogger, startTestServer, type TestServer } from "./test-support";
import type { ClientContext } from "./types";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

// Built from local parts so "07:05" holds in every time zone the tests run in.
const SEVEN_OH_FIVE = new Date(2024, 0, 5, 7, 5).getTime();

function setup(context: ClientContext = {}) {
  const logger = recordingLogger();
  const clock = fakeClock(SEVEN_OH_FIVE);
  const client = createClient({
    baseUrls: { main: `${server.baseUrl}/api`, checkout: `${server.baseUrl}/checkout/` },
    platform: createPlatform({ clock, logger }),
    getContext: () => context,
  });
  return { client, logger, clock, context };
}

const fullContext: ClientContext = {
  userRegion: 42,
  userZip: "90210",
  ssoUid: "sso-1",
  sessionId: "sess-1",
  vwoUser: "vwo-1",
  channel: "widget",
  userToken: "user-token",
  militaryCustomerId: "mil-7",
};

describe("request headers", () => {
  it("sends the context headers and the local hh:mm time", async () => {
    server.route("GET", "/api/v1/site/globals", { body: { ok: true } });
    const { client } = setup(fullContext);
    const result = await client.request({ path: "/v1/site/globals" });
    expect(result).toEqual({ isSuccess: true, data: { ok: true }, statusCode: 200 });
    const [call] = server.calls("/api/v1/site/globals");
    expect(call?.headers).toMatchObject({
      "x-authorization": "user-token",
      "x-user-session-id": "sess-1",
      "x-user-time": "07:05",
      "x-vwo-user": "vwo-1",
    });
    expect(call?.headers).not.toHaveProperty("x-external-customer-id");
    expect(call?.headers).not.toHaveProperty("authorization");
  });

  it("omits headers whose value is absent", async () => {
    server.route("GET", "/api/ping", { body: {} });
    await setup({}).client.request({ path: "/ping" });
    const headers = server.calls("/api/ping")[0]?.headers ?? {};
    for (const name of ["x-authorization", "x-user-session-id", "x-vwo-user", "authorization"]) {
      expect(headers).not.toHaveProperty(name);
    }
    expect(headers["x-user-time"]).toBe("07:05");
  });

  it("sends a call's own headers, such as an Idempotency-Key", async () => {
    server.route("POST", "/api/ping", { body: {} });
    await setup(fullContext).client.request({
      method: "POST",
      path: "/ping",
      json: {},
      headers: { "Idempotency-Key": "key-1234567890abcdef" },
    });
    expect(server.calls("/api/ping")[0]?.headers["idempotency-key"]).toBe("key-1234567890abcdef");
  });

  it("lets one call wait less, or longer, than the client's timeout", async () => {
    server.route("GET", "/api/slow", { body: {}, delayMs: 200 });
    const { client } = setup();
    const result = await client.request({ path: "/slow", timeoutMs: 50 });
    expect(result.isSuccess).toBe(false);
    expect((await client.request({ path: "/slow", timeoutMs: 2_000 })).isSuccess).toBe(true);
  });

  it("adds the military customer id only when the call asks for it", async () => {
    server.route("GET", "/api/ping", { body: {} });
    const { client } = setup(fullContext);
    await client.request({ path: "/ping", militaryHeader: true });
    await client.request({ path: "/ping" });
    const [asked, plain] = server.calls("/api/ping");
    expect(asked?.headers["x-external-customer-id"]).toBe("mil-7");
    expect(plain?.headers).not.toHaveProperty("x-external-customer-id");
  });

  it("zero-pads the time in 24-hour form", async () => {
    server.route("GET", "/api/ping", { body: {} });
    const { client, clock } = setup();
    clock.set(new Date(2024, 5, 1, 23, 9).getTime());
    await client.request({ path: "/ping" });
    const call = server.calls("/api/ping")[0];
    expect(call?.headers["x-user-time"]).toBe("23:09");
    expect(call?.query.get("userTime")).toBe("23:09");
  });
});

describe("query and body", () => {
  it("adds the context query fields and lets the caller's query win", async () => {
    server.route("GET", "/api/menu", { body: {} });
    await setup(fullContext).client.request({
      path: "/menu",
      query: { userZip: "10001", limit: 4, mobileInstall: false, skip: undefined, none: null },
    });
    const query = server.calls("/api/menu")[0]?.query;
    expect(Object.fromEntries(query ?? [])).toEqual({
      userRegion: "42",
      userZip: "10001",
      ssoUid: "sso-1",
      userTime: "07:05",
      vwo_user: "vwo-1",
      channel: "widget",
      limit: "4",
      mobileInstall: "false",
    });
  });

  it("keeps the context value when the caller passes undefined for it", async () => {
    server.route("GET", "/api/menu", { body: {} });
    await setup(fullContext).client.request({ path: "/menu", query: { userZip: undefined } });
    expect(server.calls("/api/menu")[0]?.query.get("userZip")).toBe("90210");
  });

  it("reads the context afresh on every call", async () => {
    server.route("GET", "/api/ping", { body: {} });
    const { client, context } = setup({ userZip: "11111" });
    await client.request({ path: "/ping" });
    context.userZip = "22222";
    await client.request({ path: "/ping" });
    const zips = server.calls("/api/ping").map((call) => call.query.get("userZip"));
    expect(zips).toEqual(["11111", "22222"]);
  });

  it("puts ssoUid into plain-object JSON bodies and defaults the method to POST", async () => {
    server.route("POST", "/api/users/me/history/search", { body: { items: [] } });
    await setup(fullContext).client.request({
      path: "/users/me/history/search",
      json: { label: "225/50R17" },
    });
    const call = server.calls("/api/users/me/history/search")[0];
    expect(call?.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(call?.body ?? "")).toEqual({ ssoUid: "sso-1", label: "225/50R17" });
  });

  it("leaves array bodies and form bodies without ssoUid", async () => {
    server.route("PUT", "/api/list", { body: {} });
    server.route("POST", "/api/form", { body: {} });
    const { client } = setup(fullContext);
    await client.request({ method: "PUT", path: "/list", json: [1, 2] });
    await client.request({ path: "/form", form: { a: "1 2", b: "&" } });
    expect(server.calls("/api/list")[0]?.body).toBe("[1,2]");
    const form = server.calls("/api/form")[0];
    expect(form?.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(Object.fromEntries(new URLSearchParams(form?.body))).toEqual({ a: "1 2", b: "&" });
  });
});

describe("paths and services", () => {
  it("URL-encodes path parameters into their placeholders", async () => {
    server.route("GET", "/api/installers/a%2Fb%20c/schedule", { body: {} });
    const result = await setup().client.request({
      path: "/installers/{installerId}/schedule",
      pathParams: { installerId: "a/b c" },
    });
    expect(result.isSuccess).toBe(true);
    expect(server.received).toHaveLength(1);
  });

  it("throws for a missing path parameter before any network call", async () => {
    const request = setup().client.request({ path: "/installers/{installerId}/schedule" });
    await expect(request).rejects.toThrow("Missing path parameter installerId");
    expect(server.received).toHaveLength(0);
  });

  it("routes to the service's base URL", async () => {
    server.route("GET", "/checkout/cart-billing", { body: { siteCartBillingResponse: {} } });
    const result = await setup().client.request({ service: "checkout", path: "cart-billing" });
    expect(result.isSuccess).toBe(true);
  });

  it("answers UrlBaseNotConfigured without touching the network", async () => {
    const { client, logger } = setup();
    const result = await client.request({ service: "chat", path: "/messages" });
    expect(result).toEqual({
      isSuccess: false,
      error: { code: "UrlBaseNotConfigured", message: "fetch API not configured", statusCode: 404 },
    });
    expect(server.received).toHaveLength(0);
    expect(logger.errors).toHaveLength(1);
  });
});
