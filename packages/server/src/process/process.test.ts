import { describe, expect, it } from "vitest";
import { requestIdOf } from "../app";
import { startupBanner, withoutPassword } from "./banner";
import { workerCount, workerExecArgv } from "./cluster";
import { assertSupportedRuntime, satisfiesRange, supportedNodeRange } from "./runtime";

describe("the supported Node.js range", () => {
  it("reads >= and ^ ranges, alone or joined with ||", () => {
    expect(satisfiesRange("v20.19.0", ">=20.19")).toBe(true);
    expect(satisfiesRange("v20.18.3", ">=20.19")).toBe(false);
    expect(satisfiesRange("v22.1.0", ">=20.19")).toBe(true);
    expect(satisfiesRange("v22.11.0", "^22.12 || >=24.11")).toBe(false);
    expect(satisfiesRange("v22.12.0", "^22.12 || >=24.11")).toBe(true);
    expect(satisfiesRange("v23.5.0", "^22.12 || >=24.11")).toBe(false);
    expect(satisfiesRange("v24.11.0", "^22.12 || >=24.11")).toBe(true);
  });

  it("lets this Node.js start, and refuses an older one naming the range", () => {
    expect(() => assertSupportedRuntime()).not.toThrow();
    expect(() => assertSupportedRuntime("v18.20.0")).toThrow(
      `Treadkit needs Node.js ${supportedNodeRange()}; this is v18.20.0.`,
    );
    // Node 20 left maintenance in April 2026, and oidc-provider 9 supports only 22 LTS and later.
    expect(() => assertSupportedRuntime("v20.20.2")).toThrow("this is v20.20.2");
    expect(() => assertSupportedRuntime("v22.18.0")).not.toThrow();
    expect(() => assertSupportedRuntime("v24.11.0")).not.toThrow();
  });
});

describe("the start-up banner", () => {
  it("says where to go and what the store runs on, without the database's password", () => {
    const banner = startupBanner({
      port: 3000,
      database: {
        kind: "postgres",
        url: "postgres://shop:s3cret@db.internal:5432/treadkit",
        dataDir: ".data",
      },
      processes: { workers: 2, pids: [11, 12] },
      metrics: "http://127.0.0.1:9464/metrics",
      mail: ".eml files in .data/mail",
    });
    expect(banner).toContain("Treadkit is serving on http://localhost:3000");
    expect(banner).toContain("http://localhost:3000/examples/third-party-shop.html");
    expect(banner).toContain("PostgreSQL postgres://shop@db.internal:5432/treadkit");
    expect(banner).not.toContain("s3cret");
    expect(banner).toContain("2 workers (pids 11, 12)");
    expect(withoutPassword("not a url")).toBe("PostgreSQL");
  });

  it("names PGlite's folder and a public origin", () => {
    const banner = startupBanner({
      port: 3000,
      publicOrigin: "https://shop.example",
      database: { kind: "pglite", dataDir: ".data" },
      processes: { workers: 1, pids: [7] },
      mail: "SMTP mail.example",
    });
    expect(banner).toContain("Store              https://shop.example/");
    expect(banner).toContain("PGlite (embedded) in .data");
    expect(banner).toContain("1 process (pid 7)");
    expect(banner).toContain("off (set METRICS_PORT)");
  });
});

describe("request ids", () => {
  it("keep a proxy's sane X-Request-Id and replace anything else with a UUID", () => {
    expect(requestIdOf({ headers: { "x-request-id": "nginx-4f2a.9" } })).toBe("nginx-4f2a.9");
    const uuid = /^[0-9a-f-]{36}$/;
    expect(requestIdOf({ headers: {} })).toMatch(uuid);
    expect(requestIdOf({ headers: { "x-request-id": "a b<script>" } })).toMatch(uuid);
    expect(requestIdOf({ headers: { "x-request-id": "x".repeat(129) } })).toMatch(uuid);
  });
});

describe("the number of workers", () => {
  it("is WORKERS when set, else one per core", () => {
    expect(workerCount({ WORKERS: 3 })).toBe(3);
    expect(workerCount({ WORKERS: undefined })).toBeGreaterThanOrEqual(1);
  });
});

describe("a worker's heap", () => {
  it("gets a 32 MB young generation and the old-space budget, after the primary's options", () => {
    expect(workerExecArgv(["--enable-source-maps"], 192, "")).toEqual([
      "--enable-source-maps",
      "--max-semi-space-size=32",
      "--max-old-space-size=192",
    ]);
  });

  it("leaves a size the operator set, on the command line or in NODE_OPTIONS", () => {
    expect(workerExecArgv(["--max-old-space-size=1024"], 192, "")).toEqual([
      "--max-old-space-size=1024",
      "--max-semi-space-size=32",
    ]);
    expect(workerExecArgv([], 192, "--max-semi-space-size=8")).toEqual([
      "--max-old-space-size=192",
    ]);
  });
});
