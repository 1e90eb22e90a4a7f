import { CART_ID_COOKIE } from "@treadkit/core/cart";
import { cookieValue } from "@treadkit/core/checkout";
import type { Client } from "@treadkit/core/client";
import { atom } from "nanostores";
import type { createStorefrontCart } from "./cart-store";

export type StorefrontCart = ReturnType<typeof createStorefrontCart>;

/** The browser's cart store once loaded; null before, and always during a server render. */
export const $storefrontCart = atom<StorefrontCart | null>(null);

/** Whether the cart summary modal is open. */
export const $cartOpen = atom(false);

let loading: Promise<StorefrontCart> | null = null;

/** Loads the cart store on first need (an add, the cart opened); one store per page. */
export function loadStorefrontCart(client: Client): Promise<StorefrontCart> {
  loading ??= import("./cart-store").then(({ createStorefrontCart }) => {
    const cart = createStorefrontCart(client);
    $storefrontCart.set(cart);
    return cart;
  });
  return loading;
}

/** The hash flag that opens the cart (the tire-maker widget's link), and the plain anchor. */
export function hashOpensCart(hash: string): boolean {
  const value = hash.replace(/^#/, "");
  return value === "cart" || new URLSearchParams(value).get("cart_summary_modal_open") === "true";
}

/**
 * Once a cart is ordered it is no longer the shopper's cart: its cookies go and the badge reads
 * 0, when the cart cookie names that cart.
 */
export async function forgetOrderedCart(client: Client, cartId: string): Promise<void> {
  const cart = await loadStorefrontCart(client);
  if (cookieValue(document.cookie, CART_ID_COOKIE) === cartId) cart.clear();
}
