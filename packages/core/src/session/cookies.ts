/**
 * The cookies of a signed-in browser (storefront.md §4 "Single sign-on session" and "Logout"):
 * names only, no schemas, so every page's script can read them at no cost.
 */

import {
  APPOINTMENT_MARKER_COOKIE,
  CART_ID_COOKIE,
  CART_QTY_COOKIE,
  SHIPPING_MARKER_COOKIE,
} from "../cart/rules";

/** The session token: HttpOnly, opaque, rotated at every sign-in (the sign-on cookie). */
export const SSO_SESSION_COOKIE = "SSO_SESSION";
/** The member's uid, readable by the page: its presence is what allows GET /user-details. */
export const SSO_UID_COOKIE = "SSO_UID";
/** Marks a signed-in browser (the account cookie). */
export const ACCOUNT_COOKIE = "ACCOUNT";
/** accountTypes[0].name of the user detail, kept locally. */
export const ACCOUNT_TYPE_COOKIE = "ACCOUNT_TYPE";
/** accountTypeCompany.companyName of the user detail, kept locally. */
export const COMPANY_NAME_COOKIE = "COMPANY_NAME";
/** The CSRF value a page echoes in the x-csrf-token header of a cookie-authenticated change. */
export const CSRF_COOKIE = "CSRF_TOKEN";
export const CSRF_HEADER = "x-csrf-token";
/** Set by a one-tap sign-in provider; cleared at logout with the rest. */
export const ONE_TAP_COOKIE = "ONE_TAP";
/** Where the landing sends the member after sign-in (the account redirect cookie). */
export const ACCOUNT_REDIRECT_COOKIE = "ACCOUNT_REDIRECT";
/** Kept while a fleet-group member is signed in (§4 "Account type"). */
export const FLEET_COOKIE = "IS_FLEET";
/** Tells the next page that sign-in state changed, so it reloads what depends on it. */
export const SSO_EVENT_UPDATE_COOKIE = "SSO_EVENT_UPDATE";
export const SSO_EVENT_UPDATE_MAX_AGE_S = 2_592_000;
/** A member session lasts 30 days from sign-in. */
export const MEMBER_SESSION_MAX_AGE_S = 2_592_000;

/** Cart cookies the employee portal also clears at logout: a shared computer starts clean. */
export const EMPLOYEE_CART_COOKIES = [
  CART_ID_COOKIE,
  CART_QTY_COOKIE,
  SHIPPING_MARKER_COOKIE,
  APPOINTMENT_MARKER_COOKIE,
];

/** The cookies logout clears (§4), plus the cart's on the employee domain. */
export function logoutCookies(employeePortal: boolean): string[] {
  const cookies = [
    SSO_SESSION_COOKIE,
    CSRF_COOKIE,
    ONE_TAP_COOKIE,
    ACCOUNT_COOKIE,
    ACCOUNT_TYPE_COOKIE,
    COMPANY_NAME_COOKIE,
    SSO_UID_COOKIE,
    FLEET_COOKIE,
  ];
  return employeePortal ? [...cookies, ...EMPLOYEE_CART_COOKIES] : cookies;
}

export const EMPLOYEE_PORTAL_PATH = "/dt-employees";

/** The employee portal is its path or a host that begins with "employees." (§6). */
export function isEmployeePortal(pathname: string, host = ""): boolean {
  return (
    pathname === EMPLOYEE_PORTAL_PATH ||
    pathname.startsWith(`${EMPLOYEE_PORTAL_PATH}/`) ||
    host.toLowerCase().startsWith("employees.")
  );
}
