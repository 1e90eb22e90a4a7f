import { describe, expect, it } from "vitest";
import { formatCents } from "./format";

describe("formatCents", () => {
  it("shows cents as US dollars", () => {
    expect(formatCents(17_899)).toBe("$178.99");
    expect(formatCents(0)).toBe("$0.00");
    expect(formatCents(123_456_789)).toBe("$1,234,567.89");
  });
});
