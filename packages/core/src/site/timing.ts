/**
 * The storefront's timers (storefront.md §9), in milliseconds: those a behaviour of the
 * storefront runs on. The page fade (400 ms) lives in the stylesheet's animation.
 */

/** After the footer e-mail is sent, its modal scrolls back to the top… */
export const FOOTER_EMAIL_SCROLL_TOP_MS = 1_000;
/** …and the sent notice goes. */
export const FOOTER_EMAIL_NOTICE_MS = 2_500;
/** Scroll events are read at most this often. */
export const SCROLL_THROTTLE_MS = 66;
/** The loading indicator appears after one step and advances one step at a time. */
export const LOADING_INDICATOR_STEP_MS = 200;

/**
 * Where the loading indicator stands after `steps` steps: a tenth at once, then each step a
 * fifth of the way left to nine tenths, so it never claims to be done before the page is.
 */
export function loadingProgress(steps: number): number {
  if (steps <= 0) return 0;
  return 0.9 - 0.8 * 0.8 ** (steps - 1);
}
