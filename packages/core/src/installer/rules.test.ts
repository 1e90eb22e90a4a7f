import { describe, expect, it } from "vitest";
import { distanceMiles, installationCostFor4Tires, roundDistance } from "./rules";

describe("installer rules", () => {
  it("measures Fort Lauderdale to Miami at about 25 miles", () => {
    const miles = distanceMiles(
      { latitude: 26.1224, longitude: -80.1373 },
      { latitude: 25.7617, longitude: -80.1918 },
    );
    expect(miles).toBeGreaterThan(24);
    expect(miles).toBeLessThan(26);
  });

  it("is zero from a point to itself and rounds to a tenth", () => {
    expect(distanceMiles({ latitude: 40, longitude: -75 }, { latitude: 40, longitude: -75 })).toBe(
      0,
    );
    expect(roundDistance(2.345_67)).toBe(2.3);
  });

  it("prices installation for four tires in cents", () => {
    expect(installationCostFor4Tires(2_250)).toBe(9_000);
  });
});
