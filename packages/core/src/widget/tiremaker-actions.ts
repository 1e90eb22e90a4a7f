import type { WritableAtom } from "nanostores";
import { getCartSummary } from "../cart/api";
import { ADD_TO_CART_QUANTITY_MESSAGE, canAddToCart, storedCartId } from "../cart/rules";
import { type CatalogListingParams, getCatalogListing } from "../catalog/api";
import type { Client } from "../client";
import type { Installer } from "../installer/schemas";
import type { KeyValueStorage } from "../platform";
import type { WidgetHandoff } from "./attribution";
import { failedState } from "./failures";
import { cartZip } from "./partner-mode";
import { type FitJudge, getJudgedListing } from "./tire-fit";
import {
  CHOOSE_SIZE_MESSAGE,
  type LineSize,
  lineSizes,
  SIZE_UNAVAILABLE_MESSAGE,
  type SizeQuery,
} from "./tiremaker-catalog";
import type { BrandLine } from "./tiremaker-lines";
import type { ChosenShop, FoundSizes, LineSizesPage, Loadable, Notice } from "./tiremaker-types";
import type { createWidgetCart } from "./widget-cart";

/** What the tire-maker's first screen holds that its later actions read and change. */
export type TireMakerState = {
  client: Client;
  brandSlug: string;
  handoff: WidgetHandoff;
  storage: KeyValueStorage;
  linePageSize: number;
  cart: ReturnType<typeof createWidgetCart>;
  $line: WritableAtom<BrandLine | null>;
  $sizes: WritableAtom<Loadable<LineSizesPage>>;
  $loadingMoreSizes: WritableAtom<boolean>;
  $found: WritableAtom<Loadable<FoundSizes>>;
  $loadingMoreFound: WritableAtom<boolean>;
  $productId: WritableAtom<string | null>;
  $quantity: WritableAtom<number>;
  $notice: WritableAtom<Notice>;
  $busy: WritableAtom<boolean>;
  $installer: WritableAtom<ChosenShop | null>;
  $cartState: WritableAtom<Loadable<null>>;
  hasMoreSizes(): boolean;
  hasMoreFound(): boolean;
  selectedSize(): LineSize | null;
};

/**
 * What the tire-maker does once the shopper acts: a line's sizes, the size finder, add to cart,
 * installation at a shop and the cart modal's changes. Its own chunk, fetched once the lines
 * are shown: the brand's page shows the lines first.
 */
export function createTireMakerActions(state: TireMakerState) {
  const { client, brandSlug, handoff, cart } = state;
  let sizesRequest: AbortController | null = null;
  let findRequest: AbortController | null = null;
  // The verdicts on the found sizes' fit, for their later pages too.
  let foundJudge: FitJudge | null = null;

  /** The size finder's catalogue request: the brand's tires on a rim (of a width), or of a size. */
  function findRequestOf(query: SizeQuery): CatalogListingParams {
    const scope =
      query.kind === "rim"
        ? {
            rimDiameter: query.rimDiameter,
            ...(query.width === null ? {} : { width: query.width }),
          }
        : {
            size: query.size,
            ...(query.vehicleId === undefined ? {} : { fitVehicleId: query.vehicleId }),
          };
    return { brand: [brandSlug], ...scope, pageSize: state.linePageSize };
  }

  /**
   * One page of sizes merged into those shown (judged by `judge` when there is one); null when a
   * newer request replaced it.
   */
  async function pageOfSizes(
    request: CatalogListingParams,
    shown: LineSize[],
    judge: FitJudge | null,
    signal: AbortSignal,
  ) {
    const result = await getCatalogListing(client, request, signal);
    if (signal.aborted) return null;
    if (!result.isSuccess) {
      return { isSuccess: false as const, failed: failedState(result.error) };
    }
    const sizes = lineSizes(result.data.siteCatalogProducts, shown, judge);
    return {
      isSuccess: true as const,
      data: { sizes, total: result.data.pagination.total, page: request.page ?? 1 },
    };
  }

  /** One page of a line's sizes merged into those shown; null when a newer request replaced it. */
  function sizesPage(slug: string, page: number, shown: LineSize[] = []) {
    sizesRequest?.abort();
    const controller = new AbortController();
    sizesRequest = controller;
    return pageOfSizes(
      { brand: [brandSlug], line: slug, pageSize: state.linePageSize, page },
      shown,
      null,
      controller.signal,
    );
  }

  /** Runs a cart action; its failure becomes the notice rather than an unhandled rejection. */
  async function act(run: () => Promise<string | null>): Promise<boolean> {
    state.$busy.set(true);
    try {
      const done = await run();
      if (done) state.$notice.set({ kind: "info", text: done });
      return true;
    } catch (error) {
      state.$notice.set({
        kind: "error",
        text: error instanceof Error ? error.message : String(error),
      });
      return false;
    } finally {
      state.$busy.set(false);
    }
  }

  return {
    /** The first page of the line's sizes (the line itself is already chosen). */
    async showLine(slug: string): Promise<void> {
      const page = await sizesPage(slug, 1);
      if (page)
        state.$sizes.set(page.isSuccess ? { status: "done", data: page.data } : page.failed);
    },

    /** The next page of a long line's sizes (the full catalogue has lines of several hundred). */
    async moreSizes(): Promise<void> {
      const line = state.$line.get();
      const sizes = state.$sizes.get();
      if (!line || sizes.status !== "done" || !state.hasMoreSizes()) return;
      state.$loadingMoreSizes.set(true);
      const page = await sizesPage(line.slug, sizes.data.page + 1, sizes.data.sizes);
      state.$loadingMoreSizes.set(false);
      if (!page) return;
      if (page.isSuccess) state.$sizes.set({ status: "done", data: page.data });
      else state.$notice.set({ kind: "error", text: page.failed.message });
    },

    /**
     * The brand's tires across its lines for a rim (and width) or a vehicle's size, to choose from
     * as from a line's sizes, a page at a time as a line's are ("Show more sizes": moreFound).
     * For a vehicle they come best match for it (the tires that fit first), each with the
     * storefront's verdict on its fit: the same rules (catalog/fitment), fetched with them.
     */
    async findSizes(query: SizeQuery): Promise<void> {
      findRequest?.abort();
      const controller = new AbortController();
      findRequest = controller;
      state.$loadingMoreFound.set(false);
      const result = await getJudgedListing(client, findRequestOf(query), controller.signal);
      if (controller.signal.aborted) return;
      if (!result.isSuccess) return state.$found.set(failedState(result.error));
      foundJudge = result.data.fit;
      const { listing } = result.data;
      state.$found.set({
        status: "done",
        data: {
          query,
          sizes: lineSizes(listing.siteCatalogProducts, [], foundJudge),
          total: listing.pagination.total,
          page: 1,
        },
      });
    },

    /** The next page of what the size finder found, after the sizes shown. */
    async moreFound(): Promise<void> {
      const found = state.$found.get();
      if (found.status !== "done" || !state.hasMoreFound() || state.$loadingMoreFound.get()) return;
      findRequest?.abort();
      const controller = new AbortController();
      findRequest = controller;
      state.$loadingMoreFound.set(true);
      const { query, sizes, page } = found.data;
      const next = await pageOfSizes(
        { ...findRequestOf(query), page: page + 1 },
        sizes,
        foundJudge,
        controller.signal,
      );
      if (!next) return;
      state.$loadingMoreFound.set(false);
      if (next.isSuccess) state.$found.set({ status: "done", data: { query, ...next.data } });
      else state.$notice.set({ kind: "error", text: next.failed.message });
    },

    /** Adds the chosen size, at the chosen shop when there is one, to a partner-mode cart. */
    async addToCart(): Promise<boolean> {
      const size = state.selectedSize();
      const quantity = state.$quantity.get();
      if (!size) {
        state.$notice.set({ kind: "error", text: CHOOSE_SIZE_MESSAGE });
        return false;
      }
      if (!size.canAdd) {
        state.$notice.set({ kind: "error", text: SIZE_UNAVAILABLE_MESSAGE });
        return false;
      }
      if (!canAddToCart({ front: quantity })) {
        state.$notice.set({ kind: "error", text: ADD_TO_CART_QUANTITY_MESSAGE });
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
      const shop = state.$installer.get();
      return act(async () => {
        const stores = await cart.stores();
        if (shop) await stores.delivery.addToCartWithInstaller(input, shop);
        else await stores.cart.addToCart(input);
        return `Added ${quantity} × ${size.lineName} ${size.size} to your cart`;
      });
    },

    /** Installation at a shop: applied to the cart at once when it has tires, else on the next add. */
    async chooseInstaller(installer: Installer): Promise<boolean> {
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
      if (ok) state.$installer.set(shop);
      return ok;
    },

    /**
     * Reads the cart once when the modal opens and none is in memory (a cart from an earlier
     * visit, or the hash opening the modal on arrival). It is not re-read after updates: the
     * tire-maker source skips cart refresh, every update answers with the cart itself.
     */
    async readCart(): Promise<void> {
      const id = storedCartId(state.storage);
      if (cart.$cart.get() || !id) return;
      state.$cartState.set({ status: "loading" });
      try {
        const [stores, result] = await Promise.all([cart.stores(), getCartSummary(client, id)]);
        if (result.isSuccess) {
          stores.cart.adopt(result.data.siteCart);
          state.$cartState.set({ status: "idle" });
        } else if (result.error.code === "NotFound") {
          stores.cart.clear();
          state.$cartState.set({ status: "idle" });
        } else {
          state.$cartState.set({ status: "error", message: result.error.message });
        }
      } catch (error) {
        state.$cartState.set({
          status: "error",
          message: error instanceof Error ? error.message : String(error),
        });
      }
    },

    /**
     * Quantity 0 removes the line; removing the last one deletes the cart, and the open modal
     * turns into the empty-cart modal in place: partner mode has no redirect (emptyCartRedirect).
     */
    changeQuantity(productId: string, quantity: number): Promise<boolean> {
      return act(async () => {
        await (await cart.stores()).cart.setQuantity(productId, quantity);
        return quantity === 0 ? "Removed from your cart" : `Quantity changed to ${quantity}`;
      });
    },
  };
}

export type TireMakerActions = ReturnType<typeof createTireMakerActions>;
