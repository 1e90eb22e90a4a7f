import { CART_ID_COOKIE, CART_QTY_COOKIE } from "../cart/rules";
import { cookieValue } from "../platform/cookies";
import { isUuid } from "../validation/uuid";

/** The checkout's steps and the query that travels with the shopper (checkout.md §2). */

export type CheckoutStepKey = "shipping" | "services" | "payments" | "review";

/** Progress labels Shipping, Coverage and Payment, then Review order as a step of its own. */
export const CHECKOUT_STEPS: readonly { key: CheckoutStepKey; label: string; path: string }[] = [
  { key: "shipping", label: "Shipping", path: "/checkout/shipping" },
  { key: "services", label: "Coverage", path: "/checkout/services" },
  { key: "payments", label: "Payment", path: "/checkout/payments" },
  { key: "review", label: "Review order", path: "/checkout/order-summary" },
];

/** Any path beginning with /checkout counts as checkout. */
export function isCheckoutPath(pathname: string): boolean {
  return pathname === "/checkout" || pathname.startsWith("/checkout/");
}

/** The checkout's pages once the order is placed: its confirmations (checkout.md §2). */
const ORDER_PLACED_PATHS = [
  /^\/checkout\/order-confirmation\/?$/,
  /^\/checkout\/shipping-confirmation\/?$/,
  /^\/checkout\/confirm-order\/[^/]+\/?$/,
];

export function isOrderPlacedPath(pathname: string): boolean {
  return ORDER_PLACED_PATHS.some((path) => path.test(pathname));
}

/**
 * The site footer is hidden while the shopper checks out, so that nothing leads away from paying;
 * once the order is placed the confirmation is a page like any other, footer and all.
 */
export function showsSiteFooter(pathname: string): boolean {
  return !isCheckoutPath(pathname) || isOrderPlacedPath(pathname);
}

/** The step a checkout path belongs to; /checkout/payments/[type] is the payment step. */
export function checkoutStepOf(pathname: string): CheckoutStepKey | null {
  const path = pathname.replace(/\/+$/, "");
  if (path.startsWith("/checkout/payments")) return "payments";
  return CHECKOUT_STEPS.find((step) => step.path === path)?.key ?? null;
}

/**
 * Query parameters that stay on every step: the cart, the widget attribution of a partner
 * handoff, and the delivery hints (checkout.md §2 "Query parameters read").
 */
export const CARRIED_CHECKOUT_PARAMS = [
  "cartId",
  "widgetSource",
  "widgetType",
  "widgetSourceId",
  "hasMobileInstall",
  "activeShippingType",
] as const;

/** A checkout path with the carried query of the page the shopper is on, plus `extra`. */
export function checkoutStepHref(
  path: string,
  current: URLSearchParams,
  extra: Record<string, string> = {},
): string {
  const next = new URLSearchParams();
  for (const name of CARRIED_CHECKOUT_PARAMS) {
    const value = current.get(name);
    if (value) next.set(name, value);
  }
  for (const [name, value] of Object.entries(extra)) next.set(name, value);
  const query = next.toString();
  return query ? `${path}?${query}` : path;
}

/**
 * The cart checkout works on: `cartId` in the query (a widget's handoff, the cart modal's link),
 * otherwise the cart cookie. Anything that is not a cart id is ignored.
 */
export function checkoutCartId(
  search: URLSearchParams,
  cookieHeader?: string | null,
): string | null {
  for (const candidate of [search.get("cartId"), cookieValue(cookieHeader, CART_ID_COOKIE)]) {
    if (isUuid(candidate)) return candidate.toLowerCase();
  }
  return null;
}

/**
 * The nav count the cart cookie holds (CART_QTY in a Cookie header); 0 when absent or not a whole
 * number. A negative count is kept: it hides the cart button (storefront.md §2).
 */
export function cartCountFromCookie(header: string | null | undefined): number {
  const count = Number(cookieValue(header, CART_QTY_COOKIE) ?? 0);
  return Number.isInteger(count) ? count : 0;
}
