import { describe, expect, it } from "vitest";
import { RESPONSE_CHECKS } from "./response-checks";

describe("response checks", () => {
  // Only widget bundles replace the flag; everything else (storefront, server, tests) checks.
  it("are on unless a bundle turns them off", () => {
    expect(RESPONSE_CHECKS).toBe(true);
  });
});
