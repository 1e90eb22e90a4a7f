import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { DIST_DIR } from "../paths";

/** Entry name → hashed file name, written by the bundle build (rollup.config.ts). */
export type AssetManifest = Record<string, string>;

export function readManifest(): AssetManifest {
  const file = join(DIST_DIR, "assets", "manifest.json");
  if (!existsSync(file)) return {};
  return JSON.parse(readFileSync(file, "utf8")) as AssetManifest;
}

/** A section of storefront pages (e.g. "checkout") → the route chunks its pages load. */
export type PreloadManifest = Record<string, string[]>;

export function readPreloads(): PreloadManifest {
  const file = join(DIST_DIR, "assets", "preload.json");
  if (!existsSync(file)) return {};
  return JSON.parse(readFileSync(file, "utf8")) as PreloadManifest;
}
