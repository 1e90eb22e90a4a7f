import { describe, expect, it } from "vitest";
import {
  approximateLocationMessage,
  LOCATION_BLOCKED_MESSAGE,
  LOCATION_FAILED_MESSAGE,
  LOCATION_REASK_MS,
  locationErrorMessage,
  shouldAskLocation,
  usesNetworkZip,
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

describe("the ZIP code of the shopper's network, when the browser refuses", () => {
  it("stands in for a refusal only, not for a position the browser could not find", () => {
    expect(usesNetworkZip(1)).toBe(true);
    expect(usesNetworkZip(2)).toBe(false);
    expect(usesNetworkZip(3)).toBe(false);
  });

  it("tells the shopper the place is approximate, naming it", () => {
    expect(approximateLocationMessage({ city: "Austin", state: "TX" })).toBe(
      "We used your approximate location (Austin, TX). Change it any time.",
    );
  });
});
