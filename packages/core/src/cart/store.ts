import { atom, computed, type WritableAtom } from "nanostores";
import type { Client, Result } from "../client";
import type { KeyValueStorage, Logger } from "../platform";
import { deleteCartSummary, getCartSummary, postCart, putCart } from "./api";
import {
  ADD_TO_CART_ERROR,
  CART_ID_COOKIE,
  CART_QTY_COOKIE,
  cartCount,
  isCouponDenied,
  PROMO_CODE_INVALID,
  removalAction,
  storedCartId,
} from "./rules";
import type { AddToCartInput, SiteCart, UpdateCartInput } from "./schemas";

export type PromoCodeOutcome =
  | { status: "applied"; discountInCents: number }
  | { status: "denied"; message: string };

export const NO_CART_YET = "There is no cart yet!";

/**
 * The shopper's cart (checkout.md §4): the first add creates it, later adds update it, a 404
 * cleans up and re-creates it with the item, and removing the only product deletes it.
 */
export function createCartStore(
  client: Client,
  options: {
    storage: KeyValueStorage;
    logger: Logger;
    skipRefresh?: boolean;
    /** The atom to keep the cart in, when a page already shows one (a widget's first screen). */
    $cart?: WritableAtom<SiteCart | null>;
  },
) {
  const { storage, logger } = options;
  const $cart = options.$cart ?? atom<SiteCart | null>(null);
  const $adding = atom(false);
  const $cartCount = computed($cart, (cart) => cartCount(cart?.siteProducts ?? []));

  const cartId = () => $cart.get()?.id ?? storedCartId(storage);

  function keep(cart: SiteCart) {
    $cart.set(cart);
    storage.set(CART_ID_COOKIE, cart.id);
    storage.set(CART_QTY_COOKIE, String(cartCount(cart.siteProducts)));
  }

  /**
   * Takes the cart another part of the page changed (another widget on it): that cart read
   * afresh, or, when it was emptied, none.
   */
  async function follow(id: string | null): Promise<void> {
    if (id === null) {
      if ($cart.get()) clear();
      return;
    }
    const result = await getCartSummary(client, id);
    if (result.isSuccess) keep(result.data.siteCart);
  }

  /** Cleanup: the cart id, quantity and the cart itself are forgotten. */
  function clear() {
    $cart.set(null);
    storage.remove(CART_ID_COOKIE);
    storage.set(CART_QTY_COOKIE, "0");
  }

  function settle(result: Result<{ siteCart: SiteCart }>): SiteCart | null {
    if (result.isSuccess) {
      keep(result.data.siteCart);
      return result.data.siteCart;
    }
    if (result.error.code === "AbortError") return $cart.get();
    throw new Error(result.error.message);
  }

  async function refresh(): Promise<void> {
    const id = cartId();
    if (!id || options.skipRefresh) return;
    const result = await getCartSummary(client, id);
    if (!result.isSuccess && result.error.code === "NotFound") return clear();
    settle(result);
  }

  /**
   * One call, whatever the input holds (a staggered set's front and rear, a shop and its time):
   * the server stores all of it or nothing, so a refused add leaves the cart as it was.
   */
  async function addToCart(input: AddToCartInput): Promise<SiteCart | null> {
    $adding.set(true);
    try {
      const id = cartId();
      if (!id) return settle(await postCart(client, input));
      const added = await postCart(client, input, id);
      if (!added.isSuccess && added.error.code === "NotFound") {
        clear();
        return settle(await postCart(client, input));
      }
      return settle(added);
    } catch (error) {
      logger.error(ADD_TO_CART_ERROR, error);
      throw error;
    } finally {
      $adding.set(false);
    }
  }

  async function setQuantity(productId: string, quantity: number): Promise<void> {
    const id = cartId();
    if (!id) return logger.warn(NO_CART_YET);
    const products = $cart.get()?.siteProducts ?? [];
    if (quantity === 0 && removalAction(products, productId) === "deleteCart") {
      const deleted = await deleteCartSummary(client, id);
      // Already gone counts as removed.
      if (deleted.isSuccess || deleted.error.code === "NotFound") return clear();
      throw new Error(deleted.error.message);
    }
    const result = await putCart(client, id, { itemId: productId, itemQuantity: quantity });
    if (!result.isSuccess && result.error.code === "NotFound") return clear();
    settle(result);
  }

  /** A cart update: none without a cart (logged), cleanup when the cart is gone. */
  async function update(input: UpdateCartInput): Promise<SiteCart | null> {
    const id = cartId();
    if (!id) {
      logger.warn(NO_CART_YET);
      return null;
    }
    const result = await putCart(client, id, input);
    if (!result.isSuccess && result.error.code === "NotFound") {
      clear();
      return null;
    }
    return settle(result);
  }

  async function removeInstaller(installerId: string): Promise<void> {
    await update({ removeInstallerId: installerId });
  }

  /**
   * Sends the code as entered (§5). A code the server refuses, or a coupon that comes back with
   * an errorDescription, is denied with that message.
   */
  async function applyPromoCode(promoCode: string): Promise<PromoCodeOutcome> {
    const id = cartId();
    if (!id) {
      logger.warn(NO_CART_YET);
      return { status: "denied", message: NO_CART_YET };
    }
    const result = await putCart(client, id, { promoCode });
    if (!result.isSuccess) {
      if (result.error.code === "NotFound") clear();
      return { status: "denied", message: result.error.message };
    }
    const cart = settle(result);
    const wanted = promoCode.trim().toLowerCase();
    const coupon = cart?.siteCartCoupons.find((c) => c.promoCode.toLowerCase() === wanted);
    if (!coupon) return { status: "denied", message: PROMO_CODE_INVALID };
    if (isCouponDenied(coupon)) return { status: "denied", message: coupon.errorDescription ?? "" };
    return { status: "applied", discountInCents: coupon.discountInCents };
  }

  async function removePromoCode(promoCode: string): Promise<void> {
    await update({ removePromoCode: promoCode });
  }

  /** Road-hazard coverage on one line (itemId) or on every line, optionally on a plan. */
  async function setRoadHazard(input: {
    covered: boolean;
    itemId?: string;
    trcUuid?: string;
  }): Promise<SiteCart | null> {
    return update(
      input.itemId === undefined
        ? { isGroupRoadHazard: input.covered, trcUuid: input.trcUuid }
        : { itemId: input.itemId, isRoadHazard: input.covered, trcUuid: input.trcUuid },
    );
  }

  return {
    $cart,
    $cartCount,
    $adding,
    refresh,
    addToCart,
    setQuantity,
    update,
    removeInstaller,
    applyPromoCode,
    removePromoCode,
    setRoadHazard,
    clear,
    /** Makes a cart read elsewhere (a widget's, handed over in a checkout link) this one. */
    adopt: keep,
    follow,
  };
}
