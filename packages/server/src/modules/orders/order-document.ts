import { formatCents } from "@treadkit/core/money";
import { type Order, ROADSIDE_ASSISTANCE_MONTHS, trackingSteps } from "@treadkit/core/order";
import type { OrderPaymentMethod } from "@treadkit/core/payment";
import { appointmentLabel, dayLabel } from "@treadkit/core/schedule";
import { SIGN_UP_OFFER_LABEL } from "@treadkit/core/sign-up-offer";
import { salesTaxLabel, tireFeeLabel } from "@treadkit/core/tax";
import { formatPhone } from "@treadkit/core/validation";
import type { Db } from "../../db/client";
import type { OrderRow } from "./orders.repository";
import { readOrder } from "./orders.service";

/** What the receipt e-mail and the receipt PDF show of an order, read in one place. */
export type OrderDocument = {
  order: Order;
  installer: { company: string; phone: string } | null;
};

export const SHOP_NAME = "Treadkit";

export async function loadOrderDocument(db: Db, row: OrderRow): Promise<OrderDocument> {
  const order = await readOrder(db, row);
  return {
    order,
    installer: order.shop
      ? { company: order.shop.name, phone: formatPhone(order.shop.phone) }
      : null,
  };
}

export { receiptFileName, receiptPath } from "@treadkit/core/order";

/** The order-confirmation page of the order (checkout.md §2 /checkout/confirm-order/[orderId]). */
export function confirmationPath(order: Pick<Order, "id">): string {
  return `/checkout/confirm-order/${order.id}`;
}

const PAYMENT_LABELS: Record<OrderPaymentMethod, string> = {
  credit: "Credit card",
  paypal: "PayPal",
  venmo: "Venmo",
  applepay: "Apple Pay",
  googlepay: "Google Pay",
  klarna: "Klarna",
  affirm: "Affirm",
  resolve: "Resolve",
  katapult: "Katapult",
  synchrony: "Synchrony",
  invoice: "Invoice",
  payroll: "Payroll deduction",
  exchange: "MILITARY STAR card at the Exchange",
};

/** "Visa ending in 1111", "PayPal", "Apple Pay (Visa ending in 1111)", "Invoice, Acme Fleet". */
export function paymentSummary(payment: Order["payment"]): string {
  const method = PAYMENT_LABELS[payment.method] ?? payment.method;
  if (payment.billedTo) return `${method}, ${payment.billedTo}`;
  const card = payment.last4
    ? `${payment.cardBrand ?? "Card"} ending in ${payment.last4}`
    : payment.cardBrand;
  if (!card) return method;
  return payment.method === "credit" ? card : `${method} (${card})`;
}

export type AmountRow = { label: string; text: string; total?: boolean };

/**
 * The amounts as the documents list them, each discount as a negative amount. The receipt shows
 * every row; `compact` leaves out the charges and discounts that are zero (the e-mail).
 */
export function amountRows(amounts: Order["amounts"], options: { compact?: boolean } = {}) {
  const rows: (AmountRow & { cents: number; always?: boolean; never?: boolean })[] = [
    { label: "Products", cents: amounts.productsInCents, always: true },
    { label: "Installation", cents: amounts.installationInCents },
    { label: "Road hazard coverage", cents: amounts.roadHazardInCents },
    { label: "Discounts", cents: -amounts.discountInCents },
    // A member's first order only: not a row of every receipt.
    {
      label: SIGN_UP_OFFER_LABEL,
      cents: -amounts.signUpOfferInCents,
      never: amounts.signUpOfferInCents === 0,
    },
    { label: "Payment discount", cents: -amounts.paymentDiscountInCents },
    { label: "Military discount", cents: -amounts.militaryDiscountInCents },
    // An employee's discount: not a row of every receipt, only of the orders it was given on.
    {
      label: "Occupation discount",
      cents: -amounts.occupationDiscountInCents,
      never: amounts.occupationDiscountInCents === 0,
    },
    { label: "Shipping", cents: amounts.shippingInCents, always: true },
    { label: "Federal excise tax", cents: amounts.federalExciseTaxInCents },
    { label: tireFeeLabel(amounts.tax), cents: amounts.tireFeeInCents },
    // Shown whenever tax was worked out, at $0.00 for an exempt buyer.
    { label: salesTaxLabel(amounts.tax), cents: amounts.salesTaxInCents, always: !!amounts.tax },
    { label: "Total", cents: amounts.totalInCents, always: true, total: true },
  ].map((row) => ({
    ...row,
    text:
      row.label === "Shipping" && row.cents === 0
        ? "Free"
        : formatCents(row.cents === 0 ? 0 : row.cents), // a discount of -0 is no "-$0.00"
  }));
  return rows
    .filter((row) => !row.never && (!options.compact || row.always || row.cents !== 0))
    .map(({ label, text, total }): AmountRow => (total ? { label, text, total } : { label, text }));
}

/** The order's state as order tracking names it ("Order Processed", "Order cancelled"). */
export function statusLabel(order: Pick<Order, "status">): string {
  const steps = trackingSteps(order.status);
  return steps.find((step) => step.state === "current")?.label ?? steps[0]?.label ?? "";
}

// Support hours are Eastern time (storefront.md §1); the order date is the shop's date too.
const orderDate = new Intl.DateTimeFormat("en-US", {
  dateStyle: "long",
  timeZone: "America/New_York",
});
/** "June 3, 2025" for the moment the order was placed. */
export function formatOrderDate(placedAt: string): string {
  return orderDate.format(new Date(placedAt));
}

/** "Tuesday, June 10, 2025" for a calendar date (YYYY-MM-DD), as every order page says it. */
export function formatDay(isoDate: string): string {
  return dayLabel({ date: isoDate }, { withYear: true });
}

/** "Tuesday, June 10, 2025, drop-off 8:00 AM - 10:00 AM" or "…, Morning 9:00 AM". */
export function appointmentText(appointment: NonNullable<Order["appointment"]>): string {
  return appointmentLabel(appointment, { withYear: true });
}

export { showsEstimatedDelivery } from "@treadkit/core/order";

/** "12 months, until Saturday, November 20, 2027" for an order that came with it. */
export function roadsideAssistanceText(order: Pick<Order, "roadsideAssistanceUntil">) {
  return order.roadsideAssistanceUntil
    ? `${ROADSIDE_ASSISTANCE_MONTHS} months, until ${formatDay(order.roadsideAssistanceUntil)}`
    : null;
}
