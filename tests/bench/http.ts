/**
 * HTTP benchmark: starts the compiled server (`npm run bench` builds it first) on a database with
 * the full data set, loads each route over loopback with autocannon, and prints requests/s and
 * p50/p99 latency, and each server process's resident memory before and after the load.
 *
 *   npm run bench                         PGlite, then PostgreSQL when DATABASE_URL is set, with
 *                                         the response cache on and off, then bookings
 *   npm run bench -- --workers 1,2        PostgreSQL (DATABASE_URL), a cluster of 1 and 2 workers,
 *                                         cache on and off; --cache off, --routes listing,cart
 *
 * PostgreSQL runs use a scratch database the benchmark creates and drops. Bounded: a fixed
 * duration per route (BENCH_SECONDS, 10), BENCH_CONNECTIONS (50) connections, loopback only.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { get as httpGet } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import pg from "pg";
import { waitForHealth } from "../support/local-server";
import { benchBookings } from "./bookings";

const PORT = 3300;
const BASE = `http://127.0.0.1:${PORT}`;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

type Route = { name: string; path: string; method?: "POST"; body?: string };
type Result = { route: string; rps: number; p50: number; p99: number; non2xx: number };
type Run = { label: string; results: Result[]; rssBefore: number[]; rssAfter: number[] };

const get = async (path: string) => (await fetch(`${BASE}/api${path}`)).json();

/** A real vehicle id, found through the picker calls as a shopper would. */
async function someVehicleId(): Promise<number> {
  const { makes } = await get("/vehicles/makes");
  const make = makes[0].value;
  const { models } = await get(`/vehicles/models?make=${make}`);
  const model = models[0].value;
  const { years } = await get(`/vehicles/years?make=${make}&model=${model}`);
  const { trims } = await get(`/vehicles/trims?make=${make}&model=${model}&year=${years[0]}`);
  return trims[0].vehicleId;
}

/** A tire in stock and the nearest shop to 33301, for the cart routes. */
async function someTireAndShop(): Promise<{ productId: string; installerId: string }> {
  const listing = await get("/catalog/products?size=225-50r17");
  const tire = listing.siteCatalogProducts.find(
    (p: { availability: string }) => p.availability === "ProductStatusAvailable",
  );
  const installers = await get("/installers?userZip=33301&mobileInstall=false&limit=1");
  return {
    productId: tire.productId,
    installerId: installers.siteInstallers.siteInstallerList[0].installerId,
  };
}

async function routesToLoad(): Promise<Route[]> {
  const vehicleId = await someVehicleId();
  const { productId, installerId } = await someTireAndShop();
  return [
    { name: "typeahead (size digits)", path: "/api/search-typeahead?queryText=2255" },
    { name: "typeahead (brand text)", path: "/api/search-typeahead?queryText=mich" },
    { name: "typeahead (vehicle)", path: "/api/search-typeahead?queryText=camry%202020" },
    { name: "typeahead (misspelt)", path: "/api/search-typeahead?queryText=bridgstone" },
    { name: "size listing", path: "/api/catalog/products?size=225-50r17" },
    { name: "vehicle listing", path: `/api/catalog/products?vehicleId=${vehicleId}` },
    {
      name: "installers near a ZIP, with schedules",
      path: "/api/installers?userZip=33301&source=checkout",
    },
    { name: "installer schedule (30 days)", path: `/api/installers/${installerId}/schedule` },
    {
      // With a shop, an add books its first free time: tests/bench/bookings.ts loads that.
      name: "add to cart (new cart)",
      path: "/api/cart-summary",
      method: "POST",
      body: JSON.stringify({ productId, quantity: { front: 4 }, zip: "33301" }),
    },
    { name: "size page (server render)", path: "/tire-sizes/225-50r17" },
  ];
}

/** Resident memory of a process, in MB, from /proc (0 where there is none). */
function rssMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return Math.round(kb / 1024);
  } catch {
    return 0;
  }
}

/** The processes that serve: the workers of a cluster, or the server itself. */
function servingPids(server: ChildProcess): number[] {
  const pid = server.pid ?? 0;
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8")
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
    return children.length > 0 ? children : [pid];
  } catch {
    return [pid];
  }
}

/** The pid that answers health on a new connection: the kernel spreads those over the workers. */
function answeringPid(): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpGet(`${BASE}/api/health`, { agent: false }, (response) => {
      let body = "";
      response.on("data", (chunk) => {
        body += chunk;
      });
      response.on("end", () => resolve((JSON.parse(body) as { pid: number }).pid));
    });
    request.on("error", reject);
  });
}

/** Waits until every worker answers: health names the pid that answered. */
async function waitForWorkers(workers: number) {
  const seen = new Set<number>();
  for (let i = 0; i < 200 && seen.size < workers; i += 1) {
    seen.add(await answeringPid());
    if (seen.size < workers) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (seen.size < workers) throw new Error(`only ${seen.size} of ${workers} workers answered`);
}

async function run(
  label: string,
  env: NodeJS.ProcessEnv,
  options: { workers?: number; routes?: string[] } = {},
): Promise<Run> {
  const dataDir = mkdtempSync(join(tmpdir(), "treadkit-bench-"));
  const workers = options.workers ?? 1;
  const serverEnv = {
    ...process.env,
    NODE_ENV: "production",
    ...env,
    WORKERS: String(workers),
    PORT: String(PORT),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
  };
  // The database is prepared first, as `npm start` does while it builds: the processes measured
  // only serve, and their memory is a server's, not a loader's.
  const preparing = Date.now();
  await new Promise<void>((resolve, reject) => {
    const prepare = spawn(process.execPath, ["dist/server/main.js"], {
      env: { ...serverEnv, TREADKIT_PREPARE_ONLY: "1" },
      stdio: ["ignore", "ignore", "inherit"],
    });
    prepare.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`preparing the database failed (${code})`)),
    );
  });
  console.log(`\n${label}: database ready after ${((Date.now() - preparing) / 1000).toFixed(1)} s`);
  const started = Date.now();
  // With the Node options `npm start` gives the server (package.json), which workers inherit.
  const server = spawn(process.execPath, ["--max-semi-space-size=32", "dist/server/main.js"], {
    env: serverEnv,
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    await waitForHealth(server, BASE);
    await waitForWorkers(workers);
    console.log(`${label}: serving after ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const rssBefore = servingPids(server).map(rssMb);
    const wanted = options.routes;
    const routes = (await routesToLoad()).filter(
      ({ name }) => !wanted || wanted.some((word) => name.includes(word)),
    );
    console.log(
      `route | req/s | p50 ms | p99 ms | non-2xx   (${CONNECTIONS} connections, ${SECONDS} s each)`,
    );
    const results: Result[] = [];
    for (const { name, path, method, body } of routes) {
      const result = await autocannon({
        url: `${BASE}${path}`,
        connections: CONNECTIONS,
        duration: SECONDS,
        ...(method ? { method } : {}),
        ...(body ? { body, headers: { "content-type": "application/json" } } : {}),
      });
      const row = {
        route: name,
        rps: Math.round(result.requests.average),
        p50: result.latency.p50,
        p99: result.latency.p99,
        non2xx: result.non2xx,
      };
      results.push(row);
      console.log(`${name} | ${row.rps} | ${row.p50} | ${row.p99} | ${row.non2xx}`);
    }
    const rssAfter = servingPids(server).map(rssMb);
    console.log(
      `resident memory per serving process: ${rssBefore.join(", ")} MB after start, ${rssAfter.join(", ")} MB after the load`,
    );
    return { label, results, rssBefore, rssAfter };
  } finally {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Runs `body` with a scratch PostgreSQL database beside the one DATABASE_URL names. */
async function withScratchDatabase<T>(adminUrl: string, body: (url: string) => Promise<T>) {
  const name = `treadkit_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return await body(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/** One line per route: req/s and p99 of every run side by side, for the README. */
function printMatrix(runs: Run[]) {
  console.log(`\nroute | ${runs.map((r) => r.label).join(" | ")}`);
  console.log(`--- | ${runs.map(() => "---").join(" | ")}`);
  for (const { route } of runs[0]?.results ?? []) {
    const cells = runs.map((r) => {
      const row = r.results.find((x) => x.route === route);
      return row ? `${row.rps} req/s, p99 ${row.p99} ms` : "";
    });
    console.log(`${route} | ${cells.join(" | ")}`);
  }
  const memory = runs.map((r) => `${r.rssAfter.join(" / ")} MB`);
  console.log(`RSS per worker after the load | ${memory.join(" | ")}`);
}

async function main() {
  const { values } = parseArgs({
    options: {
      workers: { type: "string" },
      cache: { type: "string", default: "on,off" },
      routes: { type: "string" },
    },
  });
  const routes = values.routes?.split(",").map((word) => word.trim());
  const caches = values.cache.split(",").map((word) => word.trim());
  const adminUrl = process.env.DATABASE_URL;

  if (values.workers) {
    if (!adminUrl) throw new Error("--workers runs on PostgreSQL: set DATABASE_URL");
    const counts = values.workers.split(",").map(Number);
    const runs: Run[] = [];
    await withScratchDatabase(adminUrl, async (url) => {
      for (const cache of caches) {
        for (const workers of counts) {
          const label = `${workers} worker${workers === 1 ? "" : "s"}, cache ${cache}`;
          const env = { DATABASE_URL: url, RESPONSE_CACHE: cache === "off" ? "off" : "on" };
          runs.push(await run(label, env, { workers, routes }));
        }
      }
    });
    printMatrix(runs);
    return;
  }

  await run("PGlite", { DATABASE_URL: "" }, { routes });
  await run("PGlite, response cache off", { DATABASE_URL: "", RESPONSE_CACHE: "off" }, { routes });
  if (!adminUrl) return;
  await withScratchDatabase(adminUrl, async (url) => {
    await run("PostgreSQL", { DATABASE_URL: url }, { routes });
    await run(
      "PostgreSQL, response cache off",
      { DATABASE_URL: url, RESPONSE_CACHE: "off" },
      {
        routes,
      },
    );
  });
  await benchBookings();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
