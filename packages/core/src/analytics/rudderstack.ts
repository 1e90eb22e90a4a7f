import type { AnalyticsEvent } from "./events";

/**
 * The storefront's events as RudderStack receives them (storefront.md §6, §8): the browser sends
 * them to the store, which relays them to the operator's RudderStack data plane with the write
 * key, so that the key never reaches a browser and the page's policy allows no third party.
 */

/** Logged once at startup when the store has no RudderStack write key or data plane. */
export const RUDDERSTACK_ENV_MISSING = "Rudderstack env variables are missing";
/** Logged, with the reason after it, when the RudderStack client cannot start. */
export const RUDDERSTACK_INIT_FAILURE = "Rudderstack initialize failure: ";
/** Logged when track, page or identify is called on a client that did not start. */
export const rudderstackNotReady = (call: "track" | "page" | "identify") =>
  `Rudderstack ${call} called before analytics was ready`;

/** A message of RudderStack's HTTP API (`POST /v1/batch`). */
export type RudderMessage = {
  type: "track" | "page" | "identify";
  anonymousId: string;
  userId?: string;
  event?: string;
  name?: string;
  properties?: Record<string, unknown>;
  traits?: Record<string, unknown>;
  messageId: string;
  originalTimestamp: string;
  channel: "web";
  context: { library: { name: "treadkit"; version: string } };
};

/** The track event names, after RudderStack's e-commerce spec where it has one. */
const TRACK_NAMES: Record<Exclude<AnalyticsEvent["name"], "login" | "page_viewed">, string> = {
  add_to_cart: "Product Added",
  remove_from_cart: "Product Removed",
  checkout_step_viewed: "Checkout Step Viewed",
  exit_link_clicked: "Exit Link Clicked",
  logout: "Logged Out",
  new_catalogue_search: "Catalogue Search Started",
};

/**
 * One event as RudderStack's message: a page view is `page`, a login `identify` (who the
 * visitor is from now on), everything else `track`, prices in cents and USD as the spec has it.
 */
export function rudderMessageOf(
  event: AnalyticsEvent,
  meta: { anonymousId: string; messageId: string; timestamp: Date },
): RudderMessage {
  const base = {
    anonymousId: meta.anonymousId,
    messageId: meta.messageId,
    originalTimestamp: meta.timestamp.toISOString(),
    channel: "web" as const,
    context: { library: { name: "treadkit" as const, version: "1" } },
  };
  if (event.name === "page_viewed") {
    return {
      ...base,
      type: "page",
      name: event.title,
      properties: { path: event.path, title: event.title },
    };
  }
  if (event.name === "login") {
    return {
      ...base,
      type: "identify",
      userId: event.userId,
      traits: { accountType: event.accountType },
    };
  }
  const { name, ...properties } = event;
  return { ...base, type: "track", event: TRACK_NAMES[name], properties };
}
