import { ATTRIBUTION_COOKIE, attributionFromCookie } from "@treadkit/core/widget";

/**
 * A cart made on the storefront after a widget's hand-off is the widget's: its source comes from
 * the attribution cookie the hand-off left (30 days, the last hand-off wins), unless the request
 * names one itself (a widget's own cart).
 */
export function withAttribution<T extends object>(
  input: T & { widgetSource?: string },
  cookies: Record<string, string | undefined>,
): T & { widgetSource?: string; widgetSourceId?: string } {
  if (input.widgetSource !== undefined) return input;
  const kept = attributionFromCookie(cookies[ATTRIBUTION_COOKIE]);
  return kept ? { ...input, ...kept } : input;
}
