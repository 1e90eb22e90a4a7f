/**
 * Which payments an account may use (storefront.md §3 "User detail", §6: payment groups come
 * from the account type and the company), and how an order paid by invoice or payroll is told.
 */
import { formatCents } from "../money/format";
import {
  ACCOUNT_BILLING_METHODS,
  type AccountBillingMethod,
  type OrderPaymentMethod,
  PAYMENT_TYPES,
  type PaymentType,
} from "./schemas";

/**
 * The payment groups an account lists: "card" is every payment a consumer has (cards, wallets
 * and pay-later providers); "invoice" bills the company; "payroll" deducts from the pay.
 */
export const PAYMENT_GROUPS = ["card", "invoice", "payroll"] as const;
export type PaymentGroup = (typeof PAYMENT_GROUPS)[number];

const isPaymentGroup = (id: string): id is PaymentGroup =>
  (PAYMENT_GROUPS as readonly string[]).includes(id);

export function isAccountBillingMethod(method: string): method is AccountBillingMethod {
  return (ACCOUNT_BILLING_METHODS as readonly string[]).includes(method);
}

/** The parts of the user detail (storefront.md §3) that name payment groups. */
export type PaymentGroupSource = {
  accountTypes: readonly { paymentGroups: readonly { id: string }[] }[];
  accountTypeCompany: { paymentGroups: readonly { id: string }[] } | null;
};

/**
 * The payment groups an account may pay with: its account type's, else its company's; null when
 * neither lists a group we know (a consumer, or a guest: every card and pay-later payment, and
 * never invoice or payroll).
 */
export function accountPaymentGroups(detail: PaymentGroupSource | null): PaymentGroup[] | null {
  const own = (detail?.accountTypes[0]?.paymentGroups ?? [])
    .map((g) => g.id)
    .filter(isPaymentGroup);
  const listed = own.length
    ? own
    : (detail?.accountTypeCompany?.paymentGroups ?? []).map((g) => g.id).filter(isPaymentGroup);
  return listed.length ? [...new Set(listed)] : null;
}

/** Whether an account with these groups may pay with `method`. */
export function paymentMethodAllowed(
  groups: readonly PaymentGroup[] | null,
  method: OrderPaymentMethod,
): boolean {
  if (isAccountBillingMethod(method)) return groups?.includes(method) ?? false;
  return groups === null || groups.includes("card");
}

/**
 * The payment types the payment step offers an account, in the order shown: the account's own
 * billing first (it is how a business buys), then the consumer's types when it may pay by card.
 */
export function offeredPaymentTypes(groups: readonly PaymentGroup[] | null): PaymentType[] {
  const billing = ACCOUNT_BILLING_METHODS.filter((method) => groups?.includes(method));
  const card = groups === null || groups.includes("card");
  const consumer = PAYMENT_TYPES.filter((type) => !isAccountBillingMethod(type));
  return [...billing, ...(card ? consumer : [])];
}

/** The type the payment step starts on: the one asked for when it is offered, else the first. */
export function startingPaymentType(
  groups: readonly PaymentGroup[] | null,
  wanted: PaymentType | null | undefined,
): PaymentType {
  const offered = offeredPaymentTypes(groups);
  return wanted && offered.includes(wanted) ? wanted : (offered[0] ?? "credit");
}

export const ACCOUNT_BILLING_LABELS: Readonly<Record<AccountBillingMethod, string>> = {
  invoice: "Invoice to your company",
  payroll: "Payroll deduction",
};

/** Days an invoice is payable in, from its date. */
export const INVOICE_TERMS_DAYS = 30;
/** Pay periods a payroll purchase is deducted over. */
export const PAYROLL_DEDUCTION_PERIODS = 4;

/** What the payment step says under the chosen billing method, before the order is placed. */
export function accountBillingHint(method: AccountBillingMethod, companyName: string | null) {
  const company = companyName ?? "your company";
  return method === "invoice"
    ? `${company} receives an invoice for this order, payable within ${INVOICE_TERMS_DAYS} days. No card is needed.`
    : `${company} deducts this order from your pay over your next ${PAYROLL_DEDUCTION_PERIODS} paychecks. No card is needed.`;
}

export const GUEST_ACCOUNT_BILLING_MESSAGE =
  "Invoice and payroll payment are for business accounts. Please sign in, or pay another way.";

/**
 * Why an account may not pay with `method`; null when it may. A guest is never billed to an
 * account; a member is told what the account allows instead.
 */
export function paymentRefusalMessage(
  groups: readonly PaymentGroup[] | null,
  method: OrderPaymentMethod,
  signedIn: boolean,
): string | null {
  if (paymentMethodAllowed(groups, method)) return null;
  if (isAccountBillingMethod(method)) {
    if (!signedIn) return GUEST_ACCOUNT_BILLING_MESSAGE;
    return method === "invoice"
      ? "Your account cannot pay by invoice. Please choose another payment method."
      : "Your account cannot pay by payroll deduction. Please choose another payment method.";
  }
  const ways = (groups ?? [])
    .filter(isAccountBillingMethod)
    .map((m) => (m === "invoice" ? "invoice" : "payroll deduction"));
  return `Your account pays by ${ways.join(" or ")}; card and pay-later payments are not available.`;
}

/**
 * A payroll purchase in equal parts of whole cents, one per pay period; the cents that do not
 * divide evenly go one each on the first parts, so the parts add up to the total exactly.
 */
export function payrollInstallments(
  totalInCents: number,
  periods = PAYROLL_DEDUCTION_PERIODS,
): number[] {
  if (!Number.isSafeInteger(totalInCents) || totalInCents < 0) {
    throw new RangeError(`Amount must be whole, non-negative cents: ${totalInCents}`);
  }
  const base = Math.floor(totalInCents / periods);
  const rest = totalInCents - base * periods;
  return Array.from({ length: periods }, (_, i) => base + (i < rest ? 1 : 0));
}

/**
 * What the confirmation page and the order e-mail say about an order billed to the account;
 * null for an order paid any other way.
 */
export function accountBillingNotice(order: {
  method: OrderPaymentMethod;
  totalInCents: number;
  /** The company billed, or the employer deducting. */
  billedTo: string | null;
}): string | null {
  const total = formatCents(order.totalInCents);
  const company = order.billedTo ?? "your company";
  if (order.method === "invoice") {
    return `We will invoice ${company} for ${total}, payable within ${INVOICE_TERMS_DAYS} days of the invoice date. Nothing has been charged to a card.`;
  }
  if (order.method === "payroll") {
    const [first = 0, ...later] = payrollInstallments(order.totalInCents);
    const rest = later[0] ?? first;
    const parts =
      first === rest
        ? `${PAYROLL_DEDUCTION_PERIODS} installments of ${formatCents(first)}`
        : `${PAYROLL_DEDUCTION_PERIODS} installments: ${formatCents(first)} first, then ${formatCents(rest)}`;
    return `${total} will be deducted from your pay by ${company} in ${parts}, starting with your next paycheck. Nothing has been charged to a card.`;
  }
  return null;
}
