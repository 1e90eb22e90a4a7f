import { z } from "zod";
import { type Client, RESPONSE_CHECKS, type Result } from "../client";

/**
 * The groups identity verification proves (storefront.md §1, §7: military, or student, teacher
 * and alumni; checkout.md §1: the wecare customer group). Only military carries a discount
 * (rules.ts); the others are a verified badge on the cart, the account and the order.
 */
export const VERIFICATION_GROUPS = ["military", "student", "teacher", "alumni", "wecare"] as const;
export type VerificationGroup = (typeof VERIFICATION_GROUPS)[number];

/** The groups a shopper verifies for the badge alone: every one but military. */
export const BADGE_GROUPS = [
  "student",
  "teacher",
  "alumni",
  "wecare",
] as const satisfies readonly VerificationGroup[];

const LABELS: Readonly<Record<VerificationGroup, string>> = {
  military: "Military",
  student: "Student",
  teacher: "Teacher",
  alumni: "Alumni",
  wecare: "WeCare",
};

/** Who each group is, as the entry point explains it. */
export const VERIFICATION_GROUP_HINTS: Readonly<Record<VerificationGroup, string>> = {
  military: "Active duty, veterans and their families",
  student: "Enrolled at a college or university",
  teacher: "Teachers and school staff",
  alumni: "Graduates of a college or university",
  wecare: "Nurses, first responders and medical workers",
};

export function isVerificationGroup(value: unknown): value is VerificationGroup {
  return typeof value === "string" && (VERIFICATION_GROUPS as readonly string[]).includes(value);
}

/** The verified group a stored status names (any case); null for none or an unknown one. */
export function verifiedGroupOf(status: string | null | undefined): VerificationGroup | null {
  const group = status?.trim().toLowerCase();
  return isVerificationGroup(group) ? group : null;
}

export function verificationGroupLabel(group: VerificationGroup): string {
  return LABELS[group];
}

/** The entry point's link for a group: "Verify as a student". */
export function verifyLinkText(group: VerificationGroup): string {
  switch (group) {
    case "alumni":
      return "Verify as alumni";
    case "wecare":
      return "Verify as a WeCare member";
    default:
      return `Verify as a ${group}`;
  }
}

/** The badge shown wherever a verified group is: "Verified student". */
export function verifiedBadge(group: VerificationGroup): string {
  return group === "wecare" ? "Verified WeCare member" : `Verified ${group}`;
}

/**
 * What the page says when verification of a badge group returns (idMeStatus, idMeGroup); null
 * when it says nothing or the return was for another group.
 */
export function groupVerificationNotice(
  idMeStatus: string | null,
  idMeGroup: string | null,
): { tone: "success" | "error"; text: string } | null {
  const group = verifiedGroupOf(idMeGroup);
  if (!group || group === "military") return null;
  const status = group === "wecare" ? "WeCare" : group;
  switch (idMeStatus) {
    case "verified":
      return { tone: "success", text: `Your ${status} status is verified.` };
    case "unverified":
      return { tone: "error", text: `We could not verify your ${status} status.` };
    case "failed":
      return { tone: "error", text: "Verification is not available right now. Please try again." };
    default:
      return null;
  }
}

/** GET /id-verification/status: the group verified for a cart, else for the signed-in account. */
export const verificationStatusResponseSchema = z.object({
  verifiedGroup: z.enum(VERIFICATION_GROUPS).nullable(),
});

export function getVerificationStatus(
  client: Client,
  cartId?: string,
  signal?: AbortSignal,
): Promise<Result<{ verifiedGroup: VerificationGroup | null }>> {
  return client.request({
    path: "/id-verification/status",
    query: { cartId },
    schema: RESPONSE_CHECKS ? verificationStatusResponseSchema : undefined,
    signal,
  });
}
