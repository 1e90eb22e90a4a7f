import { describe, expect, it } from "vitest";
import { ACCOUNT_COOKIE } from "./cookies";
import {
  logoVariantFromCookie,
  registerHref,
  signedInFromCookie,
  signInHref,
  signOnEventOf,
  signOnHrefWithSession,
} from "./signed-in";

describe("signed-in marker", () => {
  it("is the account cookie set to true", () => {
    expect(signedInFromCookie("CART_QTY=4; ACCOUNT=true; SSO_UID=abc")).toBe(true);
  });

  it("reads the cookie the server sets at sign-in", () => {
    expect(signedInFromCookie(`${ACCOUNT_COOKIE}=true`)).toBe(true);
  });

  it("is absent without the cookie, with another value, or without a header", () => {
    expect(signedInFromCookie("CART_QTY=4")).toBe(false);
    expect(signedInFromCookie(`${ACCOUNT_COOKIE}=false`)).toBe(false);
    expect(signedInFromCookie(`${ACCOUNT_COOKIE}_TYPE=retail`)).toBe(false);
    expect(signedInFromCookie("")).toBe(false);
    expect(signedInFromCookie(null)).toBe(false);
    expect(signedInFromCookie(undefined)).toBe(false);
  });
});

describe("sign-in link", () => {
  it("returns the shopper to the page they were on, query included", () => {
    expect(signInHref("/tire-sizes/225-50r17", "?sort=price")).toBe(
      "/login?redirectUri=%2Ftire-sizes%2F225-50r17%3Fsort%3Dprice",
    );
    expect(signInHref("/account/my-orders")).toBe("/login?redirectUri=%2Faccount%2Fmy-orders");
  });

  it("comes back from creating an account as from signing in", () => {
    expect(registerHref("/sign-up-offer")).toBe("/register?redirectUri=%2Fsign-up-offer");
    expect(registerHref("/")).toBe("/register?redirectUri=%2Faccount");
  });

  it("sends a sign-in from the home page to the account", () => {
    expect(signInHref("/")).toBe("/login?redirectUri=%2Faccount");
    expect(signInHref("/", "?utm=x")).toBe("/login?redirectUri=%2Faccount");
  });
});

describe("signOnEventOf", () => {
  it("owes a login with the member's id and account type after the landing", () => {
    expect(
      signOnEventOf("ACCOUNT=true; SSO_UID=42; ACCOUNT_TYPE=fleet; SSO_EVENT_UPDATE=true"),
    ).toEqual({ name: "login", userId: "42", accountType: "fleet" });
  });

  it("owes a logout once the account cookies are gone", () => {
    expect(signOnEventOf("SSO_EVENT_UPDATE=true; CART_ID=abc")).toEqual({ name: "logout" });
  });

  it("owes nothing without the event-update flag", () => {
    expect(signOnEventOf("ACCOUNT=true; SSO_UID=42")).toBeNull();
    expect(signOnEventOf(null)).toBeNull();
  });
});

describe("header logo", () => {
  it("is the fleet's or special order's for those signed-in accounts, else the default", () => {
    expect(logoVariantFromCookie("ACCOUNT=true; ACCOUNT_TYPE=fleet")).toBe("fleet");
    expect(logoVariantFromCookie("ACCOUNT=true; ACCOUNT_TYPE=special%20order")).toBe(
      "specialOrder",
    );
    expect(logoVariantFromCookie("ACCOUNT=true; ACCOUNT_TYPE=retail")).toBe("default");
    // A stale account type after signing out does not brand the header.
    expect(logoVariantFromCookie("ACCOUNT_TYPE=fleet")).toBe("default");
  });
});

describe("sign-in link with the shopper's session", () => {
  const origin = "https://shop.example";
  const session = "0b6f6d2e-3c1a-4f6e-9d1b-2a7c5e8f9a10";

  it("adds the session to the store's own sign-in and register links", () => {
    expect(signOnHrefWithSession("/login?redirectUri=%2Fcart", origin, session)).toBe(
      `${origin}/login?redirectUri=%2Fcart&sessionId=${session}`,
    );
    expect(signOnHrefWithSession(`${origin}/register`, origin, session)).toBe(
      `${origin}/register?sessionId=${session}`,
    );
  });

  it("leaves every other link, a link that has one, and a missing or odd session alone", () => {
    expect(signOnHrefWithSession("/account", origin, session)).toBeNull();
    expect(signOnHrefWithSession("https://other.example/login", origin, session)).toBeNull();
    expect(signOnHrefWithSession(`/login?sessionId=${session}`, origin, session)).toBeNull();
    expect(signOnHrefWithSession("/login", origin, null)).toBeNull();
    expect(signOnHrefWithSession("/login", origin, "x&evil=1")).toBeNull();
  });
});
