import { describe, expect, it } from "vitest";
import {
  afterErrorRetry,
  COMPONENT_ERROR_RETRIES,
  errorRetriesLeft,
  NO_ERROR_RETRIES,
} from "./error-retries";

describe("component error retries", () => {
  it("allows four tries on a route, then none", () => {
    expect(COMPONENT_ERROR_RETRIES).toBe(4);
    let retries = NO_ERROR_RETRIES;
    const left: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      left.push(errorRetriesLeft(retries, "/brands"));
      retries = afterErrorRetry(retries, "/brands");
    }
    expect(left).toEqual([4, 3, 2, 1, 0]);
    expect(errorRetriesLeft(retries, "/brands")).toBe(0);
  });

  it("counts afresh on another route", () => {
    let retries = NO_ERROR_RETRIES;
    for (let i = 0; i < 4; i += 1) retries = afterErrorRetry(retries, "/brands");
    expect(errorRetriesLeft(retries, "/vehicles")).toBe(4);
    retries = afterErrorRetry(retries, "/vehicles");
    expect(retries).toEqual({ path: "/vehicles", used: 1 });
    expect(errorRetriesLeft(retries, "/brands")).toBe(4);
  });
});
