import type { WritableAtom } from "nanostores";
import type { SiteCart } from "../cart/schemas";
import { createCartStore } from "../cart/store";
import type { Client } from "../client";
import { createDeliveryStore } from "../delivery/store";
import type { KeyValueStorage, Logger } from "../platform";

export type CartStores = ReturnType<typeof createCartStores>;

/**
 * The stores that change a widget's cart: adding, quantities, removal, installation and the
 * install time. A chunk of its own in the widget bundles (see ./widget-cart.ts), over the cart
 * atom the widget's first screen already shows.
 */
export function createCartStores(
  client: Client,
  options: {
    storage: KeyValueStorage;
    logger: Logger;
    skipRefresh?: boolean;
    $cart: WritableAtom<SiteCart | null>;
  },
) {
  const cart = createCartStore(client, options);
  const delivery = createDeliveryStore(client, { ...options, cart });
  return { cart, delivery };
}
