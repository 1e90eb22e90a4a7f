import { CART_COOKIE_MAX_AGE_S, createCartStore } from "@treadkit/core/cart";
import type { Client } from "@treadkit/core/client";
import { cookieStorage, createPlatform } from "@treadkit/core/platform";

/**
 * The shopper's cart in the browser: the core's cart store over cookies, so the id and the
 * count (path /, 30 days) reach the server render and the checkout. Its own chunk: a page that
 * is only read never loads it.
 */
export function createStorefrontCart(client: Client, cookieDomain: string | null) {
  return createCartStore(client, {
    storage: cookieStorage(document, {
      maxAgeS: CART_COOKIE_MAX_AGE_S,
      domain: cookieDomain,
      secure: window.location.protocol === "https:",
    }),
    logger: createPlatform().logger,
  });
}
