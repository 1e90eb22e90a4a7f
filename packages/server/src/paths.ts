import { fileURLToPath } from "node:url";

/** Folders the server serves from, relative to the repository root. */
export const ROOT_DIR = fileURLToPath(new URL("../../../", import.meta.url));
export const DIST_DIR = fileURLToPath(new URL("../../../dist/", import.meta.url));
export const EXAMPLES_DIR = fileURLToPath(new URL("../../../examples/", import.meta.url));
