import { describe, expect, it } from "vitest";
import { productStructuredData } from "./structured-data";

const product = {
  name: "Pilot Sport 4S",
  brand: { label: "Michelin", slug: "michelin" },
  size: "225/45R17",
  sku: "MI-PS4S-2254517",
  imageList: [{ view: "sidewall" as const, src: "/media/tires/MI-PS4S-2254517.svg", altText: "" }],
  priceList: [{ salePriceInCents: 21_999, listPriceInCents: 23_999 }],
  availability: "ProductStatusAvailableVolatile" as const,
};

describe("productStructuredData", () => {
  it("describes the tire as a schema.org Product with its offer in dollars", () => {
    const data = JSON.parse(
      productStructuredData(product, "https://shop.example/brands/michelin-tires/ps4s/p/7"),
    );
    expect(data).toEqual({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "Michelin Pilot Sport 4S 225/45R17",
      brand: { "@type": "Brand", name: "Michelin" },
      sku: "MI-PS4S-2254517",
      image: ["https://shop.example/media/tires/MI-PS4S-2254517.svg"],
      offers: {
        "@type": "Offer",
        url: "https://shop.example/brands/michelin-tires/ps4s/p/7",
        priceCurrency: "USD",
        price: "219.99",
        availability: "https://schema.org/LimitedAvailability",
      },
    });
  });

  it("cannot close its script element", () => {
    const text = productStructuredData(
      { ...product, name: "</script><script>alert(1)</script>" },
      "https://shop.example/p",
    );
    expect(text).not.toContain("</script>");
    expect(JSON.parse(text).name).toContain("</script>");
  });

  it("rates the product from its line's reviews, only once it has some", () => {
    const url = "https://shop.example/brands/michelin-tires/ps4s/p/7";
    const rated = JSON.parse(productStructuredData(product, url, { average: 4.6, count: 12 }));
    expect(rated.aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: 4.6,
      reviewCount: 12,
      bestRating: 5,
      worstRating: 1,
    });
    expect(JSON.parse(productStructuredData(product, url, null)).aggregateRating).toBeUndefined();
    expect(JSON.parse(productStructuredData(product, url)).aggregateRating).toBeUndefined();
  });
});
