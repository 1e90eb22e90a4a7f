import { describe, expect, it } from "vitest";
import {
  INVITE_LIMIT_MESSAGE,
  inviteHeadline,
  invitePath,
  invitesLeft,
  isSelfReferral,
  newReferralCode,
  newRewardCode,
  normaliseReferralCode,
  OFFER_TERMS,
  REFERRAL_CODE_PATTERN,
  REFERRAL_FIRST_ORDER_MESSAGE,
  REFERRAL_INVITES_PER_DAY,
  REFERRAL_ONE_PER_ORDER_MESSAGE,
  REFERRAL_OWN_CODE_MESSAGE,
  REWARD_USED_MESSAGE,
  REWARD_WITHDRAWN_MESSAGE,
  referralCounts,
  referralDenial,
  referralDiscountInCents,
  rewardDenial,
  rewardStatus,
} from "./rules";
import { claimReferralSchema, inviteFriendSchema, inviteQuerySchema } from "./schemas";

/** Bytes counting up from `start`: a random source whose output the test can predict. */
const counting =
  (start = 0) =>
  (bytes: number) =>
    Uint8Array.from({ length: bytes }, (_, i) => start + i);

describe("the offer", () => {
  it("takes 30 percent of the tires, never more than $75", () => {
    expect(referralDiscountInCents(20_000)).toBe(6_000);
    expect(referralDiscountInCents(25_000)).toBe(7_500);
    expect(referralDiscountInCents(80_000)).toBe(7_500);
    expect(referralDiscountInCents(333)).toBe(100);
    expect(referralDiscountInCents(0)).toBe(0);
  });

  it("is headlined with the advocate's first name, or 'A friend'", () => {
    expect(inviteHeadline("Max")).toBe("Max gave you up to 30% off your first tires");
    expect(inviteHeadline("  ")).toBe("A friend gave you up to 30% off your first tires");
    expect(inviteHeadline(null)).toBe("A friend gave you up to 30% off your first tires");
    expect(OFFER_TERMS).toBe(
      "30% off the tires of your first order, up to $75.00 off. For new customers, on one order.",
    );
  });
});

describe("codes and links", () => {
  it("makes a code of the first name and five unambiguous random characters", () => {
    expect(newReferralCode("Max", counting())).toBe("MAX-23456");
    expect(newReferralCode("José-María", counting(8))).toBe("JOSEMARI-ABCDE");
    // No letters to use: a neutral name part.
    expect(newReferralCode("李", counting())).toBe("FRIEND-23456");
    // A byte maps evenly onto 32 characters: 32 is "2" again.
    expect(newReferralCode("Al", counting(30))).toBe("AL-YZ234");
    for (let start = 0; start < 256; start += 5) {
      expect(newReferralCode("Rita", counting(start))).toMatch(REFERRAL_CODE_PATTERN);
    }
  });

  it("makes reward codes apart from referral codes", () => {
    const code = newRewardCode(counting());
    expect(code).toBe("THANKS-23456789");
    expect(normaliseReferralCode(code)).toBeNull();
  });

  it("reads a code in any case and with spaces around it; anything else is no code", () => {
    expect(normaliseReferralCode(" max-7k3qx ")).toBe("MAX-7K3QX");
    // O and I are never part of a code: a misread letter is not another member's code.
    expect(normaliseReferralCode("MAX-7K3QO")).toBeNull();
    expect(normaliseReferralCode("MAX7K3QX")).toBeNull();
    expect(normaliseReferralCode("")).toBeNull();
    expect(normaliseReferralCode(null)).toBeNull();
  });

  it("links to the invite page with the code", () => {
    expect(invitePath("MAX-7K3QX")).toBe("/invite?code=MAX-7K3QX");
  });
});

describe("who may use a referral", () => {
  const advocate = { userId: "u-1", email: "Max@Example.com" };

  it("knows the advocate by account or by e-mail in any case", () => {
    expect(isSelfReferral(advocate, { userId: "u-1", email: null })).toBe(true);
    expect(isSelfReferral(advocate, { userId: null, email: " max@example.COM" })).toBe(true);
    expect(isSelfReferral(advocate, { userId: "u-2", email: "kim@example.com" })).toBe(false);
    expect(isSelfReferral(advocate, { userId: null, email: null })).toBe(false);
  });

  it("refuses the advocate, a returning customer, and a second referral on one order", () => {
    const use = { isAdvocate: false, isReturningCustomer: false, hasEarlierReferral: false };
    expect(referralDenial(use)).toBeNull();
    expect(referralDenial({ ...use, isAdvocate: true, isReturningCustomer: true })).toBe(
      REFERRAL_OWN_CODE_MESSAGE,
    );
    expect(referralDenial({ ...use, isReturningCustomer: true })).toBe(
      REFERRAL_FIRST_ORDER_MESSAGE,
    );
    expect(referralDenial({ ...use, hasEarlierReferral: true })).toBe(
      REFERRAL_ONE_PER_ORDER_MESSAGE,
    );
  });
});

describe("rewards", () => {
  it("is used once, and withdrawn when the friend's order was cancelled before it was used", () => {
    expect(rewardStatus({ redeemed: false, earnedByCancelledOrder: false })).toBe("available");
    expect(rewardStatus({ redeemed: true, earnedByCancelledOrder: false })).toBe("used");
    expect(rewardStatus({ redeemed: true, earnedByCancelledOrder: true })).toBe("used");
    expect(rewardStatus({ redeemed: false, earnedByCancelledOrder: true })).toBe("withdrawn");
    expect(rewardDenial("available")).toBeNull();
    expect(rewardDenial("used")).toBe(REWARD_USED_MESSAGE);
    expect(rewardDenial("withdrawn")).toBe(REWARD_WITHDRAWN_MESSAGE);
  });

  it("sums the rewards ready to use among the dashboard's figures", () => {
    expect(
      referralCounts({
        friendsInvited: 3,
        friendsOrdered: 2,
        rewards: [
          { status: "available", amountInCents: 1_000 },
          { status: "used", amountInCents: 1_000 },
          { status: "available", amountInCents: 1_000 },
        ],
      }),
    ).toEqual([
      { label: "Friends invited", value: "3" },
      { label: "Friends who ordered", value: "2" },
      { label: "Rewards ready to use", value: "$20.00" },
    ]);
  });

  it("counts the invitations left today", () => {
    expect(invitesLeft(0)).toBe(REFERRAL_INVITES_PER_DAY);
    expect(invitesLeft(REFERRAL_INVITES_PER_DAY + 3)).toBe(0);
    expect(INVITE_LIMIT_MESSAGE).toContain(String(REFERRAL_INVITES_PER_DAY));
  });
});

describe("schemas", () => {
  it("reads the invite page's code as stored, and refuses a malformed one with the shopper's message", () => {
    expect(inviteQuerySchema.parse({ code: "max-7k3qx", userZip: "33301" }).code).toBe("MAX-7K3QX");
    const bad = inviteQuerySchema.safeParse({ code: "<script>" });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe(
      "This referral link is not valid. Please ask your friend to send it again.",
    );
    expect(inviteQuerySchema.safeParse({ code: "MAX-7K3QX", price: 1 }).success).toBe(false);
    expect(claimReferralSchema.safeParse({ code: "MAX-7K3QX", cartId: "nope" }).success).toBe(
      false,
    );
  });

  it("takes a friend's e-mail and, optionally, a first name", () => {
    expect(inviteFriendSchema.parse({ email: " kim@example.com " })).toEqual({
      email: "kim@example.com",
      firstName: "",
    });
    expect(inviteFriendSchema.safeParse({ email: "kim@", firstName: "Kim" }).success).toBe(false);
    expect(
      inviteFriendSchema.safeParse({ email: "kim@example.com", firstName: "K1m" }).success,
    ).toBe(false);
  });
});
