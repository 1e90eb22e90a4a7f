import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT_DIR } from "../paths";

/** The lowest Node.js version of each major line the store supports: `engines` in package.json. */
export function supportedNodeRange(): string {
  const manifest = JSON.parse(readFileSync(join(ROOT_DIR, "package.json"), "utf8")) as {
    engines?: { node?: string };
  };
  return manifest.engines?.node ?? "";
}

/**
 * Whether `version` (v20.19.0) satisfies a range of `>=a.b` or `^a.b || ^c.d` parts, the
 * only forms package.json uses here.
 */
export function satisfiesRange(version: string, range: string): boolean {
  const [major = 0, minor = 0] = version.replace(/^v/, "").split(".").map(Number);
  return range.split("||").some((part) => {
    const match = /^\s*(>=|\^)\s*(\d+)(?:\.(\d+))?/.exec(part);
    if (!match) return false;
    const [, op, wantMajor = "0", wantMinor = "0"] = match;
    const atLeast =
      major > Number(wantMajor) || (major === Number(wantMajor) && minor >= Number(wantMinor));
    return op === ">=" ? atLeast : atLeast && major === Number(wantMajor);
  });
}

/** Refuses to start on a Node.js the store's dependencies do not support, and says which do. */
export function assertSupportedRuntime(version = process.version): void {
  const range = supportedNodeRange();
  if (range && !satisfiesRange(version, range)) {
    throw new Error(
      `Treadkit needs Node.js ${range}; this is ${version}. Install a supported version and start again.`,
    );
  }
}
