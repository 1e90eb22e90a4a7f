import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import alias from "@rollup/plugin-alias";
import commonjs from "@rollup/plugin-commonjs";
import { nodeResolve } from "@rollup/plugin-node-resolve";
import replace from "@rollup/plugin-replace";
import terser from "@rollup/plugin-terser";
import typescript from "@rollup/plugin-typescript";
import type { Plugin, RollupOptions } from "rollup";
import { dts } from "rollup-plugin-dts";

/**
 * Every browser bundle: the storefront client (React 19, hashed for immutable caching) and the
 * widgets (Preact through @preact/compat standing in for React, fixed names partners paste).
 */

const production = process.env.NODE_ENV !== "development";

const preactCompat = alias({
  entries: [
    { find: /^react\/jsx-(dev-)?runtime$/, replacement: "@preact/compat/jsx-runtime" },
    { find: /^react-dom\/client$/, replacement: "@preact/compat/client" },
    { find: /^react-dom$/, replacement: "@preact/compat" },
    { find: /^react$/, replacement: "@preact/compat" },
  ],
});

/** Warnings about third-party code that we cannot act on are dropped; ours still show. */
const onwarn: RollupOptions["onwarn"] = (warning, warn) => {
  const ids = [warning.id, ...(warning.ids ?? [])].filter(Boolean) as string[];
  const thirdParty = ids.length > 0 && ids.every((id) => id.includes("node_modules"));
  if (
    thirdParty &&
    ["CIRCULAR_DEPENDENCY", "INVALID_ANNOTATION", "MODULE_LEVEL_DIRECTIVE"].includes(
      warning.code ?? "",
    )
  )
    return;
  warn(warning);
};

const SOURCES = ["packages/*/src/**/*.ts", "packages/*/src/**/*.tsx"];

function plugins(extra: Plugin[] = [], include = SOURCES): Plugin[] {
  return [
    ...extra,
    replace({
      preventAssignment: true,
      values: { "process.env.NODE_ENV": JSON.stringify(production ? "production" : "development") },
    }),
    nodeResolve({ browser: true, extensions: [".mjs", ".js", ".ts", ".tsx", ".json"] }),
    commonjs(),
    typescript({
      tsconfig: "./tsconfig.json",
      compilerOptions: { noEmit: false, declaration: false, sourceMap: false, noCheck: true },
      include,
      exclude: ["**/*.test.ts", "**/*.test.tsx", "packages/server/**"],
      noEmitOnError: true,
    }),
    ...(production ? [terser({ format: { comments: false } })] : []),
    ...(production ? [precompress()] : []),
  ];
}

/**
 * Writes a .br and a .gz beside each script, compressed once at the highest levels, which the
 * server sends to browsers that accept them (@fastify/static `preCompressed`) instead of
 * compressing on every request.
 */
function precompress(): Plugin {
  return {
    name: "treadkit-precompress",
    writeBundle(options, bundle) {
      const dir = options.dir ?? (options.file ? join(options.file, "..") : ".");
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type !== "chunk") continue;
        const source = Buffer.from(output.code);
        const path = join(dir, fileName);
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(source, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
            },
          }),
        );
        writeFileSync(`${path}.gz`, gzipSync(source, { level: 9 }));
      }
    },
  };
}

/**
 * Marks each chunk for V8's eager compilation (explicit compile hints, Chrome 136+): its
 * functions are compiled with the script, off the main thread while it streams in, instead of
 * each on its first call inside the widget's first tasks. A widget calls nearly all of its code as
 * it mounts or as a step arrives, so little is compiled for nothing; other engines read a comment.
 * Runs after terser, which would drop the comment.
 */
function eagerCompile(): Plugin {
  return {
    name: "treadkit-eager-compile",
    renderChunk: (code) => ({ code: `//# allFunctionsCalledOnLoad\n${code}`, map: null }),
  };
}

/**
 * The storefront's face, self-hosted from its npm package: the Latin subset of Inter's variable
 * weights (48 kB), one file for every weight the styles use, under a content hash.
 */
const STOREFRONT_FONT =
  "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2";

/**
 * Writes manifest.json: entry name → hashed file, read by the server to link the bundle (and
 * `font`, the face it preloads); and preload.json, the route chunks of each section of pages.
 */
function manifest(): Plugin {
  let font = "";
  return {
    name: "treadkit-manifest",
    buildStart() {
      font = this.emitFile({
        type: "asset",
        name: "inter.woff2",
        source: readFileSync(STOREFRONT_FONT),
      });
    },
    generateBundle(_options, bundle) {
      const entries: Record<string, string> = { font: this.getFileName(font) };
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === "chunk" && chunk.isEntry) entries[chunk.name] = chunk.fileName;
      }
      const source = `${JSON.stringify(entries, null, 2)}\n`;
      this.emitFile({ type: "asset", fileName: "manifest.json", source });

      // preload.json: a section of pages (its folder under storefront/src/pages) → the files its
      // lazily loaded routes need, for <link rel="modulepreload"> on that section's pages.
      const chunks = new Map(
        Object.values(bundle).flatMap((chunk) =>
          chunk.type === "chunk" ? [[chunk.fileName, chunk] as const] : [],
        ),
      );
      const sections: Record<string, Set<string>> = {};
      const add = (into: Set<string>, fileName: string) => {
        const chunk = chunks.get(fileName);
        if (!chunk || chunk.isEntry || into.has(fileName)) return;
        into.add(fileName);
        for (const imported of chunk.imports) add(into, imported);
      };
      for (const chunk of chunks.values()) {
        const section = /storefront[\\/]src[\\/]pages[\\/]([^\\/]+)[\\/]/.exec(
          chunk.facadeModuleId ?? "",
        )?.[1];
        if (!chunk.isDynamicEntry || !section) continue;
        sections[section] ??= new Set();
        add(sections[section], chunk.fileName);
      }
      const preload = Object.fromEntries(
        Object.entries(sections).map(([section, files]) => [section, [...files].sort()]),
      );
      this.emitFile({
        type: "asset",
        fileName: "preload.json",
        source: `${JSON.stringify(preload, null, 2)}\n`,
      });
    },
  };
}

/**
 * Browser bundles skip zod's checks of API responses (core/client/response-checks.ts): they talk
 * only to the server, which validates them against the same schemas on the way out, and zod would
 * be most of each widget's download and a sixth of the storefront's. Forms that check what the
 * shopper typed still use zod, in the lazy chunks of the pages that have them.
 */
const trustOwnResponses = replace({
  preventAssignment: true,
  values: { __TREADKIT_RESPONSE_CHECKS__: "false" },
});

/**
 * React Router's package exports name only its development build, with its warnings and checks
 * for developers; the browser gets the production build it ships beside it (the server renders
 * with the development one, which gives the same markup).
 */
const routerBuild = `${process.cwd()}/node_modules/react-router/dist/${production ? "production" : "development"}`;
const reactRouterProduction = alias({
  entries: [
    { find: /^react-router$/, replacement: `${routerBuild}/index.mjs` },
    { find: /^react-router\/dom$/, replacement: `${routerBuild}/dom-export.mjs` },
  ],
});

const storefront: RollupOptions = {
  onwarn,
  input: { storefront: "packages/storefront/src/entry-client.tsx" },
  treeshake: { moduleSideEffects: workspaceSideEffects },
  output: {
    dir: "dist/assets",
    format: "es",
    entryFileNames: "[name]-[hash].js",
    chunkFileNames: "[name]-[hash].js",
    assetFileNames: "[name]-[hash][extname]",
    // zod in a chunk of its own, loaded with the first form that checks what a shopper types,
    // and measured by its own size budget.
    manualChunks: (id) => (/[\\/]node_modules[\\/]zod[\\/]/.test(id) ? "zod" : undefined),
  },
  plugins: [...plugins([reactRouterProduction, trustOwnResponses]), manifest()],
};

const WORKSPACE_FILE = /^(.*[\\/]packages[\\/][^\\/]+)[\\/](.*)$/;
const declaredSideEffects = new Map<string, boolean | string[]>();

/**
 * Our packages declare `sideEffects`, but node-resolve leaves it unapplied to their `exports`
 * subpaths and relative imports (every core module came out side-effectful), so it is read here.
 * Left alone, each zod schema in a core module that a widget, or an unused ui component of the
 * same barrel, imports stays in the bundle. Other packages keep Rollup's default (true).
 */
function workspaceSideEffects(id: string): boolean {
  const match = WORKSPACE_FILE.exec(id);
  if (!match || id.includes("node_modules")) return true;
  const [, root = "", file = ""] = match;
  let declared = declaredSideEffects.get(root);
  if (declared === undefined) {
    const json = JSON.parse(readFileSync(`${root}/package.json`, "utf8")) as {
      sideEffects?: boolean | string[];
    };
    declared = json.sideEffects ?? true;
    declaredSideEffects.set(root, declared);
  }
  if (typeof declared === "boolean") return declared;
  // Only plain paths are declared today; a glob keeps the whole package side-effectful.
  if (declared.some((entry) => entry.includes("*"))) return true;
  return declared.some((entry) => entry.replace(/^\.\//, "") === file.replace(/\\/g, "/"));
}

/**
 * A widget entry is an ES module at the fixed path `/widgets/<name>.js` (the loader injects it as
 * `<script type="module">`), which imports the widget at `/widgets/<name>/app.js`; what that
 * imports with `import()` goes to `/widgets/<name>/` chunks, fetched only when the shopper gets
 * there. The first load is entry and app, and is measured so (.size-limit.json). The loader stays a classic script: it is what
 * partners paste, and it must run before anything else.
 */
function widget(name: string, source: string): RollupOptions {
  return {
    onwarn,
    // The entry only imports the app, a chunk of its own at a fixed path (see src/index.tsx).
    input: { [name]: `${source}/index.tsx`, [`${name}/app`]: `${source}/app.tsx` },
    treeshake: { moduleSideEffects: workspaceSideEffects },
    output: {
      dir: "dist/widgets",
      format: "es",
      entryFileNames: "[name].js",
      chunkFileNames: `${name}/[name]-[hash].js`,
    },
    plugins: [...plugins([preactCompat, trustOwnResponses]), eagerCompile()],
  };
}

function loader(input: string): RollupOptions {
  return {
    onwarn,
    input,
    output: { file: "dist/widgets/loader.js", format: "iife" },
    plugins: [...plugins(), eagerCompile()],
  };
}

/**
 * A browser-test fixture under dist/fixtures, not shipped and under no budget: one small form in
 * a shadow root, built with React 19 and, through @preact/compat, with Preact.
 */
function fixture(name: string, extra: Plugin[] = []): RollupOptions {
  return {
    onwarn,
    input: { [name]: `tests/e2e/fixtures/${name}.tsx` },
    output: { dir: "dist/fixtures", format: "es", entryFileNames: "[name].js" },
    plugins: plugins(extra, [...SOURCES, "tests/e2e/fixtures/*.tsx"]),
  };
}

/**
 * dist/embed's package.json, as the package is published: the built modules and their types, React
 * a peer, core bundled in (so no dependency on the workspace). `npm run lint:package` checks it
 * with publint.
 */
function embedManifest(): Plugin {
  const source = JSON.parse(readFileSync("packages/embed/package.json", "utf8"));
  const entry = (name: string) => ({ types: `./${name}.d.ts`, default: `./${name}.js` });
  return {
    name: "embed-manifest",
    generateBundle() {
      const manifest = {
        name: source.name,
        version: source.version,
        description: source.description,
        license: source.license,
        type: "module",
        sideEffects: false,
        exports: {
          ".": entry("index"),
          "./react": entry("react"),
          "./package.json": "./package.json",
        },
        types: "./index.d.ts",
        files: ["*.js", "*.d.ts"],
        peerDependencies: source.peerDependencies,
        peerDependenciesMeta: source.peerDependenciesMeta,
      };
      this.emitFile({
        type: "asset",
        fileName: "package.json",
        source: `${JSON.stringify(manifest, null, 2)}\n`,
      });
    },
  };
}

/**
 * packages/embed for host developers: its modules as ES modules under dist/embed (React stays the
 * host's own), and their types, the loader API's also beside the loader as
 * /widgets/treadkit.d.ts.
 */
const EMBED_INPUTS = {
  index: "packages/embed/src/index.ts",
  react: "packages/embed/src/react.tsx",
};
const embed: RollupOptions[] = [
  {
    onwarn,
    input: EMBED_INPUTS,
    external: [/^react($|\/)/],
    output: { dir: "dist/embed", format: "es", entryFileNames: "[name].js" },
    plugins: [...plugins(), embedManifest()],
  },
  {
    onwarn,
    input: EMBED_INPUTS,
    external: [/^react($|\/)/],
    output: { dir: "dist/embed", format: "es", entryFileNames: "[name].d.ts" },
    plugins: [dts({ respectExternal: true, tsconfig: "./tsconfig.json" })],
  },
  {
    onwarn,
    input: "packages/embed/src/index.ts",
    output: { file: "dist/widgets/treadkit.d.ts", format: "es" },
    plugins: [dts({ respectExternal: true, tsconfig: "./tsconfig.json" })],
  },
];

/**
 * An example host page's script under dist/examples, served at /examples/<name>.js: a partner's
 * own app, built with React 19 and packages/embed, under no budget.
 */
function example(name: string): RollupOptions {
  return {
    onwarn,
    input: { [name]: `examples/${name}.tsx` },
    output: { dir: "dist/examples", format: "es", entryFileNames: "[name].js" },
    plugins: plugins([], [...SOURCES, "examples/*.tsx"]),
  };
}

/**
 * The sidewall reader's worker (packages/ui/src/sidewall/prepare-worker.ts), a classic worker
 * script at a fixed path, /media/sidewall/prepare.js: it is started by URL, so it is not hashed,
 * and it is fetched only when a shopper asks to scan a tire.
 */
const sidewallWorker: RollupOptions = {
  onwarn,
  input: "packages/ui/src/sidewall/prepare-worker.ts",
  treeshake: { moduleSideEffects: workspaceSideEffects },
  output: { file: "dist/sidewall/prepare.js", format: "iife" },
  plugins: plugins(),
};

/** `npm start` builds what the store serves; the browser tests' fixtures only for `npm run build`. */
const fixtures =
  process.env.TREADKIT_FIXTURES === "off"
    ? []
    : [fixture("react-shadow"), fixture("preact-shadow", [preactCompat])];

export default [
  loader("packages/core/src/widget/loader.ts"),
  widget("installer", "packages/widget-installer/src"),
  widget("affiliate", "packages/widget-affiliate/src"),
  widget("tiremaker", "packages/widget-tiremaker/src"),
  storefront,
  sidewallWorker,
  ...embed,
  example("react-host"),
  ...fixtures,
] satisfies RollupOptions[];
