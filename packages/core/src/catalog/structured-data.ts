import { formatCents } from "../money/format";
import { RETURN_HANDLING_FEE_CENTS_PER_TIRE, RETURN_WINDOW_DAYS } from "../order/returns";
import { DELIVERY_BUSINESS_DAYS } from "../order/rules";
import { shippingCosts } from "../shipping/cost";
import type { Crumb } from "./listing-links";
import type { Availability, LineRating } from "./schemas";

const SCHEMA_AVAILABILITY: Record<Availability, string> = {
  ProductStatusAvailable: "https://schema.org/InStock",
  ProductStatusAvailableVolatile: "https://schema.org/LimitedAvailability",
  ProductStatusCallForPricing: "https://schema.org/PreOrder",
  ProductStatusOutOfStock: "https://schema.org/OutOfStock",
};

/** The only country the shop ships to and takes returns from. */
const STORE_COUNTRY = "US";

/** A listed price holds this many days: the offer's priceValidUntil is that far from today. */
export const PRICE_VALID_DAYS = 30;

/** The date (YYYY-MM-DD, UTC) until which a price shown at `now` is valid. */
export function priceValidUntil(now: Date): string {
  const until = new Date(now.getTime() + PRICE_VALID_DAYS * 24 * 60 * 60 * 1000);
  return until.toISOString().slice(0, 10);
}

/** JSON-LD as the text of a <script>: "<" is escaped so the data cannot close the element. */
function scriptText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

const dollars = (cents: number) => (cents / 100).toFixed(2);

/** What a product page says of the tire in a sentence, priced: its meta description and its JSON-LD's. */
export function productSummary(product: {
  name: string;
  brand: { label: string };
  size: string;
  priceList: readonly { salePriceInCents: number }[];
}): string {
  const price = product.priceList[0];
  return `${product.brand.label} ${product.name} in ${product.size}${
    price ? ` from ${formatCents(price.salePriceInCents)} each` : ""
  }, priced with installation at a shop near you.`;
}

/**
 * Shipping one tire to a home in the contiguous US (checkout.md §4, §9): the rate the store's
 * coreShipHandlingMode gives it, delivered in DELIVERY_BUSINESS_DAYS.
 */
function shippingDetails(
  tire: { isInstallable: boolean; isOversize: boolean },
  handlingMode: number,
) {
  const { shippingCostInCents } = shippingCosts({
    mode: handlingMode,
    items: [{ quantity: 1, ...tire }],
    shippingOption: "home",
    destinationState: null,
    excludeShipping: false,
  });
  const days = (min: number, max: number) => ({
    "@type": "QuantitativeValue",
    minValue: min,
    maxValue: max,
    unitCode: "DAY",
  });
  return {
    "@type": "OfferShippingDetails",
    shippingRate: {
      "@type": "MonetaryAmount",
      value: dollars(shippingCostInCents),
      currency: "USD",
    },
    shippingDestination: { "@type": "DefinedRegion", addressCountry: STORE_COUNTRY },
    deliveryTime: {
      "@type": "ShippingDeliveryTime",
      handlingTime: days(0, 0),
      transitTime: days(DELIVERY_BUSINESS_DAYS.min, DELIVERY_BUSINESS_DAYS.max),
    },
  };
}

/**
 * The store's returns (order/returns.ts): within RETURN_WINDOW_DAYS of delivery, by mail on the
 * label the store e-mails (no postage for the shopper), less the handling fee per tire, which is
 * a restocking fee in Google's terms.
 */
const RETURN_POLICY = {
  "@type": "MerchantReturnPolicy",
  applicableCountry: STORE_COUNTRY,
  returnPolicyCategory: "https://schema.org/MerchantReturnFiniteReturnWindow",
  merchantReturnDays: RETURN_WINDOW_DAYS,
  returnMethod: "https://schema.org/ReturnByMail",
  returnFees: "https://schema.org/FreeReturn",
  restockingFee: {
    "@type": "MonetaryAmount",
    value: dollars(RETURN_HANDLING_FEE_CENTS_PER_TIRE),
    currency: "USD",
  },
};

export type ProductOfferTerms = {
  /** From priceValidUntil. */
  priceValidUntil: string;
  /** The store's coreShipHandlingMode; without it the offer states no shipping. */
  handlingMode: number | null;
};

/**
 * schema.org Product structured data for a product page (storefront.md §5), with the fields
 * Google's merchant listings read: name, description, brand, SKU and MPN, image, and an Offer at
 * the sale price in USD with its availability, price validity, shipping and return policy, on
 * the page's own URL. aggregateRating (the line's reviews, 1 to 5) joins once it has reviews.
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
    isInstallable: boolean;
    specs: { isOversize: boolean };
  },
  url: string,
  terms: ProductOfferTerms,
  rating?: LineRating | null,
): string {
  const price = product.priceList[0];
  const data = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: `${product.brand.label} ${product.name} ${product.size}`,
    description: productSummary(product),
    brand: { "@type": "Brand", name: product.brand.label },
    sku: product.sku,
    mpn: product.sku,
    ...(product.imageList[0] ? { image: [new URL(product.imageList[0].src, url).href] } : {}),
    ...(price
      ? {
          offers: {
            "@type": "Offer",
            url,
            priceCurrency: "USD",
            price: dollars(price.salePriceInCents),
            priceValidUntil: terms.priceValidUntil,
            itemCondition: "https://schema.org/NewCondition",
            availability: SCHEMA_AVAILABILITY[product.availability],
            ...(terms.handlingMode !== null
              ? {
                  shippingDetails: shippingDetails(
                    { isInstallable: product.isInstallable, isOversize: product.specs.isOversize },
                    terms.handlingMode,
                  ),
                }
              : {}),
            hasMerchantReturnPolicy: RETURN_POLICY,
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
  return scriptText(data);
}

/**
 * schema.org BreadcrumbList of a page's trail: its hubs, widest first, then the page itself when
 * named, each with its absolute URL against the page's. The visible trail (Breadcrumbs) reads
 * the same crumbs. Null when the page has no hub above it.
 */
export function breadcrumbStructuredData(
  crumbs: readonly Crumb[],
  page: { url: string; label?: string | undefined },
): string | null {
  if (crumbs.length === 0) return null;
  const trail = page.label ? [...crumbs, { href: page.url, label: page.label }] : crumbs;
  return scriptText({
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.label,
      item: new URL(crumb.href, page.url).href,
    })),
  });
}
