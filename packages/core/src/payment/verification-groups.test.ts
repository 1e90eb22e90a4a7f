import { describe, expect, it } from "vitest";
import { isMilitaryVerified, verificationHref } from "./rules";
import {
  BADGE_GROUPS,
  groupVerificationNotice,
  verifiedBadge,
  verifiedGroupOf,
  verifyLinkText,
} from "./verification-groups";

describe("verification groups", () => {
  it("reads a stored group in any case, and nothing else", () => {
    expect(verifiedGroupOf("Student")).toBe("student");
    expect(verifiedGroupOf(" wecare ")).toBe("wecare");
    expect(verifiedGroupOf("verified")).toBeNull();
    expect(verifiedGroupOf(null)).toBeNull();
  });

  it("offers the badge groups, and only military carries the discount", () => {
    expect(BADGE_GROUPS).toEqual(["student", "teacher", "alumni", "wecare"]);
    for (const group of BADGE_GROUPS) expect(isMilitaryVerified(group)).toBe(false);
    expect(BADGE_GROUPS.map(verifyLinkText)).toEqual([
      "Verify as a student",
      "Verify as a teacher",
      "Verify as alumni",
      "Verify as a WeCare member",
    ]);
    expect(verifiedBadge("student")).toBe("Verified student");
    expect(verifiedBadge("wecare")).toBe("Verified WeCare member");
  });

  it("tells a badge group's return, and leaves military's to its own entry point", () => {
    expect(groupVerificationNotice("verified", "teacher")).toEqual({
      tone: "success",
      text: "Your teacher status is verified.",
    });
    expect(groupVerificationNotice("unverified", "wecare")).toEqual({
      tone: "error",
      text: "We could not verify your WeCare status.",
    });
    expect(groupVerificationNotice("verified", "military")).toBeNull();
    expect(groupVerificationNotice("verified", null)).toBeNull();
    expect(groupVerificationNotice("cancelled", "student")).toBeNull();
  });

  it("starts an account's verification without a cart", () => {
    expect(verificationHref({ scope: "alumni", returnTo: "/account" })).toBe(
      "/api/id-verification?scope=alumni&returnTo=%2Faccount",
    );
  });
});
