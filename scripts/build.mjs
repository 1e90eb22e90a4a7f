/**
 * The whole build: every browser bundle (rollup.config.ts) and the compiled server
 * (build-server.mjs), then a stamp of the sources they came from, dist/build.json, which
 * `npm start` compares to decide whether it must build at all.
 *
 *   node scripts/build.mjs              shipped bundles, server and the browser tests' fixtures
 *   node scripts/build.mjs --no-fixtures  what the store serves, nothing for tests
 */
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { buildServer } from "./build-server.mjs";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const STAMP = join(ROOT, "dist/build.json");

/** What a build reads: sources (not their tests or the seed's data), configs and the lockfile. */
function buildInputs() {
  const files = [
    "package-lock.json",
    "rollup.config.ts",
    "tsconfig.json",
    "scripts/build.mjs",
    "scripts/build-server.mjs",
  ];
  for (const pkg of readdirSync(join(ROOT, "packages"))) {
    files.push(`packages/${pkg}/package.json`);
    const src = join(ROOT, "packages", pkg, "src");
    if (!existsSync(src)) continue;
    for (const entry of readdirSync(src, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const file = relative(ROOT, join(entry.parentPath, entry.name)).split("\\").join("/");
      if (/\.test\.tsx?$/.test(file) || file.includes("/seed/data/")) continue;
      files.push(file);
    }
  }
  for (const dir of ["examples", "tests/e2e/fixtures"]) {
    for (const name of readdirSync(join(ROOT, dir))) {
      if (name.endsWith(".tsx")) files.push(`${dir}/${name}`);
    }
  }
  return files.filter((file) => existsSync(join(ROOT, file))).sort();
}

/** A content hash of every build input, with the Node version that will run the server. */
export function sourceHash() {
  const hash = createHash("sha256").update(process.version);
  for (const file of buildInputs()) {
    hash
      .update(file)
      .update("\0")
      .update(readFileSync(join(ROOT, file)))
      .update("\0");
  }
  return hash.digest("hex");
}

/** The stamp of the build in dist, or null when there is none. */
export function readStamp() {
  try {
    return JSON.parse(readFileSync(STAMP, "utf8"));
  } catch {
    return null;
  }
}

/**
 * rollup.config.ts is compiled on its own and unchecked (tsc checks it with everything else):
 * with the project's tsconfig as is, loading it type-checked the whole repository, 40 s.
 */
const CONFIG_PLUGIN = 'typescript={include:["rollup.config.ts"],compilerOptions:{noCheck:true}}';

function rollup(env) {
  const bin = join(ROOT, "node_modules/rollup/dist/bin/rollup");
  return new Promise((done, fail) => {
    const child = spawn(
      process.execPath,
      [bin, "-c", "rollup.config.ts", "--configPlugin", CONFIG_PLUGIN],
      { cwd: ROOT, stdio: "inherit", env: { ...process.env, ...env } },
    );
    child.on("error", fail);
    child.on("exit", (code) =>
      code === 0 ? done() : fail(new Error(`rollup exited with ${code}`)),
    );
  });
}

/**
 * `alongside` runs once the server is built, while rollup builds the browser bundles: `npm start`
 * prepares the database meanwhile.
 */
export async function buildAll({ fixtures = true, alongside = async () => {} } = {}) {
  const hash = sourceHash();
  rmSync(join(ROOT, "dist"), { recursive: true, force: true });
  await buildServer();
  await Promise.all([rollup(fixtures ? {} : { TREADKIT_FIXTURES: "off" }), alongside()]);
  writeFileSync(
    STAMP,
    `${JSON.stringify({ hash, fixtures, builtAt: new Date().toISOString() })}\n`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  await buildAll({ fixtures: !process.argv.includes("--no-fixtures") });
}
