import { describe, expect, it } from "vitest";
import { isUuid } from "./uuid";

describe("isUuid", () => {
  it("takes a UUID in either case and nothing else", () => {
    expect(isUuid("0b7a2d9e-5c1f-4e8a-9d3b-2f6c8a1e4b70")).toBe(true);
    expect(isUuid("0B7A2D9E-5C1F-4E8A-9D3B-2F6C8A1E4B70")).toBe(true);
    expect(isUuid("0b7a2d9e-5c1f-4e8a-9d3b-2f6c8a1e4b7")).toBe(false);
    expect(isUuid(" 0b7a2d9e-5c1f-4e8a-9d3b-2f6c8a1e4b70")).toBe(false);
    expect(isUuid(null)).toBe(false);
  });
});
