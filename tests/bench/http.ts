/**
 * HTTP benchmark: starts the server on a fresh database with the full data set, loads each route
 * over loopback with autocannon, prints requests/s and p50/p99 latency. Runs on PGlite, and on
 * PostgreSQL too when DATABASE_URL is set (in a scratch database it creates and drops).
 * Bounded: a fixed duration per route, loopback only. Run with `npm run bench`.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { waitForHealth } from "../support/local-server";
import { benchBookings } from "./bookings";

const PORT = 3300;
const BASE = `http://127.0.0.1:${PORT}`;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

/** A real vehicle id, found through the picker calls as a shopper would. */
async function someVehicleId(): Promise<number> {
  const get = async (path: string) => (await fetch(`${BASE}/api${path}`)).json();
  const { makes } = await get("/vehicles/makes");
  const make = makes[0].value;
  const { models } = await get(`/vehicles/models?make=${make}`);
  const model = models[0].value;
  const { years } = await get(`/vehicles/years?make=${make}&model=${model}`);
  const { trims } = await get(`/vehicles/trims?make=${make}&model=${model}&year=${years[0]}`);
  return trims[0].vehicleId;
}

type Route = { name: string; path: string; method?: "POST"; body?: string };

/** A tire in stock and the nearest shop to 33301, for the cart routes. */
async function someTireAndShop(): Promise<{ productId: string; installerId: string }> {
  const get = async (path: string) => (await fetch(`${BASE}/api${path}`)).json();
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

async function run(label: string, env: NodeJS.ProcessEnv) {
  const dataDir = mkdtempSync(join(tmpdir(), "treadkit-bench-"));
  const started = Date.now();
  // The compiled server `npm start` runs (`npm run bench` builds it first), one process.
  const server = spawn(process.execPath, ["dist/server/main.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      WORKERS: "1",
      ...env,
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  try {
    await waitForHealth(server, BASE);
    console.log(
      `\n${label}: first start with migrations and the data set took ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    const vehicleId = await someVehicleId();
    const { productId, installerId } = await someTireAndShop();
    const routes: Route[] = [
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
    console.log(
      `route | req/s | p50 ms | p99 ms | non-2xx   (${CONNECTIONS} connections, ${SECONDS} s each)`,
    );
    for (const { name, path, method, body } of routes) {
      const result = await autocannon({
        url: `${BASE}${path}`,
        connections: CONNECTIONS,
        duration: SECONDS,
        ...(method ? { method } : {}),
        ...(body ? { body, headers: { "content-type": "application/json" } } : {}),
      });
      console.log(
        `${name} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${result.non2xx}`,
      );
    }
  } finally {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  await run("PGlite", { DATABASE_URL: "" });
  await run("PGlite, response cache off", { DATABASE_URL: "", RESPONSE_CACHE: "off" });
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) return;
  const name = `treadkit_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    await run("PostgreSQL", { DATABASE_URL: url.toString() });
    await run("PostgreSQL, response cache off", {
      DATABASE_URL: url.toString(),
      RESPONSE_CACHE: "off",
    });
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
  await benchBookings();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
