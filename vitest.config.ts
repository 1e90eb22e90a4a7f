import { defineConfig } from "vitest/config";

/** Components are written against the React API; their tests render them with Preact, as widgets do. */
const preactCompat = [
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: "@preact/compat/jsx-runtime" },
  { find: /^react-dom\/client$/, replacement: "@preact/compat/client" },
  { find: /^react-dom$/, replacement: "@preact/compat" },
  { find: /^react$/, replacement: "@preact/compat" },
];

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
          exclude: ["packages/ui/src/**"],
          environment: "node",
        },
      },
      {
        extends: true,
        resolve: { alias: preactCompat },
        test: {
          name: "ui",
          include: ["packages/ui/src/**/*.test.{ts,tsx}"],
          environment: "happy-dom",
          // Bundled through vite so that its `react` import meets the alias too.
          server: { deps: { inline: [/@nanostores\/react/] } },
        },
      },
    ],
  },
});
