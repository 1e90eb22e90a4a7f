import type { AnalyticsEvent, AnalyticsSink } from "./events";
import { ANALYTICS_BATCH_MAX } from "./limits";

export { ANALYTICS_BATCH_MAX };

/** The store's analytics endpoint, relative to the API base. */
export const ANALYTICS_EVENTS_PATH = "/v1/analytics/events";

type Transport = (url: string, body: string) => void;

/**
 * Sends with `navigator.sendBeacon`, which outlives the page (an exit link's event arrives);
 * `fetch` with keepalive where a browser has no beacon or refuses one.
 */
export const beaconTransport: Transport = (url, body) => {
  const blob = new Blob([body], { type: "application/json" });
  if (typeof navigator !== "undefined" && navigator.sendBeacon?.(url, blob)) return;
  void fetch(url, {
    method: "POST",
    body: blob,
    keepalive: true,
    credentials: "same-origin",
  }).catch(() => {});
};

/**
 * A sink that batches events for the store's endpoint, which relays them to RudderStack: they go
 * out `delayMs` after the first of a batch, when a batch is full, or when the page is hidden.
 */
export function beaconSink(options: {
  url: string;
  anonymousId(): string | undefined;
  transport?: Transport;
  delayMs?: number;
  /** Where `pagehide` is heard; `window` in a browser. */
  target?: Pick<Window, "addEventListener">;
}): AnalyticsSink & { flush(): void } {
  const send = options.transport ?? beaconTransport;
  let pending: AnalyticsEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;

  function flush() {
    if (timer) clearTimeout(timer);
    timer = null;
    while (pending.length > 0) {
      const events = pending.slice(0, ANALYTICS_BATCH_MAX);
      pending = pending.slice(events.length);
      const anonymousId = options.anonymousId();
      send(options.url, JSON.stringify(anonymousId ? { anonymousId, events } : { events }));
    }
  }
  options.target?.addEventListener("pagehide", flush);

  const sink = (event: AnalyticsEvent) => {
    pending.push(event);
    if (pending.length >= ANALYTICS_BATCH_MAX) flush();
    else timer ??= setTimeout(flush, options.delayMs ?? 1_000);
  };
  return Object.assign(sink, { flush });
}
