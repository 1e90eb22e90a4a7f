/**
 * The layering rules `npm run lint:deps` enforces (docs/architecture/README.md draws the graph).
 * Packages depend downwards only:
 *   core ← embed, ui ← widget-* ; core, ui ← storefront ; core, storefront ← server
 * Inside the server, a module calls another module's service, never its repository; inside core,
 * only the platform adapters (platform/, browser/) and test support reach for Node or the DOM.
 */
const others = (allowed) => `^packages/(?!${allowed.join("/|")}/)[^/]+/`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-cycle",
      severity: "error",
      comment: "A cycle ties modules so that neither can change or load alone.",
      from: {},
      to: { circular: true },
    },
    {
      name: "core-stands-alone",
      severity: "error",
      comment: "core is the headless rules: it imports no other package of ours.",
      from: { path: "^packages/core/" },
      to: { path: others(["core"]) },
    },
    {
      name: "embed-on-core",
      severity: "error",
      from: { path: "^packages/embed/" },
      to: { path: others(["embed", "core"]) },
    },
    {
      name: "ui-on-core",
      severity: "error",
      comment: "ui is the components the widgets and storefront share: on core only.",
      from: { path: "^packages/ui/" },
      to: { path: others(["ui", "core"]) },
    },
    {
      name: "widget-on-ui-core-embed",
      severity: "error",
      comment: "A widget is built on ui, core and embed; no widget imports another.",
      from: { path: "^packages/(widget-[^/]+)/" },
      to: { path: "^packages/(storefront|server|widget-[^/]+)/", pathNot: "^packages/$1/" },
    },
    {
      name: "storefront-on-ui-core",
      severity: "error",
      from: { path: "^packages/storefront/" },
      to: { path: others(["storefront", "ui", "core"]) },
    },
    {
      name: "server-on-storefront-core",
      severity: "error",
      comment: "The server renders the storefront's pages and shares core's contract.",
      from: { path: "^packages/server/" },
      to: { path: others(["server", "storefront", "core"]) },
    },
    {
      name: "module-calls-service-not-repository",
      severity: "error",
      comment:
        "A server module owns its tables through its repository; another module asks its service.",
      from: { path: "^packages/server/src/modules/([^/]+)/" },
      to: {
        path: "^packages/server/src/modules/[^/]+/.+[.]repository[.]ts$",
        pathNot: "^packages/server/src/modules/$1/",
      },
    },
    {
      name: "infrastructure-below-modules",
      severity: "error",
      comment:
        "http/, db/ and jobs/ are below the modules: they import none of them, save the tables a module owns in its *.schema.ts (db/tables.ts gathers them; http/ may read one).",
      from: { path: "^packages/server/src/(http|db|jobs)/", pathNot: "[.]test[.]tsx?$" },
      to: { path: "^packages/server/src/modules/", pathNot: "[.]schema[.]ts$" },
    },
    {
      name: "modules-not-on-seed",
      severity: "error",
      comment: "seed/ is the demo data set, built on the modules; no module reads it.",
      from: { path: "^packages/server/src/modules/", pathNot: "[.]test[.]tsx?$" },
      to: { path: "^packages/server/src/seed/" },
    },
    {
      name: "core-no-node",
      severity: "error",
      comment: "core runs in the browser too: Node's modules only in its adapters and tests.",
      from: {
        path: "^packages/core/src/",
        pathNot: ["^packages/core/src/platform/", "[.]test[.]ts$", "test-support[.]ts$"],
      },
      to: { dependencyTypes: ["core"] },
    },
    {
      name: "no-test-code-in-product",
      severity: "error",
      comment: "Test files and test support are imported by tests only.",
      from: {
        pathNot: ["[.]test[.]tsx?$", "test-support[.]ts$", "/testing/", "^tests/", "^scripts/"],
      },
      to: { path: ["[.]test[.]tsx?$"] },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: ["^dist/", "node_modules"] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
    reporterOptions: {
      dot: { collapsePattern: "^packages/[^/]+/src/(modules/)?[^/]+" },
    },
  },
};
