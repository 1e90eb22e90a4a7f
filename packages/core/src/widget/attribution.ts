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

/** The storefront's memory of the last widget hand-off: 30 days, the last one wins. */
export const ATTRIBUTION_COOKIE = "TK_ATTRIBUTION";
export const ATTRIBUTION_MAX_AGE_S = 2_592_000;

/** What a widget names itself by: short, plain identifiers, nothing else is kept. */
const ATTRIBUTION_TEXT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,59}$/;

/** Attribution a cart is made with. */
export type CartAttribution = { widgetSource: string; widgetSourceId?: string };

/**
 * The attribution a storefront URL carries from a widget's link (`widgetSource`, and the
 * partner's `widgetSourceId`), or null when it carries none or a value that is not an identifier.
 */
export function attributionFromSearch(search: URLSearchParams): CartAttribution | null {
  const source = search.get(WIDGET_SOURCE_KEY);
  if (!source || !ATTRIBUTION_TEXT.test(source)) return null;
  const id = search.get(WIDGET_SOURCE_ID_KEY);
  return id && ATTRIBUTION_TEXT.test(id)
    ? { widgetSource: source, widgetSourceId: id }
    : { widgetSource: source };
}

/** The cookie's value for an attribution: "affiliate" or "affiliate|tirebuyers-blog". */
export function attributionCookieValue(attribution: CartAttribution): string {
  return [attribution.widgetSource, attribution.widgetSourceId].filter(Boolean).join("|");
}

/** The attribution a cookie value holds; null when it holds none or something else. */
export function attributionFromCookie(value: string | null | undefined): CartAttribution | null {
  const [source, id, ...rest] = (value ?? "").split("|");
  if (!source || rest.length > 0 || !ATTRIBUTION_TEXT.test(source)) return null;
  if (id === undefined) return { widgetSource: source };
  return ATTRIBUTION_TEXT.test(id) ? { widgetSource: source, widgetSourceId: id } : null;
}
