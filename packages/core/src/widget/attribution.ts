import { WIDGET_SOURCE_KEY, WIDGET_TYPE_KEY, type WidgetType } from "./rules";

/** widgetSource of visits handed off by the affiliate widget (orders read `widget:affiliate`). */
export const AFFILIATE_SOURCE = "affiliate";
export const WIDGET_SOURCE_ID_KEY = "widgetSourceId";

/** What a widget adds to every link into the storefront (storefront.md §4 "Widget origin"). */
export type WidgetHandoff = {
  widgetSource: string;
  widgetType: WidgetType;
  /** The partner's id, e.g. "tirebuyers-blog"; left out when the partner has none. */
  widgetSourceId?: string | null;
};

/**
 * Absolute storefront URL for a path such as "/tire-sizes/225-50r17", carrying the widget's
 * attribution in its query. The storefront's own query and hash survive; attribution wins.
 */
export function attributedHref(storeOrigin: string, path: string, handoff: WidgetHandoff): string {
  const url = new URL(path, storeOrigin);
  url.searchParams.set(WIDGET_SOURCE_KEY, handoff.widgetSource);
  url.searchParams.set(WIDGET_TYPE_KEY, handoff.widgetType);
  if (handoff.widgetSourceId) url.searchParams.set(WIDGET_SOURCE_ID_KEY, handoff.widgetSourceId);
  else url.searchParams.delete(WIDGET_SOURCE_ID_KEY);
  return url.href;
}

/**
 * The origin of a partner-given URL (store-origin attribute), or null unless it is http(s): a
 * partner's typo must not turn the widget's links into javascript: URLs.
 */
export function httpOrigin(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url.origin : null;
  } catch {
    return null;
  }
}
