import { attributedHref, type WidgetHandoff } from "./attribution";
import { TIRE_MAKER_SOURCE, type WidgetAttribution, type WidgetType, widgetOrigin } from "./rules";

/**
 * Partner widget mode (checkout.md §2, §4, §9): what changes when the cart comes from the
 * tire-maker widget on a brand's site rather than from the storefront.
 */

/** Partner checkout default ZIP (checkout.md §9): the cart's ZIP, which is not the shopper's. */
export const PARTNER_CHECKOUT_ZIP = "33301";

/** The tire-maker widget is a brand's (manufacturer's) widget. */
export const TIRE_MAKER_WIDGET_TYPE: WidgetType = "manufacturer-widget";

/** The hash flag that opens the cart summary modal on a brand's page (checkout.md §2). */
export const CART_SUMMARY_HASH_FLAG = "cart_summary_modal_open";

/** Below the M breakpoint (600 px, storefront.md §9) an open modal locks the page's scroll. */
export const MOBILE_MAX_WIDTH_PX = 599;

export function isPartnerWidgetMode(attribution: WidgetAttribution): boolean {
  return widgetOrigin(attribution) === "tireMakerWidget";
}

/** The tire-maker widget's attribution on carts and checkout links. */
export function tireMakerHandoff(widgetSourceId?: string | null): WidgetHandoff {
  return {
    widgetSource: TIRE_MAKER_SOURCE,
    widgetType: TIRE_MAKER_WIDGET_TYPE,
    widgetSourceId: widgetSourceId || null,
  };
}

/**
 * The ZIP a new cart is created with: in partner mode the partner default, never the shopper's,
 * since a brand's page has not asked the shopper where they live; elsewhere the shopper's.
 */
export function cartZip(attribution: WidgetAttribution, userZip: string | null): string | null {
  return isPartnerWidgetMode(attribution) ? PARTNER_CHECKOUT_ZIP : userZip;
}

/**
 * Where the empty-cart modal sends the shopper once the last item is removed: back to the page
 * they came from, except in partner mode, where they stay on the brand's page (null).
 */
export function emptyCartRedirect(
  attribution: WidgetAttribution,
  cameFrom: string | null,
): string | null {
  return isPartnerWidgetMode(attribution) ? null : cameFrom;
}

export type MobileInstallDefaults = {
  /** Whether the installer list includes mobile installers before the shopper asks for them. */
  listMobileInstallers: boolean;
  /** Whether mobile install is pre-selected. */
  preselectMobileInstall: boolean;
};

/**
 * Mobile-install defaults (checkout.md §4 "Partner widget mode changes the mobile-install
 * defaults"). A mobile installer comes to the shopper's address and serves only its own radius;
 * in partner mode the cart's ZIP is the partner default, not the shopper's, so nothing says the
 * shopper is in that radius. Partner mode therefore lists shops only and never pre-selects mobile
 * install until the shopper asks for mobile installers. Elsewhere the server's
 * defaultSelectMobileInstall stands.
 */
export function mobileInstallDefaults(
  attribution: WidgetAttribution,
  serverDefaultSelectMobileInstall: boolean,
): MobileInstallDefaults {
  if (isPartnerWidgetMode(attribution)) {
    return { listMobileInstallers: false, preselectMobileInstall: false };
  }
  return { listMobileInstallers: true, preselectMobileInstall: serverDefaultSelectMobileInstall };
}

/** The /installers mobileInstall filter: false lists shops only, undefined lists every kind. */
export function installerMobileFilter(includeMobile: boolean): false | undefined {
  return includeMobile ? undefined : false;
}

/** The hash's "&"-separated parts; a plain anchor such as "#reviews" is one part. */
function hashParts(hash: string): string[] {
  return hash.replace(/^#/, "").split("&").filter(Boolean);
}

const isCartFlag = (part: string) => part.split("=")[0] === CART_SUMMARY_HASH_FLAG;

/** Whether a URL hash such as "#cart_summary_modal_open=true" asks for the cart summary modal. */
export function wantsCartSummary(hash: string): boolean {
  return hashParts(hash).some((part) => part === `${CART_SUMMARY_HASH_FLAG}=true`);
}

/**
 * The hash with the cart flag taken out ("" when nothing else was in it), so that closing the
 * modal leaves a URL the same link can open it from again.
 */
export function withoutCartSummaryFlag(hash: string): string {
  const rest = hashParts(hash).filter((part) => !isCartFlag(part));
  return rest.length > 0 ? `#${rest.join("&")}` : "";
}

/** The storefront's checkout for a partner cart, with the widget's attribution. */
export function partnerCheckoutHref(
  storeOrigin: string,
  cartId: string,
  handoff: WidgetHandoff,
): string {
  return attributedHref(
    storeOrigin,
    `/checkout/shipping?cartId=${encodeURIComponent(cartId)}`,
    handoff,
  );
}

/** Whether an open modal should lock the page's scroll at this viewport width (mobile only). */
export function locksPageScroll(viewportWidthPx: number): boolean {
  return viewportWidthPx <= MOBILE_MAX_WIDTH_PX;
}
