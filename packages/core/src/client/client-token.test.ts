import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createPlatform } from "../platform";
import { createClient } from "./client";
import { fakeClock, recordingLogger, startTestServer, type TestServer } from "./test-support";
import type { ClientCredentials } from "./types";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const credentials: ClientCredentials = { clientId: "widget", clientSecret: "s3cret" };

/** Each token request gets a new token, token-1, token-2, ...; `null` leaves out expires_in. */
function issueTokens(expiresIn: number | null = 600) {
  let issued = 0;
  server.route("POST", "/token", () => {
    issued += 1;
    return { body: { access_token: `token-${issued}`, expires_in: expiresIn ?? undefined } };
  });
}

/** `null` configures no credentials at all. */
function setup(creds: ClientCredentials | null = credentials) {
  const clock = fakeClock(1_700_000_000_000);
  const logger = recordingLogger();
  const client = createClient({
    baseUrls: { main: server.baseUrl },
    platform: createPlatform({ clock, logger }),
    credentials: creds ?? undefined,
  });
  return { client, clock, logger };
}

const bearer = (path: string) =>
  server.calls(path).map((call) => call.headers.authorization ?? "(none)");

describe("client-credential token", () => {
  it("posts the client-credential form and sends the token as a bearer", async () => {
    issueTokens();
    server.route("GET", "/v1/site/notifications", { body: [] });
    const result = await setup().client.request({ path: "/v1/site/notifications" });
    expect(result.isSuccess).toBe(true);
    const tokenCall = server.calls("/token")[0];
    expect(tokenCall?.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(Object.fromEntries(new URLSearchParams(tokenCall?.body))).toEqual({
      client_id: "widget",
      client_secret: "s3cret",
      grant_type: "client_credentials",
    });
    expect(bearer("/v1/site/notifications")).toEqual(["Bearer token-1"]);
  });

  it("uses the configured token path", async () => {
    server.route("POST", "/oauth/token", { body: { access_token: "abc", expires_in: 60 } });
    const { client } = setup({ ...credentials, tokenPath: "/oauth/token" });
    expect(await client.getToken()).toBe("abc");
  });

  it("reuses the token until it expires, then fetches a new one", async () => {
    issueTokens(600);
    server.route("GET", "/ping", { body: {} });
    const { client, clock } = setup();
    await client.request({ path: "/ping" });
    clock.advance(599_999);
    await client.request({ path: "/ping" });
    clock.advance(1);
    await client.request({ path: "/ping" });
    expect(server.calls("/token")).toHaveLength(2);
    expect(bearer("/ping")).toEqual(["Bearer token-1", "Bearer token-1", "Bearer token-2"]);
  });

  it("keeps a token without expires_in until the API rejects it", async () => {
    issueTokens(null);
    server.route("GET", "/ping", (request) =>
      request.headers.authorization === "Bearer token-1" && server.calls("/ping").length > 2
        ? { status: 401, body: "" }
        : { body: {} },
    );
    const { client, clock } = setup();
    await client.request({ path: "/ping" });
    clock.advance(365 * 24 * 3600 * 1000);
    await client.request({ path: "/ping" });
    await client.request({ path: "/ping" });
    expect(bearer("/ping")).toEqual([
      "Bearer token-1",
      "Bearer token-1",
      "Bearer token-1",
      "Bearer token-2",
    ]);
  });

  it("shares one in-flight token request between concurrent calls", async () => {
    server.route("POST", "/token", {
      delayMs: 50,
      body: { access_token: "shared", expires_in: 60 },
    });
    server.route("GET", "/ping", { body: {} });
    const { client } = setup();
    await Promise.all([
      client.request({ path: "/ping" }),
      client.request({ path: "/ping" }),
      client.getToken(),
    ]);
    expect(server.calls("/token")).toHaveLength(1);
    expect(bearer("/ping")).toEqual(["Bearer shared", "Bearer shared"]);
  });

  it("refreshes the token and retries once after a 401", async () => {
    issueTokens();
    server.route("GET", "/ping", (request) =>
      request.headers.authorization === "Bearer token-1"
        ? { status: 401, body: { errorMessage: "Token revoked" } }
        : { body: { ok: true } },
    );
    const { client, logger } = setup();
    const result = await client.request({ path: "/ping" });
    expect(result).toEqual({ isSuccess: true, data: { ok: true }, statusCode: 200 });
    expect(bearer("/ping")).toEqual(["Bearer token-1", "Bearer token-2"]);
    expect(logger.errors).toEqual([]);
  });

  it("returns Unauthorized after the retry also gets a 401", async () => {
    issueTokens();
    server.route("GET", "/ping", { status: 401, body: "" });
    const { client, logger } = setup();
    const result = await client.request({ path: "/ping" });
    expect(result).toEqual({
      isSuccess: false,
      error: { code: "Unauthorized", message: "Invalid response status 401", statusCode: 401 },
    });
    expect(server.calls("/ping")).toHaveLength(2);
    expect(server.calls("/token")).toHaveLength(2);
    expect(logger.errors).toHaveLength(1);
  });

  it("does not retry a 401 on a call sent without a token", async () => {
    server.route("GET", "/ping", { status: 401, body: "" });
    const { client } = setup();
    const result = await client.request({ path: "/ping", auth: false });
    expect(result.isSuccess ? null : result.error.code).toBe("Unauthorized");
    expect(server.calls("/ping")).toHaveLength(1);
    expect(server.calls("/token")).toHaveLength(0);
    expect(bearer("/ping")).toEqual(["(none)"]);
  });

  it("returns the token endpoint's failure without calling the API", async () => {
    server.route("POST", "/token", { status: 401, body: { errorMessage: "Bad client" } });
    server.route("GET", "/ping", { body: {} });
    const { client, logger } = setup();
    const result = await client.request({ path: "/ping" });
    expect(result.isSuccess ? null : result.error).toEqual({
      code: "Unauthorized",
      message: "Bad client",
      statusCode: 401,
    });
    expect(server.calls("/ping")).toHaveLength(0);
    expect(server.calls("/token")).toHaveLength(1);
    expect(logger.errors).toHaveLength(1);
  });

  it("getToken answers undefined when the token request fails", async () => {
    server.route("POST", "/token", { body: { unexpected: true } });
    const { client, logger } = setup();
    expect(await client.getToken()).toBeUndefined();
    expect(logger.errors).toHaveLength(1);
  });

  it("sends no token when no credentials are configured", async () => {
    server.route("GET", "/ping", { body: {} });
    const { client } = setup(null);
    await client.request({ path: "/ping" });
    expect(await client.getToken()).toBeUndefined();
    expect(bearer("/ping")).toEqual(["(none)"]);
    expect(server.calls("/token")).toHaveLength(0);
  });

  it("throws when a token is needed but the client id or secret is missing", async () => {
    const { client } = setup({ clientId: "widget" });
    await expect(client.request({ path: "/ping" })).rejects.toThrow(
      "Missing clientId or clientSecret",
    );
    await expect(setup(null).client.request({ path: "/ping", auth: true })).rejects.toThrow(
      "Missing clientId or clientSecret",
    );
    expect(server.received).toHaveLength(0);
  });
});
