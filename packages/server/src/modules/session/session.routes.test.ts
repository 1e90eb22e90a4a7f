import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, testDatabaseKinds } from "../../testing/databases";

describe.each(testDatabaseKinds())("session calls on %s", (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp(kind);
  });
  afterAll(async () => ctx?.close());

  const call = async (
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    options: { session?: string; body?: unknown } = {},
  ) => {
    const response = await ctx.app.inject({
      method,
      url,
      headers: options.session ? { "x-user-session-id": options.session } : {},
      ...(options.body !== undefined ? { payload: options.body as object } : {}),
    });
    return { status: response.statusCode, body: response.body ? response.json() : null };
  };
  const newSession = async () =>
    (await call("GET", "/api/users/session?regionId=3")).body.userSessionId as string;

  it("opens a session with the default personalization and returns the same one when asked again", async () => {
    const first = await call("GET", "/api/users/session");
    expect(first.status).toBe(200);
    expect(first.body.userPersonalization).toEqual({
      customer_type: "retail",
      gaClientId: null,
      rudderAnonymousId: null,
      rudderSessionId: null,
      userLocation: null,
      userLocationZip: null,
    });
    const again = await call("GET", "/api/users/session", { session: first.body.userSessionId });
    expect(again.body.userSessionId).toBe(first.body.userSessionId);
    const forged = await call("GET", "/api/users/session", { session: "not-a-uuid" });
    expect(forged.body.userSessionId).not.toBe("not-a-uuid");
  });

  it("stores personalization and resolves the ZIP to a location with its census region", async () => {
    const session = await newSession();
    const { status, body } = await call("PUT", "/api/users/me/personalization", {
      session,
      body: { userLocationZip: "33301", gaClientId: "GA1.2.3" },
    });
    expect(status).toBe(200);
    expect(body.userPersonalization).toMatchObject({
      gaClientId: "GA1.2.3",
      userLocationZip: "33301",
      userLocation: { cityName: "Fort Lauderdale", stateAbbr: "FL", region: 3, zip: "33301" },
    });
    const reread = await call("GET", "/api/users/session", { session });
    expect(reread.body.userPersonalization.userLocationZip).toBe("33301");
  });

  it("refuses personalization without a session, with an unknown ZIP or with nothing to change", async () => {
    const noSession = await call("PUT", "/api/users/me/personalization", {
      body: { userLocationZip: "33301" },
    });
    expect(noSession.status).toBe(401);
    const session = await newSession();
    const badZip = await call("PUT", "/api/users/me/personalization", {
      session,
      body: { userLocationZip: "00000" },
    });
    expect(badZip).toEqual({
      status: 400,
      body: { errorMessage: "Please enter a valid ZIP code", code: "UNKNOWN_ZIP" },
    });
    const empty = await call("PUT", "/api/users/me/personalization", { session, body: {} });
    expect(empty.status).toBe(400);
    const extra = await call("PUT", "/api/users/me/personalization", {
      session,
      body: { customer_type: "fleet" },
    });
    expect(extra.body.errorMessage).toBe("Unknown body field: customer_type");
    const reread = await call("GET", "/api/users/session", { session });
    expect(reread.body.userPersonalization.customer_type).toBe("retail");
  });

  it("keeps search history newest first, moves a repeat to the top and clears it", async () => {
    const session = await newSession();
    const add = (label: string, link: string) =>
      call("POST", "/api/users/me/history/search", {
        session,
        body: { label, link, typeName: "Tire size" },
      });
    await add("225/50R17", "/tire-sizes/225-50r17");
    await add("Michelin", "/brands/michelin-tires");
    const repeat = await add("225/50R17", "/tire-sizes/225-50r17");
    expect(repeat.body.statusCode).toBe(200);
    expect(repeat.body.items.map((i: { label: string }) => i.label)).toEqual([
      "225/50R17",
      "Michelin",
    ]);
    for (let i = 0; i < 12; i += 1) await add(`Size ${i}`, `/tire-sizes/size-${i}`);
    expect(
      (await call("GET", "/api/users/me/history/search", { session })).body.items,
    ).toHaveLength(10);
    expect((await call("DELETE", "/api/users/me/history/search", { session })).body).toEqual({
      statusCode: 200,
      items: [],
    });
    expect((await call("GET", "/api/users/me/history/search", { session })).body.items).toEqual([]);
  });

  it("refuses history links to other sites and history without a session", async () => {
    const session = await newSession();
    const offsite = await call("POST", "/api/users/me/history/search", {
      session,
      body: { label: "x", link: "https://evil.example/", typeName: "Brand" },
    });
    expect(offsite.status).toBe(400);
    expect(offsite.body.errorMessage).toBe(
      "link must be a path on this site, e.g. /tire-sizes/225-50r17",
    );
    const protocolRelative = await call("POST", "/api/users/me/history/search", {
      session,
      body: { label: "x", link: "//evil.example/", typeName: "Brand" },
    });
    expect(protocolRelative.status).toBe(400);
    expect((await call("GET", "/api/users/me/history/search")).status).toBe(401);
  });

  it("records recently viewed tires and lists them for a matching size only", async () => {
    const session = await newSession();
    const listing = (await call("GET", "/api/catalog/products?size=225-50r17&pageSize=2")).body;
    const [a, b] = listing.siteCatalogProducts;
    for (const product of [a, b]) {
      const recorded = await call(
        "POST",
        `/api/users/recent-search?dateOfVisit=2026-11-22&itemId=${product.productId}&source=pdp`,
        { session },
      );
      expect(recorded.status).toBe(204);
    }
    const recent = await call("GET", "/api/users/recent-search?size=225%2F50R17&source=pdp", {
      session,
    });
    expect(recent.body.data.map((p: { productId: string }) => p.productId).sort()).toEqual(
      [a.productId, b.productId].sort(),
    );
    const otherSize = await call("GET", "/api/users/recent-search?size=245-40r18", { session });
    expect(otherSize.body.data).toEqual([]);
    const badDate = await call(
      "POST",
      "/api/users/recent-search?dateOfVisit=22/11/2026&itemId=1&source=pdp",
      { session },
    );
    expect(badDate.body.errorMessage).toBe("dateOfVisit must be a date in the form yyyy-MM-dd");
    const unknown = await call(
      "POST",
      "/api/users/recent-search?dateOfVisit=2026-11-22&itemId=999999&source=pdp",
      { session },
    );
    expect(unknown.status).toBe(404);
  });
});
