import { describe, expect, it } from "vitest";
import { loadingProgress } from "./timing";

describe("the loading indicator", () => {
  it("shows a tenth after its first step and never reaches the end before the page", () => {
    expect(loadingProgress(0)).toBe(0);
    expect(loadingProgress(1)).toBeCloseTo(0.1);
    const steps = Array.from({ length: 50 }, (_, n) => loadingProgress(n + 1));
    for (let n = 1; n < steps.length; n++) expect(steps[n]).toBeGreaterThan(steps[n - 1] ?? 0);
    expect(steps.at(-1)).toBeLessThan(0.9);
  });
});
