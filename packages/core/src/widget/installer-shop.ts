import { atom, computed } from "nanostores";
import type { SiteCart } from "../cart/schemas";
import type { CatalogListing, CatalogProduct } from "../catalog/schemas";
import type { Client, Failure } from "../client";
import { getInstallerSchedule } from "../delivery/api";
import { getInstallers } from "../installer/api";
import type { Installer } from "../installer/schemas";
import type { KeyValueStorage, Logger } from "../platform";
import { firstAvailableDay, type ScheduleDay, type Slot } from "../schedule/rules";
import type { ReplacementFilters } from "../sidewall/listing";
import { isValidZip, ZIP_MESSAGE } from "../validation/zip";
import { getWidgetAppConfig } from "./api";
import { isRetryableFailure } from "./failures";
import {
  checkoutHref,
  DEFAULT_INSTALL_QUANTITY,
  INSTALLER_SOURCE,
  installQuantity,
  isBookable,
  type PartnerQuery,
  QUANTITY_MESSAGE,
  tireSalePrice,
} from "./installer-shop-rules";
import { PART_FAILED_MESSAGE } from "./lazy-module";
import type { WidgetAppConfig } from "./schemas";
import type { FitJudge, TireFit } from "./tire-fit";
import { createWidgetCart } from "./widget-cart";

export const SLOT_REQUIRED_MESSAGE = "Please select a time slot";
export const NO_INSTALLER_MESSAGE = "This shop does not take installation bookings online yet";

export type ShopState =
  | { status: "loading" }
  /** No ZIP to look the shop up from: the shopper is asked for theirs. */
  | { status: "needs-zip"; message: string | null }
  | {
      status: "ready";
      config: WidgetAppConfig;
      installer: Installer;
      /** The shopper's ZIP the shop was found near; sets are quoted from it (offer-quotes). */
      zip: string;
    }
  /** `retry` is the ZIP to load again with, when asking again may work. */
  | { status: "error"; message: string; retry?: string };

export type Step = "search" | "offers" | "schedule" | "cart";

/**
 * What offers are for: a size, and the vehicle when the size came from one, or what a
 * replacement for a scanned tire must be (its load index and speed rating as minimums).
 */
export type TireQuery = {
  size: string;
  vehicle?: string | undefined;
  /** The vehicle searched for: best match lists the tires that fit it first. */
  vehicleId?: number | undefined;
  fitment?: ReplacementFilters | undefined;
};

/**
 * A tire found. Its out-the-door price for the chosen quantity at the shop is quoted by the
 * server (offer-quotes, with the offers' part), never worked out here.
 */
export type Offer = {
  product: CatalogProduct;
  /** The tire's own price per tire; null: call for pricing. */
  tirePriceInCents: number | null;
  bookable: boolean;
  /** For a vehicle's tires: the storefront's verdict on its fit (core catalog/fitment). */
  fit: TireFit | null;
};

/** How offers are listed: the sort, and the season (a tire category) when one is chosen. */
export type OfferListing = { sort: "best-match" | "price-asc"; category: number | null };

export type OffersState =
  | { status: "idle" }
  | { status: "loading"; query: TireQuery; listing: OfferListing }
  | {
      status: "done";
      query: TireQuery;
      sizeLabel: string;
      /** Every page shown so far, in the catalogue's order. */
      products: CatalogProduct[];
      total: number;
      /** The last page fetched. */
      page: number;
      listing: OfferListing;
      /** The seasons (tire categories) the size comes in, to filter by. */
      seasons: CatalogListing["facets"]["categories"];
      /** The verdict on each tire's fit, when the search was for a vehicle it could read. */
      fit: FitJudge | null;
      /**
       * On its way: the next page ("Show more"), or the offers in another order or season (the
       * `listing` already says which), shown until they come.
       */
      busy: "more" | "relist" | null;
      /** The next page, or the offers in the order or season chosen, did not come. */
      failed: string | null;
    }
  | {
      status: "error";
      query: TireQuery;
      listing: OfferListing;
      message: string;
      retryable: boolean;
    };

export type ScheduleState =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "done"; days: ScheduleDay[] }
  | { status: "error"; message: string };

export type InstallerShop = ReturnType<typeof createInstallerShop>;

/**
 * The installer widget's flow as stores (spec issue 6): the partner's config and its shop, the
 * offers of a tire search (searched and paged by installer-offers, which comes with the steps'
 * part; their out-the-door prices at that shop are quoted by offer-quotes, with the offers'
 * part), the shop's schedule and a slot, adding to the cart with that shop and slot, the cart,
 * and the checkout link. Components read these stores and call these actions; which step shows
 * is decided here.
 */
export function createInstallerShop(
  client: Client,
  options: {
    storage: KeyValueStorage;
    logger: Logger;
    partner: PartnerQuery;
    /** Storefront origin that checkout continues on. */
    storeOrigin: string;
  },
) {
  const cart = createWidgetCart(client, { storage: options.storage, logger: options.logger });

  const $shop = atom<ShopState>({ status: "loading" });
  const $step = atom<Step>("search");
  const $offers = atom<OffersState>({ status: "idle" });
  const $quantity = atom(DEFAULT_INSTALL_QUANTITY);
  const $quantityError = atom<string | null>(null);
  const $chosen = atom<CatalogProduct | null>(null);
  const $schedule = atom<ScheduleState>({ status: "idle" });
  const $day = atom<string | null>(null);
  const $slot = atom<Slot | null>(null);
  const $slotError = atom<string | null>(null);
  const $adding = atom(false);
  const $addError = atom<string | null>(null);
  /** The cart step could not open (its part did not arrive). */
  const $cartFailed = atom<string | null>(null);

  const $pricedOffers = computed($offers, (offers) =>
    offers.status === "done"
      ? offers.products.map(
          (product): Offer => ({
            product,
            tirePriceInCents: tireSalePrice(product),
            bookable: isBookable(product),
            fit: offers.fit?.(product) ?? null,
          }),
        )
      : [],
  );

  const $checkoutHref = computed([cart.$cart, $shop], (siteCart, shop) =>
    siteCart && siteCart.siteProducts.length > 0 && shop.status === "ready"
      ? checkoutHref(options.storeOrigin, siteCart.id, shop.config.id)
      : null,
  );

  /** The partner's config, then its shop as seen from the ZIP (installers are found near one). */
  async function load(zip: string | null): Promise<void> {
    const trimmed = zip?.trim() ?? "";
    if (!trimmed) return $shop.set({ status: "needs-zip", message: null });
    if (!isValidZip(trimmed)) return $shop.set({ status: "needs-zip", message: ZIP_MESSAGE });
    $shop.set({ status: "loading" });
    const config = await getWidgetAppConfig(client, options.partner);
    const failed = (error: Failure) =>
      $shop.set({
        status: "error",
        message: error.message,
        ...(isRetryableFailure(error) ? { retry: trimmed } : {}),
      });
    if (!config.isSuccess) return failed(config.error);
    const { installerId } = config.data;
    if (!installerId) return $shop.set({ status: "error", message: NO_INSTALLER_MESSAGE });
    const listed = await getInstallers(client, {
      userZip: trimmed,
      installerIds: installerId,
      limit: 1,
      source: "widget",
    });
    if (!listed.isSuccess) return failed(listed.error);
    const installer = listed.data.siteInstallers.siteInstallerList[0];
    if (!installer) {
      return $shop.set({
        status: "needs-zip",
        message: `${config.data.name} does not install near ${trimmed}; try a ZIP closer to the shop`,
      });
    }
    $shop.set({
      status: "ready",
      config: config.data,
      installer,
      zip: trimmed,
    });
    await cart.refresh().catch((error: unknown) => {
      // A part that did not arrive was told once already by the widget's cart.
      if (!(error instanceof Error && error.message === PART_FAILED_MESSAGE)) {
        options.logger.warn("Cart refresh", error);
      }
    });
  }

  function setQuantity(value: unknown): void {
    const quantity = installQuantity(value);
    $quantityError.set(quantity === null ? QUANTITY_MESSAGE : null);
    if (quantity !== null) $quantity.set(quantity);
  }

  async function loadSchedule(): Promise<void> {
    const shop = $shop.get();
    if (shop.status !== "ready") return;
    $schedule.set({ status: "loading" });
    const result = await getInstallerSchedule(client, shop.installer.installerId);
    if (!result.isSuccess) return $schedule.set({ status: "error", message: result.error.message });
    const days = result.data.siteInstallerSchedule.scheduleDays;
    $schedule.set({ status: "done", days });
    const current = $day.get();
    if (!current || !days.some((day) => day.date === current)) {
      $day.set(firstAvailableDay(days)?.date ?? null);
    }
  }

  /** The tire to book: on to the shop's schedule. Tires that cannot be booked are refused. */
  async function choose(productId: string): Promise<void> {
    const offers = $offers.get();
    const product =
      offers.status === "done" ? offers.products.find((p) => p.productId === productId) : undefined;
    if (!product || !isBookable(product)) return;
    $chosen.set(product);
    $addError.set(null);
    $step.set("schedule");
    if ($schedule.get().status !== "done") await loadSchedule();
  }

  function selectDay(date: string): void {
    $day.set(date);
    const slot = $slot.get();
    if (slot && slot.date !== date) $slot.set(null);
  }

  function selectSlot(slot: Slot): void {
    if (!slot.isSlotAvailable) return;
    $slot.set(slot);
    $slotError.set(null);
  }

  /** The chosen tire, quantity and slot into the cart, with this shop's shipping and appointment. */
  async function addToCart(): Promise<SiteCart | null> {
    const shop = $shop.get();
    const product = $chosen.get();
    const slot = $slot.get();
    if (shop.status !== "ready" || !product || $adding.get()) return null;
    if (!slot) {
      $slotError.set(SLOT_REQUIRED_MESSAGE);
      return null;
    }
    $adding.set(true);
    $addError.set(null);
    try {
      const { delivery } = await cart.stores();
      const added = await delivery.addToCartWithInstaller(
        {
          productId: product.productId,
          quantity: { front: $quantity.get(), rear: 0 },
          widgetSource: INSTALLER_SOURCE,
          widgetSourceId: shop.config.id,
          preShippingSelection: "ship to shop",
        },
        {
          installerId: shop.installer.installerId,
          isMobileInstall: shop.installer.isMobileInstall,
        },
        slot,
      );
      $step.set("cart");
      return added;
    } catch (error) {
      $addError.set(error instanceof Error ? error.message : String(error));
      // The slot may have filled meanwhile ("Install time no longer available"): show what is left.
      $slot.set(null);
      await loadSchedule();
      return null;
    } finally {
      $adding.set(false);
    }
  }

  async function removeLine(productId: string): Promise<void> {
    $addError.set(null);
    try {
      await (await cart.stores()).cart.setQuantity(productId, 0);
    } catch (error) {
      $addError.set(error instanceof Error ? error.message : String(error));
    }
  }

  /** Back one step: the schedule returns to the offers, the cart and offers to the search. */
  function back(): void {
    const step = $step.get();
    if (step === "schedule") $step.set("offers");
    else if (step === "cart") $step.set($offers.get().status === "done" ? "offers" : "search");
    else $step.set("search");
  }

  /** The cart step, once the stores that change the cart are here. */
  async function showCart(): Promise<void> {
    $cartFailed.set(null);
    try {
      await cart.stores();
      $step.set("cart");
    } catch (error) {
      $cartFailed.set(error instanceof Error ? error.message : String(error));
    }
  }

  return {
    /** The API the widget talks to; the offers' part asks it for their quotes. */
    client,
    cart,
    $shop,
    /** The store the widget came from: its checkout, and the tire scan's reader files. */
    storeOrigin: options.storeOrigin,
    $step,
    $offers,
    $pricedOffers,
    $quantity,
    $quantityError,
    $chosen,
    $schedule,
    $day,
    $slot,
    $slotError,
    $adding,
    $addError,
    $cartFailed,
    $checkoutHref,
    load,
    setQuantity,
    choose,
    loadSchedule,
    selectDay,
    selectSlot,
    addToCart,
    removeLine,
    back,
    showCart,
  };
}
