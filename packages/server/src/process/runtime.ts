import { readFileSync } from "node:fs";
import { join } from "node:path";
import semver from "semver";
import { ROOT_DIR } from "../paths";

/** The lowest Node.js version of each major line the store supports: `engines` in package.json. */
export function supportedNodeRange(): string {
  const manifest = JSON.parse(readFileSync(join(ROOT_DIR, "package.json"), "utf8")) as {
    engines?: { node?: string };
  };
  return manifest.engines?.node ?? "";
}

/** Whether `version` (v22.18.0) is in an npm range such as `^22.12 || >=24.11`. */
export function satisfiesRange(version: string, range: string): boolean {
  return semver.satisfies(version, range);
}

/** Refuses to start on a Node.js the store's dependencies do not support, and says which do. */
export function assertSupportedRuntime(version = process.version): void {
  const range = supportedNodeRange();
  if (range && !satisfiesRange(version, range)) {
    throw new Error(
      `Treadkit needs Node.js ${range}; this is ${version}. Run it through npm (npm start), which uses the Node.js the project installs, or install a supported version.`,
    );
  }
}
