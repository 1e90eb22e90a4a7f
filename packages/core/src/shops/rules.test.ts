import { describe, expect, it } from "vitest";
import {
  openingHoursRows,
  parseUrbanAreaSlug,
  SELECTED_SHOP_COOKIE,
  selectedShopFromCookie,
  shopHref,
  shopPathSlug,
  shopRatingText,
  shopServices,
  urbanAreaSlug,
} from "./rules";

describe("urban-area slugs", () => {
  it("are the city's slug and the state code", () => {
    expect(urbanAreaSlug("Austin", "TX")).toBe("austin-tx");
    expect(urbanAreaSlug("St. Louis", "MO")).toBe("st-louis-mo");
    expect(urbanAreaSlug("Winston-Salem", "NC")).toBe("winston-salem-nc");
  });

  it("parse back into a city slug and a state", () => {
    expect(parseUrbanAreaSlug("austin-tx")).toEqual({ citySlug: "austin", state: "TX" });
    expect(parseUrbanAreaSlug("new-york-ny")).toEqual({ citySlug: "new-york", state: "NY" });
    expect(parseUrbanAreaSlug("washington-dc")).toEqual({ citySlug: "washington", state: "DC" });
  });

  it("are refused without a real state or a city", () => {
    for (const slug of [
      "austin",
      "austin-xx",
      "-tx",
      "tx",
      "austin-texas",
      "Austin-TX",
      "a--b-tx",
    ]) {
      expect(parseUrbanAreaSlug(slug), slug).toBeNull();
    }
  });
});

describe("shop paths", () => {
  const shop = { company: "Las Olas Tire & Auto", city: "Fort Lauderdale", state: "FL" };

  it("name the shop, its city and state", () => {
    expect(shopPathSlug(shop)).toBe("las-olas-tire-and-auto-fort-lauderdale-fl");
  });

  it("end in the shop's code", () => {
    expect(shopHref({ ...shop, shopCode: "FL-FTL-001" })).toBe(
      "/tire-shops/shop/las-olas-tire-and-auto-fort-lauderdale-fl/FL-FTL-001",
    );
  });
});

describe("the selected shop cookie", () => {
  it("holds an installer id", () => {
    expect(selectedShopFromCookie(`a=1; ${SELECTED_SHOP_COOKIE}=42; b=2`)).toBe("42");
  });

  it("is ignored when absent or not an id", () => {
    expect(selectedShopFromCookie(null)).toBeNull();
    expect(selectedShopFromCookie("a=1")).toBeNull();
    expect(selectedShopFromCookie(`${SELECTED_SHOP_COOKIE}=abc`)).toBeNull();
  });
});

describe("how a shop reads", () => {
  it("lists mobile installation, EV tires and verification as services", () => {
    expect(
      shopServices({ isMobileInstall: true, isElectricOptimized: true, authorisedInstaller: true }),
    ).toEqual([
      "Mobile installation at your home or work",
      "Electric vehicle tires",
      "Verified installer",
    ]);
    expect(
      shopServices({
        isMobileInstall: false,
        isElectricOptimized: false,
        authorisedInstaller: false,
      }),
    ).toEqual(["Installation at the shop"]);
  });

  it("rates in stars of 5 with the number of reviews", () => {
    expect(shopRatingText({ value: 4.8, quantity: 412 })).toBe("4.8 of 5 (412 reviews)");
    expect(shopRatingText({ value: 5, quantity: 1 })).toBe("5.0 of 5 (1 review)");
    expect(shopRatingText({ value: 0, quantity: 0 })).toBe("No reviews yet");
  });

  it("shows the week Monday first, closed days as Closed", () => {
    const week = [
      null,
      { open: 480, close: 1080 },
      null,
      null,
      null,
      null,
      { open: 540, close: 720 },
    ];
    const rows = openingHoursRows(week);
    expect(rows[0]).toEqual({ day: "Monday", hours: "8:00 AM – 6:00 PM" });
    expect(rows[1]).toEqual({ day: "Tuesday", hours: "Closed" });
    expect(rows[5]).toEqual({ day: "Saturday", hours: "9:00 AM – 12:00 PM" });
    expect(rows[6]).toEqual({ day: "Sunday", hours: "Closed" });
  });
});
