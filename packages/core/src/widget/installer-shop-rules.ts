import type { CatalogProduct } from "../catalog/schemas";
import { attributedHref, type WidgetHandoff } from "./attribution";
import { WIDGET_IDENTIFIERS } from "./identifiers";

/**
 * Rules of the installer widget (a tire shop's own site): which partner it is, what a tire costs
 * fitted there, how slots read, and where checkout continues.
 */

/** widgetSource of carts and visits that come from a shop's installer widget. */
export const INSTALLER_SOURCE = "installer";

export type WidgetIdentifier = (typeof WIDGET_IDENTIFIERS)[number];

export type PartnerQuery = { identifier: WidgetIdentifier; subDomain?: string; siteUrl?: string };

export const PARTNER_MISSING_MESSAGE =
  "This widget needs the shop's sub-domain or site URL (sub-domain or site-url attribute)";
export const IDENTIFIER_MESSAGE = "identifier must be installer-widget or simpleshop";

/**
 * The widget-app-config lookup from the element's attributes: the identifier defaults to
 * installer-widget; the sub-domain wins, then the site URL, then the page the widget is on.
 */
export function partnerQuery(attributes: {
  identifier?: string | null;
  subDomain?: string | null;
  siteUrl?: string | null;
  pageUrl?: string | null;
}): { query: PartnerQuery } | { error: string } {
  const identifier = attributes.identifier?.trim() || "installer-widget";
  if (!(WIDGET_IDENTIFIERS as readonly string[]).includes(identifier)) {
    return { error: IDENTIFIER_MESSAGE };
  }
  const known = identifier as WidgetIdentifier;
  const subDomain = attributes.subDomain?.trim().toLowerCase();
  if (subDomain) return { query: { identifier: known, subDomain } };
  const siteUrl = httpUrl(attributes.siteUrl) ?? httpUrl(attributes.pageUrl);
  if (siteUrl) return { query: { identifier: known, siteUrl } };
  return { error: PARTNER_MISSING_MESSAGE };
}

function httpUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}

/** Tires a shopper may book at once: one to a set of eight (a dually truck). */
export const INSTALL_QUANTITIES = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export const DEFAULT_INSTALL_QUANTITY = 4;
export const QUANTITY_MESSAGE = "Choose between 1 and 8 tires";

/** The quantity as a whole number of tires within INSTALL_QUANTITIES, or null. */
export function installQuantity(value: unknown): number | null {
  const quantity = typeof value === "string" ? Number(value) : value;
  return typeof quantity === "number" &&
    (INSTALL_QUANTITIES as readonly number[]).includes(quantity)
    ? quantity
    : null;
}

/** The tire's price per tire, or null when it is sold on request (call for pricing). */
export function tireSalePrice(product: Pick<CatalogProduct, "priceList" | "availability">) {
  if (product.availability === "ProductStatusCallForPricing") return null;
  return product.priceList[0]?.salePriceInCents ?? null;
}

/** Whether the shopper can book the tire here: it has a price, is in stock and can be fitted. */
export function isBookable(
  product: Pick<CatalogProduct, "priceList" | "availability" | "isInstallable">,
): boolean {
  return (
    tireSalePrice(product) !== null &&
    product.availability !== "ProductStatusOutOfStock" &&
    product.isInstallable
  );
}

export { appointmentLabel, dayLabel, holdNotice, slotLabel } from "../schedule/labels";

/** The storefront's shipping step for this cart, with the shop's attribution. */
export function checkoutHref(storeOrigin: string, cartId: string, widgetSourceId: string): string {
  const handoff: WidgetHandoff = {
    widgetSource: INSTALLER_SOURCE,
    widgetType: "installer-widget",
    widgetSourceId,
  };
  return attributedHref(
    storeOrigin,
    `/checkout/shipping?cartId=${encodeURIComponent(cartId)}`,
    handoff,
  );
}
