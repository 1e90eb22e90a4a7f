import { type Client, RESPONSE_CHECKS, type Result } from "../client";
import type { PartnerQuery } from "./installer-shop-rules";
import { type WidgetAppConfig, widgetAppConfigSchema } from "./schemas";

/** GET /widget-app-config: the partner's configuration; its id is the widget source id. */
export function getWidgetAppConfig(
  client: Client,
  query: PartnerQuery,
  signal?: AbortSignal,
): Promise<Result<WidgetAppConfig>> {
  return client.request({
    path: "/widget-app-config",
    query: { ...query },
    schema: RESPONSE_CHECKS ? widgetAppConfigSchema : undefined,
    signal,
  });
}
