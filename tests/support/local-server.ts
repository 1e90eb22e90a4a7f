import type { ChildProcess } from "node:child_process";

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
];

/** Resolves once `base`/api/health answers; rejects if the server exits or takes too long. */
export async function waitForHealth(server: ChildProcess, base: string, attempts = 600) {
  for (let i = 0; i < attempts; i += 1) {
    if (server.exitCode !== null) throw new Error("server exited during start");
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("server did not become healthy");
}
