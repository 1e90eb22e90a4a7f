/**
 * `npm run docs:reference`: writes docs/reference/environment.md (from env.ts) and
 * docs/reference/api.md (from the API's OpenAPI document). With `--check` it writes nothing and
 * fails when either file is not what the code says (tests/contract/reference.test.ts runs that).
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { createTestApp } from "../packages/server/src/testing/databases";
import { type ApiDocument, renderApiReference } from "./reference/api";
import { renderEnvironmentReference } from "./reference/environment";

export const REFERENCE_FILES = {
  environment: "docs/reference/environment.md",
  api: "docs/reference/api.md",
} as const;

/** The API's description as a running store serves it. */
export async function apiDocument(): Promise<ApiDocument> {
  const ctx = await createTestApp("pglite", { web: true });
  try {
    return (await ctx.app.inject({ method: "GET", url: "/api/docs/json" })).json();
  } finally {
    await ctx.close();
  }
}

/** Markdown as the repository's formatter (biome, which `npm run lint` runs) writes it. */
function formatted(path: string, text: string): string {
  return execFileSync("node_modules/.bin/biome", ["format", `--stdin-file-path=${path}`], {
    input: text,
    encoding: "utf8",
  });
}

export async function renderReferences(): Promise<Record<keyof typeof REFERENCE_FILES, string>> {
  return {
    environment: formatted(REFERENCE_FILES.environment, renderEnvironmentReference()),
    api: formatted(REFERENCE_FILES.api, renderApiReference(await apiDocument())),
  };
}

async function main() {
  const check = process.argv.includes("--check");
  const rendered = await renderReferences();
  const stale: string[] = [];
  for (const [name, path] of Object.entries(REFERENCE_FILES)) {
    const text = rendered[name as keyof typeof REFERENCE_FILES];
    if (check) {
      let current = "";
      try {
        current = readFileSync(path, "utf8");
      } catch {}
      if (current !== text) stale.push(path);
      continue;
    }
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
    console.log(`wrote ${path}`);
  }
  if (stale.length > 0) {
    console.error(`${stale.join(" and ")} out of date: run npm run docs:reference`);
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
