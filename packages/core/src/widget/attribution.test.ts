import { describe, expect, it } from "vitest";
import {
  AFFILIATE_SOURCE,
  attributedHref,
  attributionCookieValue,
  attributionFromCookie,
  attributionFromSearch,
  httpOrigin,
} from "./attribution";
import { resolveWidgetAttribution, widgetOrigin } from "./rules";

const handoff = {
  widgetSource: AFFILIATE_SOURCE,
  widgetType: "affiliate-widget" as const,
  widgetSourceId: "tirebuyers-blog",
};

describe("attributed storefront links", () => {
  it("puts the storefront path on the store's origin with the attribution in the query", () => {
    const href = new URL(
      attributedHref("https://shop.example", "/brands/michelin-tires/defender2/p/12", handoff),
    );
    expect(href.origin).toBe("https://shop.example");
    expect(href.pathname).toBe("/brands/michelin-tires/defender2/p/12");
    expect(Object.fromEntries(href.searchParams)).toEqual({
      widgetSource: "affiliate",
      widgetType: "affiliate-widget",
      widgetSourceId: "tirebuyers-blog",
    });
  });

  it("keeps the path's own query and hash, and the attribution wins over a stale one", () => {
    const href = new URL(
      attributedHref("https://shop.example/", "/tire-sizes/225-50r17?page=2&widgetType=x#specs", {
        ...handoff,
        widgetSourceId: null,
      }),
    );
    expect(href.searchParams.get("page")).toBe("2");
    expect(href.searchParams.get("widgetType")).toBe("affiliate-widget");
    expect(href.searchParams.has("widgetSourceId")).toBe(false);
    expect(href.hash).toBe("#specs");
  });

  it("encodes a partner id so it cannot add query fields of its own", () => {
    const href = new URL(
      attributedHref("https://shop.example", "/tire-sizes/225-50r17", {
        ...handoff,
        widgetSourceId: "blog&widgetType=installer-widget",
      }),
    );
    expect(href.searchParams.getAll("widgetType")).toEqual(["affiliate-widget"]);
    expect(href.searchParams.get("widgetSourceId")).toBe("blog&widgetType=installer-widget");
  });

  it("is read back by the storefront as an affiliate visit", () => {
    const href = new URL(attributedHref("https://shop.example", "/", handoff));
    const fromUrl = {
      widgetSource: href.searchParams.get("widgetSource"),
      widgetType: href.searchParams.get("widgetType"),
    };
    expect(widgetOrigin(resolveWidgetAttribution(fromUrl, {}))).toBe("affiliate");
  });
});

describe("httpOrigin", () => {
  it("keeps the origin of an http(s) URL", () => {
    expect(httpOrigin("https://shop.example/some/path?q=1")).toBe("https://shop.example");
    expect(httpOrigin("http://localhost:3000")).toBe("http://localhost:3000");
  });

  it("refuses other schemes, typos and nothing", () => {
    expect(httpOrigin("javascript:alert(1)")).toBeNull();
    expect(httpOrigin("shop.example")).toBeNull();
    expect(httpOrigin("")).toBeNull();
    expect(httpOrigin(null)).toBeNull();
  });
});

describe("attribution kept across the hand-off", () => {
  it("reads a widget's hand-off from the URL, and only identifiers", () => {
    const search = (query: string) => new URLSearchParams(query);
    expect(
      attributionFromSearch(search("widgetSource=affiliate&widgetSourceId=tirebuyers-blog")),
    ).toEqual({ widgetSource: "affiliate", widgetSourceId: "tirebuyers-blog" });
    expect(attributionFromSearch(search("widgetSource=installer&widgetSourceId=%3Cb%3E"))).toEqual({
      widgetSource: "installer",
    });
    expect(attributionFromSearch(search("size=225-50r17"))).toBeNull();
    expect(attributionFromSearch(search(`widgetSource=${"a".repeat(61)}`))).toBeNull();
  });

  it("round-trips through the cookie and refuses anything else", () => {
    for (const attribution of [
      { widgetSource: "affiliate", widgetSourceId: "tirebuyers-blog" },
      { widgetSource: "tiremaker" },
    ]) {
      expect(attributionFromCookie(attributionCookieValue(attribution))).toEqual(attribution);
    }
    for (const junk of [null, "", "a|b|c", "<b>", "affiliate|<b>", "|x"]) {
      expect(attributionFromCookie(junk)).toBeNull();
    }
  });
});
