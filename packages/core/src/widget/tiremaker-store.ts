import { atom, computed } from "nanostores";
import { getCartSummary } from "../cart/api";
import {
  ADD_TO_CART_QUANTITY_MESSAGE,
  CART_QTY_COOKIE,
  canAddToCart,
  storedCartId,
} from "../cart/rules";
import { getCatalogListing } from "../catalog/api";
import { slugify } from "../catalog/links";
import type { Client, Failure } from "../client";
import type { Installer } from "../installer/schemas";
import { createInstallerSearch } from "../installer/store";
import type { KeyValueStorage, Logger } from "../platform";
import { isRetryableFailure } from "./failures";
import {
  cartZip,
  installerMobileFilter,
  mobileInstallDefaults,
  partnerCheckoutHref,
  tireMakerHandoff,
} from "./partner-mode";
import { skipsCartRefresh } from "./rules";
import {
  type BrandLine,
  brandLines,
  CHOOSE_SIZE_MESSAGE,
  DEFAULT_QUANTITY,
  LINE_PAGE_SIZE,
  LINES_NOT_FOUND,
  type LineSize,
  lineSizes,
  matchingWidth,
  SIZE_UNAVAILABLE_MESSAGE,
  type SizeQuery,
} from "./tiremaker-catalog";
import { createWidgetCart } from "./widget-cart";

export type Loadable<T> =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "done"; data: T }
  /** `retryable`: asking again may work (offline, a timeout, a server error). */
  | { status: "error"; message: string; retryable?: boolean };

/** What the shopper is told after an action, read by a live region. */
export type Notice = { kind: "info" | "error"; text: string } | null;

export type ChosenShop = { installerId: string; company: string; isMobileInstall: boolean };

export type TireMakerStore = ReturnType<typeof createTireMakerStore>;

/** A failed call as a state: its message, and whether Retry is offered. */
const failedWith = (error: Failure) => ({
  status: "error" as const,
  message: error.message,
  retryable: isRetryableFailure(error),
});

/**
 * The tire-maker widget's state (issue 6): a brand's lines and a line's sizes from the catalogue,
 * quantity and add to cart in partner widget mode, installers near a ZIP with installation through
 * the delivery store, and the cart summary modal with quantity changes and removal.
 */
export function createTireMakerStore(
  client: Client,
  options: {
    /** Brand slug or name as the catalogue spells it, e.g. "michelin" or "Michelin". */
    brand: string;
    /** The partner's id on links and carts (widgetSourceId); the brand slug when none. */
    widgetSourceId?: string | null;
    storage: KeyValueStorage;
    logger: Logger;
    /** Sizes per page of a line; the API's maximum unless a test asks for less. */
    linePageSize?: number;
  },
) {
  const { storage, logger } = options;
  const brandSlug = slugify(options.brand);
  const handoff = tireMakerHandoff(options.widgetSourceId || brandSlug);
  const mobile = mobileInstallDefaults(handoff, false);

  // The stores that change the cart are fetched on the first add, or when the cart opens.
  const cart = createWidgetCart(client, {
    storage,
    logger,
    skipRefresh: skipsCartRefresh(handoff),
  });
  const installers = createInstallerSearch(client, {
    mobileInstall: installerMobileFilter(mobile.listMobileInstallers),
  });

  const $lines = atom<Loadable<BrandLine[]>>({ status: "idle" });
  /** The brand as the catalogue labels it ("BFGoodrich"), whatever spelling the page used. */
  const $brandName = atom(options.brand);
  const $line = atom<BrandLine | null>(null);
  /** The line's sizes listed so far: `page` pages of `total`, more on request. */
  const $sizes = atom<Loadable<{ sizes: LineSize[]; total: number; page: number }>>({
    status: "idle",
  });
  const $loadingMoreSizes = atom(false);
  const $hasMoreSizes = computed(
    $sizes,
    (sizes) => sizes.status === "done" && sizes.data.sizes.length < sizes.data.total,
  );
  const linePageSize = options.linePageSize ?? LINE_PAGE_SIZE;
  const $productId = atom<string | null>(null);
  const $quantity = atom(DEFAULT_QUANTITY);
  const $notice = atom<Notice>(null);
  const $busy = atom(false);
  const $installer = atom<ChosenShop | null>(null);
  const $cartOpen = atom(false);
  const $cartState = atom<Loadable<null>>({ status: "idle" });

  /**
   * The badge before the cart is read: the stored CART_QTY, as the storefront's nav does. Once the
   * cart has been read, changed or cleared, its own count.
   */
  const storedId = storedCartId(storage);
  const storedQty = Number(storage.get(CART_QTY_COOKIE));
  const initialCount = storedId && Number.isInteger(storedQty) && storedQty > 0 ? storedQty : 0;
  const $cartTouched = atom(false);
  cart.$cart.listen(() => $cartTouched.set(true));
  const $cartCount = computed([cart.$cartCount, $cartTouched], (count, touched) =>
    touched ? count : initialCount,
  );
  /** The size finder's answer: the brand's sizes on a rim (of a width), or a vehicle's size. */
  const $found = atom<Loadable<{ query: SizeQuery; sizes: LineSize[]; more: boolean }>>({
    status: "idle",
  });
  const $selectedSize = computed([$sizes, $found, $productId], (sizes, found, productId) => {
    const listed = [
      ...(sizes.status === "done" ? sizes.data.sizes : []),
      ...(found.status === "done" ? found.data.sizes : []),
    ];
    return listed.find((s) => s.productId === productId) ?? null;
  });

  let linesRequest: AbortController | null = null;
  let sizesRequest: AbortController | null = null;

  async function loadLines(): Promise<void> {
    linesRequest?.abort();
    const controller = new AbortController();
    linesRequest = controller;
    $lines.set({ status: "loading" });
    const result = await getCatalogListing(
      client,
      { brand: [brandSlug], pageSize: 1 },
      controller.signal,
    );
    if (controller.signal.aborted) return;
    if (!result.isSuccess) return $lines.set(failedWith(result.error));
    const lines = brandLines(result.data);
    const label = result.data.siteCatalogProducts[0]?.brand.label;
    if (label) $brandName.set(label);
    $lines.set(
      lines.length === 0
        ? { status: "error", message: LINES_NOT_FOUND(options.brand) }
        : { status: "done", data: lines },
    );
  }

  async function chooseLine(slug: string): Promise<void> {
    const lines = $lines.get();
    const line = lines.status === "done" ? lines.data.find((l) => l.slug === slug) : undefined;
    if (!line) return;
    $line.set(line);
    $productId.set(null);
    $notice.set(null);
    $sizes.set({ status: "loading" });
    const page = await sizesPage(slug, 1);
    if (page) $sizes.set(page.isSuccess ? { status: "done", data: page.data } : page.failed);
  }

  /** The next page of a long line's sizes (the full catalogue has lines of several hundred). */
  async function moreSizes(): Promise<void> {
    const line = $line.get();
    const sizes = $sizes.get();
    if (!line || sizes.status !== "done" || !$hasMoreSizes.get()) return;
    $loadingMoreSizes.set(true);
    const page = await sizesPage(line.slug, sizes.data.page + 1, sizes.data.sizes);
    $loadingMoreSizes.set(false);
    if (!page) return;
    if (page.isSuccess) $sizes.set({ status: "done", data: page.data });
    else $notice.set({ kind: "error", text: page.failed.message });
  }

  /** One page of a line's sizes merged into those shown; null when a newer request replaced it. */
  async function sizesPage(slug: string, page: number, shown: LineSize[] = []) {
    sizesRequest?.abort();
    const controller = new AbortController();
    sizesRequest = controller;
    const result = await getCatalogListing(
      client,
      { brand: [brandSlug], line: slug, pageSize: linePageSize, page },
      controller.signal,
    );
    if (controller.signal.aborted) return null;
    if (!result.isSuccess) {
      return { isSuccess: false as const, failed: failedWith(result.error) };
    }
    const sizes = lineSizes(result.data.siteCatalogProducts, shown);
    return {
      isSuccess: true as const,
      data: { sizes, total: result.data.pagination.total, page },
    };
  }

  let findRequest: AbortController | null = null;

  /**
   * The brand's tires across its lines for a rim (and width) or a vehicle's size, to choose from
   * as from a line's sizes. A rim holds more tires than a page: `more` says the list is cut.
   */
  let lastQuery: SizeQuery | null = null;

  async function findSizes(query: SizeQuery): Promise<void> {
    lastQuery = query;
    findRequest?.abort();
    const controller = new AbortController();
    findRequest = controller;
    $productId.set(null);
    $notice.set(null);
    $found.set({ status: "loading" });
    const scope = query.kind === "rim" ? { rimDiameter: query.rimDiameter } : { size: query.size };
    const result = await getCatalogListing(
      client,
      { brand: [brandSlug], ...scope, pageSize: linePageSize },
      controller.signal,
    );
    if (controller.signal.aborted) return;
    if (!result.isSuccess) return $found.set(failedWith(result.error));
    const listed = lineSizes(result.data.siteCatalogProducts);
    $found.set({
      status: "done",
      data: {
        query,
        sizes: query.kind === "rim" ? matchingWidth(listed, query.width) : listed,
        more: result.data.pagination.total > listed.length,
      },
    });
  }

  /** Asks the finder's last question again (its Retry). */
  async function findAgain(): Promise<void> {
    if (lastQuery) await findSizes(lastQuery);
  }

  function chooseSize(productId: string): void {
    $productId.set(productId);
    $notice.set(null);
  }

  function setQuantity(quantity: number): void {
    $quantity.set(quantity);
    $notice.set(null);
  }

  /** Runs a cart action; its failure becomes the notice rather than an unhandled rejection. */
  async function act(run: () => Promise<string | null>): Promise<boolean> {
    $busy.set(true);
    try {
      const done = await run();
      if (done) $notice.set({ kind: "info", text: done });
      return true;
    } catch (error) {
      $notice.set({ kind: "error", text: error instanceof Error ? error.message : String(error) });
      return false;
    } finally {
      $busy.set(false);
    }
  }

  /** Adds the chosen size, at the chosen shop when there is one, to a partner-mode cart. */
  async function addToCart(): Promise<boolean> {
    const size = $selectedSize.get();
    const quantity = $quantity.get();
    if (!size) {
      $notice.set({ kind: "error", text: CHOOSE_SIZE_MESSAGE });
      return false;
    }
    if (!size.canAdd) {
      $notice.set({ kind: "error", text: SIZE_UNAVAILABLE_MESSAGE });
      return false;
    }
    if (!canAddToCart({ front: quantity })) {
      $notice.set({ kind: "error", text: ADD_TO_CART_QUANTITY_MESSAGE });
      return false;
    }
    const zip = cartZip(handoff, null);
    const input = {
      productId: size.productId,
      quantity: { front: quantity, rear: 0 },
      widgetSource: handoff.widgetSource,
      ...(handoff.widgetSourceId ? { widgetSourceId: handoff.widgetSourceId } : {}),
      ...(zip ? { zip } : {}),
    };
    const shop = $installer.get();
    return act(async () => {
      const stores = await cart.stores();
      if (shop) await stores.delivery.addToCartWithInstaller(input, shop);
      else await stores.cart.addToCart(input);
      return `Added ${quantity} × ${size.lineName} ${size.size} to your cart`;
    });
  }

  /** Installation at a shop: applied to the cart at once when it has tires, else on the next add. */
  async function chooseInstaller(installer: Installer): Promise<boolean> {
    const shop: ChosenShop = {
      installerId: installer.installerId,
      company: installer.company,
      isMobileInstall: installer.isMobileInstall,
    };
    const hasTires = (cart.$cart.get()?.siteProducts.length ?? 0) > 0;
    const ok = await act(async () => {
      if (hasTires) await (await cart.stores()).delivery.installAt(shop);
      return hasTires
        ? `Your tires will be installed at ${shop.company}`
        : `${shop.company} chosen for installation`;
    });
    if (ok) $installer.set(shop);
    return ok;
  }

  /**
   * Reads the cart once when the modal opens and none is in memory (a cart from an earlier visit,
   * or the hash opening the modal on arrival). It is not re-read after updates: the tire-maker
   * source skips cart refresh, every update answers with the cart itself.
   */
  async function openCart(): Promise<void> {
    $cartOpen.set(true);
    const id = storedCartId(storage);
    if (cart.$cart.get() || !id) return;
    $cartState.set({ status: "loading" });
    try {
      const [stores, result] = await Promise.all([cart.stores(), getCartSummary(client, id)]);
      if (result.isSuccess) {
        stores.cart.adopt(result.data.siteCart);
        $cartState.set({ status: "idle" });
      } else if (result.error.code === "NotFound") {
        stores.cart.clear();
        $cartState.set({ status: "idle" });
      } else {
        $cartState.set({ status: "error", message: result.error.message });
      }
    } catch (error) {
      $cartState.set({
        status: "error",
        message: error instanceof Error ? error.message : String(error),
      });
    }
  }

  function closeCart(): void {
    $cartOpen.set(false);
  }

  /**
   * Quantity 0 removes the line; removing the last one deletes the cart, and the open modal turns
   * into the empty-cart modal in place: partner mode has no redirect (emptyCartRedirect).
   */
  async function changeQuantity(productId: string, quantity: number): Promise<boolean> {
    return act(async () => {
      await (await cart.stores()).cart.setQuantity(productId, quantity);
      return quantity === 0 ? "Removed from your cart" : `Quantity changed to ${quantity}`;
    });
  }

  /** The storefront checkout for the cart, or null without one. */
  function checkoutHref(storeOrigin: string): string | null {
    const id = cart.$cart.get()?.id;
    return id ? partnerCheckoutHref(storeOrigin, id, handoff) : null;
  }

  return {
    client,
    brandSlug,
    handoff,
    cart,
    installers,
    $lines,
    $brandName,
    $line,
    $sizes,
    $loadingMoreSizes,
    $hasMoreSizes,
    $productId,
    $found,
    $selectedSize,
    $quantity,
    $notice,
    $busy,
    $installer,
    $cartOpen,
    $cartState,
    $cartCount,
    loadLines,
    chooseLine,
    moreSizes,
    findSizes,
    findAgain,
    chooseSize,
    setQuantity,
    addToCart,
    chooseInstaller,
    openCart,
    closeCart,
    changeQuantity,
    checkoutHref,
  };
}
