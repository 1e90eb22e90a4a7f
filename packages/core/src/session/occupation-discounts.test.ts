import { describe, expect, it } from "vitest";
import { updateCartSchema } from "../cart/schemas";
import type { UserDetail } from "./account";
import {
  identityDiscountPercents,
  OCCUPATION_DISCOUNT_UNKNOWN,
  OCCUPATION_DISCOUNTS,
  occupationDiscountOf,
  occupationDiscountsOffered,
  occupationDiscountsOfferedTo,
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

  it("are found by id, and an unknown id or none is no discount", () => {
    expect(occupationDiscountOf("healthcare")?.percent).toBe(10);
    expect(occupationDiscountOf("teacher")?.percent).toBe(5);
    expect(occupationDiscountOf("astronaut")).toBeNull();
    expect(occupationDiscountOf(null)).toBeNull();
  });
});

describe("identity discounts", () => {
  it("give an occupation's percentage only to an account offered occupation discounts", () => {
    expect(
      identityDiscountPercents({
        militaryPercent: 0,
        occupationId: "healthcare",
        occupationOffered: true,
      }),
    ).toEqual({ militaryDiscountPercent: 0, occupationDiscountPercent: 10 });
    expect(
      identityDiscountPercents({
        militaryPercent: 0,
        occupationId: "healthcare",
        occupationOffered: false,
      }),
    ).toEqual({ militaryDiscountPercent: 0, occupationDiscountPercent: 0 });
    expect(
      identityDiscountPercents({
        militaryPercent: 0,
        occupationId: "nope",
        occupationOffered: true,
      }),
    ).toEqual({ militaryDiscountPercent: 0, occupationDiscountPercent: 0 });
  });

  it("never add a military and an occupation discount: the larger applies, military on a tie", () => {
    expect(
      identityDiscountPercents({
        militaryPercent: 5,
        occupationId: "healthcare",
        occupationOffered: true,
      }),
    ).toEqual({ militaryDiscountPercent: 0, occupationDiscountPercent: 10 });
    expect(
      identityDiscountPercents({
        militaryPercent: 5,
        occupationId: "teacher",
        occupationOffered: true,
      }),
    ).toEqual({ militaryDiscountPercent: 5, occupationDiscountPercent: 0 });
    expect(
      identityDiscountPercents({ militaryPercent: 5, occupationId: null, occupationOffered: true }),
    ).toEqual({ militaryDiscountPercent: 5, occupationDiscountPercent: 0 });
  });

  it("are offered on the server's own terms: an epp user whose company allows them", () => {
    expect(occupationDiscountsOfferedTo("epp", true)).toBe(true);
    expect(occupationDiscountsOfferedTo("epp", false)).toBe(false);
    expect(occupationDiscountsOfferedTo("epp", null)).toBe(false);
    expect(occupationDiscountsOfferedTo("whole_sale", true)).toBe(false);
    expect(occupationDiscountsOfferedTo(null, true)).toBe(false);
  });

  it("are chosen on the cart only by an id of the table", () => {
    expect(updateCartSchema.safeParse({ occupationDiscountId: "teacher" }).success).toBe(true);
    expect(updateCartSchema.safeParse({ occupationDiscountId: null }).success).toBe(true);
    const refused = updateCartSchema.safeParse({ occupationDiscountId: "astronaut" });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(OCCUPATION_DISCOUNT_UNKNOWN);
  });
});
