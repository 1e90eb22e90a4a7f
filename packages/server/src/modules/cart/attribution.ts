import { userZipFromCookie } from "@treadkit/core/installer";
import { selectedShopFromCookie } from "@treadkit/core/shops";
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

/**
 * What the shopper chose while browsing, from the browser's cookies: the ZIP entered in the
 * header (USER_ZIP) and the shop chosen (SELECTED_SHOP). A cart started in this browser takes
 * the ZIP unless the add to cart names its own; `browsing` is what the pages were priced for.
 */
export function withBrowsingChoices<T extends object>(
  input: T & { zip?: string },
  cookieHeader: string | undefined,
): {
  input: T & { zip?: string };
  browsing: { zip: string | null; shopId: string | null };
} {
  const zip = userZipFromCookie(cookieHeader);
  return {
    input: input.zip === undefined && zip ? { ...input, zip } : input,
    browsing: { zip, shopId: selectedShopFromCookie(cookieHeader) },
  };
}
