import { describe, expect, it } from "vitest";
import type { ShopDetail } from "./schemas";
import { shopStructuredData } from "./structured-data";

const shop: ShopDetail = {
  installerId: "8",
  shopCode: "TX-AUS-008",
  company: "South Congress </script><script>alert(1)</script> Tire",
  addressLine1: "1600 S Congress Ave",
  city: "Austin",
  state: "TX",
  zip: "78704",
  phone: "5125550108",
  website: null,
  geolocation: { latitude: 30.25, longitude: -97.75 },
  rating: { type: "stars", quantity: 267, value: 4.8, url: null },
  installationHistoryCount: 1050,
  installPricePerTireInCents: 2100,
  installationCostFor4TiresInCents: 8400,
  openingHours: [null, { open: 480, close: 1080 }, null, null, null, null, null],
  firstAvailableDate: null,
  serviceRadiusMiles: null,
  isSponsored: false,
  promotionList: [],
  certificationList: [],
  isMobileInstall: false,
  isElectricOptimized: true,
  authorisedInstaller: true,
};

describe("shopStructuredData", () => {
  it("describes a schema.org TireShop with its address, hours and rating", () => {
    const data = JSON.parse(shopStructuredData(shop, "https://shop.example/tire-shops/shop/x/1"));
    expect(data["@type"]).toBe("TireShop");
    expect(data.address).toMatchObject({
      "@type": "PostalAddress",
      addressLocality: "Austin",
      addressRegion: "TX",
      postalCode: "78704",
    });
    expect(data.telephone).toBe("+1-512-555-0108");
    expect(data.openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: "https://schema.org/Monday",
        opens: "08:00",
        closes: "18:00",
      },
    ]);
    expect(data.aggregateRating).toMatchObject({ ratingValue: 4.8, reviewCount: 267 });
  });

  it("cannot close its script element", () => {
    const text = shopStructuredData(shop, "https://shop.example/");
    expect(text).not.toContain("<");
    expect(JSON.parse(text).name).toContain("</script>");
  });

  it("leaves out a rating without reviews", () => {
    const data = JSON.parse(
      shopStructuredData({ ...shop, rating: { ...shop.rating, quantity: 0 } }, "https://x/"),
    );
    expect(data.aggregateRating).toBeUndefined();
  });
});
