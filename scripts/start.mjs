/**
 * `npm start`: builds only when the sources changed since the last build (dist/build.json holds
 * their hash), then runs the compiled server, dist/server/main.js, on plain Node.
 */
import { spawn } from "node:child_process";
import { pathToFileURL } from "node:url";
import { buildAll, readStamp, sourceHash } from "./build.mjs";
import { SERVER_BUNDLE } from "./build-server.mjs";

function prepareDatabase() {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [SERVER_BUNDLE], {
      stdio: "inherit",
      env: {
        ...process.env,
        NODE_ENV: process.env.NODE_ENV ?? "production",
        TREADKIT_PREPARE_ONLY: "1",
      },
    });
    child.on("error", fail);
    child.on("exit", (code) =>
      code === 0 ? done() : fail(new Error(`preparing the database failed (${code})`)),
    );
  });
}

const stamp = readStamp();
if (stamp?.hash !== sourceHash()) {
  const started = performance.now();
  console.log(stamp ? "Sources changed since the last build: building…" : "Building…");
  // A build that had the browser tests' fixtures keeps them. The compiled server prepares the
  // database (migrations, and the data set on first start) while the bundles build.
  await buildAll({ fixtures: Boolean(stamp?.fixtures), alongside: prepareDatabase });
  console.log(`Built in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

process.env.NODE_ENV ??= "production";
// The server runs as if started as `node dist/server/main.js`: a cluster's workers run that.
process.argv[1] = SERVER_BUNDLE;
await import(pathToFileURL(SERVER_BUNDLE).href);
