import { percentOfCents } from "../payment/rules";

/** Account types, user types and their labels (storefront.md §3, §4). */

export const USER_TYPES = [
  "none",
  "epp",
  "fleet",
  "special_order",
  "partner_program",
  "retail_member",
  "retail",
  "simple_sales_tool",
  "whole_sale",
] as const;
export type UserType = (typeof USER_TYPES)[number];

export const ACCOUNT_TYPES = [
  "none",
  "retail",
  "retail member",
  "fleet",
  "partner program",
  "special order",
  "simple sales tool",
] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

const BUYER_LABELS: Record<UserType, string> = {
  none: "",
  epp: "EPP",
  fleet: "Fleet",
  special_order: "Special Order",
  partner_program: "Partner Program",
  retail_member: "Retail Member",
  retail: "Retail",
  simple_sales_tool: "Sales Tool",
  whole_sale: "WholeSale",
};

/** Price labels exist only for buyers with their own pricing. */
const PRICE_LABELS: Partial<Record<UserType, string>> = {
  fleet: "Fleet",
  special_order: "Special Order",
  partner_program: "Partner Program",
  retail_member: "Retail Member",
  epp: "Employee",
};

export const DEFAULT_CUSTOMER_TYPE = "retail";

export function buyerLabel(userType: UserType): string {
  return BUYER_LABELS[userType];
}

export function priceLabel(userType: UserType): string | null {
  return PRICE_LABELS[userType] ?? null;
}

export function isUserType(value: unknown): value is UserType {
  return typeof value === "string" && (USER_TYPES as readonly string[]).includes(value);
}

/** Fleet, partner programme and special order buy as a group with special pricing (§6). */
export function isFleetGroup(userType: UserType): boolean {
  return userType === "fleet" || userType === "partner_program" || userType === "special_order";
}

/** The account type: the cookie's value, else the user's first account type, else none. */
export function resolveAccountType(
  cookieValue: string | null | undefined,
  firstAccountTypeName: string | null | undefined,
): AccountType {
  for (const candidate of [cookieValue, firstAccountTypeName]) {
    const normalised = candidate?.trim().toLowerCase();
    if (normalised && (ACCOUNT_TYPES as readonly string[]).includes(normalised)) {
      return normalised as AccountType;
    }
  }
  return "none";
}

/**
 * Special pricing by buyer kind (storefront.md §6): members, fleets, partner programmes, special
 * orders and employees buy tires below the retail price, by these percentages.
 */
export const BUYER_PRICE_PERCENT_OFF: Partial<Record<UserType, number>> = {
  retail_member: 5,
  fleet: 10,
  partner_program: 10,
  special_order: 12,
  epp: 15,
};

/** A tire's price for a buyer kind, in whole cents (rounded half up); retail for anyone else. */
export function buyerPrice(retailCents: number, userType: string | null | undefined): number {
  const percent = isUserType(userType) ? (BUYER_PRICE_PERCENT_OFF[userType] ?? 0) : 0;
  return retailCents - percentOfCents(retailCents, percent);
}
