/**
 * How long catalogue answers (listings, search, vehicles, menus, installers near a ZIP) may be
 * reused by this process and by browsers. Prices and stock a shopper pays for are read fresh
 * when the cart is priced, so a minute of staleness here is safe.
 */
export const CATALOGUE_CACHE_SECONDS = 60;

/**
 * Pages that show a shopper's own data (checkout, the order confirmation, an order's tracking,
 * work order and return, the account): kept nowhere, as their API answers are not.
 */
const PERSONAL_PAGE = /^\/(checkout|track-your-order\/(result|wo|return)|account)(\/|\?|#|$)/;

/** A server-rendered page's Cache-Control: rendered with the shopper's cookies, never shared. */
export function pageCacheControl(url: string): string {
  return PERSONAL_PAGE.test(url) ? "no-store" : "private, no-cache";
}
