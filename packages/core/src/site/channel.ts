/**
 * The channel a page is served in (storefront.md §1, §2): the consumer site, or a partner shop's
 * white-label co-branded shop, the "simple shop", reached at its own sub-domain.
 */

import type { PageChannel } from "./meta";

/** The partner shop a simple shop is for: its name and logo replace the site's. */
export type SimpleShop = {
  id: string;
  name: string;
  logoUrl: string | null;
  /** The partner's own installer: listed first, and where the shop's customers collect. */
  installerId: string | null;
};

export type SiteChannel =
  | { channel: "consumer"; shop: null; cookieDomain: string | null }
  | { channel: "simpleShop"; shop: SimpleShop; cookieDomain: null };

export const CONSUMER_CHANNEL: SiteChannel = {
  channel: "consumer",
  shop: null,
  cookieDomain: null,
};

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * The simple shop's sub-domain a request's host names: `sunrise.shop.example` under the shop
 * domain `shop.example` is `sunrise`. One DNS label only; the shop domain itself and other hosts
 * name none. The port is ignored, case too.
 */
export function simpleShopSubDomain(host: string, shopDomain: string): string | null {
  const hostname = host.toLowerCase().replace(/:\d+$/, "").replace(/\.$/, "");
  const suffix = `.${shopDomain.toLowerCase().replace(/^\./, "")}`;
  if (!hostname.endsWith(suffix)) return null;
  const label = hostname.slice(0, -suffix.length);
  return LABEL.test(label) ? label : null;
}

/**
 * The Domain attribute of the cookies a page sets ("shop cookie domain depends on environment and
 * shop type", storefront.md §9). The consumer site may share its cookies across its own hosts
 * (`www.` and the bare domain) through the operator's cookie domain; a simple shop never does:
 * its cart and session stay on its own host, apart from every other shop and from the main site.
 * Without a configured domain (a local or single-host install) cookies are host-only.
 */
export function cookieDomainFor(
  channel: PageChannel,
  configured: string | null | undefined,
): string | null {
  if (channel === "simpleShop") return null;
  return configured ? configured.replace(/^\./, "") : null;
}

export type ValuePropId = "free-shipping" | "installed-near-you" | "crew-savings" | "financing";

export type ValueProp = { id: ValuePropId; title: string; description: string };

/** The value-proposition strip under the header; each opens a modal with its description. */
export const VALUE_PROPS: readonly ValueProp[] = [
  {
    id: "free-shipping",
    title: "Free shipping",
    description:
      "Every tire ships free to your door, to a shop near you or to a parcel pickup point.",
  },
  {
    id: "installed-near-you",
    title: "Installed near you",
    description:
      "Choose a shop near you and a time that suits you; the installation price is shown before you buy.",
  },
  {
    id: "crew-savings",
    title: "Crew exclusive savings",
    description: "Crew members get prices the public does not, and $25 off their first set.",
  },
  {
    id: "financing",
    title: "0% financing options",
    description: "Pay over time with 0% financing on qualifying orders.",
  },
];

/** Props a co-branded shop does not offer (storefront.md §2). */
const HIDDEN_IN_SIMPLE_SHOP: readonly ValuePropId[] = [
  "free-shipping",
  "crew-savings",
  "financing",
];

/** Paths with no strip besides checkout: the shopper's own pages and the programme pages. */
const SPECIAL_PAGES = /^\/(?:account|advocate-dashboard|invite|dt-employees)(?:\/|$)/;

/**
 * The props the strip shows on a page: none on checkout-type and special pages, and in a simple
 * shop only those the shop offers.
 */
export function valuePropsFor(pathname: string, channel: PageChannel): readonly ValueProp[] {
  if (pathname === "/checkout" || pathname.startsWith("/checkout/")) return [];
  if (SPECIAL_PAGES.test(pathname)) return [];
  if (channel !== "simpleShop") return VALUE_PROPS;
  return VALUE_PROPS.filter((prop) => !HIDDEN_IN_SIMPLE_SHOP.includes(prop.id));
}

/** The header's account link is hidden in a simple shop (storefront.md §2). */
export const showsAccountLink = (channel: PageChannel): boolean => channel !== "simpleShop";

/**
 * Informational pages, the special-order page, the employee portal and checkout, where the
 * header has no search button (storefront.md §2).
 */
const NO_SEARCH_PAGES =
  /^\/(?:contact|help-center|faqs|terms|sales|privacy-policy|about|returns-and-refunds|press|careers|special-order|dt-employees|checkout|track-your-order|installer-signup|partner-program|affiliates)(?:\/|$)/;

/** Whether the header shows its search button on a page. */
export const showsSearchButton = (pathname: string): boolean => !NO_SEARCH_PAGES.test(pathname);

/** A simple shop's customers collect at the shop: carrier pickup is not offered (checkout.md §4). */
export const SIMPLE_SHOP_CARRIER_PICKUP_MESSAGE = "This shop does not offer carrier pickup";
