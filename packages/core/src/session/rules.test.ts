import { describe, expect, it } from "vitest";
import {
  BUYER_PRICE_PERCENT_OFF,
  buyerLabel,
  buyerPrice,
  isFleetGroup,
  isUserType,
  priceLabel,
  resolveAccountType,
  USER_TYPES,
  type UserType,
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

describe("buyerPrice", () => {
  it("takes each buyer kind's percentage off, in whole cents", () => {
    expect(buyerPrice(10_000, "retail")).toBe(10_000);
    expect(buyerPrice(10_000, "retail_member")).toBe(9_500);
    expect(buyerPrice(10_000, "fleet")).toBe(9_000);
    expect(buyerPrice(10_000, "partner_program")).toBe(9_000);
    expect(buyerPrice(10_000, "special_order")).toBe(8_800);
    expect(buyerPrice(10_000, "epp")).toBe(8_500);
    expect(buyerPrice(12_999, "fleet")).toBe(11_699);
  });

  it("charges retail to a guest, an unknown kind and the kinds without special pricing", () => {
    for (const kind of [null, undefined, "none", "whole_sale", "simple_sales_tool", "admin"]) {
      expect(buyerPrice(10_000, kind)).toBe(10_000);
    }
  });

  it("labels the price of every kind that has one", () => {
    for (const kind of Object.keys(BUYER_PRICE_PERCENT_OFF)) {
      expect(priceLabel(kind as UserType)).not.toBeNull();
    }
  });
});
