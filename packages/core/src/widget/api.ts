import {
  type Client,
  createClientWith,
  fetchTransport,
  RESPONSE_CHECKS,
  type Result,
} from "../client";
import { createPlatform, localStorageOr, prefixedStorage } from "../platform";
import { widgetLogger, withShopperFailures } from "./failures";
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

/** Every key a widget keeps in the host page's storage starts with this. */
export const WIDGET_STORAGE_PREFIX = "treadkit:";

/**
 * A widget's client and platform: the API at `apiBase` (default: `/api` where the bundle came
 * from), the widget channel, and storage that outlives the page in localStorage under
 * WIDGET_STORAGE_PREFIX, or in memory where the partner's page cannot store anything for us
 * (site data or third-party storage blocked). Failures come in a shopper's words, and the console
 * gets one warning line per failure.
 */
export function createWidgetClient(apiBase: string | null, bundleOrigin: string) {
  const platform = createPlatform({
    storage: prefixedStorage(localStorageOr(), WIDGET_STORAGE_PREFIX),
    logger: widgetLogger,
  });
  const main = apiBase ?? `${bundleOrigin}/api`;
  const client = withShopperFailures(
    createClientWith(fetchTransport, {
      baseUrls: { main },
      platform,
      getContext: () => ({ channel: "widget" }),
    }),
    { apiBase: main, pageOrigin: window.location.origin, fetch: platform.fetch },
  );
  return { client, platform };
}
