import { type Client, RESPONSE_CHECKS, type Result } from "../client";
import type { SiteChannel } from "./channel";
import {
  type MenuChannel,
  notificationsResponseSchema,
  type SiteMenu,
  siteMenuSchema,
} from "./menu";
import type { Notification } from "./notifications";
import { type SiteGlobalsResponse, siteChannelSchema, siteGlobalsResponseSchema } from "./schemas";
import { type SiteStats, siteStatsSchema } from "./stats";

/** GET /v1/site/globals */
export function getSiteGlobals(
  client: Client,
  signal?: AbortSignal,
): Promise<Result<SiteGlobalsResponse>> {
  return client.request({
    path: "/v1/site/globals",
    schema: RESPONSE_CHECKS ? siteGlobalsResponseSchema : undefined,
    signal,
  });
}

/** GET /v1/site/channel: the consumer site, or the simple shop the host names. */
export function getSiteChannel(client: Client, signal?: AbortSignal): Promise<Result<SiteChannel>> {
  return client.request({
    path: "/v1/site/channel",
    schema: RESPONSE_CHECKS ? siteChannelSchema : undefined,
    signal,
  });
}

/** GET /v1/site/menu?channel: the browse and learn sections of the header's menu. */
export function getSiteMenu(
  client: Client,
  channel: MenuChannel,
  signal?: AbortSignal,
): Promise<Result<SiteMenu>> {
  return client.request({
    path: "/v1/site/menu",
    query: { channel },
    schema: RESPONSE_CHECKS ? siteMenuSchema : undefined,
    signal,
  });
}

/** GET /v1/site/notifications: the banners under the header. */
export function getSiteNotifications(
  client: Client,
  signal?: AbortSignal,
): Promise<Result<{ notifications: Notification[] }>> {
  return client.request({
    path: "/v1/site/notifications",
    schema: RESPONSE_CHECKS ? notificationsResponseSchema : undefined,
    signal,
  });
}

/** GET /v1/site/stats: the store's size, for the home page's trust signals. */
export function getSiteStats(client: Client, signal?: AbortSignal): Promise<Result<SiteStats>> {
  return client.request({
    path: "/v1/site/stats",
    schema: RESPONSE_CHECKS ? siteStatsSchema : undefined,
    signal,
  });
}
