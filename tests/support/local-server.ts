import type { ChildProcess } from "node:child_process";
import { request as httpRequest } from "node:http";

/**
 * What the benchmark, the Lighthouse script and the browser tests share about the machine:
 * Debian's Chromium with the flags it needs offline, and a started server's health check.
 */

export const CHROMIUM_PATH = "/usr/bin/chromium";

/** No sandbox inside the container, no GPU, and no calls home (there is no network). */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
  // A camera for the tire scan's tests (a test pattern): a page may use it only when the test
  // grants the permission, as a shopper would.
  "--use-fake-device-for-media-stream",
];

/**
 * Whether `base`/api/health answers 200, asked on a connection of its own that is closed with
 * the answer: a pooled keep-alive socket (fetch's) would outlive the check, and a server killed
 * later in the test would surface its reset as an error of the test process.
 */
function healthy(base: string): Promise<boolean> {
  return new Promise((resolve) => {
    const request = httpRequest(`${base}/api/health`, { agent: false }, (response) => {
      response.resume();
      response.on("error", () => resolve(false));
      response.on("end", () => resolve(response.statusCode === 200));
    });
    request.on("error", () => resolve(false));
    request.setTimeout(5_000, () => request.destroy());
    request.end();
  });
}

/** Resolves once `base`/api/health answers; rejects if the server exits or takes too long. */
export async function waitForHealth(server: ChildProcess, base: string, attempts = 600) {
  for (let i = 0; i < attempts; i += 1) {
    if (server.exitCode !== null) throw new Error("server exited during start");
    if (await healthy(base)) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("server did not become healthy");
}
