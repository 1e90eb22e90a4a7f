import { signInHref } from "@treadkit/core/session";
import { useEffect } from "react";
import { Link, Outlet, useLoaderData, useLocation, useMatches } from "react-router";
import { rememberShoppingPage } from "../cart";
import { resolveMeta } from "../meta";
import type { RootData } from "../routes";
import { CartButton } from "./CartButton";
import { SizeSearchForm } from "./SizeSearchForm";

/** Keeps <title> and robots in step after client-side navigation; the server wrote the first. */
function useDocumentMeta() {
  const matches = useMatches();
  const { pathname } = useLocation();
  useEffect(() => {
    const meta = resolveMeta(matches, pathname, window.location.origin);
    document.title = meta.title;
    document.querySelector('meta[name="description"]')?.setAttribute("content", meta.description);
    document.querySelector('meta[name="robots"]')?.setAttribute("content", meta.robots);
  }, [matches, pathname]);
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

export function Layout() {
  const { globals, cartCount, signedIn } = useLoaderData() as RootData;
  const { pathname, search } = useLocation();
  useDocumentMeta();
  useRouteFocus();
  const isCheckout = pathname.startsWith("/checkout");
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <header className="site-header">
        <Link to="/" className="logo" aria-label="Treadkit home">
          Treadkit
        </Link>
        <SizeSearchForm compact />
        {signedIn ? (
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
    </>
  );
}
