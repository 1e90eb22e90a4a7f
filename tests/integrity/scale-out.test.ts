import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createSeededPostgres,
  testDatabaseKinds,
} from "../../packages/server/src/testing/databases";
import {
  type ClusterProcess,
  callServer,
  type ServerFleet,
  startCluster,
  startServers,
} from "../support/server-processes";

/**
 * The store scaled out on one PostgreSQL: separate server processes (as on separate machines)
 * see a catalogue change within a second, each through its own response cache, and their outbox
 * workers send each e-mail once between them; `npm start`'s
 * cluster spreads requests over its workers, replaces one that dies, and restarts them one by
 * one without a failed request.
 */
const runs = testDatabaseKinds().includes("postgres");

const pidOf = async (base: string) => {
  const health = await callServer(base, "GET", "/api/health");
  expect(health.status).toBe(200);
  return health.body.pid as number;
};

describe.runIf(runs)("the store on several processes of one PostgreSQL", () => {
  let database: { url: string; drop(): Promise<void> };
  let sql: pg.Pool;

  beforeAll(async () => {
    database = await createSeededPostgres("scale_out");
    sql = new pg.Pool({ connectionString: database.url, max: 2 });
  }, 240_000);

  afterAll(async () => {
    await sql?.end();
    await database?.drop();
  });

  describe("three separate processes", () => {
    let fleet: ServerFleet;

    beforeAll(async () => {
      fleet = await startServers(3, database.url, { RESPONSE_CACHE: "on" });
    }, 240_000);
    afterAll(async () => fleet?.stop());

    it("serve on after SIGHUP, which only a cluster's primary restarts workers on", async () => {
      const [server] = fleet.servers;
      if (!server) throw new Error("no server");
      server.process.kill("SIGHUP");
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(server.process.exitCode).toBeNull();
      expect(server.process.signalCode).toBeNull();
      const health = await fetch(`${server.base}/api/health`);
      expect(health.status).toBe(200);
      expect((await health.json()).pid).toBe(server.process.pid);
    });

    it("show a changed price on every process within a second", async () => {
      const { rows } = await sql.query<{ id: number; sale_price_cents: number }>(
        "select id, sale_price_cents from products order by id limit 1",
      );
      const product = rows[0] as { id: number; sale_price_cents: number };
      const path = `/api/catalog/products/${product.id}`;
      const priceOn = async (base: string) => {
        const reply = await callServer(base, "GET", path);
        expect(reply.status).toBe(200);
        const site = reply.body.siteProduct as { priceList: { salePriceInCents: number }[] };
        return site.priceList[0]?.salePriceInCents;
      };
      // Each process answers twice, so that the answer sits in its cache.
      for (const base of fleet.bases()) {
        expect(await priceOn(base)).toBe(product.sale_price_cents);
        const again = await callServer(base, "GET", path);
        expect(again.status).toBe(200);
      }

      const changed = product.sale_price_cents + 123;
      await sql.query("update products set sale_price_cents = $1 where id = $2", [
        changed,
        product.id,
      ]);
      const changedAt = Date.now();
      const seenAfter = await Promise.all(
        fleet.bases().map(async (base) => {
          while (Date.now() - changedAt < 5_000) {
            if ((await priceOn(base)) === changed) return Date.now() - changedAt;
            await new Promise((resolve) => setTimeout(resolve, 20));
          }
          return Number.POSITIVE_INFINITY;
        }),
      );
      for (const ms of seenAfter) expect(ms).toBeLessThan(1_000);
    });

    it("answer a repeated request for an unchanged answer with 304 Not Modified", async () => {
      const base = fleet.bases()[0] as string;
      const first = await fetch(`${base}/api/content`);
      const etag = first.headers.get("etag");
      expect(first.headers.get("cache-control")).toMatch(/s-maxage=\d+.*stale-while-revalidate/);
      expect(etag).toBeTruthy();
      const again = await fetch(`${base}/api/content`, {
        headers: { "if-none-match": etag as string },
      });
      expect(again.status).toBe(304);
    });

    it("send each outbox entry's e-mails once, though every process's worker polls", async () => {
      const count = 45;
      const run = randomUUID().slice(0, 8);
      await sql.query(
        `insert into outbox (topic, payload)
         select 'contact.email', jsonb_build_object(
           'name', 'Storm ' || $1 || ' ' || n, 'email', 'storm' || n || '@example.com',
           'message', 'Is my order on its way?')
         from generate_series(1, $2) as n`,
        [run, count],
      );
      const pending = async () =>
        (
          await sql.query<{ n: number }>(
            "select count(*)::int as n from outbox where processed_at is null and payload->>'name' like $1",
            [`Storm ${run} %`],
          )
        ).rows[0]?.n;
      const deadline = Date.now() + 60_000;
      while ((await pending()) !== 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(await pending()).toBe(0);
      // Each entry sends two e-mails (to support, and the shopper's acknowledgement): the one to
      // support names its sender, so each name is counted once.
      const mailDir = join(fleet.dataDir, "mail");
      const subjects = (await readdir(mailDir))
        .filter((file) => file.endsWith(".eml"))
        .map((file) => /^Subject: (.*)$/m.exec(readFileSync(join(mailDir, file), "utf8"))?.[1])
        .filter((subject) => subject?.startsWith(`Message from Storm ${run} `));
      expect(subjects).toHaveLength(count);
      expect(new Set(subjects).size).toBe(count);
    }, 90_000);
  });

  describe("npm start's cluster of two workers", () => {
    let cluster: ClusterProcess;

    beforeAll(async () => {
      cluster = await startCluster(2, database.url);
    }, 240_000);
    afterAll(async () => cluster?.stop());

    /** The workers that answer `calls` health checks, sent four at a time as a crowd would. */
    const pidsSeen = async (calls: number) => {
      const pids = new Set<number>();
      for (let i = 0; i < calls; i += 4) {
        const batch = await Promise.all(Array.from({ length: 4 }, () => pidOf(cluster.base)));
        for (const pid of batch) pids.add(pid);
      }
      return pids;
    };

    /** Health checks until `done` holds of the workers answering, for up to `seconds`. */
    const untilWorkers = async (done: (pids: Set<number>) => boolean, seconds = 30) => {
      const deadline = Date.now() + seconds * 1000;
      let pids = new Set<number>();
      while (Date.now() < deadline) {
        pids = await pidsSeen(8);
        if (done(pids)) break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      return pids;
    };

    it("answers from both workers, each naming itself", async () => {
      // The port serves as soon as the first worker listens; the second follows.
      const pids = await untilWorkers((pids) => pids.size === 2);
      expect(pids.size).toBe(2);
      // Each runs with the worker heap settings (process/cluster.ts).
      for (const pid of pids) {
        const commandLine = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
        expect(commandLine).toContain("--max-semi-space-size=32");
        expect(commandLine).toContain("--max-old-space-size=192");
      }
    }, 40_000);

    it("keeps serving when a worker dies, and starts another in its place", async () => {
      const before = await pidsSeen(10);
      const victim = [...before][0] as number;
      process.kill(victim, "SIGKILL");
      // The survivor answers at once.
      const answered = await callServer(cluster.base, "GET", "/api/health");
      expect(answered.status).toBe(200);
      // A replacement joins.
      const now = await untilWorkers((pids) => pids.size === 2 && !pids.has(victim));
      expect(now.has(victim)).toBe(false);
      expect(now.size).toBe(2);
    }, 60_000);

    it("restarts every worker on SIGHUP without a failed request", async () => {
      const before = await pidsSeen(10);
      const failures: string[] = [];
      let answered = 0;
      let loading = true;
      // API calls, and server-rendered pages, which call the API by injection as they render.
      const paths = ["/api/content", "/tire-sizes/225-50r17", "/api/content", "/brands"];
      const load = paths.map(async (path) => {
        while (loading) {
          const reply = await callServer(cluster.base, "GET", path);
          if (reply.status === 200) answered += 1;
          else failures.push(`${path}: ${reply.status}`);
        }
      });
      cluster.process.kill("SIGHUP");
      // Workers here start from TypeScript (tsx) beside other test files on two cores: a roll
      // of two can take half a minute, where the compiled build's takes seconds.
      const after = await untilWorkers(
        (pids) => pids.size === 2 && [...pids].every((pid) => !before.has(pid)),
        75,
      );
      // A little more load on the new workers, then stop.
      await new Promise((resolve) => setTimeout(resolve, 500));
      loading = false;
      await Promise.all(load);
      expect([...after].some((pid) => before.has(pid))).toBe(false);
      expect(failures).toEqual([]);
      expect(answered).toBeGreaterThan(50);
    }, 120_000);
  });
});
