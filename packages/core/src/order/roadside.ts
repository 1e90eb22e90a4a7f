/**
 * Roadside assistance (storefront.md §9, checkout.md §9): 12 months with at least 4 tires bought
 * with installation. It runs from the day the order is placed, and the order carries its end.
 */
export const ROADSIDE_ASSISTANCE_MONTHS = 12;
export const ROADSIDE_ASSISTANCE_MIN_TIRES = 4;

/** The perk as the cart and the checkout name it. */
export const ROADSIDE_ASSISTANCE_INCLUDED = "12 months of roadside assistance included";

/** Whether a purchase of `tires` tires, installed or not, comes with roadside assistance. */
export function qualifiesForRoadside(purchase: { tires: number; installed: boolean }): boolean {
  return purchase.installed && purchase.tires >= ROADSIDE_ASSISTANCE_MIN_TIRES;
}

/**
 * The last day of the assistance of an order placed at `placedAt` (YYYY-MM-DD, the same day 12
 * months on, or the month's last day where it has no such day); null when it does not qualify.
 */
export function roadsideAssistanceUntil(
  purchase: { tires: number; installed: boolean },
  placedAt: Date,
): string | null {
  if (!qualifiesForRoadside(purchase)) return null;
  const year = placedAt.getUTCFullYear() + ROADSIDE_ASSISTANCE_MONTHS / 12;
  const month = placedAt.getUTCMonth();
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(placedAt.getUTCDate(), lastDay);
  return new Date(Date.UTC(year, month, day)).toISOString().slice(0, 10);
}

/** What a cart is: its tires' count, and whether they go to an installer. */
export function cartQualifiesForRoadside(cart: {
  siteProducts: readonly { quantity: number }[];
  installerDetails: unknown;
}): boolean {
  return qualifiesForRoadside({
    tires: cart.siteProducts.reduce((n, p) => n + p.quantity, 0),
    installed: cart.installerDetails !== null && cart.installerDetails !== undefined,
  });
}
