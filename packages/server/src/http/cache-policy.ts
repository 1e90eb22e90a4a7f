/**
 * How long catalogue answers (listings, search, vehicles, menus, installers near a ZIP) may be
 * reused by this process and by browsers. Prices and stock a shopper pays for are read fresh
 * when the cart is priced, so a minute of staleness here is safe.
 */
export const CATALOGUE_CACHE_SECONDS = 60;
