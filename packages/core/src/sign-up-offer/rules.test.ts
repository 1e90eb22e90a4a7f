import { describe, expect, it } from "vitest";
import {
  SIGN_UP_OFFER_CENTS,
  SIGN_UP_OFFER_LABEL,
  SIGN_UP_OFFER_NEEDS_SET,
  SIGN_UP_OFFER_SIGN_IN,
  signUpOfferOnCart,
  signUpOfferStanding,
} from "./rules";

const member = (overrides: Partial<{ userType: string; hasOrdered: boolean; used: boolean }>) => ({
  userType: "retail",
  hasOrdered: false,
  used: false,
  ...overrides,
});

describe("who the sign-up offer is for", () => {
  it("is $25, and named as the spec names it", () => {
    expect(SIGN_UP_OFFER_CENTS).toBe(2_500);
    expect(SIGN_UP_OFFER_LABEL).toBe("$25 sign-up offer");
  });

  it("waits for a personal member who has not ordered yet", () => {
    expect(signUpOfferStanding(member({}))).toBe("available");
    expect(signUpOfferStanding(member({ userType: "retail_member" }))).toBe("available");
  });

  it("is given once: a member who used it, or ordered before without it, has it no more", () => {
    expect(signUpOfferStanding(member({ used: true, hasOrdered: true }))).toBe("used");
    expect(signUpOfferStanding(member({ hasOrdered: true }))).toBe("ordered");
  });

  it("is for guests to sign up for, and not offered to business accounts", () => {
    expect(signUpOfferStanding(null)).toBe("guest");
    for (const userType of ["fleet", "epp", "partner_program", "special_order", "whole_sale"])
      expect(signUpOfferStanding(member({ userType }))).toBe("notOffered");
  });
});

describe("the sign-up offer on a cart", () => {
  const set = { tireQuantity: 4, tiresLeftInCents: 40_000 };

  it("takes $25 off a set of four or more tires", () => {
    expect(signUpOfferOnCart("available", set)).toMatchObject({
      state: "applied",
      amountInCents: 2_500,
    });
    expect(signUpOfferOnCart("available", { ...set, tireQuantity: 6 })?.amountInCents).toBe(2_500);
  });

  it("never takes more than the tires still cost after other discounts", () => {
    expect(signUpOfferOnCart("available", { ...set, tiresLeftInCents: 1_200 })?.amountInCents).toBe(
      1_200,
    );
    expect(signUpOfferOnCart("available", { ...set, tiresLeftInCents: 0 })?.amountInCents).toBe(0);
  });

  it("tells a member with fewer than four tires to add a set, and gives nothing", () => {
    expect(signUpOfferOnCart("available", { ...set, tireQuantity: 3 })).toEqual({
      state: "needsSet",
      amountInCents: 0,
      message: SIGN_UP_OFFER_NEEDS_SET,
    });
  });

  it("tells a guest to sign in for it, and gives nothing", () => {
    expect(signUpOfferOnCart("guest", set)).toEqual({
      state: "signIn",
      amountInCents: 0,
      message: SIGN_UP_OFFER_SIGN_IN,
    });
  });

  it("says nothing to a member who cannot have it, or of an empty cart", () => {
    for (const standing of ["used", "ordered", "notOffered"] as const)
      expect(signUpOfferOnCart(standing, set)).toBeNull();
    expect(signUpOfferOnCart("available", { tireQuantity: 0, tiresLeftInCents: 0 })).toBeNull();
  });
});
