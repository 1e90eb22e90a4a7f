import {
  type AnalyticsSink,
  createAnalytics,
  dataLayerSink,
  deferredSink,
} from "@treadkit/core/analytics";

function browserSinks(): AnalyticsSink[] {
  if (typeof window === "undefined") return [];
  return [
    // The operator's tag manager picks events up from the page's data layer.
    dataLayerSink(window as { dataLayer?: unknown[] }),
    // The store's relay to RudderStack, in a chunk of its own fetched with the first event.
    deferredSink(() => import("./analytics-relay").then((relay) => relay.relaySink())),
  ];
}

/** The storefront's analytics. Nothing is sent during a server render. */
export const analytics = createAnalytics(browserSinks(), (error) =>
  console.warn("analytics sink failed", error),
);
