import { describe, expect, it } from "vitest";
import {
  buyerLabel,
  isFleetGroup,
  isUserType,
  priceLabel,
  resolveAccountType,
  USER_TYPES,
} from "./rules";

describe("user and account types", () => {
  it("labels every user type as the spec lists them", () => {
    expect(USER_TYPES.map(buyerLabel)).toEqual([
      "",
      "EPP",
      "Fleet",
      "Special Order",
      "Partner Program",
      "Retail Member",
      "Retail",
      "Sales Tool",
      "WholeSale",
    ]);
  });

  it("has price labels only for buyers with their own pricing; employees read Employee", () => {
    expect(priceLabel("epp")).toBe("Employee");
    expect(priceLabel("fleet")).toBe("Fleet");
    expect(priceLabel("retail")).toBeNull();
  });

  it("groups fleet, partner programme and special order", () => {
    expect(USER_TYPES.filter(isFleetGroup)).toEqual(["fleet", "special_order", "partner_program"]);
  });

  it("takes the account type from the cookie, else the user detail, else none", () => {
    expect(resolveAccountType("fleet", "retail")).toBe("fleet");
    expect(resolveAccountType(null, "Retail Member")).toBe("retail member");
    expect(resolveAccountType("bogus", undefined)).toBe("none");
    expect(resolveAccountType(undefined, undefined)).toBe("none");
  });

  it("guards user type values", () => {
    expect(isUserType("whole_sale")).toBe(true);
    expect(isUserType("admin")).toBe(false);
  });
});

describe("census regions", async () => {
  const { regionOfState } = await import("./regions");
  it("maps states to their region number", () => {
    expect(regionOfState("NY")).toBe(1);
    expect(regionOfState("il")).toBe(2);
    expect(regionOfState("FL")).toBe(3);
    expect(regionOfState("CA")).toBe(4);
    expect(regionOfState("ZZ")).toBe(0);
  });
});
