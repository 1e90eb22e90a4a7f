import { answeredStatus, type Client } from "@treadkit/core/client";
import {
  approximateLocationMessage,
  geocoderFailureMessage,
  LOCATION_BLOCKED_MESSAGE,
  LOCATION_DENIED_KEY,
  LOCATION_NO_RESULTS_MESSAGE,
  LOCATION_UNSUPPORTED_MESSAGE,
  locationErrorMessage,
  nearestZip,
  networkZip,
  shouldAskLocation,
  usesNetworkZip,
} from "@treadkit/core/location";

/** When the shopper last refused the browser its location, if it can be read. */
function deniedAt(): number | null {
  try {
    const kept = window.localStorage.getItem(LOCATION_DENIED_KEY);
    return kept === null ? null : Number(kept);
  } catch {
    return null;
  }
}

function rememberDenied(now: number) {
  try {
    window.localStorage.setItem(LOCATION_DENIED_KEY, String(now));
  } catch {
    // Site data blocked: the browser is asked again next time, which it answers itself.
  }
}

function position(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) =>
    navigator.geolocation.getCurrentPosition(resolve, reject, {
      timeout: 10_000,
      maximumAge: 600_000,
    }),
  );
}

/** A ZIP code found for the shopper, with what to tell them of it; or what went wrong. */
export type Located =
  | { zip: string; notice?: string; message?: never }
  | { zip?: never; notice?: never; message: string };

/**
 * The ZIP code of the shopper's network, for a browser that refuses its location
 * (storefront.md §4), told as approximate; without one, the refusal's message, which asks for
 * the ZIP code.
 */
async function networkFallback(client: Client): Promise<Located> {
  const found = await networkZip(client);
  if (found.isSuccess && found.data) {
    return { zip: found.data.zip, notice: approximateLocationMessage(found.data) };
  }
  return { message: LOCATION_BLOCKED_MESSAGE };
}

/**
 * The ZIP code nearest the browser's position, asked no sooner than 90 days after a refusal; a
 * refusal falls back to the ZIP code of the shopper's network; or what went wrong, in the words
 * storefront.md §8 gives.
 */
export async function locateZip(client: Client): Promise<Located> {
  if (!("geolocation" in navigator)) return { message: LOCATION_UNSUPPORTED_MESSAGE };
  if (!shouldAskLocation(deniedAt(), Date.now())) return networkFallback(client);
  let coords: GeolocationCoordinates;
  try {
    ({ coords } = await position());
  } catch (error) {
    const code = (error as GeolocationPositionError).code ?? 2;
    if (!usesNetworkZip(code)) return { message: locationErrorMessage(code) };
    rememberDenied(Date.now());
    return networkFallback(client);
  }
  const found = await nearestZip(client, {
    latitude: coords.latitude,
    longitude: coords.longitude,
  });
  if (found.isSuccess) return { zip: found.data.zip };
  const status = answeredStatus(found.error);
  return {
    message: status === 404 ? LOCATION_NO_RESULTS_MESSAGE : geocoderFailureMessage(status ?? 0),
  };
}
