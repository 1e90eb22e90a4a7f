import { defineConfig } from "vitest/config";

/** Components are written against the React API; their tests render them with Preact, as widgets do. */
const preactCompat = [
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: "@preact/compat/jsx-runtime" },
  { find: /^react-dom\/client$/, replacement: "@preact/compat/client" },
  { find: /^react-dom$/, replacement: "@preact/compat" },
  { find: /^react$/, replacement: "@preact/compat" },
];

/** Files that replace a module with vi.mock run in a module graph of their own. */
const MOCKS_MODULES = ["packages/core/src/payment/braintree.test.ts"];

export default defineConfig({
  test: {
    pool: "forks",
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: {
          name: "node",
          include: [
            "packages/*/src/**/*.test.{ts,tsx}",
            "tests/contract/**/*.test.ts",
            "tests/integrity/**/*.test.ts",
          ],
          exclude: ["packages/ui/src/**", "packages/widget-*/src/**", ...MOCKS_MODULES],
          environment: "node",
          // A worker imports the server and its modules once for all its files, not once per
          // file: most files build an app on a database of their own, and importing it again
          // for each was a third of the suite's time. Nothing module-level is shared between
          // tests but the code itself.
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: "node-isolated", include: MOCKS_MODULES, environment: "node" },
      },
      {
        extends: true,
        resolve: { alias: preactCompat },
        test: {
          name: "ui",
          include: [
            "packages/ui/src/**/*.test.{ts,tsx}",
            "packages/widget-*/src/**/*.test.{ts,tsx}",
          ],
          environment: "happy-dom",
          // Bundled through vite so that its `react` import meets the alias too.
          server: { deps: { inline: [/@nanostores\/react/] } },
        },
      },
    ],
  },
});
