import { loadIndexLbs } from "../catalog/size-ratings";
import { addBusinessDaysTo } from "../schedule/holidays";

/** Orders after placement: excise tax, tracking steps, cancellation and returns (§9). */

/**
 * Federal excise tax on heavy tires (checkout.md §9 "Freight tax applies to tires over 3,500
 * pounds load"): 9.45 cents for each full 10 pounds of rated load over 3,500 pounds, per tire,
 * as 26 U.S.C. §4071 sets it. The load index is the single-fitment one ("123/120" → 123).
 */
export const FET_THRESHOLD_LBS = 3_500;
export const FET_CENTS_PER_10_LBS = 9.45;

export function federalExciseTaxPerTire(loadIndex: string): number {
  const single = Number.parseInt(loadIndex, 10);
  const lbs = Number.isNaN(single) ? null : loadIndexLbs(single);
  if (lbs === null || lbs <= FET_THRESHOLD_LBS) return 0;
  return Math.round(Math.floor((lbs - FET_THRESHOLD_LBS) / 10) * FET_CENTS_PER_10_LBS);
}

export type OrderStatus =
  | "placed"
  | "processing"
  | "pending_pickup"
  | "in_transit"
  | "delivered"
  | "cancelled";

/** Fulfilment moves one way; an operator advances it step by step. */
export const FULFILMENT_STEPS: readonly OrderStatus[] = [
  "placed",
  "processing",
  "pending_pickup",
  "in_transit",
  "delivered",
];

export function nextStatus(status: OrderStatus): OrderStatus | null {
  const at = FULFILMENT_STEPS.indexOf(status);
  return at === -1 ? null : (FULFILMENT_STEPS[at + 1] ?? null);
}

/** Tracking steps as the shopper sees them (storefront.md §4). */
export const TRACKING_STEPS = [
  "Order Processed",
  "Pending Carrier Pickup",
  "In Transit",
  "Delivered",
] as const;
export const CANCELLED_STEP = "Order cancelled";

/** One answer for a wrong ZIP and an unknown order, so order IDs cannot be probed (§8). */
export const TRACKING_MISMATCH_MESSAGE = "Order ID & ZIP Code do not match";
export const TRACKING_RATE_LIMITED_MESSAGE =
  "Too many tracking requests. Please try again in a minute.";

export function trackingSteps(
  status: OrderStatus,
): { label: string; state: "done" | "current" | "upcoming" }[] {
  if (status === "cancelled") return [{ label: CANCELLED_STEP, state: "current" }];
  const reached =
    status === "delivered" ? 3 : status === "in_transit" ? 2 : status === "pending_pickup" ? 1 : 0;
  return TRACKING_STEPS.map((label, i) => ({
    label,
    state: i < reached ? "done" : i === reached ? "current" : "upcoming",
  }));
}

/** Cancellation window: 30 minutes after placing; after that only refund or return (§9). */
export const CANCELLATION_WINDOW_MS = 30 * 60 * 1000;
export const CANCELLATION_CLOSED_MESSAGE =
  "This order can no longer be cancelled: orders can be cancelled within 30 minutes of placing. Please request a refund or return instead.";

export function canCancel(order: { status: OrderStatus; placedAt: Date }, now: Date): boolean {
  return (
    order.status !== "cancelled" &&
    order.status !== "delivered" &&
    now.getTime() - order.placedAt.getTime() <= CANCELLATION_WINDOW_MS
  );
}

/** Business days from a date (weekends and the public holidays skipped), as an ISO date. */
export function addBusinessDays(from: Date, days: number): string {
  return addBusinessDaysTo(from.toISOString().slice(0, 10), days);
}

/** Delivery takes 2 to 4 business days (§9); the estimate is the latest of them. */
export const DELIVERY_BUSINESS_DAYS = { min: 2, max: 4 } as const;

export function estimatedDelivery(placedAt: Date): string {
  return addBusinessDays(placedAt, DELIVERY_BUSINESS_DAYS.max);
}

/** "j***@example.com": the first character of the local part, then the domain. */
export function maskEmail(email: string): string {
  const at = email.indexOf("@");
  if (at < 1) return "***";
  return `${email[0]}***${email.slice(at)}`;
}

/**
 * When the tires arrive is told for orders that are shipped; an order fitted at a booked time
 * tells the appointment instead (the tires reach the shop before it).
 */
export function showsEstimatedDelivery(order: {
  estimatedDeliveryDate: string | null;
  appointment: unknown;
}): boolean {
  return order.estimatedDeliveryDate !== null && order.appointment === null;
}

/** An order as a guest proves it: where it went, and the shopper's own (billing) ZIP. */
export type OrderProofZips = { zip: string; billingZip?: string | null };

/**
 * Whether a ZIP proves the order: the ZIP it was delivered to (for an installed order, the
 * shop's), or the shopper's own, the billing address's. A ZIP+4 is its first five digits.
 */
export function zipProvesOrder(order: OrderProofZips, zip: string): boolean {
  const five = zip.slice(0, 5);
  return (
    five === order.zip || (Boolean(order.billingZip) && five === order.billingZip?.slice(0, 5))
  );
}

/**
 * Whether someone may cancel an order or ask for a return: a member's order only in that
 * member's session; a guest's with its e-mail (any letter case) or a ZIP that proves it.
 */
export function mayManageOrder(
  order: { userId: string | null; email: string } & OrderProofZips,
  asker: { proof: { email?: string; zip?: string }; memberId: string | null },
): boolean {
  if (order.userId !== null) return asker.memberId === order.userId;
  const { email, zip } = asker.proof;
  if (email && email.trim().toLowerCase() === order.email.trim().toLowerCase()) return true;
  return zip !== undefined && zipProvesOrder(order, zip);
}
