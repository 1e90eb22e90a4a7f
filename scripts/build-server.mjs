/**
 * Compiles the commerce server to one ES module, dist/server/main.js, which `npm start` runs on
 * plain Node: no TypeScript loader at run time. Our workspace packages are bundled in (they
 * publish TypeScript sources); every other package stays an import from node_modules, resolved
 * at run time as before.
 *
 * Modules that find files beside themselves (`new URL("./data/", import.meta.url)`) still find
 * them: in each of our modules, `import.meta.url` is rewritten to that module's own source
 * location, relative to the bundle, so the repository can move after a build.
 */
import { readFile } from "node:fs/promises";
import { dirname, relative, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
export const SERVER_ENTRY = resolve(ROOT, "packages/server/src/main.ts");
export const SERVER_BUNDLE = resolve(ROOT, "dist/server/main.js");

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
const sourceLocatedImportMeta = {
  name: "treadkit-source-import-meta",
  setup(context) {
    const bundleDir = dirname(SERVER_BUNDLE);
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
};

export async function buildServer() {
  await build({
    entryPoints: [SERVER_ENTRY],
    outfile: SERVER_BUNDLE,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node22",
    jsx: "automatic",
    sourcemap: "linked",
    legalComments: "none",
    logLevel: "warning",
    plugins: [externalDependencies, sourceLocatedImportMeta],
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const started = performance.now();
  await buildServer();
  console.log(`${relative(ROOT, SERVER_BUNDLE)} in ${Math.round(performance.now() - started)} ms`);
}
