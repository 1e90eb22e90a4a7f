/** The storefront's timers (storefront.md §9), in milliseconds. */

/** The sub-navigation closes on a route change within this long. */
export const NAV_TRANSITION_MS = 300;
/** A new page fades in over this long. */
export const PAGE_FADE_MS = 400;
/** After the footer e-mail is sent, its modal scrolls back to the top… */
export const FOOTER_EMAIL_SCROLL_TOP_MS = 1_000;
/** …and the sent notice goes. */
export const FOOTER_EMAIL_NOTICE_MS = 2_500;
/** Scroll events are read at most this often. */
export const SCROLL_THROTTLE_MS = 66;
/** Resizes are acted on once they stop for this long. */
export const RESIZE_DEBOUNCE_MS = 300;
/** A navigation to the page already shown completes after this long. */
export const SAME_URL_NAVIGATION_MS = 200;
/** A scroll to an anchor eases out (cubic) over this long, at 60 frames a second. */
export const SCROLL_ANIMATION_MS = 468;
/** The loading indicator appears after one step and advances one step at a time. */
export const LOADING_INDICATOR_STEP_MS = 200;
/** A partner's simple-shop id is polled this often until the page knows it. */
export const SIMPLE_SHOP_ID_POLL_MS = 100;
/** A stale canonical link is looked for this often, for at most the second figure. */
export const CANONICAL_CLEANUP_POLL_MS = 5_000;
export const CANONICAL_CLEANUP_MAX_MS = 15_000;
/** The help center's canonical link is checked this often. */
export const HELP_CENTER_CANONICAL_CHECK_MS = 2_000;

/** Data fetching on the page: the same request within dedupe is one; retries after errors. */
export const DATA_FETCH_TIMING = {
  dedupeMs: 2_000,
  focusThrottleMs: 5_000,
  errorRetryMs: 5_000,
  /** On a slow connection. */
  errorRetrySlowMs: 10_000,
  /** A load taking longer than this is told to be slow. */
  slowLoadingMs: 3_000,
} as const;

/**
 * Where the loading indicator stands after `steps` steps: a tenth at once, then each step a
 * fifth of the way left to nine tenths, so it never claims to be done before the page is.
 */
export function loadingProgress(steps: number): number {
  if (steps <= 0) return 0;
  return 0.9 - 0.8 * 0.8 ** (steps - 1);
}
