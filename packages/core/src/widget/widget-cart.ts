import { atom, computed, type ReadableAtom } from "nanostores";
import { cartCount, storedCartId } from "../cart/rules";
import type { SiteCart } from "../cart/schemas";
import type { Client } from "../client";
import type { KeyValueStorage, Logger } from "../platform";
import type { CartStores } from "./cart-stores";
import { lazyModule } from "./lazy-module";

/**
 * A widget's cart as its first screen needs it: the cart and its count, as stores. The stores
 * that change it (cart and delivery, `stores()`) are fetched as their own chunk on first need:
 * the first add, a cart from an earlier visit to read, another widget on the page changing it.
 * A chunk that does not arrive is one console warning and the shopper's PART_FAILED_MESSAGE, and
 * the next call asks for it again.
 */
export function createWidgetCart(
  client: Client,
  options: { storage: KeyValueStorage; logger: Logger; skipRefresh?: boolean },
) {
  const $cart = atom<SiteCart | null>(null);
  const $cartCount = computed($cart, (cart) => cartCount(cart?.siteProducts ?? []));
  const $stores = atom<CartStores | null>(null);
  const { get: stores } = lazyModule(
    () =>
      import("./cart-stores").then(({ createCartStores }) => {
        const loaded = createCartStores(client, { ...options, $cart });
        $stores.set(loaded);
        return loaded;
      }),
    options.logger,
  );

  /** Reads the stored cart, when there is one; nothing is fetched for a shopper without one. */
  async function refresh(): Promise<void> {
    if (!storedCartId(options.storage) && !$cart.get()) return;
    await (await stores()).cart.refresh();
  }

  /** Takes the cart another widget on the page changed (null: emptied). */
  async function follow(id: string | null): Promise<void> {
    if (id === null && !$cart.get()) return;
    await (await stores()).cart.follow(id);
  }

  return {
    $cart: $cart as ReadableAtom<SiteCart | null>,
    $cartCount,
    /** The loaded stores, once fetched: null until then. */
    $stores: $stores as ReadableAtom<CartStores | null>,
    stores,
    refresh,
    follow,
  };
}
