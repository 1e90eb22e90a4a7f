import { describe, expect, it } from "vitest";
import {
  isWidgetVisit,
  MANUFACTURER_SOURCES,
  resolveWidgetAttribution,
  skipsCartRefresh,
  TIRE_MAKER_SOURCE,
  widgetOrigin,
} from "./rules";

describe("widget origin", () => {
  it("recognises the tire-maker source before anything else", () => {
    expect(widgetOrigin({ widgetSource: TIRE_MAKER_SOURCE, widgetType: "installer-widget" })).toBe(
      "tireMakerWidget",
    );
  });

  it.each(MANUFACTURER_SOURCES)("gives a manufacturer source for %s", (source) => {
    expect(widgetOrigin({ widgetSource: source })).toBe("manufacturer");
  });

  it("maps the widget types to installer and affiliate sources", () => {
    expect(widgetOrigin({ widgetType: "installer-widget" })).toBe("installer");
    expect(widgetOrigin({ widgetType: "affiliate-widget" })).toBe("affiliate");
    expect(widgetOrigin({ widgetType: "manufacturer-widget" })).toBe("affiliate");
  });

  it("treats any other combination as not from a widget", () => {
    expect(widgetOrigin({})).toBeNull();
    expect(widgetOrigin({ widgetSource: "blog", widgetType: "banner" })).toBeNull();
  });

  it("prefers the URL over storage, and counts either as a widget visit", () => {
    const attribution = resolveWidgetAttribution(
      { widgetType: "affiliate-widget" },
      { widgetSource: "shop-42", widgetType: "installer-widget" },
    );
    expect(attribution).toEqual({ widgetSource: "shop-42", widgetType: "affiliate-widget" });
    expect(isWidgetVisit({ widgetSource: "x" })).toBe(true);
    expect(isWidgetVisit({ widgetType: null })).toBe(false);
  });

  it("skips the cart refresh only for the tire-maker widget", () => {
    expect(skipsCartRefresh({ widgetSource: TIRE_MAKER_SOURCE })).toBe(true);
    expect(skipsCartRefresh({ widgetType: "installer-widget" })).toBe(false);
  });
});
