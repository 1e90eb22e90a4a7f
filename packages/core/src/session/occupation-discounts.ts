/**
 * Occupation discounts of the employee portal (storefront.md §6: "occupation discounts shown only
 * if the company allows"). The spec names no occupations or rates; these are the store's own.
 */
import { percentOfCents } from "../payment/rules";
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
  return (
    detail?.accountTypes[0]?.userType === "epp" &&
    detail.accountTypeCompany?.isOccupationDiscountsAvailable === true
  );
}

/** The occupation discount of `id`; null for an id the table does not have. */
export function occupationDiscountOf(id: string | null | undefined): OccupationDiscount | null {
  return OCCUPATION_DISCOUNTS.find((discount) => discount.id === id) ?? null;
}

/** The discount in cents an occupation takes off an amount, rounded half up to the cent. */
export function occupationDiscountCents(amountInCents: number, id: string | null): number {
  const discount = occupationDiscountOf(id);
  return discount ? percentOfCents(amountInCents, discount.percent) : 0;
}
