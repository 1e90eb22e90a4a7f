import { describe, expect, it } from "vitest";
import {
  cartZip,
  emptyCartRedirect,
  installerMobileFilter,
  isPartnerWidgetMode,
  locksPageScroll,
  mobileInstallDefaults,
  PARTNER_CHECKOUT_ZIP,
  partnerCheckoutHref,
  tireMakerHandoff,
  wantsCartSummary,
  withoutCartSummaryFlag,
} from "./partner-mode";
import { skipsCartRefresh } from "./rules";

const partner = { widgetSource: "tiremaker", widgetType: "manufacturer-widget" };
const affiliate = { widgetSource: "affiliate", widgetType: "affiliate-widget" };
const storefront = { widgetSource: null, widgetType: null };

describe("partner widget mode", () => {
  it("is the tire-maker source only", () => {
    expect(isPartnerWidgetMode(partner)).toBe(true);
    expect(isPartnerWidgetMode({ widgetSource: "tiremaker" })).toBe(true);
    expect(isPartnerWidgetMode(affiliate)).toBe(false);
    expect(isPartnerWidgetMode({ widgetType: "manufacturer-widget" })).toBe(false);
    expect(isPartnerWidgetMode(storefront)).toBe(false);
  });

  it("skips the cart refresh for the tire-maker source", () => {
    expect(skipsCartRefresh(tireMakerHandoff("michelin"))).toBe(true);
    expect(skipsCartRefresh(affiliate)).toBe(false);
  });

  it("attributes carts and links to the tire-maker widget as a manufacturer widget", () => {
    expect(tireMakerHandoff("michelin")).toEqual({
      widgetSource: "tiremaker",
      widgetType: "manufacturer-widget",
      widgetSourceId: "michelin",
    });
    expect(tireMakerHandoff("").widgetSourceId).toBeNull();
  });
});

describe("cartZip", () => {
  it("creates partner carts with ZIP 33301, not the shopper's", () => {
    expect(PARTNER_CHECKOUT_ZIP).toBe("33301");
    expect(cartZip(partner, "60657")).toBe("33301");
    expect(cartZip(partner, null)).toBe("33301");
  });

  it("keeps the shopper's ZIP outside partner mode", () => {
    expect(cartZip(affiliate, "60657")).toBe("60657");
    expect(cartZip(storefront, null)).toBeNull();
  });
});

describe("emptyCartRedirect", () => {
  it("keeps the shopper on the brand's page in partner mode", () => {
    expect(emptyCartRedirect(partner, "/brands/michelin-tires")).toBeNull();
  });

  it("returns to the page the shopper came from elsewhere", () => {
    expect(emptyCartRedirect(storefront, "/tire-sizes/225-50r17")).toBe("/tire-sizes/225-50r17");
  });
});

describe("mobileInstallDefaults", () => {
  it("lists shops only and pre-selects nothing in partner mode, whatever the server says", () => {
    expect(mobileInstallDefaults(partner, true)).toEqual({
      listMobileInstallers: false,
      preselectMobileInstall: false,
    });
  });

  it("follows the server's defaultSelectMobileInstall elsewhere", () => {
    expect(mobileInstallDefaults(storefront, true)).toEqual({
      listMobileInstallers: true,
      preselectMobileInstall: true,
    });
    expect(mobileInstallDefaults(affiliate, false).preselectMobileInstall).toBe(false);
  });

  it("filters the installer list to shops until mobile installers are asked for", () => {
    expect(installerMobileFilter(false)).toBe(false);
    expect(installerMobileFilter(true)).toBeUndefined();
  });
});

describe("cart summary hash", () => {
  it("opens on cart_summary_modal_open=true, alone or among other parts", () => {
    expect(wantsCartSummary("#cart_summary_modal_open=true")).toBe(true);
    expect(wantsCartSummary("cart_summary_modal_open=true")).toBe(true);
    expect(wantsCartSummary("#tab=sizes&cart_summary_modal_open=true")).toBe(true);
  });

  it("ignores other values and look-alikes", () => {
    expect(wantsCartSummary("")).toBe(false);
    expect(wantsCartSummary("#cart_summary_modal_open=false")).toBe(false);
    expect(wantsCartSummary("#cart_summary_modal_open")).toBe(false);
    expect(wantsCartSummary("#xcart_summary_modal_open=true")).toBe(false);
  });

  it("takes the flag out and keeps the rest of the hash as it was", () => {
    expect(withoutCartSummaryFlag("#cart_summary_modal_open=true")).toBe("");
    expect(withoutCartSummaryFlag("#reviews&cart_summary_modal_open=true")).toBe("#reviews");
    expect(withoutCartSummaryFlag("#tab=sizes")).toBe("#tab=sizes");
  });
});

describe("partnerCheckoutHref", () => {
  it("goes to the storefront's shipping step with the cart and the widget's attribution", () => {
    const href = new URL(
      partnerCheckoutHref(
        "https://shop.example",
        "6f1c5a9e-0d0b-4c47-9a7e-2b1f6f0f8a11",
        tireMakerHandoff("michelin"),
      ),
    );
    expect(href.origin).toBe("https://shop.example");
    expect(href.pathname).toBe("/checkout/shipping");
    expect(Object.fromEntries(href.searchParams)).toEqual({
      cartId: "6f1c5a9e-0d0b-4c47-9a7e-2b1f6f0f8a11",
      widgetSource: "tiremaker",
      widgetType: "manufacturer-widget",
      widgetSourceId: "michelin",
    });
  });

  it("encodes a cart id that would break the query", () => {
    const href = partnerCheckoutHref("https://shop.example", "a&b", tireMakerHandoff());
    expect(new URL(href).searchParams.get("cartId")).toBe("a&b");
  });
});

describe("locksPageScroll", () => {
  it("locks below the 600 px breakpoint only", () => {
    expect(locksPageScroll(412)).toBe(true);
    expect(locksPageScroll(599)).toBe(true);
    expect(locksPageScroll(600)).toBe(false);
    expect(locksPageScroll(1350)).toBe(false);
  });
});
