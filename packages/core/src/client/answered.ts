import type { Failure } from "./types";

/**
 * The codes of a call that got no answer from the API: the network failed, the call timed out,
 * the caller aborted it, or no API was configured. Their statusCode is the spec's default (404,
 * storefront.md §7), which says nothing about the thing asked for.
 */
const UNANSWERED_CODES: ReadonlySet<Failure["code"]> = new Set([
  "NetworkError",
  "AbortError",
  "UrlBaseNotConfigured",
]);

/**
 * The HTTP status the API answered a failed call with, or null when no answer came. A caller
 * deciding "not found", "bad link" or "sign in again" asks this, never `statusCode`: a timed-out
 * lookup of a cart is not a cart that is gone, and a page whose data did not arrive is not a 404.
 */
export function answeredStatus(failure: Pick<Failure, "code" | "statusCode">): number | null {
  return UNANSWERED_CODES.has(failure.code) ? null : failure.statusCode;
}
