import type { AccountType, UserType } from "@treadkit/core/session";
import type { Db } from "../db/client";
import { companies, users } from "../modules/account/account.schema";

/** Every demo account signs in with this password (README, "Demo accounts"). */
export const DEMO_PASSWORD = "treadkit-demo";

type DemoAccount = {
  email: string;
  firstName: string;
  lastName: string;
  accountType: AccountType;
  userType: UserType;
  company?: string;
  deliveryMethods?: string[];
  paymentGroups?: string[];
  brandSlugs?: string[];
  taxExempt?: boolean;
};

const DEMO_COMPANIES = [
  {
    name: "Coastal Courier Fleet",
    paymentGroups: ["invoice", "card"],
    deliveryMethods: ["ShipToInstaller", "MobileInstall", "ShipToMe"],
    tireReplacementCoverage: true,
    occupationDiscounts: false,
  },
  {
    name: "Dealer Tire Distribution",
    paymentGroups: ["card", "payroll"],
    deliveryMethods: ["PickupAtWarehouse", "ShipToInstaller", "ShipToMe"],
    tireReplacementCoverage: false,
    occupationDiscounts: true,
  },
];

/** One account of each buyer kind of storefront.md §1 and §6. */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    email: "retail@treadkit.example",
    firstName: "Rita",
    lastName: "Retail",
    accountType: "retail",
    userType: "retail",
  },
  {
    email: "member@treadkit.example",
    firstName: "Max",
    lastName: "Member",
    accountType: "retail member",
    userType: "retail_member",
  },
  {
    email: "fleet@treadkit.example",
    firstName: "Fiona",
    lastName: "Fleet",
    accountType: "fleet",
    userType: "fleet",
    company: "Coastal Courier Fleet",
    deliveryMethods: ["ShipToInstaller", "MobileInstall", "ShipToMe"],
    paymentGroups: ["invoice"],
    taxExempt: true,
  },
  {
    email: "partner@treadkit.example",
    firstName: "Paolo",
    lastName: "Partner",
    accountType: "partner program",
    userType: "partner_program",
    brandSlugs: ["michelin"],
  },
  {
    email: "special-order@treadkit.example",
    firstName: "Sofia",
    lastName: "Special",
    accountType: "special order",
    userType: "special_order",
  },
  {
    email: "sales@treadkit.example",
    firstName: "Sam",
    lastName: "Sales",
    accountType: "simple sales tool",
    userType: "simple_sales_tool",
  },
  {
    email: "employee@treadkit.example",
    firstName: "Emma",
    lastName: "Employee",
    accountType: "none",
    userType: "epp",
    company: "Dealer Tire Distribution",
  },
  {
    email: "dealer@treadkit.example",
    firstName: "Dale",
    lastName: "Dealer",
    accountType: "none",
    userType: "whole_sale",
    company: "Dealer Tire Distribution",
    deliveryMethods: ["PickupAtWarehouse", "ShipToInstaller"],
    paymentGroups: ["invoice"],
  },
];

/**
 * The scrypt hash of DEMO_PASSWORD, as hashPassword made it once (seed/accounts.test.ts checks
 * it): a fresh hash per demo database would cost 32 MiB and a fifth of a second each time.
 */
export const DEMO_PASSWORD_HASH =
  "scrypt$32768$8$1$tvhKcAFiZz6xurBq4R_48Q$kgFozwmjeEs9a51V1utTDC4u0bJPSgHZlW8vxCsySC8";

export async function seedAccounts(db: Db): Promise<void> {
  const passwordHash = DEMO_PASSWORD_HASH;
  const made = await db.insert(companies).values(DEMO_COMPANIES).returning();
  const companyId = (name: string | undefined) =>
    name ? (made.find((c) => c.name === name)?.id ?? null) : null;
  await db.insert(users).values(
    DEMO_ACCOUNTS.map(({ company, ...account }) => ({
      ...account,
      passwordHash,
      companyId: companyId(company),
    })),
  );
}
