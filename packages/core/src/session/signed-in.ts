import { cookieValue } from "../platform/cookies";
import {
  ACCOUNT_COOKIE,
  ACCOUNT_TYPE_COOKIE,
  SSO_EVENT_UPDATE_COOKIE,
  SSO_UID_COOKIE,
} from "./cookies";

/** Whether a Cookie header carries the signed-in marker, the account cookie (storefront.md §4). */
export function signedInFromCookie(header: string | null | undefined): boolean {
  return cookieValue(header, ACCOUNT_COOKIE) === "true";
}

export type LogoVariant = "fleet" | "specialOrder" | "default";

/**
 * The header's logo by the signed-in buyer's account type (storefront.md §2): fleet and special
 * order accounts see their own; everyone else, signed in or not, the default.
 */
export function logoVariantFromCookie(header: string | null | undefined): LogoVariant {
  if (!signedInFromCookie(header)) return "default";
  const type = cookieValue(header, ACCOUNT_TYPE_COOKIE)?.trim().toLowerCase();
  if (type === "fleet") return "fleet";
  if (type === "special order") return "specialOrder";
  return "default";
}

/**
 * Where "Sign in" goes: the provider's page, then back to the page the shopper was on. From the
 * home page there is nothing to return to, so the account is where they land.
 */
export function signInHref(pathname: string, search = ""): string {
  return `/login?redirectUri=${encodeURIComponent(returnPathOf(pathname, search))}`;
}

/** Where "Create an account" goes: the provider's sign-up page, back as signInHref comes back. */
export function registerHref(pathname: string, search = ""): string {
  return `/register?redirectUri=${encodeURIComponent(returnPathOf(pathname, search))}`;
}

const returnPathOf = (pathname: string, search: string) =>
  pathname === "/" ? "/account" : `${pathname}${search}`;

const SIGN_ON_PATHS = new Set(["/login", "/register"]);
const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A followed sign-in or register link with the shopper's anonymous session added (storefront.md
 * §7: sessionId goes to the provider, and the session is linked to the member at sign-in); null
 * for any other link, or when there is no session to add or the link has one already.
 */
export function signOnHrefWithSession(
  href: string,
  pageOrigin: string,
  sessionId: string | null | undefined,
): string | null {
  if (!sessionId || !SESSION_ID.test(sessionId)) return null;
  let url: URL;
  try {
    url = new URL(href, pageOrigin);
  } catch {
    return null;
  }
  if (url.origin !== pageOrigin || !SIGN_ON_PATHS.has(url.pathname)) return null;
  if (url.searchParams.has("sessionId")) return null;
  url.searchParams.set("sessionId", sessionId);
  return url.href;
}

/**
 * The analytics event a sign-on change owes, read from the event-update flag the landing and
 * the logout set (storefront.md §4): a login with the member's id and account type, or a logout;
 * null when nothing changed. The page records it once, then clears the flag.
 */
export function signOnEventOf(
  header: string | null | undefined,
): { name: "login"; userId: string; accountType: string } | { name: "logout" } | null {
  if (cookieValue(header, SSO_EVENT_UPDATE_COOKIE) !== "true") return null;
  const userId = cookieValue(header, SSO_UID_COOKIE);
  if (!signedInFromCookie(header) || !userId) return { name: "logout" };
  return { name: "login", userId, accountType: cookieValue(header, ACCOUNT_TYPE_COOKIE) ?? "none" };
}
