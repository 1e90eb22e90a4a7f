import {
  accountPaymentGroups,
  isAccountBillingMethod,
  type OrderPaymentMethod,
  type PaymentGroup,
  paymentRefusalMessage,
} from "@treadkit/core/payment";
import type { Db } from "../../db/client";
import { HttpError } from "../../http/errors";
import { findCompany, findUserById } from "../account/users.repository";

/**
 * The payment groups of a member's account (its account type's, else its company's), as the
 * user detail names them; null for a guest and for an account that lists none.
 */
async function paymentGroupsOf(db: Db, userId: string | null): Promise<PaymentGroup[] | null> {
  if (!userId) return null;
  const user = await findUserById(db, userId);
  if (!user) return null;
  const company = await findCompany(db, user.companyId);
  const ids = (groups: readonly string[]) => groups.map((id) => ({ id }));
  return accountPaymentGroups({
    accountTypes: [{ paymentGroups: ids(user.paymentGroups) }],
    accountTypeCompany: company && { paymentGroups: ids(company.paymentGroups) },
  });
}

/**
 * Refuses, before anything is recorded or charged, a payment the buyer's account does not allow:
 * invoice and payroll for a guest or an account without them, cards and pay-later for an account
 * whose groups leave out card.
 */
export async function assertPaymentAllowed(
  db: Db,
  buyer: { userId: string | null },
  method: OrderPaymentMethod,
): Promise<void> {
  const refusal = paymentRefusalMessage(
    await paymentGroupsOf(db, buyer.userId),
    method,
    buyer.userId !== null,
  );
  if (refusal) throw new HttpError(403, "PAYMENT_NOT_ALLOWED", refusal);
}

/** The company an invoice or payroll order is billed through; null for any other order. */
export async function billedToOf(
  db: Db,
  order: { paymentMethod: string; userId: string | null },
): Promise<string | null> {
  if (!isAccountBillingMethod(order.paymentMethod) || !order.userId) return null;
  const user = await findUserById(db, order.userId);
  return (await findCompany(db, user?.companyId ?? null))?.name ?? null;
}
