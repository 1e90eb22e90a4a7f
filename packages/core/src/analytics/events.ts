import type { z } from "zod";
import { type DeliveryTab, deliveryTabOf } from "../shipping/rules";
import type { analyticsEventSchema } from "./schemas";

/**
 * Analytics events of checkout.md §7: add to cart, remove from cart, checkout step viewed and
 * exit link clicked, prices in cents and USD, delivery by its analytics label. Where they go is
 * pluggable: a sink per tool (a tag manager's dataLayer, a server endpoint, a test's list).
 */

export type DeliveryLabel = "ship to customer" | "install" | "ship to fedex" | "mobile install";

/**
 * The events of checkout.md §7 and storefront.md §4: add to cart, remove from cart, checkout
 * step viewed, exit link clicked, login and logout, a new catalogue search and a page view.
 */
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

export type AnalyticsSink = (event: AnalyticsEvent) => void;

type SavedShippingOption = Parameters<typeof deliveryTabOf>[0]["shippingOption"];

const DELIVERY_LABELS: Partial<Record<DeliveryTab, DeliveryLabel>> = {
  installer: "install",
  mobile: "mobile install",
  home: "ship to customer",
  parcel: "ship to fedex",
};

/** The analytics label of a cart's delivery; null before one is chosen, and for warehouse pickup. */
export function deliveryLabel(
  shipping: { shippingOption: SavedShippingOption; isMobileInstall?: boolean } | null,
): DeliveryLabel | null {
  if (!shipping) return null;
  const tab = deliveryTabOf({ ...shipping, isMobileInstall: shipping.isMobileInstall ?? false });
  return DELIVERY_LABELS[tab] ?? null;
}

/**
 * The event of a cart line's quantity changing: add to cart for more, remove from cart for fewer
 * (the difference, at the tire's price); none when it did not change.
 */
export function cartQuantityEvent(
  line: { productId: string; quantity: number; price: { salePriceInCents: number } },
  quantity: number,
): AnalyticsEvent | null {
  const delta = quantity - line.quantity;
  if (delta === 0) return null;
  return {
    name: delta > 0 ? "add_to_cart" : "remove_from_cart",
    productId: line.productId,
    quantity: Math.abs(delta),
    priceInCents: line.price.salePriceInCents,
    currency: "USD",
  };
}

/**
 * The exit-link event of a followed link: one to a page of another site (http or https), none
 * for the store's own pages, fragments, mail, telephone or script links.
 */
export function exitLinkEvent(href: string, pageOrigin: string): AnalyticsEvent | null {
  let url: URL;
  try {
    url = new URL(href, pageOrigin);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (url.origin === pageOrigin) return null;
  return { name: "exit_link_clicked", href: url.href.slice(0, 2_000) };
}

/**
 * Sends each event to every sink. A failing sink is logged and skipped: analytics never stops
 * a shopper from buying.
 */
export function createAnalytics(
  sinks: readonly AnalyticsSink[],
  onError?: (error: unknown) => void,
) {
  return {
    track(event: AnalyticsEvent): void {
      for (const sink of sinks) {
        try {
          sink(event);
        } catch (error) {
          onError?.(error);
        }
      }
    },
  };
}

export type Analytics = ReturnType<typeof createAnalytics>;

/**
 * A sink whose code is loaded with the first event (off the page's first download): events that
 * come meanwhile wait, in order; a load that fails is tried again with the next event.
 */
export function deferredSink(load: () => Promise<AnalyticsSink>): AnalyticsSink {
  let sink: AnalyticsSink | null = null;
  let waiting: AnalyticsEvent[] | null = null;
  return (event) => {
    if (sink) return sink(event);
    if (waiting) {
      waiting.push(event);
      return;
    }
    waiting = [event];
    load().then(
      (loaded) => {
        sink = loaded;
        const events = waiting ?? [];
        waiting = null;
        for (const queued of events) loaded(queued);
      },
      () => {
        waiting = null;
      },
    );
  };
}

/** A sink that pushes to a tag manager's data layer (`window.dataLayer` by convention). */
export function dataLayerSink(target: { dataLayer?: unknown[] }): AnalyticsSink {
  return (event) => {
    target.dataLayer ??= [];
    target.dataLayer.push({ event: event.name, ...event });
  };
}
