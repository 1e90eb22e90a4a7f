import type { Client } from "@treadkit/core/client";
import {
  geocoderFailureMessage,
  LOCATION_BLOCKED_MESSAGE,
  LOCATION_DENIED_KEY,
  LOCATION_NO_RESULTS_MESSAGE,
  LOCATION_UNSUPPORTED_MESSAGE,
  locationErrorMessage,
  nearestZip,
  shouldAskLocation,
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

/**
 * The ZIP code nearest the browser's position, asked no sooner than 90 days after a refusal;
 * or what went wrong, in the words storefront.md §8 gives.
 */
export async function locateZip(
  client: Client,
): Promise<{ zip: string; message?: never } | { zip?: never; message: string }> {
  if (!("geolocation" in navigator)) return { message: LOCATION_UNSUPPORTED_MESSAGE };
  if (!shouldAskLocation(deniedAt(), Date.now())) return { message: LOCATION_BLOCKED_MESSAGE };
  let coords: GeolocationCoordinates;
  try {
    ({ coords } = await position());
  } catch (error) {
    const code = (error as GeolocationPositionError).code ?? 2;
    if (code === 1) rememberDenied(Date.now());
    return { message: locationErrorMessage(code) };
  }
  const found = await nearestZip(client, {
    latitude: coords.latitude,
    longitude: coords.longitude,
  });
  if (found.isSuccess) return { zip: found.data.zip };
  const { statusCode } = found.error;
  return {
    message: statusCode === 404 ? LOCATION_NO_RESULTS_MESSAGE : geocoderFailureMessage(statusCode),
  };
}
