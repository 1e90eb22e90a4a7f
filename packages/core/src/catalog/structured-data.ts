import type { Availability, LineRating } from "./schemas";

const SCHEMA_AVAILABILITY: Record<Availability, string> = {
  ProductStatusAvailable: "https://schema.org/InStock",
  ProductStatusAvailableVolatile: "https://schema.org/LimitedAvailability",
  ProductStatusCallForPricing: "https://schema.org/PreOrder",
  ProductStatusOutOfStock: "https://schema.org/OutOfStock",
};

/**
 * schema.org Product structured data for a product page (storefront.md §5): name, brand, SKU,
 * image and an Offer at the sale price in USD with its availability, on the page's own URL.
 * As the text of a <script type="application/ld+json">: "<" is escaped so the data cannot close
 * the element. aggregateRating (the line's reviews, 1 to 5) joins once the product has reviews.
 */
export function productStructuredData(
  product: {
    name: string;
    brand: { label: string };
    size: string;
    sku: string;
    imageList: readonly { src: string }[];
    priceList: readonly { salePriceInCents: number }[];
    availability: Availability;
  },
  url: string,
  rating?: LineRating | null,
): string {
  const price = product.priceList[0];
  const data = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: `${product.brand.label} ${product.name} ${product.size}`,
    brand: { "@type": "Brand", name: product.brand.label },
    sku: product.sku,
    ...(product.imageList[0] ? { image: [new URL(product.imageList[0].src, url).href] } : {}),
    ...(price
      ? {
          offers: {
            "@type": "Offer",
            url,
            priceCurrency: "USD",
            price: (price.salePriceInCents / 100).toFixed(2),
            availability: SCHEMA_AVAILABILITY[product.availability],
          },
        }
      : {}),
    ...(rating && rating.count > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: rating.average,
            reviewCount: rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
