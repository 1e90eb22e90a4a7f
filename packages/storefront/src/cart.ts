import { CART_ID_COOKIE } from "@treadkit/core/cart";
import { isCheckoutPath } from "@treadkit/core/checkout";
import type { Client } from "@treadkit/core/client";
import { cookieValue } from "@treadkit/core/platform";
import { emptyCartRedirect, wantsCartSummary } from "@treadkit/core/widget";
import { atom } from "nanostores";
import type { createStorefrontCart } from "./cart-store";

export type StorefrontCart = ReturnType<typeof createStorefrontCart>;

/** The browser's cart store once loaded; null before, and always during a server render. */
export const $storefrontCart = atom<StorefrontCart | null>(null);

/** Whether the cart summary modal is open. */
export const $cartOpen = atom(false);

let loading: Promise<StorefrontCart> | null = null;
let cookieDomain: string | null = null;

/** The Domain of the cart cookies, from the page's channel (a simple shop's are host-only). */
export function setCartCookieDomain(domain: string | null) {
  cookieDomain = domain;
}

/** Loads the cart store on first need (an add, the cart opened); one store per page. */
export function loadStorefrontCart(client: Client): Promise<StorefrontCart> {
  loading ??= import("./cart-store").then(({ createStorefrontCart }) => {
    const cart = createStorefrontCart(client, cookieDomain);
    $storefrontCart.set(cart);
    return cart;
  });
  return loading;
}

/** The delivery store over the browser's cart (installer and install time), on first need. */
export async function loadStorefrontDelivery(client: Client) {
  const cart = await loadStorefrontCart(client);
  const { createStorefrontDelivery } = await import("./delivery-store");
  return createStorefrontDelivery(client, cart, cookieDomain);
}

/** The hash flag that opens the cart (the tire-maker widget's link), and the plain #cart anchor. */
export function hashOpensCart(hash: string): boolean {
  return hash === "#cart" || wantsCartSummary(hash);
}

let lastShoppingPage: string | null = null;

/** Notes the page the shopper is on, unless it is a checkout page (see afterEmptiedCheckout). */
export function rememberShoppingPage(pathname: string, search: string) {
  if (!isCheckoutPath(pathname)) lastShoppingPage = `${pathname}${search}`;
}

/**
 * Where the shopper goes when the last tire leaves the cart on a checkout page: the page they
 * came from on this site (not another checkout page), else home; in partner-widget mode nowhere
 * (null), as the brand's page is where they shop (checkout.md §2).
 */
export function afterEmptiedCheckout(search: URLSearchParams, referrer: string, origin: string) {
  return emptyCartRedirect(
    { widgetSource: search.get("widgetSource"), widgetType: search.get("widgetType") },
    lastShoppingPage ?? shoppingReferrer(referrer, origin) ?? "/",
  );
}

/** The page a full page load came from, when it is a shopping page of this site. */
function shoppingReferrer(referrer: string, origin: string): string | null {
  let from: URL;
  try {
    from = new URL(referrer);
  } catch {
    return null; // No referrer.
  }
  return from.origin === origin && !isCheckoutPath(from.pathname)
    ? `${from.pathname}${from.search}`
    : null;
}

/**
 * Once a cart is ordered it is no longer the shopper's cart: its cookies go and the badge reads
 * 0, when the cart cookie names that cart.
 */
export async function forgetOrderedCart(client: Client, cartId: string): Promise<void> {
  const cart = await loadStorefrontCart(client);
  if (cookieValue(document.cookie, CART_ID_COOKIE) === cartId) cart.clear();
}
