import { cookieValue } from "../platform/cookies";
import { isValidZip } from "../validation/zip";

/**
 * The shopper's ZIP code (storefront.md §3 browser storage "zip"): kept in a cookie so that the
 * server prices pages for the shops near it and the header names the shop.
 */
export const USER_ZIP_COOKIE = "USER_ZIP";
/** Kept as long as a location permission (storefront.md §9: 90 days). */
export const USER_ZIP_MAX_AGE_S = 90 * 86_400;

/** The ZIP code a Cookie header keeps; null when none, or one that is not a ZIP code. */
export function userZipFromCookie(header: string | null | undefined): string | null {
  const value = cookieValue(header, USER_ZIP_COOKIE)?.trim() ?? null;
  return value && isValidZip(value) ? value.slice(0, 5) : null;
}

/** The all-shops modal shows ten shops (storefront.md §9). */
export const ALL_SHOPS_LIMIT = 10;
