import { internationalPhone } from "../validation/phone";
import type { ShopDetail } from "./schemas";

const SCHEMA_DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

const time = (minutes: number) =>
  `${String(Math.floor(minutes / 60) % 24).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/**
 * schema.org TireShop (a LocalBusiness) structured data for a shop's page: name, address,
 * telephone, coordinates, opening hours and, once it has reviews, its rating. As the text of a
 * <script type="application/ld+json">: "<" is escaped so the data cannot close the element.
 */
export function shopStructuredData(shop: ShopDetail, url: string): string {
  const data = {
    "@context": "https://schema.org",
    "@type": "TireShop",
    name: shop.company,
    url,
    address: {
      "@type": "PostalAddress",
      streetAddress: shop.addressLine1,
      addressLocality: shop.city,
      addressRegion: shop.state,
      postalCode: shop.zip,
      addressCountry: "US",
    },
    geo: {
      "@type": "GeoCoordinates",
      latitude: shop.geolocation.latitude,
      longitude: shop.geolocation.longitude,
    },
    ...(shop.phone ? { telephone: internationalPhone(shop.phone) } : {}),
    ...(shop.website ? { sameAs: [shop.website] } : {}),
    openingHoursSpecification: shop.openingHours.flatMap((hours, weekday) =>
      hours
        ? [
            {
              "@type": "OpeningHoursSpecification",
              dayOfWeek: `https://schema.org/${SCHEMA_DAYS[weekday]}`,
              opens: time(hours.open),
              closes: time(hours.close),
            },
          ]
        : [],
    ),
    ...(shop.rating.quantity > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: shop.rating.value,
            reviewCount: shop.rating.quantity,
            bestRating: 5,
          },
        }
      : {}),
  };
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
