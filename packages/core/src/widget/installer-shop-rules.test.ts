import { describe, expect, it } from "vitest";
import {
  appointmentLabel,
  checkoutHref,
  dayLabel,
  IDENTIFIER_MESSAGE,
  installQuantity,
  isBookable,
  PARTNER_MISSING_MESSAGE,
  partnerQuery,
  slotLabel,
  tireSalePrice,
} from "./installer-shop-rules";
import { widgetOrigin } from "./rules";

describe("the partner behind an installer widget", () => {
  it("is found by sub-domain first, then site URL, then the page the widget is on", () => {
    expect(
      partnerQuery({ subDomain: " Sunrise-Tire-Pros ", siteUrl: "https://a.example" }),
    ).toEqual({ query: { identifier: "installer-widget", subDomain: "sunrise-tire-pros" } });
    expect(
      partnerQuery({ siteUrl: "https://a.example/book", pageUrl: "https://b.example" }),
    ).toEqual({ query: { identifier: "installer-widget", siteUrl: "https://a.example/book" } });
    expect(partnerQuery({ identifier: "simpleshop", pageUrl: "http://b.example/x" })).toEqual({
      query: { identifier: "simpleshop", siteUrl: "http://b.example/x" },
    });
  });

  it("refuses an unknown identifier, and a page with nothing to look the shop up by", () => {
    expect(partnerQuery({ identifier: "banner", subDomain: "x" })).toEqual({
      error: IDENTIFIER_MESSAGE,
    });
    expect(partnerQuery({ siteUrl: "javascript:alert(1)", pageUrl: "about:blank" })).toEqual({
      error: PARTNER_MISSING_MESSAGE,
    });
  });
});

describe("installer widget offers", () => {
  const product = {
    priceList: [{ salePriceInCents: 10_000, listPriceInCents: 12_000 }],
    availability: "ProductStatusAvailable" as const,
    isInstallable: true,
  };

  it("books only priced, stocked, installable tires", () => {
    expect(tireSalePrice(product)).toBe(10_000);
    expect(isBookable(product)).toBe(true);
    const onRequest = { ...product, availability: "ProductStatusCallForPricing" as const };
    expect(tireSalePrice(onRequest)).toBeNull();
    expect(isBookable(onRequest)).toBe(false);
    expect(isBookable({ ...product, availability: "ProductStatusOutOfStock" })).toBe(false);
    expect(isBookable({ ...product, isInstallable: false })).toBe(false);
  });

  it("takes 1 to 8 tires, as numbers or the text of a select", () => {
    expect(installQuantity(4)).toBe(4);
    expect(installQuantity("8")).toBe(8);
    expect(installQuantity(0)).toBeNull();
    expect(installQuantity("9")).toBeNull();
    expect(installQuantity(2.5)).toBeNull();
    expect(installQuantity("four")).toBeNull();
  });
});

describe("installer widget schedule and checkout", () => {
  it("labels drop-off windows and timed slots", () => {
    const base = { startTime: "8:00", amOrPm: "AM" as const };
    expect(
      slotLabel({
        ...base,
        isDropOff: true,
        slotTime: "Morning",
        dropOffWindow: "8:00 AM - 10:00 AM",
      }),
    ).toBe("Drop-off 8:00 AM - 10:00 AM");
    expect(
      slotLabel({
        isDropOff: false,
        slotTime: "Afternoon",
        startTime: "1:00",
        amOrPm: "PM",
        dropOffWindow: null,
      }),
    ).toBe("Afternoon 1:00 PM");
    expect(dayLabel({ date: "2026-11-24", day: "Tuesday" })).toBe("Tuesday, Nov 24");
    expect(dayLabel({ date: "2027-01-01" })).toBe("Friday, Jan 1");
  });

  it("labels the booked appointment with its day and time", () => {
    const base = { date: "2026-11-25", startTime: "5:00", amOrPm: "PM", dropOffWindow: null };
    expect(appointmentLabel({ ...base, isDropOff: false, slotTime: "Evening" })).toBe(
      "Wednesday, Nov 25, Evening 5:00 PM",
    );
    expect(
      appointmentLabel({
        ...base,
        isDropOff: true,
        slotTime: "Morning",
        dropOffWindow: "8:00 AM - 10:00 AM",
      }),
    ).toBe("Wednesday, Nov 25, drop-off 8:00 AM - 10:00 AM");
  });

  it("continues on the storefront's shipping step with the cart and the shop's attribution", () => {
    const href = new URL(checkoutHref("https://shop.example", "c0ffee&x=1", "app-7"));
    expect(href.origin + href.pathname).toBe("https://shop.example/checkout/shipping");
    expect(Object.fromEntries(href.searchParams)).toEqual({
      cartId: "c0ffee&x=1",
      widgetSource: "installer",
      widgetType: "installer-widget",
      widgetSourceId: "app-7",
    });
    expect(widgetOrigin(Object.fromEntries(href.searchParams))).toBe("installer");
  });
});
