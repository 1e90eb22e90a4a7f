import { type Client, RESPONSE_CHECKS, type Result } from "../client";
import { type SiteGlobalsResponse, siteGlobalsResponseSchema } from "./schemas";

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
