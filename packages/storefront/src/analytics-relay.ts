import { ANALYTICS_EVENTS_PATH, beaconSink } from "@treadkit/core/analytics";
import { type KeyValueStorage, localStorageOr } from "@treadkit/core/platform";

/** The browser's anonymous analytics id (storefront.md §6 rudderAnonymousId), kept with the site. */
const ANONYMOUS_ID_KEY = "rudderAnonymousId";

let storage: KeyValueStorage | undefined;

function anonymousId(): string | undefined {
  storage ??= localStorageOr();
  const kept = storage.get(ANONYMOUS_ID_KEY);
  if (kept) return kept;
  // getRandomValues works outside secure contexts (a store on a LAN address), unlike randomUUID.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const id = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  storage.set(ANONYMOUS_ID_KEY, id);
  return id;
}

/** The events for the store's relay to RudderStack (its write key stays on the server). */
export const relaySink = () =>
  beaconSink({
    url: `${window.location.origin}/api${ANALYTICS_EVENTS_PATH}`,
    anonymousId,
    target: window,
  });
