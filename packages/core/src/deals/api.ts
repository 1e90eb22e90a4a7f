import { type Client, RESPONSE_CHECKS, type Result } from "../client";
import type { PromotionTheme } from "./rules";
import { type Deal, type DealList, dealListSchema, dealSchema } from "./schemas";

/** GET /tire-deals: the deals running now, those ending soonest first. */
export function getDeals(
  client: Client,
  params: { theme?: PromotionTheme } = {},
  signal?: AbortSignal,
): Promise<Result<DealList>> {
  return client.request({
    path: "/tire-deals",
    query: { ...params },
    schema: RESPONSE_CHECKS ? dealListSchema : undefined,
    signal,
  });
}

/** GET /tire-deals/{slug}: one deal, running or ended. */
export function getDeal(client: Client, slug: string, signal?: AbortSignal): Promise<Result<Deal>> {
  return client.request({
    path: "/tire-deals/{slug}",
    pathParams: { slug },
    schema: RESPONSE_CHECKS ? dealSchema : undefined,
    signal,
  });
}
