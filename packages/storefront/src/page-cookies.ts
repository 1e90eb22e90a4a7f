import { cookieValue } from "@treadkit/core/platform";
import { SSO_UID_COOKIE } from "@treadkit/core/session";

/** A loader's cookies: the page request's during a server render, the document's in the browser. */
export function pageCookies(request: Request): string {
  return request.headers.get("cookie") ?? (typeof document === "undefined" ? "" : document.cookie);
}

/** Whether the page carries the sign-on id cookie: the user detail is asked only then (§7). */
export function hasSignOn(cookies: string): boolean {
  return Boolean(cookieValue(cookies, SSO_UID_COOKIE));
}
