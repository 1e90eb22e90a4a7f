import { TIRE_MAKER_SOURCE } from "@treadkit/core/widget";
import { describe, expect, it } from "vitest";
import { afterEmptiedCheckout, hashOpensCart, rememberShoppingPage } from "./cart";

const origin = "https://store.test";
const none = new URLSearchParams();

// The page remembered is the module's: the first cases run before any page is remembered.
describe("where a shopper goes when the last tire leaves the cart on a checkout page", () => {
  it("is the page of this site they came from, else home", () => {
    expect(afterEmptiedCheckout(none, `${origin}/tire-sizes/225-50r17?season=winter`, origin)).toBe(
      "/tire-sizes/225-50r17?season=winter",
    );
    // Another site, a checkout page or no referrer at all: home.
    expect(afterEmptiedCheckout(none, "https://elsewhere.test/tires", origin)).toBe("/");
    expect(afterEmptiedCheckout(none, `${origin}/checkout/shipping`, origin)).toBe("/");
    expect(afterEmptiedCheckout(none, "", origin)).toBe("/");
  });

  it("is the last shopping page seen in this visit, never a checkout page", () => {
    rememberShoppingPage("/brands/michelin-tires", "");
    rememberShoppingPage("/checkout/payment", "");
    expect(afterEmptiedCheckout(none, `${origin}/tire-sizes/225-50r17`, origin)).toBe(
      "/brands/michelin-tires",
    );
  });

  it("is nowhere in partner-widget mode: the brand's page is where they shop", () => {
    const widget = new URLSearchParams({ widgetSource: TIRE_MAKER_SOURCE });
    expect(afterEmptiedCheckout(widget, `${origin}/tire-sizes/225-50r17`, origin)).toBeNull();
    // An installer's or affiliate's widget sends the shopper into the store: they shop on.
    const installer = new URLSearchParams({
      widgetSource: "shop-7",
      widgetType: "installer-widget",
    });
    expect(afterEmptiedCheckout(installer, "", origin)).toBe("/brands/michelin-tires");
  });
});

describe("the hash that opens the cart", () => {
  it("is the plain #cart anchor", () => {
    expect(hashOpensCart("#cart")).toBe(true);
    expect(hashOpensCart("#reviews")).toBe(false);
    expect(hashOpensCart("")).toBe(false);
  });
});
