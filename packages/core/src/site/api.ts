import { type Client, RESPONSE_CHECKS, type Result } from "../client";
import type { SiteChannel } from "./channel";
import { type SiteGlobalsResponse, siteChannelSchema, siteGlobalsResponseSchema } from "./schemas";

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
