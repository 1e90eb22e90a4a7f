import { cookieValue } from "../checkout/steps";
import { ACCOUNT_COOKIE } from "./cookies";

/** Whether a Cookie header carries the signed-in marker, the account cookie (storefront.md §4). */
export function signedInFromCookie(header: string | null | undefined): boolean {
  return cookieValue(header, ACCOUNT_COOKIE) === "true";
}

/**
 * Where "Sign in" goes: the provider's page, then back to the page the shopper was on. From the
 * home page there is nothing to return to, so the account is where they land.
 */
export function signInHref(pathname: string, search = ""): string {
  const back = pathname === "/" ? "/account" : `${pathname}${search}`;
  return `/login?redirectUri=${encodeURIComponent(back)}`;
}
