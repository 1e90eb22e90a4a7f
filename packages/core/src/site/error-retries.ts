/**
 * A part of a page that failed may be tried again from its error: up to COMPONENT_ERROR_RETRIES
 * times on one route, counted afresh on the next (checkout.md §4 "Other states"). After the last
 * the shopper is left the phone line and the way home, not a button that cannot help.
 */
export const COMPONENT_ERROR_RETRIES = 4;

/** The retries used, and the route they were used on. */
export type ErrorRetries = { readonly path: string; readonly used: number };

export const NO_ERROR_RETRIES: ErrorRetries = { path: "", used: 0 };

/** How many more tries the route `path` has. */
export function errorRetriesLeft(retries: ErrorRetries, path: string): number {
  const used = retries.path === path ? retries.used : 0;
  return Math.max(0, COMPONENT_ERROR_RETRIES - used);
}

/** The count after one more try on `path`: a new route starts it again. */
export function afterErrorRetry(retries: ErrorRetries, path: string): ErrorRetries {
  return { path, used: (retries.path === path ? retries.used : 0) + 1 };
}
