/**
 * The browser's location, asked for the shopper's ZIP code (storefront.md §4 "Browser location
 * permission", §8 location texts, §9 "geolocation re-ask 90 days").
 */

/** A refusal is remembered this long before the browser is asked again. */
export const LOCATION_REASK_DAYS = 90;
export const LOCATION_REASK_MS = LOCATION_REASK_DAYS * 86_400_000;
/** When the shopper last refused (epoch milliseconds), kept in the browser. */
export const LOCATION_DENIED_KEY = "LOCATION_DENIED_AT";

export const LOCATION_BLOCKED_MESSAGE =
  "Location is blocked in your browser. Allow it for this site, or enter your ZIP code.";
export const LOCATION_FAILED_MESSAGE =
  "We could not find your location. Please enter your ZIP code.";
export const LOCATION_UNSUPPORTED_MESSAGE =
  "Your browser cannot share its location. Please enter your ZIP code.";
/** storefront.md §8 */
export const LOCATION_NO_RESULTS_MESSAGE = "No results found";
export const geocoderFailureMessage = (status: number) =>
  `We could not look up your location (status ${status}). Please enter your ZIP code.`;

/**
 * A refused location falls back to the ZIP code of the shopper's network (storefront.md §4); a
 * network the store cannot place answers this, and the shopper is asked for the ZIP code.
 */
export const IP_ZIP_UNKNOWN_MESSAGE =
  "We could not tell your ZIP code from your network. Please enter your ZIP code.";

/** Told when the ZIP code came from the network: it is the area's, not the shopper's own. */
export function approximateLocationMessage(place: { city: string; state: string }): string {
  return `We used your approximate location (${place.city}, ${place.state}). Change it any time.`;
}

/** The ZIP code nearest a point is looked for this far at most. */
export const LOCATION_ZIP_RADIUS_MILES = 25;

/**
 * Whether to ask the browser: never within 90 days of a refusal. Not asked, or refusing (code 1),
 * the shopper gets the ZIP code of their network instead (usesNetworkZip).
 */
export function shouldAskLocation(deniedAt: number | null, now: number): boolean {
  return deniedAt === null || !Number.isFinite(deniedAt) || now - deniedAt >= LOCATION_REASK_MS;
}

/** GeolocationPositionError codes (W3C): 1 denied, 2 unavailable, 3 timeout. */
export function locationErrorMessage(code: number): string {
  return code === 1 ? LOCATION_BLOCKED_MESSAGE : LOCATION_FAILED_MESSAGE;
}

/**
 * Whether the ZIP code comes from the shopper's network: when the browser refused its location
 * (code 1), now or within the last 90 days. A position that is unavailable or late (codes 2 and
 * 3) is not a refusal: the shopper may try again, or enter the ZIP code.
 */
export function usesNetworkZip(code: number): boolean {
  return code === 1;
}
