import { describe, expect, it } from "vitest";
import {
  LOCATION_BLOCKED_MESSAGE,
  LOCATION_FAILED_MESSAGE,
  LOCATION_REASK_MS,
  locationErrorMessage,
  shouldAskLocation,
} from "./rules";

describe("asking the browser for its location", () => {
  const now = Date.UTC(2026, 10, 20);
  it("asks when never refused, and again only 90 days after a refusal", () => {
    expect(shouldAskLocation(null, now)).toBe(true);
    expect(shouldAskLocation(now - LOCATION_REASK_MS + 1, now)).toBe(false);
    expect(shouldAskLocation(now - 89 * 86_400_000, now)).toBe(false);
    expect(shouldAskLocation(now - 90 * 86_400_000, now)).toBe(true);
    // A kept value that is not a time does not stop the asking.
    expect(shouldAskLocation(Number.NaN, now)).toBe(true);
  });

  it("tells a refusal from a position that could not be found", () => {
    expect(locationErrorMessage(1)).toBe(LOCATION_BLOCKED_MESSAGE);
    expect(locationErrorMessage(2)).toBe(LOCATION_FAILED_MESSAGE);
    expect(locationErrorMessage(3)).toBe(LOCATION_FAILED_MESSAGE);
  });
});
