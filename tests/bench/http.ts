/**
 * HTTP benchmark of the first routes: starts the server on a fresh embedded database (or on
 * DATABASE_URL), loads each route over loopback with autocannon, prints throughput and latency.
 * Bounded: a fixed duration per route, loopback only. Run with `npm run bench`.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";

const PORT = 3300;
const BASE = `http://127.0.0.1:${PORT}`;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

const routes = [
  { name: "GET /api/health", path: "/api/health" },
  { name: "GET /api/v1/site/globals", path: "/api/v1/site/globals" },
  { name: "GET /api/installers?userZip=33301", path: "/api/installers?userZip=33301" },
  {
    name: "GET /api/catalog/products?size=225-50r17",
    path: "/api/catalog/products?size=225-50r17",
  },
  { name: "GET /tire-sizes/225-50r17 (server render)", path: "/tire-sizes/225-50r17" },
];

async function waitForHealth(server: ChildProcess) {
  for (let i = 0; i < 240; i += 1) {
    if (server.exitCode !== null) throw new Error("server exited during start");
    try {
      const response = await fetch(`${BASE}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("server did not become healthy");
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), "treadkit-bench-"));
  const server = spawn(process.execPath, ["--import", "tsx", "packages/server/src/main.ts"], {
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    stdio: ["ignore", "inherit", "inherit"],
  });
  try {
    await waitForHealth(server);
    console.log(
      `database: ${process.env.DATABASE_URL ? "postgres" : "pglite"}, ${SECONDS}s per route, 10 connections`,
    );
    console.log("route | req/s (mean) | p50 ms | p99 ms | non-2xx");
    for (const route of routes) {
      const result = await autocannon({
        url: `${BASE}${route.path}`,
        connections: 10,
        duration: SECONDS,
      });
      console.log(
        `${route.name} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${result.non2xx}`,
      );
    }
  } finally {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
