/**
 * Compiles the commerce server to ES modules in dist/server, which `npm start` runs on plain Node:
 * no TypeScript loader at run time. Our workspace packages are bundled in (they publish TypeScript
 * sources); every other package stays an import from node_modules, resolved at run time as before.
 * That is the repository's node_modules, beside dist/: a package the server imports must be
 * installed there, not only in packages/server/node_modules, where npm puts a workspace's
 * dependency when another version holds the root's place. The OpenTelemetry packages are the
 * root package.json's dependencies for that reason (lighthouse brings older ones).
 *
 * dist/server/main.js is what runs (`node dist/server/main.js`, and each worker of a cluster). It
 * holds only the launcher, which imports telemetry.js when traces are exported, then server.js,
 * the store: imports at the top of a module run before its code, so OpenTelemetry could not
 * otherwise be set up before the modules it instruments load.
 *
 * Modules that find files beside themselves (`new URL("./data/", import.meta.url)`) still find
 * them: in each of our modules, `import.meta.url` is rewritten to that module's own source
 * location, relative to the bundle, so the repository can move after a build.
 */
import { readFile } from "node:fs/promises";
import { basename, relative, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
export const SERVER_ENTRY = resolve(ROOT, "packages/server/src/main.ts");
export const SERVER_DIR = resolve(ROOT, "dist/server");
export const SERVER_BUNDLE = resolve(SERVER_DIR, "main.js");

/** Each output file (its name without .js) and the source it is built from. */
const ENTRY_POINTS = {
  main: SERVER_ENTRY,
  server: resolve(ROOT, "packages/server/src/server.ts"),
  telemetry: resolve(ROOT, "packages/server/src/process/telemetry.ts"),
};

/** The launcher's imports of the other two stay imports of their files, loaded when it asks. */
const launcherImports = {
  name: "treadkit-launcher-imports",
  setup(context) {
    context.onResolve({ filter: /^\.\/(server|process\/telemetry)$/ }, (args) =>
      args.importer === SERVER_ENTRY
        ? { path: `./${basename(args.path)}.js`, external: true }
        : undefined,
    );
  },
};

/** Every bare import except our own packages stays external. */
const externalDependencies = {
  name: "treadkit-external-dependencies",
  setup(context) {
    context.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith("@treadkit/") ? undefined : { path: args.path, external: true },
    );
  },
};

/** Each bundled module's `import.meta.url` names its source file, relative to the bundle. */
const sourceLocatedImportMeta = (bundleDir) => ({
  name: "treadkit-source-import-meta",
  setup(context) {
    context.onLoad({ filter: /[\\/]packages[\\/].*\.tsx?$/ }, async (args) => {
      const source = await readFile(args.path, "utf8");
      if (!source.includes("import.meta.url")) return undefined;
      const fromBundle = relative(bundleDir, args.path).split("\\").join("/");
      const located = `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`;
      return {
        contents: source.replaceAll("import.meta.url", located),
        loader: args.path.endsWith(".tsx") ? "tsx" : "ts",
      };
    });
  },
});

/**
 * `outdir`: dist/server unless given. Another folder must be inside the repository too, where
 * the modules find node_modules.
 */
export async function buildServer({ outdir = SERVER_DIR } = {}) {
  await build({
    entryPoints: ENTRY_POINTS,
    outdir,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node22",
    jsx: "automatic",
    sourcemap: "linked",
    legalComments: "none",
    logLevel: "warning",
    plugins: [launcherImports, externalDependencies, sourceLocatedImportMeta(outdir)],
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const started = performance.now();
  await buildServer();
  console.log(`${relative(ROOT, SERVER_DIR)} in ${Math.round(performance.now() - started)} ms`);
}
