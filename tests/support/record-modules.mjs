/**
 * Preloaded into a server process by a test (`NODE_OPTIONS=--import=<this file>`): as the process
 * exits, writes the URL of every module it resolved, imported or required, one a line, to the
 * file TREADKIT_RECORD_MODULES names.
 */
import { writeFileSync } from "node:fs";
import { registerHooks } from "node:module";

const file = process.env.TREADKIT_RECORD_MODULES;
if (file) {
  const resolved = new Set();
  registerHooks({
    resolve(specifier, context, nextResolve) {
      const result = nextResolve(specifier, context);
      resolved.add(result.url);
      return result;
    },
  });
  process.on("exit", () => writeFileSync(file, [...resolved].join("\n")));
}
