import type { WritableAtom } from "nanostores";
import { getCartSummary } from "../cart/api";
import { ADD_TO_CART_QUANTITY_MESSAGE, canAddToCart, storedCartId } from "../cart/rules";
import { getCatalogListing } from "../catalog/api";
import type { CatalogProduct } from "../catalog/schemas";
import { getVehicle } from "../catalog/vehicle-api";
import type { Client } from "../client";
import type { Installer } from "../installer/schemas";
import type { KeyValueStorage } from "../platform";
import type { WidgetHandoff } from "./attribution";
import { failedState } from "./failures";
import { cartZip } from "./partner-mode";
import {
  CHOOSE_SIZE_MESSAGE,
  type LineSize,
  lineSizes,
  matchingWidth,
  SIZE_UNAVAILABLE_MESSAGE,
  type SizeFit,
  type SizeQuery,
} from "./tiremaker-catalog";
import type { BrandLine } from "./tiremaker-lines";
import type { ChosenShop, FoundSizes, LineSizesPage, Loadable, Notice } from "./tiremaker-store";
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
  $productId: WritableAtom<string | null>;
  $quantity: WritableAtom<number>;
  $notice: WritableAtom<Notice>;
  $busy: WritableAtom<boolean>;
  $installer: WritableAtom<ChosenShop | null>;
  $cartState: WritableAtom<Loadable<null>>;
  hasMoreSizes(): boolean;
  selectedSize(): LineSize | null;
};

/** The storefront's fitment verdict for a vehicle's tires, as the sizes show it. */
async function fitJudge(client: Client, vehicleId: number, signal: AbortSignal) {
  const [vehicle, { fitmentVerdict }] = await Promise.all([
    getVehicle(client, vehicleId, signal),
    import("../catalog/fitment"),
  ]);
  if (!vehicle.isSuccess) return vehicle;
  const judge = (product: CatalogProduct): SizeFit => {
    const verdict = fitmentVerdict(vehicle.data, product);
    return {
      kind: verdict.kind,
      headline: verdict.headline,
      notes: verdict.notes.map((note) => note.label),
    };
  };
  return { ...vehicle, data: judge };
}

/**
 * What the tire-maker does once the shopper acts: a line's sizes, the size finder, add to cart,
 * installation at a shop and the cart modal's changes. Its own chunk, fetched once the lines
 * are shown: the brand's page shows the lines first.
 */
export function createTireMakerActions(state: TireMakerState) {
  const { client, brandSlug, handoff, cart } = state;
  let sizesRequest: AbortController | null = null;
  let findRequest: AbortController | null = null;

  /** One page of a line's sizes merged into those shown; null when a newer request replaced it. */
  async function sizesPage(slug: string, page: number, shown: LineSize[] = []) {
    sizesRequest?.abort();
    const controller = new AbortController();
    sizesRequest = controller;
    const result = await getCatalogListing(
      client,
      { brand: [brandSlug], line: slug, pageSize: state.linePageSize, page },
      controller.signal,
    );
    if (controller.signal.aborted) return null;
    if (!result.isSuccess) {
      return { isSuccess: false as const, failed: failedState(result.error) };
    }
    const sizes = lineSizes(result.data.siteCatalogProducts, shown);
    return {
      isSuccess: true as const,
      data: { sizes, total: result.data.pagination.total, page },
    };
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
     * as from a line's sizes. A rim holds more tires than a page: `more` says the list is cut.
     * For a vehicle they come best match for it (the tires that fit first), each with the
     * storefront's verdict on its fit: the same rules (catalog/fitment), fetched with them.
     */
    async findSizes(query: SizeQuery): Promise<void> {
      findRequest?.abort();
      const controller = new AbortController();
      findRequest = controller;
      const vehicleId = query.kind === "vehicle" ? query.vehicleId : undefined;
      const scope =
        query.kind === "rim"
          ? { rimDiameter: query.rimDiameter }
          : { size: query.size, fitVehicleId: vehicleId };
      const [result, judge] = await Promise.all([
        getCatalogListing(
          client,
          { brand: [brandSlug], ...scope, pageSize: state.linePageSize },
          controller.signal,
        ),
        vehicleId === undefined ? null : fitJudge(client, vehicleId, controller.signal),
      ]);
      if (controller.signal.aborted) return;
      if (!result.isSuccess) return state.$found.set(failedState(result.error));
      if (judge && !judge.isSuccess) return state.$found.set(failedState(judge.error));
      const listed = lineSizes(result.data.siteCatalogProducts, [], judge?.data);
      state.$found.set({
        status: "done",
        data: {
          query,
          sizes: query.kind === "rim" ? matchingWidth(listed, query.width) : listed,
          more: result.data.pagination.total > listed.length,
        },
      });
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
