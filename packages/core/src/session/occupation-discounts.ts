/**
 * Occupation discounts of the employee portal (storefront.md §6: "occupation discounts shown only
 * if the company allows"). The spec names no occupations or rates; these are the store's own.
 */
import type { UserDetail } from "./account";

export type OccupationDiscount = {
  id: string;
  /** Who qualifies, as the portal names them. */
  occupation: string;
  percent: number;
};

export const OCCUPATION_DISCOUNTS: readonly OccupationDiscount[] = [
  { id: "first-responder", occupation: "First responders (police, fire, EMS)", percent: 10 },
  { id: "healthcare", occupation: "Healthcare workers", percent: 10 },
  { id: "teacher", occupation: "Teachers and school staff", percent: 5 },
  { id: "skilled-trades", occupation: "Skilled trades and technicians", percent: 5 },
];

/**
 * Whether an account is offered occupation discounts: a distributor's employee (user type epp)
 * whose company allows them. Everyone else, guests included, is not.
 */
export function occupationDiscountsOffered(
  detail: Pick<UserDetail, "accountTypes" | "accountTypeCompany"> | null,
): boolean {
  return occupationDiscountsOfferedTo(
    detail?.accountTypes[0]?.userType,
    detail?.accountTypeCompany?.isOccupationDiscountsAvailable,
  );
}

/** The same rule on a user type and its company's flag, as the server keeps them. */
export function occupationDiscountsOfferedTo(
  userType: string | null | undefined,
  companyAllows: boolean | null | undefined,
): boolean {
  return userType === "epp" && companyAllows === true;
}

/** The occupation discount of `id`; null for an id the table does not have. */
export function occupationDiscountOf(id: string | null | undefined): OccupationDiscount | null {
  return OCCUPATION_DISCOUNTS.find((discount) => discount.id === id) ?? null;
}

/** The ids of the table, for the schemas that accept one. */
export const OCCUPATION_DISCOUNT_IDS = OCCUPATION_DISCOUNTS.map((discount) => discount.id) as [
  string,
  ...string[],
];

export const OCCUPATION_DISCOUNT_NOT_OFFERED =
  "Occupation discounts are not offered to this account";
export const OCCUPATION_DISCOUNT_UNKNOWN = "Choose an occupation from the list";

/**
 * The percentages an order takes off for who the buyer is: a military discount and an occupation
 * discount do not add up; the larger one applies and the other is none. An occupation counts only
 * for an account offered occupation discounts.
 */
export function identityDiscountPercents(input: {
  militaryPercent: number;
  occupationId: string | null;
  occupationOffered: boolean;
}): { militaryDiscountPercent: number; occupationDiscountPercent: number } {
  const occupation = input.occupationOffered ? occupationDiscountOf(input.occupationId) : null;
  const occupationPercent = occupation?.percent ?? 0;
  return occupationPercent > input.militaryPercent
    ? { militaryDiscountPercent: 0, occupationDiscountPercent: occupationPercent }
    : { militaryDiscountPercent: input.militaryPercent, occupationDiscountPercent: 0 };
}
