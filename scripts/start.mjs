/**
 * `npm start`: builds only when the sources changed since the last build (dist/build.json holds
 * their hash), then runs the compiled server, dist/server/main.js, on plain Node.
 */
import { pathToFileURL } from "node:url";
import { buildAll, readStamp, sourceHash } from "./build.mjs";
import { SERVER_BUNDLE } from "./build-server.mjs";

const stamp = readStamp();
if (stamp?.hash !== sourceHash()) {
  const started = performance.now();
  console.log(stamp ? "Sources changed since the last build: building…" : "Building…");
  // A build that had the browser tests' fixtures keeps them.
  await buildAll({ fixtures: Boolean(stamp?.fixtures) });
  console.log(`Built in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

process.env.NODE_ENV ??= "production";
// The server runs as if started as `node dist/server/main.js`: a cluster's workers run that.
process.argv[1] = SERVER_BUNDLE;
await import(pathToFileURL(SERVER_BUNDLE).href);
