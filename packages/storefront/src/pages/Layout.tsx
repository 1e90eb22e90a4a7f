import { cookieStorage } from "@treadkit/core/platform";
import { SSO_EVENT_UPDATE_COOKIE, signInHref, signOnEventOf } from "@treadkit/core/session";
import { type SimpleShop, showsAccountLink, valuePropsFor } from "@treadkit/core/site";
import { useEffect } from "react";
import { Link, Outlet, useLoaderData, useLocation, useMatches } from "react-router";
import { analytics } from "../analytics";
import { rememberShoppingPage, setCartCookieDomain } from "../cart";
import { resolveMeta, syncHeadMeta } from "../meta";
import type { RootData } from "../routes";
import { CartButton } from "./CartButton";
import { SizeSearchForm } from "./SizeSearchForm";
import { ValuePropStrip } from "./ValuePropStrip";

/**
 * Keeps <head> (title, robots, canonical, share tags) in step after client-side navigation;
 * the server wrote the first page's.
 */
function useDocumentMeta() {
  const matches = useMatches();
  const { pathname } = useLocation();
  useEffect(() => {
    syncHeadMeta(document, resolveMeta(matches, pathname, window.location.origin));
  }, [matches, pathname]);
}

/**
 * The login sequence's analytics (storefront.md §4): after the landing or a logout the
 * event-update flag is set; the first page to run records the login or logout, then clears it.
 */
function useSignOnEvent() {
  useEffect(() => {
    const event = signOnEventOf(document.cookie);
    if (!event) return;
    analytics.track(event);
    cookieStorage(document, { maxAgeS: 0 }).remove(SSO_EVENT_UPDATE_COOKIE);
  }, []);
}

/** Route changes scroll to top and return focus to the main container (storefront.md §2). */
function useRouteFocus() {
  const { pathname, search } = useLocation();
  useEffect(() => rememberShoppingPage(pathname, search), [pathname, search]);
  useEffect(() => {
    const main = document.getElementById("main");
    if (!main || main.dataset.initialPath === pathname) return;
    window.scrollTo(0, 0);
    main.focus({ preventScroll: true });
  }, [pathname]);
}

/** The site's logo, or in a simple shop the partner's, co-branded. */
function Logo({ shop }: { shop: SimpleShop | null }) {
  if (!shop) {
    return (
      <Link to="/" className="logo" aria-label="Treadkit home">
        Treadkit
      </Link>
    );
  }
  return (
    <Link to="/" className="logo logo--shop" aria-label={`${shop.name} home`}>
      {shop.logoUrl ? <img src={shop.logoUrl} alt="" height="32" /> : null}
      <span>{shop.name}</span>
      <span className="logo__cobrand">with Treadkit</span>
    </Link>
  );
}

export function Layout() {
  const { globals, channel, cartCount, signedIn } = useLoaderData() as RootData;
  const { pathname, search } = useLocation();
  useDocumentMeta();
  useRouteFocus();
  useSignOnEvent();
  useEffect(() => setCartCookieDomain(channel.cookieDomain), [channel.cookieDomain]);
  const isCheckout = pathname.startsWith("/checkout");
  return (
    <div className="site" data-channel={channel.channel}>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <header className="site-header">
        <Logo shop={channel.shop} />
        <SizeSearchForm compact />
        {!showsAccountLink(channel.channel) ? null : signedIn ? (
          <Link to="/account" className="account-link">
            My account
          </Link>
        ) : (
          // Sign-in is the provider's page, outside the app's routes: a full page load.
          <a href={signInHref(pathname, search)} className="account-link">
            Sign in
          </a>
        )}
        <CartButton serverCount={cartCount} />
      </header>
      <ValuePropStrip props={valuePropsFor(pathname, channel.channel)} />
      <main id="main" tabIndex={-1} data-initial-path={pathname}>
        <Outlet />
      </main>
      {isCheckout ? null : (
        <footer className="site-footer">
          <nav aria-label="Footer">
            <ul>
              {(globals?.footerLinks ?? []).map((link) => (
                <li key={link.href}>
                  <a href={link.href}>{link.label}</a>
                </li>
              ))}
            </ul>
          </nav>
          {globals?.customerServiceEnabled ? (
            <p>
              Questions? Call{" "}
              <a href={`tel:${globals.customerServiceNumber.value}`}>
                {globals.customerServiceNumber.display}
              </a>{" "}
              Mon-Fri 8am-7pm ET, Sat 9-5 ET.
            </p>
          ) : null}
        </footer>
      )}
    </div>
  );
}
