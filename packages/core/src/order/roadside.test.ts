import { describe, expect, it } from "vitest";
import {
  cartQualifiesForRoadside,
  qualifiesForRoadside,
  roadsideAssistanceUntil,
} from "./roadside";

describe("roadside assistance", () => {
  it("comes with at least 4 tires bought with installation, and only then", () => {
    expect(qualifiesForRoadside({ tires: 4, installed: true })).toBe(true);
    expect(qualifiesForRoadside({ tires: 6, installed: true })).toBe(true);
    expect(qualifiesForRoadside({ tires: 3, installed: true })).toBe(false);
    expect(qualifiesForRoadside({ tires: 4, installed: false })).toBe(false);
  });

  it("runs 12 months from the order's day", () => {
    const placed = new Date("2026-11-20T15:00:00Z");
    expect(roadsideAssistanceUntil({ tires: 4, installed: true }, placed)).toBe("2027-11-20");
    expect(roadsideAssistanceUntil({ tires: 2, installed: true }, placed)).toBeNull();
    // 29 February has no day a year on: the month's last day.
    expect(
      roadsideAssistanceUntil({ tires: 4, installed: true }, new Date("2028-02-29T12:00:00Z")),
    ).toBe("2029-02-28");
  });

  it("reads a cart: its tires, and whether an installer is chosen", () => {
    const lines = [{ quantity: 2 }, { quantity: 2 }];
    expect(
      cartQualifiesForRoadside({ siteProducts: lines, installerDetails: { installerId: "8" } }),
    ).toBe(true);
    expect(cartQualifiesForRoadside({ siteProducts: lines, installerDetails: null })).toBe(false);
    expect(
      cartQualifiesForRoadside({
        siteProducts: [{ quantity: 3 }],
        installerDetails: { installerId: "8" },
      }),
    ).toBe(false);
  });
});
