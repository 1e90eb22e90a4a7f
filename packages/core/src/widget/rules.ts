/** Where a visit came from, when it came through a widget (storefront.md §4 "Widget origin"). */

export type WidgetType = "installer-widget" | "affiliate-widget" | "manufacturer-widget";
export type WidgetOrigin = "tireMakerWidget" | "manufacturer" | "installer" | "affiliate";

/** widgetSource of the tire-maker widget. */
export const TIRE_MAKER_SOURCE = "tiremaker";
/** The three widgetSource values used by manufacturer (brand) programmes. */
export const MANUFACTURER_SOURCES = ["manufacturer", "oem-program", "brand-site"] as const;

export const WIDGET_SOURCE_KEY = "widgetSource";
export const WIDGET_TYPE_KEY = "widgetType";

export type WidgetAttribution = { widgetSource?: string | null; widgetType?: string | null };

/** URL values win over stored ones; either being present makes the visit a widget visit. */
export function resolveWidgetAttribution(
  fromUrl: WidgetAttribution,
  stored: WidgetAttribution,
): WidgetAttribution {
  return {
    widgetSource: fromUrl.widgetSource || stored.widgetSource || null,
    widgetType: fromUrl.widgetType || stored.widgetType || null,
  };
}

export function widgetOrigin({ widgetSource, widgetType }: WidgetAttribution): WidgetOrigin | null {
  if (widgetSource === TIRE_MAKER_SOURCE) return "tireMakerWidget";
  if (widgetSource && (MANUFACTURER_SOURCES as readonly string[]).includes(widgetSource)) {
    return "manufacturer";
  }
  if (widgetType === "installer-widget") return "installer";
  if (widgetType === "affiliate-widget" || widgetType === "manufacturer-widget") return "affiliate";
  return null;
}

export function isWidgetVisit(attribution: WidgetAttribution): boolean {
  return Boolean(attribution.widgetSource || attribution.widgetType);
}

/** The tire-maker widget opens the cart summary itself; the cart is not refreshed for it. */
export function skipsCartRefresh(attribution: WidgetAttribution): boolean {
  return widgetOrigin(attribution) === "tireMakerWidget";
}
