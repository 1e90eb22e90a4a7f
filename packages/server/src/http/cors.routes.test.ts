import { createClient } from "@treadkit/core/client";
import { createPlatform } from "@treadkit/core/platform";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { apiClients } from "../modules/widget-apps/widget-apps.schema";
import { DEMO_WIDGET_ORIGINS } from "../seed/partners";
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from "../testing/databases";
import { hashSecret } from "./tokens";

const PARTNER = "https://www.sunrisetirepros.example";
const STRANGER = "https://copycat.example";
const DEV_ORIGIN = "http://localhost:3311";
const FORUM = "https://forum.example";
const PARTNER_SERVER = "https://partner-server.example";

/** Every request header the core's client sends on its busiest call, as the browser names them. */
async function headersTheClientSends(): Promise<string[]> {
  let sent: string[] = [];
  const client = createClient({
    baseUrls: { main: "https://api.example/api" },
    credentials: { clientId: "id", clientSecret: "secret" },
    getContext: () => ({
      sessionId: "s",
      userToken: "t",
      vwoUser: "v",
      militaryCustomerId: "m",
      userZip: "33301",
    }),
    platform: createPlatform({
      fetch: async (input, init) => {
        const request = new Request(input, init);
        if (!request.url.endsWith("/token")) sent = [...request.headers.keys()];
        const body = request.url.endsWith("/token")
          ? { access_token: "a", token_type: "Bearer", expires_in: 3600 }
          : {};
        return new Response(JSON.stringify(body), {
          headers: { "content-type": "application/json" },
        });
      },
    }),
  });
  await client.request({
    path: "/checkout/orders",
    json: {},
    militaryHeader: true,
    headers: { "Idempotency-Key": "k" },
  });
  return sent;
}

describe.each(testDatabaseKinds())("CORS for widget origins on %s", (kind) => {
  let testDb: TestDatabase;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    // Registered before the first request, which is when the origin list is read.
    await testDb.database.db.insert(apiClients).values([
      { clientId: "pk_forum", allowedOrigins: [FORUM] },
      {
        clientId: "partner-server",
        secretHash: hashSecret("s3cret"),
        allowedOrigins: [PARTNER_SERVER],
      },
    ]);
    app = await buildApp({ database: testDb.database, web: false, widgetDevOrigins: [DEV_ORIGIN] });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.drop();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: "GET", url, headers });
  const preflight = (origin: string, method = "POST", requestHeaders = "content-type") =>
    app.inject({
      method: "OPTIONS",
      url: "/api/checkout/orders",
      headers: {
        origin,
        "access-control-request-method": method,
        "access-control-request-headers": requestHeaders,
      },
    });

  it("lets a registered partner's page read API answers", async () => {
    const response = await get("/api/health", { origin: PARTNER });
    expect(response.statusCode).toBe(200);
    expect(response.headers["access-control-allow-origin"]).toBe(PARTNER);
    expect(response.headers["access-control-expose-headers"]).toBe("retry-after");
    expect(response.headers["access-control-allow-credentials"]).toBeUndefined();
    expect(response.headers.vary).toContain("Origin");
  });

  it("allows every origin registered for a widget, from env too, not a confidential client's", async () => {
    for (const origin of [...DEMO_WIDGET_ORIGINS, FORUM, DEV_ORIGIN]) {
      const response = await get("/api/health", { origin });
      expect(response.headers["access-control-allow-origin"], origin).toBe(origin);
    }
    const server = await get("/api/health", { origin: PARTNER_SERVER });
    expect(server.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("answers a registered partner's preflight with every header the core client sends", async () => {
    const sent = await headersTheClientSends();
    expect(sent).toEqual(
      expect.arrayContaining(["authorization", "x-user-session-id", "idempotency-key"]),
    );
    const response = await preflight(PARTNER, "PUT", sent.join(", "));
    expect(response.statusCode).toBe(204);
    expect(response.headers["access-control-allow-origin"]).toBe(PARTNER);
    const allowed = String(response.headers["access-control-allow-headers"]).split(/,\s*/);
    expect(allowed).toEqual(expect.arrayContaining(sent));
    const methods = String(response.headers["access-control-allow-methods"]).split(/,\s*/);
    expect(methods).toEqual(expect.arrayContaining(["GET", "POST", "PUT", "DELETE"]));
    expect(response.headers["access-control-max-age"]).toBe("600");
  });

  it("gives an unregistered origin no CORS headers, and refuses its preflight with a 403", async () => {
    const read = await get("/api/health", { origin: STRANGER });
    expect(read.statusCode).toBe(200);
    expect(read.headers["access-control-allow-origin"]).toBeUndefined();
    expect(read.headers.vary).toContain("Origin");

    const response = await preflight(STRANGER);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      errorMessage: `${STRANGER} is not registered for a Treadkit widget`,
      code: "ORIGIN_NOT_ALLOWED",
    });
    expect(response.headers["access-control-allow-origin"]).toBeUndefined();
    expect(response.headers["access-control-allow-headers"]).toBeUndefined();
  });

  it("leaves same-origin and origin-less requests as they were", async () => {
    const same = await get("/api/health", { host: "shop.example", origin: "http://shop.example" });
    expect(same.statusCode).toBe(200);
    expect(same.headers["access-control-allow-origin"]).toBeUndefined();
    const none = await get("/api/health");
    expect(none.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("puts the headers on early answers too: a cached catalogue hit and a 401", async () => {
    const url = "/api/installers?userZip=33301";
    expect((await get(url, { origin: PARTNER })).headers["x-cache"]).toBeUndefined();
    const hit = await get(url, { origin: PARTNER });
    expect(hit.headers["x-cache"]).toBe("hit");
    expect(hit.headers["access-control-allow-origin"]).toBe(PARTNER);

    const expired = await get("/api/health", { origin: PARTNER, authorization: "Bearer junk" });
    expect(expired.statusCode).toBe(401);
    expect(expired.headers["access-control-allow-origin"]).toBe(PARTNER);
  });

  it("leaves routes outside /api alone: no CORS headers, no Vary", async () => {
    const picture = await get("/media/tires/NOT-A-TIRE.svg", { origin: PARTNER });
    expect(picture.statusCode).toBe(404);
    expect(picture.headers["access-control-allow-origin"]).toBeUndefined();
    expect(String(picture.headers.vary ?? "")).not.toContain("Origin");
  });

  it("lets a partner read the 404 of an unknown API path", async () => {
    const response = await app.inject({
      method: "GET",
      url: "/api/nothing-here",
      headers: { origin: PARTNER },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers["access-control-allow-origin"]).toBe(PARTNER);
  });
});
