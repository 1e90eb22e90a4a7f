import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";
import { TEST_NOW } from "./packages/server/src/testing/clock";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./tests/support/local-server";

/**
 * End-to-end tests: a real server on its own port and a throw-away database, driven through
 * Debian's Chromium (Playwright's own browsers cannot be downloaded here).
 */

const PORT = Number(process.env.E2E_PORT) || 3210;
const BASE_URL = `http://127.0.0.1:${PORT}`;

// A missing browser is an error everywhere, CI included: the suite never skips silently.
if (!existsSync(CHROMIUM_PATH)) {
  throw new Error(
    `Chromium is missing at ${CHROMIUM_PATH}; the e2e tests need it. Install it with: apt-get install -y chromium`,
  );
}
if (!existsSync(join(import.meta.dirname, "dist", "assets", "manifest.json"))) {
  throw new Error("The browser bundles are missing: run `npm run build` before the e2e tests.");
}

// Playwright loads this file again in each worker; workers inherit the folder made by the runner.
const dataDirKey = "TREADKIT_E2E_DATA_DIR";
if (!process.env[dataDirKey]) {
  const dataDir = mkdtempSync(join(tmpdir(), "treadkit-e2e-"));
  process.env[dataDirKey] = dataDir;
  // The runner stops the server before it exits; the database goes with the run.
  process.on("exit", () => rmSync(dataDir, { recursive: true, force: true }));
}
const dataDir = process.env[dataDirKey] as string;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: "list",
  // A ceiling, not a wait: on a busy 2-core machine a long journey can pass 30 s.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
    trace: "retain-on-failure",
    // Pages fade in after a route change; tests read them settled (the fade has its own test).
    reducedMotion: "reduce",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: {
        browserName: "chromium",
        launchOptions: {
          executablePath: CHROMIUM_PATH,
          args: CHROMIUM_FLAGS,
        },
      },
    },
  ],
  webServer: {
    // The compiled server `npm start` runs; `npm test` builds it before the browser tests.
    command: "node dist/server/main.js",
    url: `${BASE_URL}/api/health`,
    // A new database loads the whole data set first (about 20 s on this 2-core machine).
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      // The data set `npm start` serves, on the store's clock at the tests' fixed instant
      // (packages/server/src/testing/clock.ts): the same sales, holidays and shop hours each run.
      CLOCK_START: TEST_NOW.toISOString(),
      // Always the embedded database, whatever the shell exports.
      DATABASE_URL: "",
      PUBLIC_ORIGIN: "",
      LOG_LEVEL: "warn",
      // The server's second name is a registered partner origin, so that a page on it can embed
      // widgets from the other name, a different origin (tests/e2e/widget-cross-origin.spec.ts).
      WIDGET_DEV_ORIGINS: `http://localhost:${PORT}`,
      // Every test's browser comes from 127.0.0.1, one client address for the whole run: the
      // per-client cap on install holds has its own tests (hold-choice.routes.test.ts).
      SLOT_HOLDS_PER_CLIENT: "10000",
      // The server believes X-Forwarded-For from 127.0.0.1 only, as behind a proxy on the same
      // machine: a test that sends it stands for that proxy, telling the shopper's address (a
      // documentation range the data set places, tests/e2e/location.spec.ts). Tests that send
      // none are seen as 127.0.0.1, as before.
      TRUST_PROXY: "127.0.0.1",
    },
  },
});
