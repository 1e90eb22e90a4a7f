import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_NOW } from "../../packages/server/src/testing/clock";
import {
  createSeededPostgres,
  testDatabaseKinds,
} from "../../packages/server/src/testing/databases";
import { type ServerFleet, startServers } from "../support/server-processes";
import { startTcpProxy, type TcpProxy } from "../support/tcp-proxy";

/**
 * The database goes away and comes back, under three server processes: no process exits, every
 * request meanwhile gets a 503 with Retry-After and a message (never a hang or a 500), health
 * says so, and everything recovers by itself within seconds. The outage is a TCP proxy cut (the
 * shared PostgreSQL server keeps running for the other tests), and pg_terminate_backend ends
 * every connection of the store's database as a server restart does.
 */
const runs = testDatabaseKinds().includes("postgres");

describe.runIf(runs)("the database going away under three server processes", () => {
  let database: { url: string; drop(): Promise<void> };
  let proxy: TcpProxy;
  let fleet: ServerFleet;
  let admin: pg.Client;

  beforeAll(async () => {
    database = await createSeededPostgres("treadkit_outage");
    const direct = new URL(database.url);
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const viaProxy = new URL(database.url);
    viaProxy.hostname = "127.0.0.1";
    viaProxy.port = String(proxy.port);
    fleet = await startServers(3, viaProxy.toString(), { CLOCK_START: TEST_NOW.toISOString() });
    admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
  }, 240_000);
  afterAll(async () => {
    await fleet?.stop();
    await proxy?.close();
    await admin?.end();
    await database?.drop();
  }, 60_000);

  const get = async (base: string, path: string) => {
    const started = Date.now();
    const response = await fetch(`${base}${path}`, { signal: AbortSignal.timeout(20_000) });
    return {
      status: response.status,
      retryAfter: response.headers.get("retry-after"),
      body: await response.json(),
      ms: Date.now() - started,
    };
  };
  const alive = () => fleet.servers.every((s) => s.process.exitCode === null);
  /** Polls until every process answers health ok; the time it took. */
  async function recovered(deadlineMs: number): Promise<number> {
    const started = Date.now();
    while (Date.now() - started < deadlineMs) {
      const health = await Promise.all(fleet.servers.map((s) => get(s.base, "/api/health")));
      if (health.every((h) => h.status === 200 && h.body.ok === true)) return Date.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error("the store did not recover");
  }
  // A call that always reaches the database (one shop's schedule is never cached).
  const schedule = (base: string) => get(base, "/api/installers/1/schedule");

  it("answers 503 with Retry-After while the database is unreachable, and recovers by itself", async () => {
    for (const s of fleet.servers) expect((await schedule(s.base)).status).toBe(200);
    await proxy.cut();
    const during = await Promise.all(fleet.servers.map((s) => schedule(s.base)));
    for (const answer of during) {
      expect(answer.status).toBe(503);
      expect(answer.retryAfter).toBe("5");
      expect(answer.body).toEqual({
        errorMessage:
          "We're briefly unable to reach our systems. Please try again in a few seconds.",
        code: "UNAVAILABLE",
        // The id the process logged this request under, for the operator.
        requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      });
      // Refused within the pool's connection timeout, not left hanging.
      expect(answer.ms).toBeLessThan(10_000);
    }
    const health = await Promise.all(fleet.servers.map((s) => get(s.base, "/api/health")));
    for (const h of health) expect([h.status, h.body.ok]).toEqual([503, false]);
    expect(alive()).toBe(true);

    await proxy.restore();
    expect(await recovered(15_000)).toBeLessThan(15_000);
    for (const s of fleet.servers) expect((await schedule(s.base)).status).toBe(200);
    expect(alive()).toBe(true);
  }, 120_000);

  it("survives every connection being ended by the server, and serves the next request", async () => {
    const name = new URL(database.url).pathname.slice(1);
    const ended = await admin.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
      [name],
    );
    expect(ended.rowCount).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(alive()).toBe(true);
    // The first call on a dead pooled connection may fail as unavailable; none is a 500, and
    // within seconds every process answers.
    const first = await Promise.all(fleet.servers.map((s) => schedule(s.base)));
    for (const answer of first) expect([200, 503]).toContain(answer.status);
    await recovered(10_000);
    for (const s of fleet.servers) expect((await schedule(s.base)).status).toBe(200);
    expect(alive()).toBe(true);
  }, 60_000);
});
