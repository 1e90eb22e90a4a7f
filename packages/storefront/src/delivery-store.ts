import { CART_COOKIE_MAX_AGE_S } from "@treadkit/core/cart";
import type { Client } from "@treadkit/core/client";
import { createDeliveryStore } from "@treadkit/core/delivery";
import { cookieStorage, createPlatform } from "@treadkit/core/platform";
import type { createStorefrontCart } from "./cart-store";

type StorefrontCart = ReturnType<typeof createStorefrontCart>;

/**
 * Delivery over the browser's cart (add with an installer and an install time), its shipping
 * and appointment markers kept in cookies beside the cart's. Its own chunk, loaded on first use.
 */
export function createStorefrontDelivery(
  client: Client,
  cart: StorefrontCart,
  cookieDomain: string | null,
) {
  return createDeliveryStore(client, {
    storage: cookieStorage(document, {
      maxAgeS: CART_COOKIE_MAX_AGE_S,
      domain: cookieDomain,
      secure: window.location.protocol === "https:",
    }),
    logger: createPlatform().logger,
    cart,
  });
}
