import { describe, expect, it } from "vitest";
import {
  cookieDomainFor,
  showsAccountLink,
  showsSearchButton,
  simpleShopSubDomain,
  VALUE_PROPS,
  valuePropsFor,
} from "./channel";
import { pageTitle, robotsContent } from "./meta";

describe("simple shop host", () => {
  it("names the sub-domain under the shop domain, ignoring port and case", () => {
    expect(simpleShopSubDomain("sunrise-tire-pros.shop.localhost:3000", "shop.localhost")).toBe(
      "sunrise-tire-pros",
    );
    expect(simpleShopSubDomain("Sunrise.Shop.Example", "shop.example")).toBe("sunrise");
    expect(simpleShopSubDomain("sunrise.shop.example.", ".shop.example")).toBe("sunrise");
  });

  it("names none for the shop domain itself, other hosts and nested labels", () => {
    expect(simpleShopSubDomain("shop.example", "shop.example")).toBeNull();
    expect(simpleShopSubDomain("www.treadkit.example", "shop.example")).toBeNull();
    expect(simpleShopSubDomain("a.b.shop.example", "shop.example")).toBeNull();
    expect(simpleShopSubDomain("evilshop.example", "shop.example")).toBeNull();
    expect(simpleShopSubDomain("-bad.shop.example", "shop.example")).toBeNull();
  });
});

describe("cookie domain", () => {
  it("shares the consumer site's cookies across its hosts only when configured", () => {
    expect(cookieDomainFor("consumer", ".treadkit.example")).toBe("treadkit.example");
    expect(cookieDomainFor("consumer", undefined)).toBeNull();
  });

  it("keeps a simple shop's cookies on its own host", () => {
    expect(cookieDomainFor("simpleShop", "treadkit.example")).toBeNull();
  });
});

describe("value-proposition strip", () => {
  it("shows every prop on the consumer site's shopping pages", () => {
    expect(valuePropsFor("/tire-sizes/225-50r17", "consumer")).toEqual(VALUE_PROPS);
  });

  it("hides free shipping, the crew savings and 0% financing in a simple shop", () => {
    const titles = valuePropsFor("/", "simpleShop").map((p) => p.title);
    expect(titles).toEqual(["Installed near you"]);
  });

  it("is hidden on checkout-type and special pages", () => {
    for (const path of ["/checkout/shipping", "/checkout", "/account/my-orders", "/dt-employees"]) {
      expect(valuePropsFor(path, "consumer")).toEqual([]);
    }
    expect(valuePropsFor("/checkouts", "consumer")).toEqual(VALUE_PROPS);
  });
});

describe("simple shop meta and header", () => {
  it("hides the account link", () => {
    expect(showsAccountLink("simpleShop")).toBe(false);
    expect(showsAccountLink("consumer")).toBe(true);
  });

  it("titles pages without the brand suffix and keeps them out of search engines", () => {
    expect(pageTitle("225/50R17 tires", "simpleShop")).toBe("225/50R17 tires");
    expect(robotsContent("default", "simpleShop")).toBe("noindex,nofollow,max-image-preview:large");
  });
});

describe("header search button", () => {
  it("is hidden on informational pages, the special-order and employee pages and checkout", () => {
    for (const path of ["/contact", "/help-center/returns", "/terms", "/about", "/special-order"]) {
      expect(showsSearchButton(path), path).toBe(false);
    }
    expect(showsSearchButton("/dt-employees")).toBe(false);
    expect(showsSearchButton("/checkout/shipping")).toBe(false);
  });

  it("shows on shopping pages, including ones whose path only starts like a hidden one", () => {
    for (const path of ["/", "/tire-sizes/225-50r17", "/brands/michelin-tires", "/terms-of-art"]) {
      expect(showsSearchButton(path), path).toBe(true);
    }
  });
});
