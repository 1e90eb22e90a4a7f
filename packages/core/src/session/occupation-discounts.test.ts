import { describe, expect, it } from "vitest";
import type { UserDetail } from "./account";
import {
  OCCUPATION_DISCOUNTS,
  occupationDiscountCents,
  occupationDiscountOf,
  occupationDiscountsOffered,
} from "./occupation-discounts";

const account = (userType: "epp" | "whole_sale" | "fleet", companyAllows: boolean | null) =>
  ({
    accountTypes: [{ name: "none", userType, deliveryMethods: [], paymentGroups: [] }],
    accountTypeCompany:
      companyAllows === null
        ? null
        : {
            companyName: "Dealer Tire Distribution",
            paymentGroups: [],
            deliveryMethods: [],
            isTireReplacementCoverageAvailable: false,
            isOccupationDiscountsAvailable: companyAllows,
          },
  }) satisfies Pick<UserDetail, "accountTypes" | "accountTypeCompany">;

describe("occupation discounts", () => {
  it("are offered to an employee whose company allows them, and to no one else", () => {
    expect(occupationDiscountsOffered(account("epp", true))).toBe(true);
    expect(occupationDiscountsOffered(account("epp", false))).toBe(false);
    expect(occupationDiscountsOffered(account("epp", null))).toBe(false);
    // A dealer of the same company buys as a dealer, not as an employee.
    expect(occupationDiscountsOffered(account("whole_sale", true))).toBe(false);
    expect(occupationDiscountsOffered(null)).toBe(false);
  });

  it("each has its own id, a name and a percentage", () => {
    const ids = OCCUPATION_DISCOUNTS.map((discount) => discount.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const discount of OCCUPATION_DISCOUNTS) {
      expect(discount.occupation).toMatch(/\w/);
      expect(discount.percent).toBeGreaterThan(0);
      expect(discount.percent).toBeLessThanOrEqual(10);
    }
  });

  it("take their percentage off an amount, rounded half up, and nothing for an unknown id", () => {
    expect(occupationDiscountOf("healthcare")?.percent).toBe(10);
    expect(occupationDiscountCents(40_000, "healthcare")).toBe(4_000);
    expect(occupationDiscountCents(12_345, "teacher")).toBe(617);
    expect(occupationDiscountCents(40_000, "astronaut")).toBe(0);
    expect(occupationDiscountCents(40_000, null)).toBe(0);
  });
});
