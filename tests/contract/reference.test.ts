import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { REFERENCE_FILES, renderReferences } from "../../scripts/reference";
import { renderEnvironmentReference } from "../../scripts/reference/environment";

/** The generated references in docs/reference say what the code says. */
describe("docs/reference", () => {
  it("is what npm run docs:reference writes from env.ts and the OpenAPI document", async () => {
    const rendered = await renderReferences();
    for (const [name, path] of Object.entries(REFERENCE_FILES)) {
      const text = rendered[name as keyof typeof REFERENCE_FILES];
      expect(readFileSync(path, "utf8"), `${path} is out of date: run npm run docs:reference`).toBe(
        text,
      );
    }
    // Every setting the server validates is in the reference.
    const source = readFileSync("packages/server/src/env.ts", "utf8");
    for (const name of ["TOKEN_SECRET", "RESPONSE_CACHE", "WORKERS", "DATABASE_URL"]) {
      expect(source).toContain(`${name}:`);
      expect(rendered.environment).toMatch(new RegExp(`\\| \`${name}\` +\\|`));
    }
  }, 120_000);

  it("refuses a setting without a comment", () => {
    const source = `const envSchema = z.object({\n  /** Documented. */\n  PORT: z.string(),\n  SECRET_THING: z.string(),\n});`;
    expect(() => renderEnvironmentReference(source)).toThrow(/SECRET_THING/);
  });
});
