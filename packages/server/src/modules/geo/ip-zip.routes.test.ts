import { IP_ZIP_UNKNOWN_MESSAGE } from "@treadkit/core/location";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, testDatabaseKinds } from "../../testing/databases";
import { upsertNetworks } from "./ip-network.repository";

/** The seeded networks (seed/facts/ip-networks.ts) are the documentation ranges. */
describe.each(testDatabaseKinds())("the ZIP code of the client's network on %s", (kind) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  // The store behind one proxy, at 10.9.9.9: only its X-Forwarded-For is believed.
  const PROXY = "10.9.9.9";
  beforeAll(async () => {
    ctx = await createTestApp(kind, { trustProxy: PROXY });
  });
  afterAll(async () => ctx?.close());

  const from = (remoteAddress: string, headers: Record<string, string> = {}, app = ctx.app) =>
    app.inject({ url: "/api/location/ip-zip", remoteAddress, headers });

  it("answers the ZIP code of the network the request came from, for this client only", async () => {
    const austin = await from("203.0.113.7");
    expect(austin.statusCode).toBe(200);
    expect(austin.json()).toEqual({ zip: "78704", city: "Austin", state: "TX" });
    expect(austin.headers["cache-control"]).toBe("private, no-store");
    expect((await from("198.51.100.23")).json().zip).toBe("33301");
    expect((await from("192.0.2.1")).json()).toEqual({
      zip: "10001",
      city: "New York",
      state: "NY",
    });
    expect((await from("2001:db8:1::5")).json().zip).toBe("78704");
    // An IPv4 client a dual-stack socket reports in IPv6 form.
    expect((await from("::ffff:203.0.113.7")).json().zip).toBe("78704");
  });

  it("takes the most specific network that contains the address", async () => {
    // 203.0.113.128/25 (Fort Lauderdale) lies inside 203.0.113.0/24 (Austin).
    expect((await from("203.0.113.127")).json().zip).toBe("78704");
    expect((await from("203.0.113.200")).json().zip).toBe("33301");
    // However the rows were stored: a narrower one added later, a wider one after it.
    await upsertNetworks(ctx.database.db, [
      { network: "100.64.7.0/24", latitude: 40.7484, longitude: -73.9967 },
      { network: "100.64.0.0/10", latitude: 30.2428, longitude: -97.7658 },
    ]);
    expect((await from("100.64.7.9")).json().zip).toBe("10001");
    expect((await from("100.65.0.1")).json().zip).toBe("78704");
  });

  it("says so for a network it cannot place, IPv4 or IPv6, or placed far from any ZIP code", async () => {
    await upsertNetworks(ctx.database.db, [
      // Mid-Atlantic: no ZIP code within reach.
      { network: "100.128.0.0/16", latitude: 30, longitude: -45 },
    ]);
    for (const address of ["127.0.0.1", "8.8.8.8", "2606:4700::1111", "::1", "100.128.0.1"]) {
      const unknown = await from(address);
      expect(unknown.statusCode, address).toBe(404);
      expect(unknown.json()).toEqual({
        errorMessage: IP_ZIP_UNKNOWN_MESSAGE,
        code: "UNKNOWN_NETWORK",
      });
      expect(unknown.headers["cache-control"]).toMatch(/no-store/);
    }
  });

  it("believes X-Forwarded-For only from a trusted proxy", async () => {
    const forwarded = { "x-forwarded-for": "203.0.113.7" };
    // Not from the proxy: the header is the client's say-so, and the connection's address counts.
    expect((await from("127.0.0.1", forwarded)).statusCode).toBe(404);
    expect((await from("198.51.100.23", forwarded)).json().zip).toBe("33301");
    // From the trusted proxy, the address it forwards counts.
    expect((await from(PROXY, forwarded)).json()).toEqual({
      zip: "78704",
      city: "Austin",
      state: "TX",
    });
    // The proxy forwarding no client: the proxy's own address, which is not placed.
    expect((await from(PROXY)).statusCode).toBe(404);
  });
});
