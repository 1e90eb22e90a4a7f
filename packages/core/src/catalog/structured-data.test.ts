import { describe, expect, it } from "vitest";
import { RETURN_HANDLING_FEE_CENTS_PER_TIRE, RETURN_WINDOW_DAYS } from "../order/returns";
import { DELIVERY_BUSINESS_DAYS } from "../order/rules";
import { HANDLING_FEE_PER_TIRE_CENTS } from "../shipping/cost";
import {
  breadcrumbStructuredData,
  priceValidUntil,
  productStructuredData,
  productSummary,
} from "./structured-data";

const product = {
  name: "Pilot Sport 4S",
  brand: { label: "Michelin", slug: "michelin" },
  size: "225/45R17",
  sku: "MI-PS4S-2254517",
  imageList: [{ view: "sidewall" as const, src: "/media/tires/MI-PS4S-2254517.svg", altText: "" }],
  priceList: [{ salePriceInCents: 21_999, listPriceInCents: 23_999 }],
  availability: "ProductStatusAvailableVolatile" as const,
  isInstallable: true,
  specs: { isOversize: false },
};
const url = "https://shop.example/brands/michelin-tires/ps4s/p/7";
const terms = { priceValidUntil: "2026-07-01", handlingMode: 1 };

/** Google's merchant listing: what an Offer's shipping details and return policy require. */
function expectMerchantFields(offer: Record<string, unknown>) {
  for (const field of [
    "price",
    "priceCurrency",
    "availability",
    "priceValidUntil",
    "shippingDetails",
    "hasMerchantReturnPolicy",
  ])
    expect(offer).toHaveProperty(field);
  const shipping = offer.shippingDetails as Record<string, Record<string, unknown>>;
  expect(shipping["@type"]).toBe("OfferShippingDetails");
  expect(shipping.shippingRate).toMatchObject({ "@type": "MonetaryAmount", currency: "USD" });
  expect(shipping.shippingDestination).toEqual({
    "@type": "DefinedRegion",
    addressCountry: "US",
  });
  const time = shipping.deliveryTime as Record<string, Record<string, unknown>>;
  for (const part of ["handlingTime", "transitTime"])
    expect(time[part]).toMatchObject({ "@type": "QuantitativeValue", unitCode: "DAY" });
  const policy = offer.hasMerchantReturnPolicy as Record<string, unknown>;
  expect(policy).toMatchObject({
    "@type": "MerchantReturnPolicy",
    applicableCountry: "US",
    returnPolicyCategory: "https://schema.org/MerchantReturnFiniteReturnWindow",
  });
  expect(policy.merchantReturnDays).toEqual(expect.any(Number));
}

describe("productStructuredData", () => {
  it("describes the tire as a schema.org Product with its offer in dollars", () => {
    const data = JSON.parse(productStructuredData(product, url, terms));
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "Michelin Pilot Sport 4S 225/45R17",
      description: productSummary(product),
      brand: { "@type": "Brand", name: "Michelin" },
      sku: "MI-PS4S-2254517",
      mpn: "MI-PS4S-2254517",
      image: ["https://shop.example/media/tires/MI-PS4S-2254517.svg"],
      offers: {
        "@type": "Offer",
        url,
        priceCurrency: "USD",
        price: "219.99",
        priceValidUntil: "2026-07-01",
        itemCondition: "https://schema.org/NewCondition",
        availability: "https://schema.org/LimitedAvailability",
      },
    });
    expect(data.gtin).toBeUndefined();
  });

  it("carries the merchant fields Google requires of an offer's shipping and returns", () => {
    const data = JSON.parse(productStructuredData(product, url, terms));
    expect(data.name && data.description && data.image).toBeTruthy();
    expectMerchantFields(data.offers);
  });

  it("ships at the store's rate for the tire, in its delivery days", () => {
    const free = JSON.parse(productStructuredData(product, url, terms)).offers.shippingDetails;
    expect(free.shippingRate.value).toBe("0.00");
    expect(free.deliveryTime.transitTime).toMatchObject({
      minValue: DELIVERY_BUSINESS_DAYS.min,
      maxValue: DELIVERY_BUSINESS_DAYS.max,
    });
    // Mode 2 charges handling on oversize tires shipped home.
    const oversize = { ...product, specs: { isOversize: true } };
    const charged = JSON.parse(productStructuredData(oversize, url, { ...terms, handlingMode: 2 }))
      .offers.shippingDetails;
    expect(charged.shippingRate.value).toBe((HANDLING_FEE_PER_TIRE_CENTS / 100).toFixed(2));
  });

  it("states the store's return window and fee", () => {
    const policy = JSON.parse(productStructuredData(product, url, terms)).offers
      .hasMerchantReturnPolicy;
    expect(policy.merchantReturnDays).toBe(RETURN_WINDOW_DAYS);
    expect(policy.returnFees).toBe("https://schema.org/FreeReturn");
    expect(policy.restockingFee).toEqual({
      "@type": "MonetaryAmount",
      value: (RETURN_HANDLING_FEE_CENTS_PER_TIRE / 100).toFixed(2),
      currency: "USD",
    });
  });

  it("states no shipping without the store's handling mode", () => {
    const data = JSON.parse(productStructuredData(product, url, { ...terms, handlingMode: null }));
    expect(data.offers.shippingDetails).toBeUndefined();
    expect(data.offers.hasMerchantReturnPolicy).toBeDefined();
  });

  it("cannot close its script element", () => {
    const text = productStructuredData(
      { ...product, name: "</script><script>alert(1)</script>" },
      "https://shop.example/p",
      terms,
    );
    expect(text).not.toContain("</script>");
    expect(JSON.parse(text).name).toContain("</script>");
  });

  it("rates the product from its line's reviews, only once it has some", () => {
    const rated = JSON.parse(
      productStructuredData(product, url, terms, { average: 4.6, count: 12 }),
    );
    expect(rated.aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: 4.6,
      reviewCount: 12,
      bestRating: 5,
      worstRating: 1,
    });
    expect(
      JSON.parse(productStructuredData(product, url, terms, null)).aggregateRating,
    ).toBeUndefined();
    expect(JSON.parse(productStructuredData(product, url, terms)).aggregateRating).toBeUndefined();
  });
});

describe("priceValidUntil", () => {
  it("is a date thirty days on, as Google's ISO 8601 date", () => {
    expect(priceValidUntil(new Date("2026-12-02T09:00:00Z"))).toBe("2027-01-01");
  });
});

describe("breadcrumbStructuredData", () => {
  it("lists the hubs then the page, each a ListItem with its position, name and URL", () => {
    const text = breadcrumbStructuredData(
      [
        { href: "/brands", label: "All brands" },
        { href: "/brands/michelin-tires", label: "Michelin" },
      ],
      { url: "https://shop.example/brands/michelin-tires/ps4s", label: "Michelin Pilot Sport 4S" },
    );
    expect(JSON.parse(text ?? "")).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        {
          "@type": "ListItem",
          position: 1,
          name: "All brands",
          item: "https://shop.example/brands",
        },
        {
          "@type": "ListItem",
          position: 2,
          name: "Michelin",
          item: "https://shop.example/brands/michelin-tires",
        },
        {
          "@type": "ListItem",
          position: 3,
          name: "Michelin Pilot Sport 4S",
          item: "https://shop.example/brands/michelin-tires/ps4s",
        },
      ],
    });
  });

  it("is nothing for a page with no hub above it, and cannot close its script", () => {
    expect(breadcrumbStructuredData([], { url: "https://shop.example/", label: "Home" })).toBe(
      null,
    );
    const text = breadcrumbStructuredData([{ href: "/", label: "</script>" }], {
      url: "https://shop.example/x",
    });
    expect(text).not.toContain("</script>");
    expect(JSON.parse(text ?? "").itemListElement).toHaveLength(1);
  });
});
