import { createAnalytics, dataLayerSink } from "@treadkit/core/analytics";

/**
 * The storefront's analytics: events go to the page's tag-manager data layer, where an
 * operator's tag manager picks them up. Nothing is sent during a server render.
 */
export const analytics = createAnalytics(
  typeof window === "undefined" ? [] : [dataLayerSink(window as { dataLayer?: unknown[] })],
  (error) => console.warn("analytics sink failed", error),
);
