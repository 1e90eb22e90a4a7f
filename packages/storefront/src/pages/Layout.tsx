import { showsCartButton } from "@treadkit/core/cart";
import { startsCatalogueSearch } from "@treadkit/core/catalog";
import { showsSiteFooter } from "@treadkit/core/checkout";
import { cookieStorage } from "@treadkit/core/platform";
import {
  type LogoVariant,
  SSO_EVENT_UPDATE_COOKIE,
  signInHref,
  signOnEventOf,
} from "@treadkit/core/session";
import {
  afterErrorRetry,
  errorRetriesLeft,
  LOADING_INDICATOR_STEP_MS,
  loadingProgress,
  NO_ERROR_RETRIES,
  SCROLL_THROTTLE_MS,
  type SimpleShop,
  showsAccountLink,
  showsSearchButton,
  valuePropsFor,
} from "@treadkit/core/site";
import { type RefObject, useEffect, useMemo, useRef, useState } from "react";
import { Link, Outlet, useLoaderData, useLocation, useMatches, useNavigation } from "react-router";
import { analytics } from "../analytics";
import { rememberShoppingPage, setCartCookieDomain } from "../cart";
import { useFollowedLinks } from "../followed-links";
import { fallbackMeta, resolveMeta, siteChannelOfMatches, syncHeadMeta } from "../meta";
import type { RootData } from "../root-data";
import { CartButton } from "./CartButton";
import { CompareTrayHost } from "./compare/CompareTrayHost";
import { type ErrorRetry, ErrorRetryContext, errorPageTitle, PageErrorContext } from "./ErrorPage";
import { SearchButton, SearchOverlayHost } from "./search/SearchButton";
import { Banners } from "./shell/Banners";
import { ChosenVehicle } from "./shell/ChosenVehicle";
import { FooterEmail } from "./shell/FooterEmail";
import { SelectedShop } from "./shell/SelectedShop";
import { SiteNav } from "./shell/SiteNav";
import { Toaster } from "./shell/Toaster";
import { FooterMailingList } from "./support/MailingListSignup";
import { ValuePropStrip } from "./ValuePropStrip";

/**
 * Keeps <head> (title, robots, canonical, share tags) in step after client-side navigation;
 * the server wrote the first page's.
 */
function useDocumentMeta(pageError: RefObject<number | null>) {
  const matches = useMatches();
  const { pathname } = useLocation();
  useEffect(() => {
    // A page that failed is named as the server named it: never indexed, no canonical.
    const status = pageError.current;
    syncHeadMeta(
      document,
      status === null
        ? resolveMeta(matches, pathname, window.location.origin)
        : fallbackMeta(errorPageTitle(status), siteChannelOfMatches(matches)),
    );
  }, [matches, pathname, pageError]);
}

/**
 * The login sequence's analytics (storefront.md §4): after the landing or a logout the
 * event-update flag is set; the first page loaded after it records the login or logout, then
 * clears it. The flag is read from the cookies as the page was parsed (the boot script keeps
 * them): a page whose bundle starts late, while the shopper's Sign out is already on its way,
 * would otherwise take the event that the next page's data layer should have.
 */
function useSignOnEvent() {
  useEffect(() => {
    const boot = (window as { treadkitBoot?: { cookieAtLoad?: string } }).treadkitBoot;
    const event = signOnEventOf(boot?.cookieAtLoad ?? document.cookie);
    if (!event) return;
    analytics.track(event);
    cookieStorage(document, { maxAgeS: 0 }).remove(SSO_EVENT_UPDATE_COOKIE);
  }, []);
}

/**
 * Route changes scroll to top, return focus to the main container and fade the new page in over
 * 400 ms (storefront.md §2); a change of hash alone (a product page's anchors) does none of it.
 */
function useRouteFocus() {
  const { pathname, search } = useLocation();
  const landed = useRef(false);
  const previous = useRef<string | null>(null);
  useEffect(() => {
    // After useDocumentMeta's effect: the title is the new page's.
    analytics.track({ name: "page_viewed", path: pathname, title: document.title });
    if (startsCatalogueSearch(previous.current, pathname)) {
      analytics.track({ name: "new_catalogue_search", path: pathname });
    }
    previous.current = pathname;
  }, [pathname]);
  useEffect(() => rememberShoppingPage(pathname, search), [pathname, search]);
  useEffect(() => {
    void pathname;
    // The page the browser landed on keeps its own scroll and focus.
    if (!landed.current) {
      landed.current = true;
      return;
    }
    const main = document.getElementById("main");
    if (!main) return;
    window.scrollTo(0, 0);
    // A page that moved focus to what it has to say (a refused field, a notice) keeps it there.
    const focused = document.activeElement;
    const told =
      focused !== null &&
      main.contains(focused) &&
      focused.matches('[aria-invalid="true"], [role="alert"], [role="status"]');
    if (!told) main.focus({ preventScroll: true });
    main.classList.remove("page-fade");
    // Restarts the fade when pages follow each other within 400 ms.
    void main.offsetWidth;
    main.classList.add("page-fade");
  }, [pathname]);
}

/**
 * The loading indicator (storefront.md §9): shown once a navigation has taken one step of 200 ms,
 * then advanced a step at a time until the page is there.
 */
function RouteProgress() {
  const navigation = useNavigation();
  const loading = navigation.state !== "idle";
  const [steps, setSteps] = useState(0);
  useEffect(() => {
    if (!loading) {
      setSteps(0);
      return;
    }
    const timer = setInterval(() => setSteps((n) => n + 1), LOADING_INDICATOR_STEP_MS);
    return () => clearInterval(timer);
  }, [loading]);
  if (!loading || steps === 0) return null;
  const percent = Math.round(loadingProgress(steps) * 100);
  return (
    <div
      className="route-progress"
      role="progressbar"
      aria-label="Loading the page"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
    >
      <div className="route-progress__bar" style={{ width: `${percent}%` }} />
    </div>
  );
}

/**
 * The header sticks to the top; once the page has scrolled under it, it is marked sticky and
 * turns compact, with the search button's short label.
 */
function useStickyHeader(header: RefObject<HTMLElement | null>) {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = () => {
      timer = undefined;
      if (header.current) header.current.dataset.sticky = String(window.scrollY > 0);
    };
    const onScroll = () => {
      timer ??= setTimeout(update, SCROLL_THROTTLE_MS);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      clearTimeout(timer);
    };
  }, [header]);
}

const LOGO_LABELS: Record<LogoVariant, string | null> = {
  fleet: "Fleet",
  specialOrder: "Special Order",
  default: null,
};

/**
 * The site's logo, with the fleet's or special order's label for those buyers (storefront.md
 * §2), or in a simple shop the partner's, co-branded.
 */
function Logo({ shop, variant }: { shop: SimpleShop | null; variant: LogoVariant }) {
  if (!shop) {
    const label = LOGO_LABELS[variant];
    return (
      <Link
        to="/"
        className={label ? `logo logo--${variant}` : "logo"}
        aria-label={label ? `Treadkit ${label} home` : "Treadkit home"}
      >
        Treadkit
        {label ? <span className="logo__label">{label}</span> : null}
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

/** The failed page's tries on this route: four, counted afresh on each new route. */
function useErrorRetry(pathname: string): ErrorRetry {
  const [retries, setRetries] = useState(NO_ERROR_RETRIES);
  return useMemo(
    () => ({
      left: errorRetriesLeft(retries, pathname),
      retry: () => setRetries((current) => afterErrorRetry(current, pathname)),
    }),
    [retries, pathname],
  );
}

export function Layout() {
  const { globals, channel, cartCount, signedIn, logo, menu, notifications, location, vehicle } =
    useLoaderData() as RootData;
  const { pathname, search } = useLocation();
  // Set again by the page's error boundary while it renders, if the page failed.
  const pageError = useRef<number | null>(null);
  pageError.current = null;
  const errorRetry = useErrorRetry(pathname);
  useDocumentMeta(pageError);
  useRouteFocus();
  useSignOnEvent();
  useFollowedLinks();
  const header = useRef<HTMLElement>(null);
  useStickyHeader(header);
  useEffect(() => setCartCookieDomain(channel.cookieDomain), [channel.cookieDomain]);
  const isCheckout = pathname.startsWith("/checkout");
  return (
    <div className="site" data-channel={channel.channel}>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <RouteProgress />
      <header className="site-header" ref={header}>
        <Logo shop={channel.shop} variant={logo} />
        {showsSearchButton(pathname) ? <SearchButton /> : null}
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
        {showsCartButton(cartCount) ? <CartButton serverCount={cartCount} /> : null}
        <SiteNav menu={menu} />
      </header>
      {isCheckout ? null : <SelectedShop location={location} />}
      {isCheckout || channel.channel === "simpleShop" ? null : <ChosenVehicle vehicle={vehicle} />}
      <Banners initial={notifications} />
      <SearchOverlayHost />
      <ValuePropStrip props={valuePropsFor(pathname, channel.channel)} />
      <main id="main" tabIndex={-1}>
        <PageErrorContext.Provider value={pageError}>
          <ErrorRetryContext.Provider value={errorRetry}>
            <Outlet />
          </ErrorRetryContext.Provider>
        </PageErrorContext.Provider>
      </main>
      {/* The compare page lists the held tires itself; the tray would cover its table. */}
      {isCheckout || pathname === "/compare" ? null : <CompareTrayHost />}
      {!showsSiteFooter(pathname) ? null : (
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
          {channel.channel === "simpleShop" ? null : <FooterMailingList />}
          <FooterEmail />
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
      <Toaster />
    </div>
  );
}
