import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { migrate } from "../db/migrate";
import { TEST_NOW } from "../testing/clock";
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from "../testing/databases";
import { seed } from ".";
import { DEMO_PARTNER_SITE, DEMO_WIDGET_CLIENT, storeOriginOf } from "./partners";

describe("storeOriginOf", () => {
  it("is PUBLIC_ORIGIN when set, else the port on localhost", () => {
    expect(storeOriginOf({ PORT: 3315 })).toBe("http://localhost:3315");
    expect(storeOriginOf({ PORT: 3315, PUBLIC_ORIGIN: "https://tires.example" })).toBe(
      "https://tires.example",
    );
  });
});

describe.each(testDatabaseKinds())("the example pages' demo origins on %s", (kind) => {
  let testDb: TestDatabase;
  let server: Awaited<ReturnType<typeof buildApp>>;
  // The store starting again on another port: its data set, seeded for port 3000, is there.
  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    await migrate(testDb.database);
    await seed(testDb.database, { asOf: TEST_NOW, storeOrigin: "http://localhost:3315" });
    server = await buildApp({ database: testDb.database, web: false });
    await server.ready();
  });
  afterAll(async () => {
    await server?.close();
    await testDb?.drop();
  });

  const preflight = (origin: string) =>
    server.inject({
      method: "OPTIONS",
      url: "/api/widget-app-config",
      headers: { origin, "access-control-request-method": "GET" },
    });

  it("follow the port (or PUBLIC_ORIGIN) the store serves on, not port 3000", async () => {
    const own = await preflight("http://localhost:3315");
    expect(own.statusCode).toBe(204);
    expect(own.headers["access-control-allow-origin"]).toBe("http://localhost:3315");
    // The port the data set was first seeded for is not registered any more; the partner's
    // site still is, and the store's other name never was.
    expect((await preflight("http://localhost:3000")).statusCode).toBe(403);
    expect((await preflight("http://127.0.0.1:3315")).statusCode).toBe(403);
    expect((await preflight(DEMO_PARTNER_SITE)).statusCode).toBe(204);
    // The demo publishable client signs in from the same page.
    const token = await server.inject({
      method: "POST",
      url: "/api/token",
      headers: {
        origin: "http://localhost:3315",
        "content-type": "application/x-www-form-urlencoded",
      },
      payload: `client_id=${DEMO_WIDGET_CLIENT}&grant_type=client_credentials`,
    });
    expect(token.statusCode).toBe(200);
  });
});
