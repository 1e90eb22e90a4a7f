import { atom, computed } from "nanostores";
import { CART_QTY_COOKIE, storedCartId } from "../cart/rules";
import { getCatalogListing } from "../catalog/api";
import { slugify } from "../catalog/links";
import type { Client } from "../client";
import type { Installer } from "../installer/schemas";
import { createInstallerSearch } from "../installer/store";
import type { KeyValueStorage, Logger } from "../platform";
import { failedState } from "./failures";
import { lazyModule } from "./lazy-module";
import {
  installerMobileFilter,
  mobileInstallDefaults,
  partnerCheckoutHref,
  tireMakerHandoff,
} from "./partner-mode";
import { skipsCartRefresh } from "./rules";
import type { TireMakerActions } from "./tiremaker-actions";
import type { SizeQuery } from "./tiremaker-catalog";
import {
  type BrandLine,
  brandLines,
  DEFAULT_QUANTITY,
  LINE_PAGE_SIZE,
  LINES_NOT_FOUND,
} from "./tiremaker-lines";
import type { ChosenShop, FoundSizes, LineSizesPage, Loadable, Notice } from "./tiremaker-types";
import { createWidgetCart } from "./widget-cart";

export type { ChosenShop, FoundSizes, LineSizesPage, Loadable, Notice };

export type TireMakerStore = ReturnType<typeof createTireMakerStore>;

/**
 * The tire-maker widget's state (issue 6): a brand's lines and a line's sizes from the catalogue,
 * quantity and add to cart in partner widget mode, installers near a ZIP with installation through
 * the delivery store, and the cart summary modal with quantity changes and removal. This module
 * holds the state and the first screen (the lines); what the shopper does next is in
 * tiremaker-actions.ts, a chunk of its own fetched once the lines are shown.
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
  const $sizes = atom<Loadable<LineSizesPage>>({ status: "idle" });
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
  const $found = atom<Loadable<FoundSizes>>({ status: "idle" });
  const $loadingMoreFound = atom(false);
  const $hasMoreFound = computed(
    $found,
    (found) => found.status === "done" && found.data.sizes.length < found.data.total,
  );
  const $selectedSize = computed([$sizes, $found, $productId], (sizes, found, productId) => {
    const listed = [
      ...(sizes.status === "done" ? sizes.data.sizes : []),
      ...(found.status === "done" ? found.data.sizes : []),
    ];
    return listed.find((s) => s.productId === productId) ?? null;
  });

  let linesRequest: AbortController | null = null;

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
    if (!result.isSuccess) return $lines.set(failedState(result.error));
    const lines = brandLines(result.data);
    const label = result.data.siteCatalogProducts[0]?.brand.label;
    if (label) $brandName.set(label);
    $lines.set(
      lines.length === 0
        ? { status: "error", message: LINES_NOT_FOUND(options.brand) }
        : { status: "done", data: lines },
    );
    // What the shopper does next is fetched once the lines are shown, ahead of the first click,
    // and not in the busy moments of the first render.
    actions.preload();
  }

  // Everything after the first screen is its own chunk (tiremaker-actions.ts).
  const actions = lazyModule(
    () =>
      import("./tiremaker-actions").then(({ createTireMakerActions }) =>
        createTireMakerActions({
          client,
          brandSlug,
          handoff,
          storage,
          linePageSize,
          cart,
          $line,
          $sizes,
          $loadingMoreSizes,
          $found,
          $loadingMoreFound,
          $productId,
          $quantity,
          $notice,
          $busy,
          $installer,
          $cartState,
          hasMoreSizes: () => $hasMoreSizes.get(),
          hasMoreFound: () => $hasMoreFound.get(),
          selectedSize: () => $selectedSize.get(),
        }),
      ),
    logger,
  );

  /**
   * Runs `act` once the actions are here. Their chunk not arriving is `failed`'s to show, with
   * the shopper's "This step didn't load…", and the next try asks for it again.
   */
  async function withActions<T>(
    act: (loaded: TireMakerActions) => Promise<T>,
    failed: (message: string) => T,
  ): Promise<T> {
    let loaded: TireMakerActions;
    try {
      loaded = await actions.get();
    } catch (error) {
      return failed(error instanceof Error ? error.message : String(error));
    }
    return act(loaded);
  }

  const noticeFailed = (text: string) => {
    $notice.set({ kind: "error", text });
    return false;
  };

  async function chooseLine(slug: string): Promise<void> {
    const lines = $lines.get();
    const line = lines.status === "done" ? lines.data.find((l) => l.slug === slug) : undefined;
    if (!line) return;
    $line.set(line);
    $productId.set(null);
    $notice.set(null);
    $sizes.set({ status: "loading" });
    await withActions(
      (loaded) => loaded.showLine(slug),
      (message) => $sizes.set({ status: "error", message, retryable: true }),
    );
  }

  /** The next page of a long line's sizes. */
  async function moreSizes(): Promise<void> {
    await withActions(
      (loaded) => loaded.moreSizes(),
      (text) => {
        $notice.set({ kind: "error", text });
      },
    );
  }

  let lastQuery: SizeQuery | null = null;

  /** The brand's tires across its lines for a rim (and width) or a vehicle's size. */
  async function findSizes(query: SizeQuery): Promise<void> {
    lastQuery = query;
    $productId.set(null);
    $notice.set(null);
    $found.set({ status: "loading" });
    await withActions(
      (loaded) => loaded.findSizes(query),
      (message) => $found.set({ status: "error", message, retryable: true }),
    );
  }

  /** The next page of what the size finder found. */
  async function moreFound(): Promise<void> {
    await withActions(
      (loaded) => loaded.moreFound(),
      (text) => {
        $notice.set({ kind: "error", text });
      },
    );
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

  /** Adds the chosen size, at the chosen shop when there is one, to a partner-mode cart. */
  function addToCart(): Promise<boolean> {
    return withActions((loaded) => loaded.addToCart(), noticeFailed);
  }

  /** Installation at a shop: applied to the cart at once when it has tires, else on the next add. */
  function chooseInstaller(installer: Installer): Promise<boolean> {
    return withActions((loaded) => loaded.chooseInstaller(installer), noticeFailed);
  }

  /** Opens the cart modal, reading the cart when none is in memory. */
  async function openCart(): Promise<void> {
    $cartOpen.set(true);
    if (cart.$cart.get() || !storedCartId(storage)) return;
    await withActions(
      (loaded) => loaded.readCart(),
      (message) => $cartState.set({ status: "error", message }),
    );
  }

  function closeCart(): void {
    $cartOpen.set(false);
  }

  /** Quantity 0 removes the line; removing the last one empties the cart. */
  function changeQuantity(productId: string, quantity: number): Promise<boolean> {
    return withActions((loaded) => loaded.changeQuantity(productId, quantity), noticeFailed);
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
    $loadingMoreFound,
    $hasMoreFound,
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
    moreFound,
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
